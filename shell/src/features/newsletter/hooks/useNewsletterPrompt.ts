import { useEffect, useRef } from 'react';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { useSession } from '@portal/shared-ui/stores/session';

/**
 * Spec §2.2, §4: the newsletter dialog ('Jaunumi', mf-auth) opens after login while the user's
 * preference is null. The shell is the one place that sees every sign-in (the login dialog and
 * screen, the school-platform callback, a restored session), so the trigger lives here. It waits
 * until no other dialog is open (the login dialog closes itself right after signing in) and asks
 * once per signed-in user and page load: closing it without an answer is not nagged about until
 * the next sign-in.
 */
export function useNewsletterPrompt(): void {
  const user = useSession((s) => s.user);
  const dialogOpen = useDialogs((s) => s.current !== null);
  const openDialog = useDialogs((s) => s.openDialog);
  const asked = useRef<number | null>(null);

  useEffect(() => {
    if (!user) {
      asked.current = null;
      return;
    }
    if (user.newsletter !== null || dialogOpen || asked.current === user.id) return;
    asked.current = user.id;
    openDialog('newsletter');
  }, [user, dialogOpen, openDialog]);
}
