import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listBookmarks } from '@portal/contracts/api/users';
import { materialKeys } from '@portal/shared-ui/queries/materials';

export const bookmarkKeys = {
  /**
   * Under the material lists, so a like or bookmark toggled anywhere is written into these pages
   * too (shared-ui's putMaterial) and they are marked stale with the other lists.
   */
  all: materialKeys.bookmarks,
  page: (page: number) => [...bookmarkKeys.all(), { page }] as const,
};

export const bookmarksQuery = (page: number) =>
  queryOptions({
    queryKey: bookmarkKeys.page(page),
    queryFn: () => listBookmarks(page),
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in teacher's bookmarks (spec §2.2: loaded only for a signed-in user). */
export function useBookmarks(page: number, signedIn: boolean) {
  return useQuery({ ...bookmarksQuery(page), enabled: signedIn });
}
