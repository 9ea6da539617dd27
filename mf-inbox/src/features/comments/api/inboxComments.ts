/** The comments inbox (spec §2.2, §7): GET /api/user/comments pages and POST .../{id}/seen. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listUserComments, markCommentSeen } from '@portal/contracts/api/users';
import type { Comment, Paged } from '@portal/contracts/schemas/entities';
import { useRefreshInboxStats } from '@portal/shared-ui/queries/inbox';

export const inboxCommentKeys = {
  // Not under shared-ui's ['inbox'] counters: refreshing the badges must not refetch the list too.
  all: ['inboxComments'] as const,
  page: (page: number) => [...inboxCommentKeys.all, 'page', page] as const,
};

export const inboxCommentsQuery = (page: number) =>
  queryOptions({
    queryKey: inboxCommentKeys.page(page),
    queryFn: () => listUserComments(page),
  });

/** One page; the page before stays on screen (dimmed) while the next one loads. */
export function useInboxComments(page: number) {
  return useQuery({ ...inboxCommentsQuery(page), placeholderData: keepPreviousData });
}

/**
 * Spec §4: marking seen sets both flags and refreshes the inbox counters. The list shows it at once
 * from the cache (the server's answer carries no comment to put there).
 */
export function useMarkCommentSeen() {
  const client = useQueryClient();
  const refreshStats = useRefreshInboxStats();
  return useMutation({
    mutationFn: (id: number) => markCommentSeen(id),
    onSuccess: (_answer, id) => {
      client.setQueriesData<Paged<Comment>>({ queryKey: inboxCommentKeys.all }, (list) =>
        list
          ? {
              ...list,
              data: list.data.map((comment) =>
                comment.id === id ? { ...comment, seen_by_sender: true, seen_by_recipient: true } : comment,
              ),
            }
          : list,
      );
      return refreshStats();
    },
  });
}
