import { useState } from 'react';
import { errorStatus, readErrorBody, readValidationErrors } from '@portal/contracts/api/client';
import { sendContact } from '@portal/contracts/api/contact';
import { apiErrorForStatus } from '@portal/contracts/messages';
import { ContactForm } from '@portal/contracts/schemas/forms';
import { fieldErrors, firstErrors, validate } from '@portal/contracts/validation';

export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** The captcha's error key (spec §5, whatever the provider). */
export const CAPTCHA_KEY = 'g_recaptcha_response';

const EMPTY: ContactValues = { first_name: '', last_name: '', email: '', topic: '', message: '' };
const SEND_FAILED = 'Ziņu neizdevās nosūtīt. Mēģini vēlreiz pēc brīža.';

export type ContactStatus = 'editing' | 'sending' | 'sent';

/**
 * The contact form's state (spec §4: editing → sent → editing). The contracts schema checks the
 * form in the browser exactly as the server does; each field shows its first message, and the
 * server's 422 answer is shown the same way. A captcha response is single-use, so every refused
 * submission asks for a fresh one.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState<ReadonlySet<ContactField>>(new Set());
  const [status, setStatus] = useState<ContactStatus>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);

  const input = (next: ContactValues, response: string) => ({ ...next, [CAPTCHA_KEY]: response });

  /** Shows (or clears) the first message of one field for the given values. */
  const check = (field: string, next: ContactValues, response: string) => {
    const [message] = fieldErrors(ContactForm, input(next, response), field);
    setErrors((current) => {
      const { [field]: _old, ...rest } = current;
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setDirty((current) => (current.has(field) ? current : new Set(current).add(field)));
    // An error already shown goes away as soon as the value is right.
    if (errors[field]) check(field, next, captcha);
  };

  /** Leaving a field the user has typed in checks it (an untouched field stays quiet). */
  const blur = (field: ContactField) => {
    if (dirty.has(field)) check(field, values, captcha);
  };

  const verifyCaptcha = (response: string) => {
    setCaptcha(response);
    setErrors(({ [CAPTCHA_KEY]: _old, ...rest }) => rest);
  };
  const expireCaptcha = () => setCaptcha('');
  const freshCaptcha = () => {
    setCaptcha('');
    setCaptchaKey((n) => n + 1);
  };

  /** Returns the fields with errors, in form order, so the caller can move focus to the first. */
  const submit = async (): Promise<string[]> => {
    if (status !== 'editing') return [];
    setFormError(null);
    const result = validate(ContactForm, input(values, captcha));
    if (!result.success) {
      const shown = firstErrors(result.errors);
      setErrors(shown);
      return Object.keys(shown);
    }
    setErrors({});
    setStatus('sending');
    try {
      await sendContact(result.output);
      setStatus('sent');
      return [];
    } catch (error) {
      setStatus('editing');
      freshCaptcha();
      const fields = await readValidationErrors(error);
      if (fields) {
        const shown = firstErrors(fields);
        setErrors(shown);
        return Object.keys(shown);
      }
      const status = errorStatus(error);
      const body = await readErrorBody<{ message?: unknown }>(error);
      const message = typeof body?.message === 'string' && body.message ? body.message : null;
      setFormError(
        status === undefined ? SEND_FAILED : (message ?? (status >= 500 ? SEND_FAILED : apiErrorForStatus(status))),
      );
      return [];
    }
  };

  /** 'Sūtīt jaunu ziņu': back to an empty form with a fresh captcha. */
  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setDirty(new Set());
    setFormError(null);
    setStatus('editing');
    freshCaptcha();
  };

  return { values, errors, status, formError, captchaKey, change, blur, verifyCaptcha, expireCaptcha, submit, reset };
}
