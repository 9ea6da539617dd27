import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@portal/shared-ui/lib/router';
import type { RouteDef } from '@portal/contracts/routes';
import { useSession } from '@portal/shared-ui/stores/session';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { Spinner } from '@portal/shared-ui/components/Spinner';

interface Props {
  route: Pick<RouteDef, 'auth'>;
  children: ReactNode;
}

/**
 * Spec §2.1: a login-required route visited anonymously goes home and opens the login dialog
 * with the intended path (the dialog host turns an unavailable dialog into /login?redirect=…).
 * While a stored session is still being restored nothing is decided, so a reload does not
 * bounce a signed-in teacher.
 */
export function RouteGuard({ route, children }: Props) {
  const status = useSession((s) => s.status);
  const openDialog = useDialogs((s) => s.openDialog);
  const navigate = useNavigate();
  const location = useLocation();
  const intended = `${location.pathname}${location.search}${location.hash}`;
  // Signing out (or a 401) on a protected page is followed by the signer-out's own navigation;
  // the guard must not answer it with a login dialog.
  const wasSignedIn = useRef(false);
  const bounce = route.auth && status === 'anonymous';

  useEffect(() => {
    if (status === 'authenticated') wasSignedIn.current = true;
  }, [status]);

  useEffect(() => {
    if (!bounce || wasSignedIn.current) return;
    navigate('/', { replace: true });
    openDialog('login', { redirect: intended });
  }, [bounce, intended, navigate, openDialog]);

  if (!route.auth || status === 'authenticated') return children;
  if (status === 'loading') return <Spinner block label="Ielādē..." />;
  return null;
}
