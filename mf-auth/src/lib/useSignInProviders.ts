import { useEffect, useState } from 'react';
import { signInProviders } from '@portal/contracts/api/auth';
import { PROVIDER_TITLES, PROVIDERS } from '@portal/contracts/constants';
import type { SignInProvider } from '@portal/contracts/schemas/entities';

export type ProvidersState = { status: 'loading' } | { status: 'ready'; providers: SignInProvider[] };

/**
 * The two school platforms and whether each is configured. When the list cannot be loaded both
 * are shown as unavailable: the dialog still works, with the credentials form under them.
 */
export function useSignInProviders(): ProvidersState {
  const [state, setState] = useState<ProvidersState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    signInProviders().then(
      (providers) => alive && setState({ status: 'ready', providers }),
      () =>
        alive &&
        setState({
          status: 'ready',
          providers: PROVIDERS.map((name) => ({ name, title: PROVIDER_TITLES[name], available: false })),
        }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
