import { useId, useState } from 'react';
import { providerRedirect } from '@portal/contracts/api/auth';
import type { Provider } from '@portal/contracts/constants';
import { Button } from '@portal/shared-ui/components/Button';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useSignInProviders } from './useSignInProviders';
import styles from './ProviderButtons.module.css';

export const UNAVAILABLE_HINT = 'Pašlaik nav pieejams';

/** The line above the buttons, which also names their group for screen readers. */
const LEADS = {
  login: 'Ienāc ar savu skolas platformas kontu',
  register: 'Reģistrējies ar savu skolas platformas kontu',
} as const;

export interface ProviderButtonsProps {
  /** In the login dialog and screen, or in the register dialog. */
  purpose: keyof typeof LEADS;
}

/**
 * The two school-platform buttons (spec §2.2, §4). Each asks the API for its provider's sign-in
 * address and sends the browser there; a provider the operator has not configured is shown
 * disabled with a hint instead of a button that would fail.
 */
export function ProviderButtons({ purpose }: ProviderButtonsProps) {
  const state = useSignInProviders();
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const leadId = `${baseId}-lead`;

  const lead = (
    <p id={leadId} className={styles.lead}>
      {LEADS[purpose]}
    </p>
  );

  if (state.status === 'loading') {
    return (
      <div className={styles.providers}>
        {lead}
        <div className={styles.loading}>
          <Spinner label="Ielādē skolu platformas..." />
        </div>
      </div>
    );
  }

  const start = async (name: Provider, title: string) => {
    setBusy(name);
    setError(null);
    try {
      const url = await providerRedirect(name);
      window.location.assign(url);
    } catch {
      setBusy(null);
      setError(`Neizdevās sazināties ar platformu „${title}”. Mēģini vēlreiz.`);
    }
  };

  return (
    <div className={styles.providers} role="group" aria-labelledby={leadId}>
      {lead}
      {state.providers.map((provider) => {
        const hintId = `${baseId}-${provider.name}-hint`;
        return (
          <div key={provider.name} className={styles.provider}>
            <Button
              variant="secondary"
              fullWidth
              disabled={!provider.available || (busy !== null && busy !== provider.name)}
              loading={busy === provider.name}
              aria-describedby={provider.available ? undefined : hintId}
              onClick={() => void start(provider.name, provider.title)}
            >
              {provider.title}
            </Button>
            {provider.available ? null : (
              <p id={hintId} className={styles.hint}>
                {UNAVAILABLE_HINT}
              </p>
            )}
          </div>
        );
      })}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The word 'vai' between the school platforms and the e-mail form. */
export function OrDivider() {
  return <p className={styles.or}>vai</p>;
}
