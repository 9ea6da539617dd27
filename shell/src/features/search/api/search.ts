/**
 * The header search (GET /api/search, spec §7): hits for a query the box has settled on. Keyed by
 * the query, so an answer to a query typed further is never shown for the newer one, and the
 * request of a query nobody watches any more is aborted.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH } from '@portal/contracts/constants';
import { search } from '@portal/contracts/api/search';

export const searchKeys = {
  all: ['search'] as const,
  hits: (query: string) => [...searchKeys.all, 'hits', query] as const,
};

export const searchHitsQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.hits(query),
    queryFn: ({ signal }) => search(query, SEARCH.limit, { signal }),
  });

/** Spec §9: nothing is asked below 3 characters. */
export function isSearchable(query: string): boolean {
  return query.length >= SEARCH.minLength;
}

/** The hits of `query` (already trimmed and debounced); idle below the minimum length. */
export function useSearchHits(query: string) {
  return useQuery({ ...searchHitsQuery(query), enabled: isSearchable(query) });
}
