import { useCallback } from 'react';
import type { TabLink } from '@portal/shared-ui/components/TabLinks';
import { FIRST_PAGE } from '@portal/contracts/constants';
import { readPage } from '@portal/shared-ui/lib/listQuery';
import { useLocation, useSearchParams } from '@portal/shared-ui/lib/router';

/** A list's one filter in the address: its key, the values it may take and the one it has when absent. */
export interface ListFilter<TValue extends string> {
  /** The address's key: `status` unless the list says otherwise. */
  key?: string;
  values: readonly TValue[];
  fallback: TValue;
}

/** A list's page and search in the address. */
export interface SearchAddress {
  page: number;
  /** The search box's text as it stands in the address. */
  q: string;
  /** For useListPaging: a page past the end is replaced, not added to the history. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** A new search starts again at the first page. */
  setQuery: (q: string) => void;
}

/** A list's page, search and one filter in the address. */
export interface ListAddress<TValue extends string> extends SearchAddress {
  /** The filter's value (a tab, a state); the fallback when the address has none or one it does not know. */
  filter: TValue;
  /** Another filter value starts again at the first page. */
  setFilter: (value: TValue) => void;
  /** The filter's values as tab links (TabLinks), each from its first page, with its count once known. */
  tabsOf: (labels: Record<TValue, string>, counts?: Partial<Record<TValue, number>>) => TabLink[];
}

/**
 * An administration list's page, search and filter in the address (`?status=answered&q=liepa&page=2`),
 * so back, forward, reload and a shared link show the same list. Defaults are left out of the address.
 */
export function useListAddress(): SearchAddress;
export function useListAddress<TValue extends string>(filter: ListFilter<TValue>): ListAddress<TValue>;
export function useListAddress(filter?: ListFilter<string>): ListAddress<string> {
  const key = filter?.key ?? 'status';
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get(key);
  const value = filter?.values.find((known) => known === asked) ?? filter?.fallback ?? '';
  const page = readPage(params.get('page'));
  const q = params.get('q') ?? '';

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, text] of Object.entries(changes)) {
            if (text === null || text === '') next.delete(name);
            else next.set(name, text);
          }
          return next;
        },
        // The list's own paging (useListPaging) decides where a new page is shown, not a jump to the top.
        { preventScrollReset: true, replace },
      ),
    [setParams],
  );
  const fallback = filter?.fallback;
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      update({ page: next <= FIRST_PAGE ? null : String(next) }, options?.replace),
    [update],
  );
  const setQuery = useCallback((next: string) => update({ q: next.trim() || null, page: null }), [update]);
  const setFilter = useCallback(
    (next: string) => update({ [key]: next === fallback ? null : next, page: null }),
    [update, key, fallback],
  );
  const hrefOf = (next: string) => {
    const search = new URLSearchParams();
    if (next !== fallback) search.set(key, next);
    if (q) search.set('q', q);
    const text = search.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  const tabsOf = (labels: Record<string, string>, counts?: Partial<Record<string, number>>) =>
    (filter?.values ?? []).map((each) => ({
      label: labels[each] ?? each,
      to: hrefOf(each),
      current: each === value,
      count: counts?.[each],
    }));
  return { filter: value, page, q, setPage, setQuery, setFilter, tabsOf };
}
