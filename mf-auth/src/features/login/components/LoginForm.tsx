import { useEffect } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { CaptchaField } from '@portal/shared-ui/components/CaptchaField';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useCaptchaConfig } from '@portal/shared-ui/queries/captcha';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { useLoginForm, type UseLoginFormOptions } from '../hooks/useLoginForm';
import { RegisterLink } from './RegisterLink';
import styles from './LoginForm.module.css';

type LoginFormState = ReturnType<typeof useLoginForm>['form'];

/**
 * An administrator's second factor, shown once the server asked for it after the right password:
 * the code the authenticator app shows, or (the phone is away) one of the recovery codes.
 */
function SecondFactorField({ form }: { form: LoginFormState }) {
  const useRecovery = form.watch('use_recovery');
  const { setFocus } = form;
  // The password step is done: the next thing to type is the code.
  useEffect(() => setFocus('totp'), [setFocus, useRecovery]);
  return (
    <div className={styles.secondFactor}>
      <FormField
        label={useRecovery ? 'Rezerves kods' : 'Kods no autentifikatora lietotnes'}
        hint={
          useRecovery
            ? 'Viens no 10 rezerves kodiem, ko saņēmi, ieslēdzot divpakāpju pārbaudi; katrs der vienu reizi.'
            : '6 cipari, kas mainās ik pēc 30 sekundēm.'
        }
        error={form.errors.totp}
        required
      >
        <TextInput
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          spellCheck={false}
          {...form.register('totp')}
        />
      </FormField>
      <Button variant="link" onClick={() => form.setValue('use_recovery', !useRecovery)} aria-pressed={useRecovery}>
        {useRecovery ? 'Ievadīt kodu no lietotnes' : 'Nav piekļuves lietotnei? Ievadīt rezerves kodu'}
      </Button>
    </div>
  );
}

/** Shown only once the server asked for it, so a sign-in that goes well never loads the captcha. */
function LoginCaptcha({ form }: { form: LoginFormState }) {
  const config = useCaptchaConfig();
  return <CaptchaField form={form} name="g_recaptcha_response" config={config} className={styles.captcha} />;
}

interface LoginFormProps extends UseLoginFormOptions {
  /** The way to register under the form; the dialog shows it in its footer instead (always in view). */
  registerLink?: boolean;
}

/** The credentials form the login dialog and the login screen share (under the school platforms and 'vai'). */
export function LoginForm({ redirect, onSignedIn, registerLink = true }: LoginFormProps) {
  const openDialog = useDialogs((s) => s.openDialog);
  const { form, captchaAsked, totpAsked } = useLoginForm({ redirect, onSignedIn });

  return (
    <Form form={form} className={styles.form}>
      <FormError />
      <FormField label="E-pasts" error={form.errors.email} required>
        <TextInput type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label="Parole" error={form.errors.password} required>
        <TextInput type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className={styles.row}>
        <Checkbox label="Atcerēties mani" {...form.register('remember')} />
        <Button
          variant="link"
          onClick={() => {
            const email = form.getValues('email');
            openDialog('password-request', email ? { email } : undefined);
          }}
        >
          Aizmirsi paroli?
        </Button>
      </div>
      {totpAsked && <SecondFactorField form={form} />}
      {captchaAsked && <LoginCaptcha form={form} />}
      <Button type="submit" variant="primary" fullWidth disabled={form.hasErrors} loading={form.submitting}>
        Ienākt
      </Button>
      {registerLink ? (
        <p className={styles.register}>
          <RegisterLink redirect={redirect} />
        </p>
      ) : null}
    </Form>
  );
}
