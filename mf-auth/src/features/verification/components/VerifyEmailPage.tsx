import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { verify } from '@portal/contracts/api/auth';
import { routePath } from '@portal/contracts/routes';
import type { VerificationResult } from '@portal/contracts/schemas/entities';
import { Button } from '@portal/shared-ui/components/Button';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { AuthScreen } from '../../../lib/AuthScreen';
import { Outcome } from '../../../lib/Outcome';
import { describeFailure, failureBody } from '../../../lib/failure';
import { once } from '../../../lib/once';
import styles from './Verification.module.css';

/** The code of a confirmed address (spec §2.2): the teacher may sign in now. */
export const VERIFIED_CODE = 'auth.verification.verified';

function isResult(body: unknown): body is VerificationResult {
  if (typeof body !== 'object' || body === null) return false;
  const { status, message, code } = body as Partial<VerificationResult>;
  return (status === 'success' || status === 'fail') && typeof message === 'string' && typeof code === 'string';
}

/** A verification that could not even be asked (network, server error) reads as a failed one. */
async function verifyOnce(token: string): Promise<VerificationResult> {
  return once(`verify:${token}`, () => verify(token)).catch(async (error: unknown) => {
    const body = await failureBody(error, isResult);
    return body ?? { status: 'fail', message: (await describeFailure(error)).message, code: '' };
  });
}

/**
 * /verify/{token} ('E-pasta apstiprināšana', spec §2.2): confirms the address on arrival and
 * shows what the server answered (status, message, code). A failure offers a new link; a
 * confirmed address offers signing in. The token works once, so it is sent once.
 */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const [result, setResult] = useState<{ token: string; answer: VerificationResult } | null>(null);

  useEffect(() => {
    let alive = true;
    void verifyOnce(token).then((answer) => {
      if (alive) setResult({ token, answer });
    });
    return () => {
      alive = false;
    };
  }, [token]);

  const answer = result?.token === token ? result.answer : null;
  const failed = answer?.status === 'fail';

  return (
    <AuthScreen title="E-pasta apstiprināšana">
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
    </AuthScreen>
  );
}
