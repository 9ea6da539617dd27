import { useState } from 'react';
import { register, socialLogin, type RegistrationInput } from '@portal/contracts/api/auth';
import type { Provider } from '@portal/contracts/constants';
import { NOTICES } from '@portal/contracts/messages';
import type { ProviderData, RegistrationResult } from '@portal/contracts/schemas/entities';
import {
  registrationSchema,
  type ProviderRegistrationForm,
  type RegistrationForm,
} from '@portal/contracts/schemas/forms';
import { notify } from '@portal/shared-ui/stores/notifications';
import { useSession } from '@portal/shared-ui/stores/session';
import { describeFailure } from '../../../lib/failure';
import { useSchemaForm } from '../../../lib/useSchemaForm';
import { clearProviderData } from '../../../lib/providerData';

/** The captcha's error key, whatever the provider (spec §5). */
export const CAPTCHA_KEY = 'g_recaptcha_response';

export interface RegistrationValues extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmed: string;
  school_id: number | null;
  description: string;
  note: string;
  newsletter: boolean;
  terms: boolean;
  g_recaptcha_response: string;
  /** provider data (spec §3): present after a school-platform sign-in */
  token?: string;
  name?: Provider;
}

export type TextField =
  'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmed' | 'description' | 'note';

/** Field order on the screen: the first invalid one takes the focus. `file` is the avatar. */
export const REGISTRATION_ORDER = [
  'file',
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmed',
  'school_id',
  'description',
  'note',
  'newsletter',
  'terms',
  CAPTCHA_KEY,
] as const;

/** Query-string keys that prefill the form (spec §2.2); `newsletter=1` ticks the newsletter too. */
type PrefillKey = 'first_name' | 'last_name' | 'email' | 'description' | 'note';

export function initialValues(query: URLSearchParams, provider: ProviderData | null): RegistrationValues {
  const from = (key: PrefillKey) => query.get(key) ?? '';
  const values: RegistrationValues = {
    first_name: provider?.user.first_name ?? from('first_name'),
    last_name: provider?.user.last_name ?? from('last_name'),
    email: provider?.user.email ?? from('email'),
    password: '',
    password_confirmed: '',
    school_id: null,
    description: from('description'),
    note: provider ? '' : from('note'),
    newsletter: query.get('newsletter') === '1' || query.get('newsletter') === 'true',
    terms: false,
    g_recaptcha_response: '',
  };
  return provider ? { ...values, token: provider.token, name: provider.name } : values;
}

export interface RegistrationOutcome {
  result: RegistrationResult;
  /** signed in through the social grant right after a registration with a provider */
  authenticated: boolean;
}

/** What the form sends: a registration with a provider carries no password. */
function payload(output: RegistrationForm | ProviderRegistrationForm, file: File | null): RegistrationInput {
  return file ? { ...output, file } : output;
}

/**
 * The registration of spec §2.2, §4, §5: every field is checked with the contracts schema that
 * applies (with or without a provider token) before anything is sent; the server's 422 map is
 * shown per field and under the captcha, whose response is single-use and renewed after every
 * refusal. A registration with a provider is followed by the social sign-in (when the account
 * may sign in already) and the stored provider data is cleared.
 */
export function useRegistrationForm(initial: RegistrationValues) {
  const form = useSchemaForm<RegistrationValues>({
    schema: (values) => registrationSchema(values),
    initial,
    order: REGISTRATION_ORDER,
    idPrefix: 'registration',
  });
  const signIn = useSession((s) => s.signIn);
  const [file, setFile] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);

  const withProvider = typeof initial.token === 'string' && initial.token !== '';

  const verifyCaptcha = (response: string) => form.change(CAPTCHA_KEY, response);
  const expireCaptcha = () => form.change(CAPTCHA_KEY, '');

  const signInWithProvider = async (): Promise<boolean> => {
    if (!initial.token || !initial.name) return false;
    try {
      const { access_token } = await socialLogin({ network: initial.name, access_token: initial.token });
      await signIn(access_token, false);
      return true;
    } catch {
      notify({ type: 'error', title: NOTICES.socialLoginFailed.title });
      return false;
    }
  };

  const submit = async () => {
    if (submitting || outcome) return;
    const output = form.validateAll<RegistrationForm | ProviderRegistrationForm>();
    if (!output) return;
    setSubmitting(true);
    let result: RegistrationResult;
    try {
      result = await register(payload(output, file));
    } catch (error) {
      setSubmitting(false);
      // The response was spent on this attempt: a fresh captcha for the next one.
      form.change(CAPTCHA_KEY, '');
      setCaptchaKey((n) => n + 1);
      const failure = await describeFailure(error);
      if (failure.fields) form.showServerErrors(failure.fields);
      else form.setFormError(failure.message);
      return;
    }
    let authenticated = false;
    if (withProvider) {
      // The provider token has been used up by the registration either way.
      clearProviderData();
      // Only an account that may sign in already is signed in; otherwise the follow-up texts say why not.
      if (result.verified && result.enabled) authenticated = await signInWithProvider();
    }
    setSubmitting(false);
    setOutcome({ result, authenticated });
  };

  return { form, file, setFile, submitting, captchaKey, outcome, withProvider, verifyCaptcha, expireCaptcha, submit };
}
