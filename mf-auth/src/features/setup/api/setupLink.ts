import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkSetupLink } from '@portal/contracts/api/admin/setup';
import { errorStatus, readErrorBody } from '@portal/contracts/api/client';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';

export const setupKeys = {
  all: ['setup-link'] as const,
  token: (token: string) => [...setupKeys.all, token] as const,
};

/** What the page shows: the form, a dead link with the server's reason, or a failure to ask at all. */
export type SetupLinkState =
  { kind: 'open'; expiresAt: string } | { kind: 'dead'; message: string } | { kind: 'unreachable' };

async function readLink(token: string): Promise<SetupLinkState> {
  try {
    return { kind: 'open', expiresAt: (await checkSetupLink(token)).expires_at };
  } catch (error) {
    const status = errorStatus(error);
    // 404 unknown, 410 used, expired or an administrator exists: the server's text says which.
    if (status === 404 || status === 410) {
      const body = await readErrorBody<{ message?: string }>(error);
      return { kind: 'dead', message: body?.message ?? 'Šī iestatīšanas saite nav derīga.' };
    }
    return { kind: 'unreachable' };
  }
}

/**
 * Whether the link works, asked once per page load (never retried on its own: a dead link stays
 * dead), and kept across the sign-in the form ends with.
 */
export const setupLinkQuery = (token: string) =>
  queryOptions({
    queryKey: setupKeys.token(token),
    queryFn: () => readLink(token),
    retry: false,
    staleTime: Infinity,
    meta: KEEP_ON_SESSION_CHANGE,
  });

export function useSetupLink(token: string) {
  return useQuery(setupLinkQuery(token));
}
