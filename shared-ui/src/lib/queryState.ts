/** How a query's state reads on screen, the same way in every list and page of every remote. */
interface QueryProgress {
  data: unknown;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/**
 * The answer for what is asked now is still on its way (the last answer of the same list may be on
 * screen meanwhile, dimmed); a refetch of what is already shown is not loading.
 */
export function isLoading(query: QueryProgress): boolean {
  return query.isFetching && (query.isPlaceholderData || query.data === undefined);
}

/** The failure to show, or null; none while a retry is on its way. */
export function shownError(query: QueryProgress): unknown {
  return query.isError && !query.isFetching ? query.error : null;
}
