import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { LIMITS } from '@portal/contracts/constants';
import { Button } from '@portal/shared-ui/components/Button';
import { CaptchaField } from '@portal/shared-ui/components/CaptchaField';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useCaptchaConfig } from '@portal/shared-ui/queries/captcha';
import { CAPTCHA_KEY, useContactForm } from '../hooks/useContactForm';
import styles from './ContactForm.module.css';

type TextField = 'first_name' | 'last_name' | 'email' | 'topic';

const LABELS: Record<TextField | 'message', string> = {
  first_name: 'Vārds',
  last_name: 'Uzvārds',
  email: 'E-pasts',
  topic: 'Tēma',
  message: 'Ziņa',
};

/** The contact form (spec §2.2, §5): four fields and a message, captcha, then a thank-you. */
export function ContactForm() {
  const { form, sent, startOver } = useContactForm();
  const captcha = useCaptchaConfig();
  const message = useWatch({ control: form.control, name: 'message' });
  const thanks = useRef<HTMLDivElement>(null);
  const wasSent = useRef(false);
  const { setFocus } = form;

  // Focus follows the state change: to the thank-you text once sent, back to the form after 'Sūtīt jaunu ziņu'.
  useEffect(() => {
    if (sent) {
      wasSent.current = true;
      thanks.current?.focus();
    } else if (wasSent.current) {
      wasSent.current = false;
      setFocus('first_name');
    }
  }, [sent, setFocus]);

  if (sent) {
    return (
      <div className={styles.sent}>
        <div ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
          Paldies! Tava ziņa ir nosūtīta.
        </div>
        <Button variant="secondary" onClick={startOver}>
          Sūtīt jaunu ziņu
        </Button>
      </div>
    );
  }

  const text = (field: TextField, type: 'text' | 'email', autoComplete: string) => (
    <FormField label={LABELS[field]} error={form.errors[field]} required>
      <TextInput
        type={type}
        autoComplete={autoComplete}
        maxLength={field === 'email' ? LIMITS.email : LIMITS.contactField}
        {...form.register(field)}
      />
    </FormField>
  );

  return (
    <Form form={form} className={styles.form}>
      <div className={styles.names}>
        {text('first_name', 'text', 'given-name')}
        {text('last_name', 'text', 'family-name')}
      </div>
      {text('email', 'email', 'email')}
      {text('topic', 'text', 'off')}
      <FormField label={LABELS.message} error={form.errors.message} remaining={LIMITS.contactMessage - message.length}>
        <TextArea rows={8} maxLength={LIMITS.contactMessage} {...form.register('message')} />
      </FormField>
      <CaptchaField form={form} name={CAPTCHA_KEY} config={captcha} className={styles.captcha} />
      <FormError className={styles.formError} />
      <div>
        <Button type="submit" loading={form.submitting}>
          Sūtīt
        </Button>
      </div>
    </Form>
  );
}
