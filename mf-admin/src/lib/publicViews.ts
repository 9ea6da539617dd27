import type { QueryClient } from '@tanstack/react-query';

/** Every query of the administration's own starts with this key. */
export const ADMIN_QUERY_ROOT = 'admin';

/**
 * After a change to what visitors see (a post, a page, a banner, the home page's switches), every
 * answer the portal keeps outside the administration is marked stale, so the home page, the news
 * and the static pages show the change when next opened in this browser. Nothing is fetched now:
 * none of it is on screen while the administration is.
 */
export function markPublicViewsStale(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== ADMIN_QUERY_ROOT,
    refetchType: 'none',
  });
}
