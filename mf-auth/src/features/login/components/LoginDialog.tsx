import { useSearchParams } from '@portal/shared-ui/lib/router';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { OrDivider, ProviderButtons } from '../../../lib/ProviderButtons';
import { LoginForm } from './LoginForm';

export interface LoginDialogProps {
  onClose: () => void;
  /** The page the guard stopped on (spec §2.1). */
  redirect?: string;
}

/** 'Autorizējies' as a dialog: the school platforms, 'vai', the credentials form; it closes once the user is signed in. */
export default function LoginDialog({ onClose, redirect }: LoginDialogProps) {
  const [query] = useSearchParams();
  return (
    <Dialog open title="Autorizējies" onClose={onClose} size="small">
      <ProviderButtons purpose="login" />
      <OrDivider />
      <LoginForm redirect={redirect ?? query.get('redirect')} onSignedIn={onClose} />
    </Dialog>
  );
}
