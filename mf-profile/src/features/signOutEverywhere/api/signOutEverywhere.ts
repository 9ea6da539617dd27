import { useMutation } from '@tanstack/react-query';
import { logoutEverywhere } from '@portal/contracts/api/auth';
import { routePath } from '@portal/contracts/routes';
import { useNavigate } from '@portal/shared-ui/lib/router';
import { notify } from '@portal/shared-ui/stores/notifications';
import { useSession } from '@portal/shared-ui/stores/session';

export const SIGNED_OUT_EVERYWHERE = { title: 'Visas sesijas ir beigtas.' };
export const SIGN_OUT_EVERYWHERE_FAILED = { title: 'Neizdevās izrakstīties visur!', text: 'Mēģini vēlreiz pēc brīža.' };

/**
 * 'Izrakstīties visur': the server ends every session of the teacher (this one too), then this
 * browser forgets its token and goes home, as the header's 'Izrakstīties' does. A failure says so and
 * leaves the teacher signed in: they must not believe their other devices signed out when they did not.
 */
export function useSignOutEverywhere() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: async () => {
      // Home first: the profile needs a session and would answer the sign-out with the login dialog.
      await navigate(routePath('home'));
      await useSession.getState().signOut({ revoked: true });
      notify({ type: 'success', ...SIGNED_OUT_EVERYWHERE });
    },
    onError: (error) => {
      console.error('Signing out everywhere failed', error);
      notify({ type: 'error', ...SIGN_OUT_EVERYWHERE_FAILED });
    },
  });
}
