import { useSearchParams } from '@portal/shared-ui/lib/router';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { OrDivider, ProviderButtons } from '../../../lib/ProviderButtons';
import { LoginForm } from './LoginForm';
import { RegisterLink } from './RegisterLink';

export interface LoginDialogProps {
  onClose: () => void;
  /** The page the guard stopped on (spec §2.1). */
  redirect?: string;
}

/** 'Autorizējies' as a dialog: the school platforms, 'vai', the credentials form; it closes once the user is signed in. */
export default function LoginDialog({ onClose, redirect }: LoginDialogProps) {
  const [query] = useSearchParams();
  const target = redirect ?? query.get('redirect');
  // The way to register sits in the footer: on a laptop screen an error above the form made the
  // dialog's body scroll, and the link at its end went out of view (1366×768).
  return (
    <Dialog open title="Autorizējies" onClose={onClose} size="small" footer={<RegisterLink redirect={target} />}>
      <ProviderButtons purpose="login" />
      <OrDivider />
      <LoginForm redirect={target} onSignedIn={onClose} registerLink={false} />
    </Dialog>
  );
}
