import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTokenResponse, oauthCallback } from '@portal/contracts/api/auth';
import { PROVIDERS, type Provider } from '@portal/contracts/constants';
import { NOTICES } from '@portal/contracts/notices';
import { routePath } from '@portal/contracts/routes';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';
import { notify } from '@portal/shared-ui/stores/notifications';
import { useSession } from '@portal/shared-ui/stores/session';
import { describeFailure } from '../../../lib/failure';
import { storeProviderData } from '../../../lib/providerData';

export const signOnKeys = {
  all: ['sign-on'] as const,
  /** the platform's answer as it arrived in the address (its code works once) */
  callback: (provider: string, search: string) => [...signOnKeys.all, 'callback', provider, search] as const,
};

const UNKNOWN_PROVIDER = 'Nezināms autorizācijas veids.';

function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

/**
 * Hands the platform's answer to the API (spec §4). A teacher the portal knows gets a token and is
 * signed in like after the login form (a session cookie); a new one gets the provider data, kept
 * for the registration screen; a failure is a notification. Answers where to go next.
 */
async function completeSignOn(provider: string, search: string): Promise<string> {
  try {
    if (!isProvider(provider)) throw new Error(UNKNOWN_PROVIDER);
    const answer = await oauthCallback(provider, search);
    if (isTokenResponse(answer)) {
      await useSession.getState().signIn(answer.access_token, false);
      return routePath('home');
    }
    storeProviderData(answer);
    return routePath('auth.register');
  } catch (error) {
    const text = isProvider(provider) ? (await describeFailure(error)).message : UNKNOWN_PROVIDER;
    notify({ type: 'error', title: NOTICES.authFailed.title, text });
    return routePath('home');
  }
}

/**
 * The code in the address works once, so the call is made once per address: the query is shared
 * by every mount (React's strict mode mounts twice), never retried, never stale and never dropped,
 * not even by the sign-in it performs.
 */
export const signOnQuery = (provider: string, search: string) =>
  queryOptions({
    queryKey: signOnKeys.callback(provider, search),
    queryFn: () => completeSignOn(provider, search),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: KEEP_ON_SESSION_CHANGE,
  });

/** Where to go once the sign-on is complete (null while it runs). */
export function useSignOn(provider: string, search: string): string | null {
  return useQuery(signOnQuery(provider, search)).data ?? null;
}
