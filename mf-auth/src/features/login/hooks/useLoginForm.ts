import { useNavigate } from '@portal/shared-ui/lib/router';
import { passwordLogin } from '@portal/contracts/api/auth';
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

/**
 * The credentials form of spec §2.2/§5 (e-mail required and valid, password required) on the
 * shared form layer. A refusal of the token endpoint shows the Latvian text of its OAuth code
 * (spec §8); its 422 `username` belongs to the e-mail field. On success the token is stored
 * (`remember` decides the cookie's life) and the user goes to the intended path.
 */
export function useLoginForm({ redirect, onSignedIn }: UseLoginFormOptions = {}) {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const form = useSchemaForm({
    schema: LoginForm,
    defaultValues: { email: '', password: '', remember: false },
    oauth: true,
    serverFields: { username: 'email' },
    onSubmit: async ({ email, password, remember }) => {
      const { access_token: token } = await passwordLogin({ email, password });
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
  return form;
}
