import { useState } from 'react';
import { useSearchParams } from '@portal/shared-ui/lib/router';
import { resendVerification } from '@portal/contracts/api/auth';
import { ACCOUNT_TEXTS } from '@portal/contracts/messages';
import { routePath } from '@portal/contracts/routes';
import { ResendVerificationForm } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { EmailField } from '../../../lib/EmailField';
import { Outcome } from '../../../lib/Outcome';
import styles from '../../../lib/Form.module.css';

/**
 * /verify/resend (spec §2.2, §8): a new confirmation link to the address. A refusal (the
 * server's message, its 422 message for the e-mail, or an answer with status fail) is shown on
 * the e-mail field.
 */
export default function ResendVerificationPage() {
  const [query] = useSearchParams();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: ResendVerificationForm,
    defaultValues: { email: query.get('email') ?? '' },
    failureField: 'email',
    onSubmit: async (values) => {
      const answer = await resendVerification(values.email);
      if (answer.status === 'fail') form.showServerErrors({ email: [answer.message] });
      else setSent(true);
    },
  });

  return (
    <PageFrame title="Pārsūtīt apstiprinājumu" width="form">
      {sent ? (
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
        <Form form={form} className={styles.form}>
          <p className={styles.text}>
            Norādi e-pasta adresi, ar kuru reģistrējies, un mēs nosūtīsim jaunu apstiprinājuma saiti.
          </p>
          <FormError />
          <EmailField form={form} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={form.submitting}>
              Pārsūtīt
            </Button>
          </div>
        </Form>
      )}
    </PageFrame>
  );
}
