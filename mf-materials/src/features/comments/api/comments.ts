/** A material's comments (spec §7): pages appended as 'load more' asks, and new comments and replies. */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { createComment, listComments, type CommentInput } from '@portal/contracts/api/materials';
import { commentKeys } from '../../../lib/commentKeys';

/**
 * Spec §4: the first page replaces the list, later pages append, and another material starts
 * again (its own key).
 */
export const materialCommentsQuery = (materialId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.material(materialId),
    queryFn: ({ pageParam }) => listComments(materialId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });

export function useMaterialComments(materialId: number) {
  const query = useInfiniteQuery(materialCommentsQuery(materialId));
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    comments: pages.flatMap((page) => page.data),
    /** top-level comments, as the server counts them */
    total: pages[0]?.meta.total ?? 0,
  };
}

/** A comment or a reply; the pages loaded so far are fetched again to show it in its place. */
export function usePostComment(materialId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => createComment(materialId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.material(materialId) }),
  });
}
