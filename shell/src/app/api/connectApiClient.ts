import { configureApiClient } from '@portal/contracts/api/client';
import { routePath } from '@portal/contracts/routes';
import { getToken, useSession } from '@portal/shared-ui/stores/session';
import { useProgress } from '@portal/shared-ui/stores/progress';

let endingSession = false;

/**
 * Wires the one API client of contracts to the shell: the bearer token of the session, the
 * progress bar for every request, and spec §4's answer to a 401 on a signed-in session: sign
 * out and go to the login screen (coming back to this page after signing in again).
 */
export function connectApiClient(navigate: (to: string) => unknown): void {
  configureApiClient({
    getToken,
    onUnauthorized() {
      // Several calls may fail at once, and signing out itself answers 401 with a dead token.
      if (endingSession || useSession.getState().status === 'anonymous') return;
      endingSession = true;
      const here = `${location.pathname}${location.search}`;
      const login = routePath('auth.login');
      const redirect = here === '/' || here.startsWith(login) ? undefined : here;
      // Leave the page first: a protected page must not answer the sign-out with the login dialog.
      void Promise.resolve(navigate(routePath('auth.login', {}, { redirect })))
        .then(() => useSession.getState().signOut())
        .finally(() => {
          endingSession = false;
        });
    },
    onRequestStart: () => useProgress.getState().start(),
    onRequestEnd: () => useProgress.getState().done(),
  });
}
