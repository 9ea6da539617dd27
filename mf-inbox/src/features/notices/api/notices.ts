/**
 * The teacher's moderation notices (issue 19): GET /api/user/notices pages, appended as 'Rādīt vēl'
 * asks, and POST .../{id}/seen, which also refreshes the header's badge (it counts unseen notices).
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { listNotices, markNoticeSeen } from '@portal/contracts/api/reports';
import type { Paged } from '@portal/contracts/schemas/entities';
import type { Notice } from '@portal/contracts/schemas/reports';
import { useRefreshInboxStats } from '@portal/shared-ui/queries/inbox';

export const noticeKeys = {
  // Not under shared-ui's ['inbox'] counters: refreshing the badges must not refetch the list too.
  all: ['inboxNotices'] as const,
};

export const noticesQuery = () =>
  infiniteQueryOptions({
    queryKey: noticeKeys.all,
    queryFn: ({ pageParam }) => listNotices(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });

export function useNotices() {
  const query = useInfiniteQuery(noticesQuery());
  return { ...query, notices: (query.data?.pages ?? []).flatMap((page) => page.data) };
}

/** 'Redzēts': the notice is shown seen at once from the cache, and the badge is counted again. */
export function useMarkNoticeSeen() {
  const client = useQueryClient();
  const refreshStats = useRefreshInboxStats();
  return useMutation({
    mutationFn: (id: number) => markNoticeSeen(id),
    onSuccess: (_answer, id) => {
      client.setQueryData<InfiniteData<Paged<Notice>>>(noticeKeys.all, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.map((notice) => (notice.id === id ? { ...notice, seen: true } : notice)),
              })),
            }
          : data,
      );
      return refreshStats();
    },
  });
}
