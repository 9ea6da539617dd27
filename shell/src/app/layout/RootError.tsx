import { useRouteError } from '@portal/shared-ui/lib/router';
import { Button } from '@portal/shared-ui/components/Button';
import styles from './RootError.module.css';

/** Last resort when the frame itself fails; remotes failing are handled in the page area. */
export function RootError() {
  const error = useRouteError();
  console.error('The portal failed to render', error);
  return (
    <main className={styles.error}>
      <h1>Radās kļūda</h1>
      <p>Portālu neizdevās parādīt. Pārlādē lapu vai mēģini vēlāk.</p>
      <Button variant="primary" onClick={() => location.reload()}>
        Pārlādēt lapu
      </Button>
    </main>
  );
}
