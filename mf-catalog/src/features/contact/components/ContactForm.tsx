import { useEffect, useRef, type FormEvent } from 'react';
import { LIMITS } from '@portal/contracts/constants';
import { Button } from '@portal/shared-ui/components/Button';
import { Captcha } from '@portal/shared-ui/components/Captcha';
import { FormField } from '@portal/shared-ui/components/FormField';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useAsync } from '../../../lib/useAsync';
import { DEFAULT_CAPTCHA, getCaptchaConfig } from '@portal/contracts/api/captcha';
import { CAPTCHA_KEY, CONTACT_FIELDS, useContactForm, type ContactField } from '../hooks/useContactForm';
import styles from './ContactForm.module.css';

const LABELS: Record<ContactField, string> = {
  first_name: 'Vārds',
  last_name: 'Uzvārds',
  email: 'E-pasts',
  topic: 'Tēma',
  message: 'Ziņa',
};

const fieldId = (field: string) => `contact-${field}`;

/** The captcha the server asked for; altcha (the embedded default) if it cannot say. */
function useCaptchaConfig() {
  const { data, error } = useAsync('captcha-config', getCaptchaConfig);
  if (error) return DEFAULT_CAPTCHA;
  return data ?? null;
}

/** The contact form (spec §2.2, §5): four fields and a message, captcha, then a thank-you. */
export function ContactForm() {
  const form = useContactForm();
  const captcha = useCaptchaConfig();
  const thanks = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const wasSent = useRef(false);

  // Focus follows the state change: to the thank-you text once sent, back to the form after 'Sūtīt jaunu ziņu'.
  useEffect(() => {
    if (form.status === 'sent') {
      wasSent.current = true;
      thanks.current?.focus();
    } else if (form.status === 'editing' && wasSent.current) {
      wasSent.current = false;
      firstField.current?.focus();
    }
  }, [form.status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await form.submit();
    const first = CONTACT_FIELDS.find((field) => invalid.includes(field));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  if (form.status === 'sent') {
    return (
      <div className={styles.sent}>
        <div ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
          Paldies! Tava ziņa ir nosūtīta.
        </div>
        <Button variant="secondary" onClick={form.reset}>
          Sūtīt jaunu ziņu
        </Button>
      </div>
    );
  }

  const text = (field: Exclude<ContactField, 'message'>, type: 'text' | 'email', autoComplete: string) => (
    <FormField label={LABELS[field]} id={fieldId(field)} error={form.errors[field]} required>
      <TextInput
        ref={field === 'first_name' ? firstField : undefined}
        type={type}
        name={field}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? LIMITS.email : LIMITS.contactField}
        value={form.values[field]}
        onChange={(event) => form.change(field, event.target.value)}
        onBlur={() => form.blur(field)}
      />
    </FormField>
  );

  const sending = form.status === 'sending';
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      <div className={styles.names}>
        {text('first_name', 'text', 'given-name')}
        {text('last_name', 'text', 'family-name')}
      </div>
      {text('email', 'email', 'email')}
      {text('topic', 'text', 'off')}
      <FormField
        label={LABELS.message}
        id={fieldId('message')}
        error={form.errors.message}
        remaining={LIMITS.contactMessage - form.values.message.length}
      >
        <TextArea
          name="message"
          rows={8}
          maxLength={LIMITS.contactMessage}
          value={form.values.message}
          onChange={(event) => form.change('message', event.target.value)}
          onBlur={() => form.blur('message')}
        />
      </FormField>
      <div className={styles.captcha} role="group" aria-label="Drošības pārbaude" id={fieldId(CAPTCHA_KEY)}>
        {captcha ? (
          <Captcha
            provider={captcha.provider}
            siteKey={captcha.site_key ?? undefined}
            challengeUrl={captcha.challenge_url ?? undefined}
            onVerify={form.verifyCaptcha}
            onExpire={form.expireCaptcha}
            error={form.errors[CAPTCHA_KEY]}
            resetKey={form.captchaKey}
          />
        ) : (
          <Spinner label="Ielādē drošības pārbaudi..." />
        )}
      </div>
      {form.formError ? (
        <p role="alert" className={styles.formError}>
          {form.formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={sending}>
          Sūtīt
        </Button>
      </div>
    </form>
  );
}
