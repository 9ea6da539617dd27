import { routePath } from '@portal/contracts/routes';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { OrDivider, ProviderButtons } from '../../../lib/ProviderButtons';
import styles from './RegisterDialog.module.css';

export interface RegisterDialogProps {
  onClose: () => void;
  /** Passed on to the login dialog, so signing in still ends on the page that was wanted. */
  redirect?: string;
}

/**
 * Registration is closed (spec §1): teachers come in through their school platform (a new one
 * lands on the prefilled registration after the platform's sign-in); one without such an account
 * asks for registration by e-mail; one who has an account signs in instead.
 */
export default function RegisterDialog({ onClose, redirect }: RegisterDialogProps) {
  const openDialog = useDialogs((s) => s.openDialog);
  return (
    <Dialog open title="Reģistrēties" onClose={onClose} size="small">
      <p className={styles.text}>Portāla reģistrācija ir slēgta: skolotāji tajā ienāk ar skolas platformas kontu.</p>
      <ProviderButtons purpose="register" />
      <OrDivider />
      <div className={styles.body}>
        <p className={styles.text}>
          Ja tev nav skolas platformas konta, piesakies reģistrācijai ar e-pastu: pastāsti, kāpēc tev tāda nav,
          apstiprini savu e-pasta adresi un sagaidi administratora apstiprinājumu.
        </p>
        <Button to={routePath('auth.register')} variant="primary" onClick={onClose}>
          Pieprasīt reģistrāciju ar e-pastu
        </Button>
        <Button variant="link" onClick={() => openDialog('login', redirect ? { redirect } : undefined)}>
          Jau ir konts? Autorizējies
        </Button>
      </div>
    </Dialog>
  );
}
