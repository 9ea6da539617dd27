/**
 * The signed-in user's inbox counters (GET /api/user/inbox/statistics): the shell's header badges
 * and, later, the profile and inbox remotes. Spec §4: refetched 15 seconds after each fetch;
 * overlapping fetches are merged (every observer of the key shares one request). Spec §4: on
 * sign-out the counters are zeros.
 */
import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { INBOX_STATS_POLL_MS } from '@portal/contracts/constants';
import { getInboxStatistics } from '@portal/contracts/api/users';
import type { InboxStats } from '@portal/contracts/schemas/entities';
import { useSession } from '@portal/shared-ui/stores/session';

export const inboxKeys = {
  all: ['inbox'] as const,
  /** keyed by the user, so one teacher's counters are never shown to the next */
  stats: (userId: number | null) => [...inboxKeys.all, 'stats', userId] as const,
};

export function emptyInboxStats(): InboxStats {
  return { newCommentsCount: 0, newMessagesCount: 0 };
}

function signedInUserId(): number | null {
  const { status, user } = useSession.getState();
  return status === 'authenticated' ? (user?.id ?? null) : null;
}

export const inboxStatsQuery = (userId: number | null) =>
  queryOptions({
    queryKey: inboxKeys.stats(userId),
    queryFn: getInboxStatistics,
    // Read when each fetch is due, not when the component last rendered: a poll or reset that
    // comes after sign-out must not ask the server for a user who has just left.
    enabled: () => userId !== null && signedInUserId() === userId,
    // The timer restarts whenever the query settles, so the next fetch is 15 s after the last one.
    refetchInterval: INBOX_STATS_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: INBOX_STATS_POLL_MS,
  });

/** The counters of the signed-in user; zeros for a visitor, while loading and after a failure. */
export function useInboxStats(): InboxStats {
  const userId = useSession((state) => (state.status === 'authenticated' ? (state.user?.id ?? null) : null));
  const { data } = useQuery(inboxStatsQuery(userId));
  return userId !== null && data ? data : emptyInboxStats();
}

/**
 * After something that changes the counters (a comment or message marked seen): fetch them again.
 * A fetch already on its way is reused rather than cancelled (spec §4: overlapping fetches merged).
 */
export function refreshInboxStats(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: inboxKeys.all }, { cancelRefetch: false });
}

export function useRefreshInboxStats(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => refreshInboxStats(client), [client]);
}
