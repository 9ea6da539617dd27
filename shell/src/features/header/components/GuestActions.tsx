import { Button } from '@portal/shared-ui/components/Button';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import styles from './Header.module.css';

/** Anonymous: sign-in and registration open their dialogs. */
export function GuestActions() {
  const openDialog = useDialogs((s) => s.openDialog);
  return (
    <div className={styles.guest}>
      <Button variant="secondary" onClick={() => openDialog('login')}>
        Autorizējies
      </Button>
      <Button variant="primary" onClick={() => openDialog('register')}>
        Reģistrējies
      </Button>
    </div>
  );
}
