import { useState } from 'react';
import { sendContact } from '@portal/contracts/api/contact';
import { ContactForm } from '@portal/contracts/schemas/forms';
import { useSchemaForm } from '@portal/shared-ui/lib/form';

/** The captcha's error key (spec §5, whatever the provider). */
export const CAPTCHA_KEY = 'g_recaptcha_response';

const EMPTY = { first_name: '', last_name: '', email: '', topic: '', message: '', [CAPTCHA_KEY]: '' };
const SEND_FAILED = 'Ziņu neizdevās nosūtīt. Mēģini vēlreiz pēc brīža.';

/**
 * The contact form (spec §4: editing → sent → editing) on the shared form layer: the contracts
 * schema checks it in the browser exactly as the server does, and the captcha response is
 * single-use, so every submission asks for a fresh one.
 */
export function useContactForm() {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: ContactForm,
    defaultValues: EMPTY,
    unexplained: SEND_FAILED,
    singleUse: [CAPTCHA_KEY],
    onSubmit: async (values) => {
      await sendContact(values);
      setSent(true);
    },
  });

  /** 'Sūtīt jaunu ziņu': back to an empty form. */
  const startOver = () => {
    form.reset();
    setSent(false);
  };

  return { form, sent, startOver };
}
