import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from '@portal/shared-ui/lib/router';
import { DIALOGS, routePath, type DialogName } from '@portal/contracts/routes';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { RemoteModule } from '../remotes/RemoteModule';
import { RemoteFallback, FALLBACK_TITLE } from '../remotes/RemoteFallback';

// Each remote's dialog brings the shared Dialog itself; the shell needs it only when a remote cannot
// be loaded, so a page view without a dialog does not download it.
const Dialog = lazy(() => import('@portal/shared-ui/components/Dialog').then((m) => ({ default: m.Dialog })));

/**
 * Renders the dialog of the shared dialog store: a module exposed by its remote, given the
 * store's props plus `onClose`. One dialog at a time; opening another replaces it.
 */
export function DialogHost() {
  const current = useDialogs((s) => s.current);
  const closeDialog = useDialogs((s) => s.closeDialog);
  if (!current) return null;
  const { remote, module } = DIALOGS[current.name];
  return (
    <RemoteModule
      key={current.name}
      remote={remote}
      module={module}
      props={{ ...current.props, onClose: closeDialog }}
      loading={null}
      fallback={(retry) => (
        <UnavailableDialog name={current.name} props={current.props} onClose={closeDialog} onRetry={retry} />
      )}
    />
  );
}

interface UnavailableProps {
  name: DialogName;
  props: Record<string, unknown> | undefined;
  onClose: () => void;
  onRetry: () => void;
}

function UnavailableDialog({ name, props, onClose, onRetry }: UnavailableProps) {
  const navigate = useNavigate();
  // Spec §2.1: when the login dialog cannot be shown, the login screen takes its place.
  const toLoginPage = name === 'login';
  const redirect = typeof props?.redirect === 'string' ? props.redirect : undefined;

  useEffect(() => {
    if (!toLoginPage) return;
    onClose();
    navigate(routePath('auth.login', {}, { redirect }));
  }, [toLoginPage, redirect, onClose, navigate]);

  if (toLoginPage) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open title={FALLBACK_TITLE} onClose={onClose} size="small">
        <RemoteFallback onRetry={onRetry} variant="dialog" />
      </Dialog>
    </Suspense>
  );
}
