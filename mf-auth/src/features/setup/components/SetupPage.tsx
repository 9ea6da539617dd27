import { useNavigate, useParams } from '@portal/shared-ui/lib/router';
import { completeSetup } from '@portal/contracts/api/admin/setup';
import { LIMITS } from '@portal/contracts/constants';
import { OAUTH_ERROR_MESSAGES } from '@portal/contracts/messages';
import { routePath } from '@portal/contracts/routes';
import { SetupForm } from '@portal/contracts/schemas/admin/setup';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { formatDate, formatTime } from '@portal/shared-ui/lib/date';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useSession } from '@portal/shared-ui/stores/session';
import { EmailField } from '../../../lib/EmailField';
import { NewPasswordFields } from '../../../lib/NewPasswordFields';
import { Outcome } from '../../../lib/Outcome';
import { useSetupLink } from '../api/setupLink';
import styles from '../../../lib/Form.module.css';

function SetupFormView({ token, expiresAt }: { token: string; expiresAt: string }) {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const form = useSchemaForm({
    schema: SetupForm,
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
    onSubmit: async (values) => {
      const { access_token: accessToken } = await completeSetup(token, values);
      try {
        await signIn(accessToken, false);
      } catch {
        form.setFormError(OAUTH_ERROR_MESSAGES.server_error);
        return;
      }
      // The administration: where it is required, it opens at 'Drošība' to turn on the second factor.
      await navigate(routePath('admin'));
    },
  });

  return (
    <>
      <p className={styles.text}>
        Šī vienreizējā saite izveido portāla pirmo administratoru. Pēc tam tā vairs nedarbosies. Saite derīga līdz{' '}
        {formatDate(expiresAt)} {formatTime(expiresAt)}.
      </p>
      <Form form={form} className={styles.form}>
        <FormError />
        <FormField label="Vārds" error={form.errors.first_name} required>
          <TextInput autoComplete="given-name" maxLength={LIMITS.name} {...form.register('first_name')} />
        </FormField>
        <FormField label="Uzvārds" error={form.errors.last_name} required>
          <TextInput autoComplete="family-name" maxLength={LIMITS.name} {...form.register('last_name')} />
        </FormField>
        <EmailField form={form} />
        <NewPasswordFields form={form} labels={{ password: 'Parole', password_confirmation: 'Atkārto paroli' }} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={form.hasErrors} loading={form.submitting}>
            Izveidot administratoru
          </Button>
        </div>
      </Form>
    </>
  );
}

/**
 * /sakotne/{token} (issue 19): the one-time link a new portal prints at its first start while it
 * has no administrator. A live link shows the form (name, e-mail, password twice) that creates the
 * first administrator and signs them in; a dead one (unknown, used, expired, or an administrator
 * exists) says why, in the server's words.
 */
export default function SetupPage() {
  const { token = '' } = useParams();
  const link = useSetupLink(token);

  return (
    <PageFrame title="Portāla sākotnējā iestatīšana" width="form">
      {link.isPending ? (
        <Spinner block label="Pārbauda iestatīšanas saiti..." />
      ) : link.data?.kind === 'open' ? (
        <SetupFormView token={token} expiresAt={link.data.expiresAt} />
      ) : link.data?.kind === 'dead' ? (
        <Outcome
          tone="failure"
          focus={false}
          actions={
            <Button to={routePath('auth.login')} variant="primary">
              Pierakstīties
            </Button>
          }
        >
          {link.data.message}
        </Outcome>
      ) : (
        <LoadError
          text="Neizdevās pārbaudīt iestatīšanas saiti. Pārbaudi savienojumu ar portālu."
          onRetry={() => void link.refetch()}
        />
      )}
    </PageFrame>
  );
}
