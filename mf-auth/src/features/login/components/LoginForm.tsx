import { Button } from '@portal/shared-ui/components/Button';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { FormAlert } from '../../../lib/FormAlert';
import { useLoginForm, type UseLoginFormOptions } from '../hooks/useLoginForm';
import styles from './LoginForm.module.css';

/** The credentials form the login dialog and the login screen share (under the school platforms and 'vai'). */
export function LoginForm({ redirect, onSignedIn }: UseLoginFormOptions) {
  const openDialog = useDialogs((s) => s.openDialog);
  const form = useLoginForm({ redirect, onSignedIn });
  const passOn = redirect ? { redirect } : undefined;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
      <FormAlert message={form.formError} />
      <FormField label="E-pasts" error={form.errors.email} required>
        <TextInput
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={form.values.email}
          onChange={(event) => form.change('email', event.target.value)}
          onBlur={() => form.blur('email')}
        />
      </FormField>
      <FormField label="Parole" error={form.errors.password} required>
        <TextInput
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.change('password', event.target.value)}
          onBlur={() => form.blur('password')}
        />
      </FormField>
      <div className={styles.row}>
        <Checkbox
          label="Atcerēties mani"
          name="remember"
          checked={form.values.remember}
          onChange={(event) => form.change('remember', event.target.checked)}
        />
        <Button
          variant="link"
          onClick={() => openDialog('password-request', form.values.email ? { email: form.values.email } : undefined)}
        >
          Aizmirsi paroli?
        </Button>
      </div>
      <Button type="submit" variant="primary" fullWidth disabled={form.hasErrors} loading={form.submitting}>
        Ienākt
      </Button>
      <p className={styles.register}>
        <Button variant="link" onClick={() => openDialog('register', passOn)}>
          Nav vēl sava konta? Reģistrējies šeit
        </Button>
      </p>
    </form>
  );
}
