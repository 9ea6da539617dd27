import { useState } from 'react';
import { useParams, useSearchParams } from '@portal/shared-ui/lib/router';
import { resetPassword } from '@portal/contracts/api/auth';
import { routePath } from '@portal/contracts/routes';
import { PasswordResetForm } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { EmailField } from '../../../lib/EmailField';
import { NewPasswordFields } from '../../../lib/NewPasswordFields';
import { Outcome } from '../../../lib/Outcome';
import styles from '../../../lib/Form.module.css';

const RESET_LABELS = { password: 'Jaunā parole', password_confirmation: 'Atkārto jauno paroli' };

/**
 * /password/reset/{token} (spec §2.2, §5): the token from the e-mail's link travels hidden (an
 * error for it is the form error), the address (prefilled when the link carries ?email=) and the
 * new password twice. Submit stays disabled while any error is shown; once sent, the status text
 * takes the form's place.
 */
export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const openDialog = useDialogs((s) => s.openDialog);
  const [status, setStatus] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: PasswordResetForm,
    defaultValues: { token, email: query.get('email') ?? '', password: '', password_confirmation: '' },
    onSubmit: async (values) => setStatus((await resetPassword(values)).status),
  });

  return (
    <PageFrame title="Atjaunot paroli" width="form">
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
        <Form form={form} className={styles.form}>
          <FormError />
          <input type="hidden" name="token" value={token} />
          <EmailField form={form} />
          <NewPasswordFields form={form} labels={RESET_LABELS} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={form.hasErrors} loading={form.submitting}>
              Saglabāt jauno paroli
            </Button>
            {/* An expired or spent link cannot be fixed in this form: a new one can be asked for. */}
            <Button
              variant="link"
              onClick={() => {
                const email = form.getValues('email');
                openDialog('password-request', email ? { email } : undefined);
              }}
            >
              Pieprasīt jaunu saiti
            </Button>
          </div>
        </Form>
      )}
    </PageFrame>
  );
}
