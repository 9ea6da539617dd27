import { useState } from 'react';
import type { TotpSetup, TotpStatus } from '@portal/contracts/schemas/admin/security';
import { Button } from '@portal/shared-ui/components/Button';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { formatDate } from '@portal/shared-ui/lib/date';
import { AdminFrame } from '../../../lib/AdminFrame';
import { useDisableTotp, useRenewRecoveryCodes, useStartSetup, useTotpStatus, type Proof } from '../hooks/useSecurity';
import { ProofDialog } from './ProofDialog';
import { RecoveryCodesView } from './RecoveryCodesView';
import { TotpEnrolment } from './TotpEnrolment';
import styles from './SecuritySection.module.css';

type View = { kind: 'status' } | { kind: 'enrol'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };
type Asking = 'replace' | 'renew' | 'disable' | null;

const INTRO =
  'Divpakāpju pārbaude aizsargā administratora kontu: pierakstoties bez paroles jāievada arī kods no autentifikatora lietotnes telefonā.';

function StatusPanel({
  status,
  onStart,
  starting,
  onAsk,
}: {
  status: TotpStatus;
  onStart: () => void;
  starting: boolean;
  onAsk: (what: Exclude<Asking, null>) => void;
}) {
  if (!status.enabled) {
    return (
      <section aria-labelledby="totp-status" className={styles.panel}>
        <h2 id="totp-status" className={styles.heading}>
          Divpakāpju pārbaude ir izslēgta
        </h2>
        {status.required ? (
          <p className={styles.required} role="note">
            Šajā portālā administratoriem divpakāpju pārbaude ir obligāta. Kamēr tā nav ieslēgta, citas administrēšanas
            sadaļas nav pieejamas.
          </p>
        ) : (
          <p className={styles.text}>Iesakām to ieslēgt: tad ar nozagtu paroli vien kontā iekļūt nevar.</p>
        )}
        <p className={styles.text}>
          Vajadzēs telefonu ar autentifikatora lietotni (piemēram, Google Authenticator, Microsoft Authenticator,
          FreeOTP vai Aegis).
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onStart} loading={starting}>
            Ieslēgt divpakāpju pārbaudi
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="totp-status" className={styles.panel}>
      <h2 id="totp-status" className={styles.heading}>
        Divpakāpju pārbaude ir ieslēgta
      </h2>
      <dl className={styles.facts}>
        <dt>Ieslēgta</dt>
        <dd>{formatDate(status.enabled_at)}</dd>
        <dt>Neizmantoti rezerves kodi</dt>
        <dd>{status.recovery_codes_left} no 10</dd>
      </dl>
      {status.recovery_codes_left <= 3 ? (
        <p className={styles.required} role="note">
          Rezerves kodi drīz beigsies: izveido jaunus.
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onAsk('renew')}>
          Jauni rezerves kodi
        </Button>
        <Button variant="secondary" onClick={() => onAsk('replace')}>
          Pāriet uz citu lietotni
        </Button>
        {status.required ? null : (
          <Button variant="secondary" onClick={() => onAsk('disable')}>
            Izslēgt divpakāpju pārbaudi
          </Button>
        )}
      </div>
      {status.required ? (
        <p className={styles.text}>Šajā portālā administratoriem tā ir obligāta, tāpēc to nevar izslēgt.</p>
      ) : null}
    </section>
  );
}

/**
 * 'Drošība' (issue 19): the administrator's second factor. Off: a button makes a key (QR code and
 * text), and the app's first code turns it on; the ten recovery codes are shown once. On: new
 * recovery codes, moving to another app, and turning it off where it is not required, each with
 * the current code (or a recovery code). Where it is required, the other sections send the
 * administrator here until it is on.
 */
export default function SecuritySection() {
  const status = useTotpStatus();
  const start = useStartSetup();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTotp();
  const [view, setView] = useState<View>({ kind: 'status' });
  const [asking, setAsking] = useState<Asking>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const beginSetup = (proof?: Proof) =>
    start.mutateAsync(proof).then((setup) => {
      setAsking(null);
      setView({ kind: 'enrol', setup });
    });

  let content;
  if (view.kind === 'enrol') {
    content = (
      <TotpEnrolment
        setup={view.setup}
        onEnabled={(codes) => setView({ kind: 'codes', codes })}
        onCancel={() => setView({ kind: 'status' })}
      />
    );
  } else if (view.kind === 'codes') {
    content = <RecoveryCodesView codes={view.codes} onDone={() => setView({ kind: 'status' })} />;
  } else if (status.isPending) {
    content = <Spinner block label="Ielādē..." />;
  } else if (status.isError) {
    content = (
      <LoadError text="Neizdevās ielādēt divpakāpju pārbaudes stāvokli." onRetry={() => void status.refetch()} />
    );
  } else {
    content = (
      <>
        {startError ? <LoadError text={startError} /> : null}
        <StatusPanel
          status={status.data}
          starting={start.isPending}
          onStart={() => {
            setStartError(null);
            beginSetup().catch(() => setStartError('Neizdevās izveidot jaunu atslēgu. Mēģini vēlreiz.'));
          }}
          onAsk={setAsking}
        />
      </>
    );
  }

  return (
    <AdminFrame title="Drošība" intro={<p className={styles.intro}>{INTRO}</p>}>
      {content}
      {asking === 'renew' ? (
        <ProofDialog
          title="Jauni rezerves kodi"
          description="Pēc apstiprināšanas iepriekšējie rezerves kodi vairs nederēs."
          confirmLabel="Izveidot jaunus kodus"
          onClose={() => setAsking(null)}
          onProved={async (proof) => {
            const { recovery_codes: codes } = await renew.mutateAsync(proof);
            setAsking(null);
            setView({ kind: 'codes', codes });
          }}
        />
      ) : null}
      {asking === 'replace' ? (
        <ProofDialog
          title="Pāriet uz citu lietotni"
          description="Pašreizējā atslēga un rezerves kodi pārstās darboties uzreiz; jauno atslēgu apstiprināsi ar jaunās lietotnes kodu."
          confirmLabel="Turpināt"
          onClose={() => setAsking(null)}
          onProved={(proof) => beginSetup(proof)}
        />
      ) : null}
      {asking === 'disable' ? (
        <ProofDialog
          title="Izslēgt divpakāpju pārbaudi"
          description="Pēc izslēgšanas pierakstīties varēs ar paroli vien, un rezerves kodi vairs nederēs."
          confirmLabel="Izslēgt"
          onClose={() => setAsking(null)}
          onProved={async (proof) => {
            await disable.mutateAsync(proof);
            setAsking(null);
          }}
        />
      ) : null}
    </AdminFrame>
  );
}
