import { useState } from 'react';
import { register, socialLogin, type RegistrationInput } from '@portal/contracts/api/auth';
import type { Provider } from '@portal/contracts/constants';
import { NOTICES } from '@portal/contracts/notices';
import type { ProviderData, RegistrationResult } from '@portal/contracts/schemas/entities';
import {
  registrationSchema,
  type ProviderRegistrationForm,
  type RegistrationForm,
} from '@portal/contracts/schemas/forms';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { notify } from '@portal/shared-ui/stores/notifications';
import { useSession } from '@portal/shared-ui/stores/session';
import { clearProviderData } from '../../../lib/providerData';

/** The captcha's error key, whatever the provider (spec §5). */
export const CAPTCHA_KEY = 'g_recaptcha_response';

export interface RegistrationValues {
  /** the avatar; it travels beside the checked values */
  file: File | null;
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

/** Query-string keys that prefill the form (spec §2.2); `newsletter=1` ticks the newsletter too. */
type PrefillKey = 'first_name' | 'last_name' | 'email' | 'description' | 'note';

export function initialValues(query: URLSearchParams, provider: ProviderData | null): RegistrationValues {
  const from = (key: PrefillKey) => query.get(key) ?? '';
  const values: RegistrationValues = {
    file: null,
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
 * The registration of spec §2.2, §4, §5 on the shared form layer: every field is checked with the
 * contracts schema that applies (with or without a provider token) before anything is sent; the
 * server's 422 map is shown per field and under the captcha, whose response is single-use and
 * renewed after every attempt. A registration with a provider is followed by the social sign-in
 * (when the account may sign in already) and the stored provider data is cleared.
 */
export function useRegistrationForm(initial: RegistrationValues) {
  const signIn = useSession((s) => s.signIn);
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  const withProvider = typeof initial.token === 'string' && initial.token !== '';

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

  const form = useSchemaForm({
    // The provider token comes with the screen and never changes, so neither does the schema.
    schema: registrationSchema(initial),
    defaultValues: initial,
    singleUse: [CAPTCHA_KEY],
    onSubmit: async (output: RegistrationForm | ProviderRegistrationForm): Promise<void> => {
      const result = await register(payload(output, form.getValues('file')));
      let authenticated = false;
      if (withProvider) {
        // The provider token has been used up by the registration either way.
        clearProviderData();
        // Only an account that may sign in already is signed in; otherwise the follow-up texts say why not.
        if (result.verified && result.enabled) authenticated = await signInWithProvider();
      }
      setOutcome({ result, authenticated });
    },
  });

  return { form, outcome, withProvider };
}
