/**
 * Private messages (spec §7): the thread list, one thread, sending (a new thread or an answer) and
 * marking a thread seen for the viewer's side.
 */
import { useEffect, useRef } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMessage, listMessages, markMessageSeen, sendMessage } from '@portal/contracts/api/messages';
import { listUsers } from '@portal/contracts/api/users';
import type { Message } from '@portal/contracts/schemas/entities';
import type { MessageReplyForm, NewMessageForm } from '@portal/contracts/schemas/forms';
import { isUnseenBy } from '@portal/shared-ui/components/ThreadItem';
import { useRefreshInboxStats } from '@portal/shared-ui/queries/inbox';

export interface ThreadListFilter {
  page: number;
  /** the search box's text, after the debounce */
  query: string;
}

export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (filter: ThreadListFilter) => [...messageKeys.lists(), filter] as const,
  thread: (id: number) => [...messageKeys.all, 'thread', id] as const,
};

export const threadListQuery = (filter: ThreadListFilter) =>
  queryOptions({
    queryKey: messageKeys.list(filter),
    queryFn: () => listMessages({ page: filter.page, query: filter.query || undefined }),
  });

/** The viewer's threads, latest activity first; the last answer stays on screen while the next loads. */
export function useThreadList(filter: ThreadListFilter, enabled: boolean) {
  return useQuery({ ...threadListQuery(filter), placeholderData: keepPreviousData, enabled });
}

export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.thread(id),
    queryFn: () => getMessage(id),
  });

export function useThread(id: number) {
  return useQuery(threadQuery(id));
}

/** Spec §4: opening marks the thread seen for the viewer's side; the counters and the list follow. */
export function useMarkThreadSeen() {
  const client = useQueryClient();
  const refreshStats = useRefreshInboxStats();
  return useMutation({
    mutationFn: (id: number) => markMessageSeen(id),
    onSuccess: (_answer, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.thread(id) }),
        client.invalidateQueries({ queryKey: messageKeys.lists() }),
        refreshStats(),
      ]),
  });
}

/**
 * The thread the viewer has open, marked seen once it has loaded unseen for the viewer's side (spec
 * §4), and only then: a thread already read costs no call and no badge refresh. Once per thread and
 * visit. The mark follows the answer rather than being part of the query, so the thread shows at
 * once instead of after the seen call.
 */
export function useOpenThread(id: number, viewerId: number) {
  const query = useThread(id);
  const { mutate } = useMarkThreadSeen();
  const asked = useRef<number | null>(null);
  const thread = query.data;
  const unseen = thread ? isUnseenBy(thread, viewerId) : false;
  const loadedId = thread?.id;
  useEffect(() => {
    if (loadedId === undefined || !unseen || asked.current === loadedId) return;
    asked.current = loadedId;
    mutate(loadedId);
  }, [loadedId, unseen, mutate]);
  return query;
}

/**
 * A new thread or an answer. Spec §4: the open thread reloads after an answer; the thread list is
 * fetched again either way (a new thread comes first; the list's page 1 is where the caller goes).
 * The server marks a thread seen for the one answering it, so an answer refreshes the badges too.
 */
export function useSendMessage() {
  const client = useQueryClient();
  const refreshStats = useRefreshInboxStats();
  return useMutation({
    mutationFn: (input: NewMessageForm | MessageReplyForm): Promise<Message> => sendMessage(input),
    onSuccess: (_sent, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.lists() }),
        ...('reply_to_id' in input
          ? [client.invalidateQueries({ queryKey: messageKeys.thread(input.reply_to_id) }), refreshStats()]
          : []),
      ]),
  });
}

/** The recipient lookup (GET /api/users?s=): teachers by name, never the sender (spec §2.2). */
export async function searchRecipients(query: string, senderId: number | null) {
  const found = await listUsers({ s: query });
  // The server leaves the caller out already; the form must not offer it whatever a list says.
  return found.data.filter((user) => user.id !== senderId);
}
