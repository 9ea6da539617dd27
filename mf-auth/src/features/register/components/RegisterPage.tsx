import { useState } from 'react';
import { useSearchParams } from '@portal/shared-ui/lib/router';
import { PROVIDER_TITLES } from '@portal/contracts/constants';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { readProviderData } from '../../../lib/providerData';
import { initialValues, useRegistrationForm, type RegistrationValues } from '../hooks/useRegistrationForm';
import { RegistrationDone } from './RegistrationDone';
import { RegistrationForm } from './RegistrationForm';
import styles from './RegistrationForm.module.css';

function Intro({ provider }: { provider: RegistrationValues['name'] }) {
  if (provider) {
    return (
      <div className={styles.intro}>
        <p>
          {`Pierakstīšanās ar platformas „${PROVIDER_TITLES[provider]}” kontu izdevās, bet portālā tev vēl nav konta. Pārbaudi savus datus, izvēlies skolu un piekrīti lietošanas noteikumiem, lai pabeigtu reģistrāciju.`}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.intro}>
      <p>Portāla reģistrācija ir slēgta: skolotāji pierakstās ar sava Mykoob vai E-klases konta palīdzību.</p>
      <p>
        Ja tev nav neviena no šiem kontiem, aizpildi šo pieteikumu un pamatojumā pastāsti, kāpēc tev nav skolas
        platformas konta. Pēc tam apstiprini savu e-pasta adresi un sagaidi, kad portāla administrators apstiprinās tavu
        kontu.
      </p>
    </div>
  );
}

function Registration({ initial }: { initial: RegistrationValues }) {
  const registration = useRegistrationForm(initial);
  if (registration.outcome) return <RegistrationDone outcome={registration.outcome} />;
  return (
    <>
      <Intro provider={initial.name} />
      <RegistrationForm registration={registration} />
    </>
  );
}

/**
 * /register ('Reģistrēties', spec §2.2): a request for registration by e-mail, or the end of a
 * school-platform sign-in for a new teacher (the provider data the callback screen stored).
 * Query-string values prefill the form; with provider data its e-mail and names do.
 */
export default function RegisterPage() {
  const [query] = useSearchParams();
  // Read once, when the screen opens: the form is filled from it and later edits are the user's.
  const [initial] = useState(() => initialValues(query, readProviderData()));
  return (
    <PageFrame title="Reģistrēties" width="form">
      <Registration initial={initial} />
    </PageFrame>
  );
}
