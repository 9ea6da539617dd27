import { useWatch } from 'react-hook-form';
import {
  ADMIN_REASON_MAX,
  ConfirmAccountActionForm,
  DisableAccountForm,
  RefuseAccountForm,
  type AdminUser,
  type AdminUserAction,
} from '@portal/contracts/schemas/admin/users';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { notify } from '@portal/shared-ui/stores/notifications';
import { useUserAction } from '../hooks/useAdminUsers';
import { ACTION_TEXTS } from './userActions';
import styles from './UserActionDialog.module.css';

export interface UserActionDialogProps {
  user: AdminUser;
  action: AdminUserAction;
  onClose: () => void;
}

const SCHEMAS = {
  refuse: RefuseAccountForm,
  disable: DisableAccountForm,
} as const;

/**
 * The confirmation of one action on one account: what will happen, the reason where the action takes
 * one (a refusal's is required and mailed), and the server's Latvian answer if it refuses anyway
 * (another administrator was quicker, the last administrator). A notice says when it is done.
 */
export function UserActionDialog({ user, action, onClose }: UserActionDialogProps) {
  const texts = ACTION_TEXTS[action];
  const run = useUserAction();
  const form = useSchemaForm({
    schema: action === 'refuse' || action === 'disable' ? SCHEMAS[action] : ConfirmAccountActionForm,
    defaultValues: { reason: '' },
    onSubmit: async (values: { reason?: string }) => {
      await run.mutateAsync({ user, action, reason: values.reason ?? '' });
      const done = texts.done(user);
      notify({ type: 'success', title: done.title, text: done.text });
      onClose();
    },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const busy = form.submitting;

  return (
    <Dialog
      open
      title={texts.title}
      size="small"
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      {/* The buttons are the form's own, so Enter sends it; the first control (the reason, else 'Atcelt') takes the focus. */}
      <Form form={form} className={styles.form}>
        <p className={styles.explain}>{texts.explain(user)}</p>
        {texts.reason ? (
          <FormField
            label={texts.reason.label}
            hint={texts.reason.hint}
            required={texts.reason.required}
            error={form.errors.reason}
            remaining={ADMIN_REASON_MAX - [...reason].length}
          >
            <TextArea rows={4} maxLength={ADMIN_REASON_MAX} {...form.register('reason')} />
          </FormField>
        ) : null}
        <FormError />
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Atcelt
          </Button>
          <Button type="submit" loading={busy}>
            {texts.confirm}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
