import { useState } from 'react';
import { useNavigate } from '@portal/shared-ui/lib/router';
import { passwordLogin } from '@portal/contracts/api/auth';
import { readErrorBody } from '@portal/contracts/api/client';
import { OAUTH_ERROR_MESSAGES } from '@portal/contracts/messages';
import { LoginForm } from '@portal/contracts/schemas/forms';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useSession } from '@portal/shared-ui/stores/session';
import { safeRedirect } from './safeRedirect';

export interface UseLoginFormOptions {
  /** The intended path (spec §2.1); home when missing. */
  redirect?: string | null;
  /** Runs after a successful sign-in, before navigating (the dialog closes itself here). */
  onSignedIn?: () => void;
}

/** The refusals that ask for the captcha: after failed sign-ins, the server wants one with the next try. */
const CAPTCHA_CODES: readonly unknown[] = ['captcha_required', 'captcha_invalid'];

/** The refusals that ask an administrator for the code of the second factor (the password was right). */
const TOTP_CODES: readonly unknown[] = ['totp_required', 'totp_invalid'];

/**
 * The credentials form of spec §2.2/§5 (e-mail required and valid, password required) on the
 * shared form layer. A refusal of the token endpoint shows the Latvian text of its OAuth code
 * (spec §8); its 422 `username` belongs to the e-mail field. After failed sign-ins the server asks
 * for the captcha (`captchaAsked`): the form then shows it and sends its answer, once per try. An
 * administrator with the second factor on is asked for the code after the right password
 * (`totpAsked`): the form then shows the code field (or a recovery code instead) and sends it. On
 * success the token is stored (`remember` decides the cookie's life, and the server's) and the user
 * goes to the intended path.
 */
export function useLoginForm({ redirect, onSignedIn }: UseLoginFormOptions = {}) {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [totpAsked, setTotpAsked] = useState(false);
  const form = useSchemaForm({
    schema: LoginForm,
    defaultValues: {
      email: '',
      password: '',
      remember: false,
      g_recaptcha_response: '',
      totp: '',
      use_recovery: false,
    },
    oauth: true,
    serverFields: { username: 'email' },
    // A code works once: each try asks for the one the app shows now.
    singleUse: ['g_recaptcha_response', 'totp'],
    onSubmit: async ({ email, password, remember, g_recaptcha_response: captcha, totp, use_recovery }) => {
      let token: string;
      try {
        ({ access_token: token } = await passwordLogin({
          email,
          password,
          remember,
          captcha,
          ...(totp ? (use_recovery ? { recoveryCode: totp } : { totp }) : {}),
        }));
      } catch (error) {
        const body = await readErrorBody<{ error?: unknown }>(error);
        if (CAPTCHA_CODES.includes(body?.error)) setCaptchaAsked(true);
        if (TOTP_CODES.includes(body?.error)) setTotpAsked(true);
        throw error;
      }
      try {
        await signIn(token, remember);
      } catch {
        // The token was issued but the user could not be loaded.
        form.setFormError(OAUTH_ERROR_MESSAGES.server_error);
        return;
      }
      onSignedIn?.();
      await navigate(safeRedirect(redirect));
    },
  });
  return { form, captchaAsked, totpAsked };
}
