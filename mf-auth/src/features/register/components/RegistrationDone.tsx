import { routePath } from '@portal/contracts/routes';
import { Button } from '@portal/shared-ui/components/Button';
import { Outcome } from '../../../lib/Outcome';
import type { RegistrationOutcome } from '../hooks/useRegistrationForm';
import styles from './RegistrationForm.module.css';

export const ACCEPTED = 'Paldies! Tavs reģistrācijas pieteikums ir pieņemts.';
export const CONFIRM_EMAIL =
  'Lūdzu, apstiprini savu e-pasta adresi: atver vēstuli, ko tikko nosūtījām, un nospied uz tajā esošās saites.';
export const AWAIT_APPROVAL =
  'Tavu kontu vēl jāapstiprina portāla administratoram. Kad tas būs izdarīts, saņemsi e-pastu un varēsi pierakstīties.';

/** After a registration (spec §2.2, §4): accepted; what is still missing; where to go next. */
export function RegistrationDone({ outcome }: { outcome: RegistrationOutcome }) {
  const { result, authenticated } = outcome;
  return (
    <Outcome
      actions={
        authenticated ? (
          <Button to={routePath('home')} variant="primary">
            Sākt lietot portālu
          </Button>
        ) : (
          <>
            {result.verified ? null : (
              <Button to={routePath('auth.verify.resend')} variant="secondary">
                Pārsūtīt apstiprinājumu
              </Button>
            )}
            <Button to={routePath('home')} variant="link">
              Uz sākumu
            </Button>
          </>
        )
      }
    >
      <div className={styles.done}>
        <p>
          <strong>{ACCEPTED}</strong>
        </p>
        {result.verified ? null : <p>{CONFIRM_EMAIL}</p>}
        {result.enabled ? null : <p>{AWAIT_APPROVAL}</p>}
      </div>
    </Outcome>
  );
}
