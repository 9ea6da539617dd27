import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resendVerification } from '@portal/contracts/api/auth';
import { routePath } from '@portal/contracts/routes';
import { ResendVerificationForm } from '@portal/contracts/schemas/forms';
import type { ResendResult } from '@portal/contracts/schemas/entities';
import { ACCOUNT_TEXTS } from '@portal/contracts/messages';
import { Button } from '@portal/shared-ui/components/Button';
import { EmailField } from '../../../lib/EmailField';
import { AuthScreen } from '../../../lib/AuthScreen';
import { Outcome } from '../../../lib/Outcome';
import { describeFailure, failureBody } from '../../../lib/failure';
import { useSchemaForm } from '../../../lib/useSchemaForm';
import styles from '../../../lib/Form.module.css';

function isResendResult(body: unknown): body is ResendResult {
  if (typeof body !== 'object' || body === null) return false;
  const { status, message } = body as Partial<ResendResult>;
  return (status === 'success' || status === 'fail') && typeof message === 'string';
}

/**
 * /verify/resend (spec §2.2, §8): a new confirmation link to the address. A refusal (the
 * server's message, or its 422 message for the e-mail) is shown on the e-mail field.
 */
export default function ResendVerificationPage() {
  const [query] = useSearchParams();
  const form = useSchemaForm({
    schema: ResendVerificationForm,
    initial: { email: query.get('email') ?? '' },
    order: ['email'],
    idPrefix: 'resend',
  });
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'editing') return;
    const checked = form.validateAll<ResendVerificationForm>();
    if (!checked) return;
    setStatus('sending');
    let answer: ResendResult;
    try {
      answer = await resendVerification(checked.email);
    } catch (error) {
      setStatus('editing');
      const failure = await describeFailure(error);
      const body = await failureBody(error, isResendResult);
      form.showServerErrors({ email: failure.fields?.email ?? [body?.message ?? failure.message] });
      return;
    }
    if (answer.status === 'fail') {
      setStatus('editing');
      form.showServerErrors({ email: [answer.message] });
      return;
    }
    setStatus('sent');
  };

  return (
    <AuthScreen title="Pārsūtīt apstiprinājumu">
      {status === 'sent' ? (
        <Outcome
          actions={
            <Button to={routePath('home')} variant="primary">
              Uz sākumu
            </Button>
          }
        >
          {ACCOUNT_TEXTS.verificationResent}
        </Outcome>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <p className={styles.text}>
            Norādi e-pasta adresi, ar kuru reģistrējies, un mēs nosūtīsim jaunu apstiprinājuma saiti.
          </p>
          <EmailField form={form} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={status === 'sending'}>
              Pārsūtīt
            </Button>
          </div>
        </form>
      )}
    </AuthScreen>
  );
}
