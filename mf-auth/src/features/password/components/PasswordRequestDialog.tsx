import { useState } from 'react';
import { requestPasswordReset } from '@portal/contracts/api/auth';
import { ACCOUNT_TEXTS } from '@portal/contracts/messages';
import { PasswordResetRequestForm } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { EmailField } from '../../../lib/EmailField';
import { Outcome } from '../../../lib/Outcome';
import styles from '../../../lib/Form.module.css';

export interface PasswordRequestDialogProps {
  onClose: () => void;
  /** What the login form's e-mail field held, so it need not be typed twice. */
  email?: string;
}

/** 'Atjaunot paroli' (spec §2.2): the e-mail address the reset link goes to. */
export default function PasswordRequestDialog({ onClose, email }: PasswordRequestDialogProps) {
  const openDialog = useDialogs((s) => s.openDialog);
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: PasswordResetRequestForm,
    defaultValues: { email: email ?? '' },
    onSubmit: async (values) => {
      await requestPasswordReset(values.email);
      setSent(true);
    },
  });

  return (
    <Dialog open title="Atjaunot paroli" onClose={onClose} size="small">
      {sent ? (
        <Outcome>{ACCOUNT_TEXTS.resetLinkSent}</Outcome>
      ) : (
        <Form form={form} className={styles.form}>
          <p className={styles.text}>
            Norādi sava konta e-pasta adresi, un mēs nosūtīsim saiti jaunas paroles iestatīšanai.
          </p>
          <FormError />
          <EmailField form={form} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={form.submitting}>
              Sūtīt
            </Button>
            <Button variant="link" onClick={() => openDialog('login')}>
              Atpakaļ uz autorizāciju
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
