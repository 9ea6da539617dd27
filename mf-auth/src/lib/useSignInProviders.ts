import { queryOptions, useQuery } from '@tanstack/react-query';
import { signInProviders } from '@portal/contracts/api/auth';
import { PROVIDER_TITLES, PROVIDERS } from '@portal/contracts/constants';
import type { SignInProvider } from '@portal/contracts/schemas/entities';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';

export type ProvidersState = { status: 'loading' } | { status: 'ready'; providers: SignInProvider[] };

export const signInProviderKeys = {
  all: ['sign-in-providers'] as const,
};

export const signInProvidersQuery = () =>
  queryOptions({
    queryKey: signInProviderKeys.all,
    queryFn: signInProviders,
    // The operator's settings: they change with a restart, not while the page is open.
    staleTime: Infinity,
    // The buttons are secondary: on a failure the dialog shows them unavailable at once rather
    // than keep the teacher waiting for a second try (the next opening asks again).
    retry: false,
    meta: KEEP_ON_SESSION_CHANGE,
  });

const UNAVAILABLE: SignInProvider[] = PROVIDERS.map((name) => ({
  name,
  title: PROVIDER_TITLES[name],
  available: false,
}));

/**
 * The two school platforms and whether each is configured. When the list cannot be loaded both
 * are shown as unavailable: the dialog still works, with the credentials form under them.
 */
export function useSignInProviders(): ProvidersState {
  const { data, isError } = useQuery(signInProvidersQuery());
  if (data) return { status: 'ready', providers: data };
  if (isError) return { status: 'ready', providers: UNAVAILABLE };
  return { status: 'loading' };
}
