import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '@portal/contracts/api/auth';
import { PasswordResetRequestForm } from '@portal/contracts/schemas/forms';
import { ACCOUNT_TEXTS } from '@portal/contracts/messages';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { EmailField } from '../../../lib/EmailField';
import { FormAlert } from '../../../lib/FormAlert';
import { Outcome } from '../../../lib/Outcome';
import { describeFailure } from '../../../lib/failure';
import { useSchemaForm } from '../../../lib/useSchemaForm';
import styles from '../../../lib/Form.module.css';

export interface PasswordRequestDialogProps {
  onClose: () => void;
  /** What the login form's e-mail field held, so it need not be typed twice. */
  email?: string;
}

/** 'Atjaunot paroli' (spec §2.2): the e-mail address the reset link goes to. */
export default function PasswordRequestDialog({ onClose, email }: PasswordRequestDialogProps) {
  const openDialog = useDialogs((s) => s.openDialog);
  const form = useSchemaForm({
    schema: PasswordResetRequestForm,
    initial: { email: email ?? '' },
    order: ['email'],
    idPrefix: 'password-request',
  });
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'editing') return;
    const checked = form.validateAll<PasswordResetRequestForm>();
    if (!checked) return;
    setStatus('sending');
    try {
      await requestPasswordReset(checked.email);
      setStatus('sent');
    } catch (error) {
      setStatus('editing');
      const failure = await describeFailure(error);
      if (failure.fields) form.showServerErrors(failure.fields);
      else form.setFormError(failure.message);
    }
  };

  return (
    <Dialog open title="Atjaunot paroli" onClose={onClose} size="small">
      {status === 'sent' ? (
        <Outcome>{ACCOUNT_TEXTS.resetLinkSent}</Outcome>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <p className={styles.text}>
            Norādi sava konta e-pasta adresi, un mēs nosūtīsim saiti jaunas paroles iestatīšanai.
          </p>
          <FormAlert message={form.formError} />
          <EmailField form={form} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={status === 'sending'}>
              Sūtīt
            </Button>
            <Button variant="link" onClick={() => openDialog('login')}>
              Atpakaļ uz autorizāciju
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
