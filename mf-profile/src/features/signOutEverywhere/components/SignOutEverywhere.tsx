import { useState } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { useSignOutEverywhere } from '../api/signOutEverywhere';
import styles from './SignOutEverywhere.module.css';

export const SIGN_OUT_EVERYWHERE_TEXT = 'Izrakstīties visur';

/**
 * 'Izrakstīties visur' on the own profile (issue 17): after a confirmation, ends the teacher's
 * sessions on every device and browser, this one included.
 */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  return (
    <>
      <Button variant="secondary" fullWidth onClick={() => setConfirming(true)}>
        {SIGN_OUT_EVERYWHERE_TEXT}
      </Button>
      <Dialog
        open={confirming}
        title={`${SIGN_OUT_EVERYWHERE_TEXT}?`}
        size="small"
        onClose={() => {
          if (!signOut.isPending) setConfirming(false);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={signOut.isPending}>
              Atcelt
            </Button>
            <Button loading={signOut.isPending} onClick={() => signOut.mutate()}>
              {SIGN_OUT_EVERYWHERE_TEXT}
            </Button>
          </>
        }
      >
        <p className={styles.confirm}>
          Tiks beigtas visas tavas sesijas visās ierīcēs un pārlūkprogrammās, arī šajā. Lai turpinātu, būs jāautorizējas
          no jauna.
        </p>
      </Dialog>
    </>
  );
}
