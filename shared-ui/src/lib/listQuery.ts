import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '@portal/shared-ui/lib/router';
import { DEFAULT_SORT, FIRST_PAGE, readSort, type SortKey } from '@portal/contracts/constants';

export interface ListQuery {
  sort: SortKey;
  page: number;
}

/** A page number from the address: a positive whole number, otherwise the first page. */
export function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return FIRST_PAGE;
  const page = Number(value);
  return page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/** A sort key from the address (the rule lives in contracts, where the server reads it too). */
export { readSort };

/**
 * The sort (`?sort=likes`) and page (`?page=2`) of a material list, kept in the address so that
 * back/forward and reload show the same list. Defaults are left out of the address.
 * `withBookmarks`: whether 'Grāmatzīmes' is offered (signed in, and not over one's own materials);
 * where it is not, `?sort=bookmarks` reads as the default sort.
 */
export function useListQuery(withBookmarks: boolean) {
  const [params, setParams] = useSearchParams();
  const query: ListQuery = { sort: readSort(params.get('sort'), withBookmarks), page: readPage(params.get('page')) };

  const update = useCallback(
    (next: Partial<ListQuery>, { replace = false } = {}) => {
      setParams(
        (current) => {
          const result = new URLSearchParams(current);
          if (next.sort !== undefined) {
            if (next.sort === DEFAULT_SORT) result.delete('sort');
            else result.set('sort', next.sort);
          }
          if (next.page !== undefined) {
            if (next.page <= FIRST_PAGE) result.delete('page');
            else result.set('page', String(next.page));
          }
          return result;
        },
        // The page's own scrolling (useListPaging) decides where a new page of the list is shown:
        // the router would otherwise scroll to the top of the page.
        { replace, preventScrollReset: next.page !== undefined },
      );
    },
    [setParams],
  );

  /** Spec §2.2: changing the sort to bookmarks starts again at page 1 (bookmarks are a shorter list). */
  const setSort = useCallback(
    (sort: SortKey) => update(sort === 'bookmarks' ? { sort, page: FIRST_PAGE } : { sort }),
    [update],
  );
  const setPage = useCallback((page: number, options?: { replace?: boolean }) => update({ page }, options), [update]);

  return { ...query, setSort, setPage };
}

/**
 * The paging of a list section whose page is in the address: a page past the end (an old link, or
 * fewer items since) is replaced by the last page; turning the page brings the section's top into
 * view (below the sticky header: the page's scroll-padding) and moves focus there, so the next Tab
 * starts in the new page of the list, not after the pager. `section` goes on the element to scroll to.
 */
export function useListPaging(
  page: number,
  setPage: (page: number, options?: { replace?: boolean }) => void,
  lastPage: number | null,
  loading: boolean,
) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!loading && lastPage !== null && lastPage >= 1 && page > lastPage) setPage(lastPage, { replace: true });
  }, [loading, lastPage, page, setPage]);
  const goTo = (next: number) => {
    setPage(next);
    const element = section.current;
    if (!element) return;
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'start' });
  };
  return { section, goTo };
}
