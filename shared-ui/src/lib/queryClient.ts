/**
 * The portal's one server-state cache (TanStack Query). The shell provides `queryClient` around its
 * routes and dialogs; `@tanstack/react-query` and this module are Module Federation singletons, so
 * every remote's hooks read and write the same cache and identical requests in flight are merged.
 */
import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '@portal/contracts/api/client';

/** A client with the portal's defaults; tests make a fresh one per render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An answer stays fresh for a minute: moving between pages does not refetch what was just
        // shown; writes invalidate what they change.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; a network failure or 5xx is worth one more try.
        retry: (failures, error) => failures < 1 && !isClientError(error),
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
