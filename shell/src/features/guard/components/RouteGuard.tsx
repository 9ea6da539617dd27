import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@portal/shared-ui/lib/router';
import type { RouteDef } from '@portal/contracts/routes';
import { useSession } from '@portal/shared-ui/stores/session';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { Spinner } from '@portal/shared-ui/components/Spinner';

// Met only at an administrators' address: not part of every page load.
const NotFound = lazy(() => import('@portal/shared-ui/components/NotFound').then((m) => ({ default: m.NotFound })));

/** What a signed-in teacher sees at an administrators' address (the API refuses their calls too). */
export const ADMIN_ONLY_TITLE = 'Tikai administratoriem';
export const ADMIN_ONLY_TEXT = 'Šī lapa ir pieejama tikai portāla administratoriem.';

interface Props {
  route: Pick<RouteDef, 'auth'> & Partial<Pick<RouteDef, 'admin'>>;
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
  const isAdmin = useSession((s) => s.user?.is_admin === true);
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

  if (route.admin && status === 'authenticated' && !isAdmin)
    return (
      <Suspense fallback={null}>
        <NotFound title={ADMIN_ONLY_TITLE} text={ADMIN_ONLY_TEXT} />
      </Suspense>
    );
  if (!route.auth || status === 'authenticated') return children;
  if (status === 'loading') return <Spinner block label="Ielādē..." />;
  return null;
}
