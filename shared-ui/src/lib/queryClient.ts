/**
 * The portal's one server-state cache (TanStack Query). The shell provides `queryClient` around its
 * routes and dialogs; `@tanstack/react-query` and this module are Module Federation singletons, so
 * every remote's hooks read and write the same cache and identical requests in flight are merged.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import { errorStatus } from '@portal/contracts/api/client';

export interface QueryClientOptions {
  /** Off in component tests, so a failed call shows its error state at once. */
  retry?: boolean;
}

/** A client with the portal's defaults; tests make a fresh one per render. */
export function createQueryClient({ retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An answer stays fresh for a minute: moving between pages does not refetch what was just
        // shown; writes invalidate what they change.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; a network failure or 5xx is worth one more try.
        retry: retry ? (failures, error) => failures < 1 && !isClientError(error) : false,
      },
      mutations: { retry: false },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

export const queryClient = createQueryClient();

/**
 * `meta` of a query whose answer does not depend on who is signed in (the category tree, the
 * captcha settings) or that must never be sent twice (a single-use token): it survives sign-in
 * and sign-out. Every other query is taken to hold the signed-in user's view.
 */
export const KEEP_ON_SESSION_CHANGE = { keepOnSessionChange: true } as const;

function belongsToSession(query: Query): boolean {
  return query.meta?.keepOnSessionChange !== true;
}

/**
 * Sign-in and sign-out: every answer fetched for the previous session is dropped (nothing of one
 * teacher is shown to the next visitor) and what is on screen is fetched again for the new one.
 */
export function resetSessionQueries(client: QueryClient = queryClient): Promise<void> {
  return client.resetQueries({ predicate: belongsToSession });
}
