import { useParams } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { Button } from '@portal/shared-ui/components/Button';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { Outcome } from '../../../lib/Outcome';
import { useVerification } from '../api/verification';
import styles from './Verification.module.css';

/** The code of a confirmed address (spec §2.2): the teacher may sign in now. */
export const VERIFIED_CODE = 'auth.verification.verified';

/**
 * /verify/{token} ('E-pasta apstiprināšana', spec §2.2): confirms the address on arrival and
 * shows what the server answered (status, message, code). A failure offers a new link; a
 * confirmed address offers signing in. The token works once, so it is sent once.
 */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const answer = useVerification(token);
  const failed = answer?.status === 'fail';

  return (
    <PageFrame title="E-pasta apstiprināšana" width="form">
      {answer === null ? (
        <Spinner block label="Apstiprina e-pasta adresi..." />
      ) : (
        <Outcome
          tone={failed ? 'failure' : 'success'}
          focus={false}
          actions={
            <>
              {failed ? (
                <Button to={routePath('auth.verify.resend')} variant="primary">
                  Pārsūtīt jaunu apstiprinājumu
                </Button>
              ) : null}
              {answer.code === VERIFIED_CODE ? (
                <Button to={routePath('auth.login')} variant="primary">
                  Pierakstīties
                </Button>
              ) : null}
            </>
          }
        >
          <p className={styles.message}>{answer.message}</p>
          <dl className={styles.details}>
            <dt>Statuss</dt>
            <dd>{failed ? 'Neizdevās' : 'Izdevās'}</dd>
            {answer.code ? (
              <>
                <dt>Kods</dt>
                <dd>
                  <code>{answer.code}</code>
                </dd>
              </>
            ) : null}
          </dl>
        </Outcome>
      )}
    </PageFrame>
  );
}
