import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { resetPassword } from '@portal/contracts/api/auth';
import { LIMITS } from '@portal/contracts/constants';
import { routePath } from '@portal/contracts/routes';
import { PasswordResetForm } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { AuthScreen } from '../../../lib/AuthScreen';
import { FormAlert } from '../../../lib/FormAlert';
import { Outcome } from '../../../lib/Outcome';
import { describeFailure } from '../../../lib/failure';
import { PASSWORD_HINT } from '../../../lib/texts';
import { useSchemaForm } from '../../../lib/useSchemaForm';
import styles from '../../../lib/Form.module.css';

type Field = 'email' | 'password' | 'password_confirmation';

/**
 * /password/reset/{token} (spec §2.2, §5): the token from the e-mail's link travels hidden, the
 * address (prefilled when the link carries ?email=) and the new password twice. Submit stays
 * disabled while any error is shown; once sent, the status text takes the form's place.
 */
export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const openDialog = useDialogs((s) => s.openDialog);
  const form = useSchemaForm({
    schema: PasswordResetForm,
    initial: { token, email: query.get('email') ?? '', password: '', password_confirmation: '' },
    order: ['email', 'password', 'password_confirmation'],
    idPrefix: 'password-reset',
  });
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = form.validateAll<PasswordResetForm>();
    if (!checked) return;
    setSending(true);
    try {
      setStatus((await resetPassword(checked)).status);
    } catch (error) {
      const failure = await describeFailure(error);
      if (failure.fields) form.showServerErrors(failure.fields);
      else form.setFormError(failure.message);
    } finally {
      setSending(false);
    }
  };

  const input = (field: Field, type: 'email' | 'password', autoComplete: string) => (
    <TextInput
      type={type}
      name={field}
      autoComplete={autoComplete}
      maxLength={field === 'email' ? LIMITS.email : LIMITS.passwordMax}
      value={form.values[field]}
      onChange={(event) => form.change(field, event.target.value)}
      onBlur={() => form.blur(field)}
    />
  );

  return (
    <AuthScreen title="Atjaunot paroli">
      {status !== null ? (
        <Outcome
          actions={
            <Button to={routePath('auth.login')} variant="primary">
              Pierakstīties
            </Button>
          }
        >
          {status}
        </Outcome>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <FormAlert message={form.formError} />
          <input type="hidden" name="token" value={form.values.token} />
          <FormField label="E-pasts" id={form.fieldId('email')} error={form.errors.email} required>
            {input('email', 'email', 'email')}
          </FormField>
          <FormField
            label="Jaunā parole"
            id={form.fieldId('password')}
            error={form.errors.password}
            hint={PASSWORD_HINT}
            required
          >
            {input('password', 'password', 'new-password')}
          </FormField>
          <FormField
            label="Atkārto jauno paroli"
            id={form.fieldId('password_confirmation')}
            error={form.errors.password_confirmation}
            required
          >
            {input('password_confirmation', 'password', 'new-password')}
          </FormField>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={form.hasErrors} loading={sending}>
              Saglabāt jauno paroli
            </Button>
            {/* An expired or spent link cannot be fixed in this form: a new one can be asked for. */}
            <Button
              variant="link"
              onClick={() =>
                openDialog('password-request', form.values.email ? { email: form.values.email } : undefined)
              }
            >
              Pieprasīt jaunu saiti
            </Button>
          </div>
        </form>
      )}
    </AuthScreen>
  );
}
