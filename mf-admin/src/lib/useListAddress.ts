import { useCallback } from 'react';
import { FIRST_PAGE } from '@portal/contracts/constants';
import { readPage } from '@portal/shared-ui/lib/listQuery';
import { useLocation, useSearchParams } from '@portal/shared-ui/lib/router';

export interface ListAddress<TStatus extends string> {
  status: TStatus;
  page: number;
  /** The search box's text as it stands in the address. */
  q: string;
  setPage: (page: number) => void;
  setQuery: (q: string) => void;
  /** The address of the list in another status, from its first page (for the tabs' links). */
  hrefOf: (status: TStatus) => string;
}

/**
 * An administration list's state in the address (`?status=answered&q=liepa&page=2`), so back,
 * forward, reload and a shared link show the same list. Defaults are left out of the address;
 * a status the list does not know reads as the default.
 */
export function useListAddress<TStatus extends string>(
  statuses: readonly TStatus[],
  fallback: TStatus,
): ListAddress<TStatus> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get('status');
  const status = statuses.find((value) => value === asked) ?? fallback;
  const page = readPage(params.get('page'));
  const q = params.get('q') ?? '';

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const setPage = useCallback((next: number) => update({ page: next <= FIRST_PAGE ? null : String(next) }), [update]);
  const setQuery = useCallback((next: string) => update({ q: next.trim() || null, page: null }), [update]);
  const hrefOf = (next: TStatus) => {
    const search = new URLSearchParams();
    if (next !== fallback) search.set('status', next);
    if (q) search.set('q', q);
    const text = search.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  return { status, page, q, setPage, setQuery, hrefOf };
}
