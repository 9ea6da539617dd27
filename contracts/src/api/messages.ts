/** Private messages (spec §7). */
import type { Message, Paged, Single } from '@portal/contracts/schemas/entities';
import type { MessageReplyForm, NewMessageForm } from '@portal/contracts/schemas/forms';
import { api, query } from '@portal/contracts/api/client';

export interface MessageListParams {
  page?: number;
  /** search in subjects, texts and the other party's name */
  query?: string;
}

/** Threads of the signed-in user, newest activity first. */
export function listMessages(params: MessageListParams = {}): Promise<Paged<Message>> {
  return api.get('/api/messages', { searchParams: query({ ...params }) }).json<Paged<Message>>();
}

/** A new thread, or an answer in one (with reply_to_id). */
export async function sendMessage(input: NewMessageForm | MessageReplyForm): Promise<Message> {
  return (await api.post('/api/messages', { json: input }).json<Single<Message>>()).data;
}

/** A thread with its replies. */
export async function getMessage(id: number | string): Promise<Message> {
  return (await api.get(`/api/messages/${encodeURIComponent(id)}`).json<Single<Message>>()).data;
}

export async function markMessageSeen(id: number): Promise<void> {
  await api.post(`/api/messages/${encodeURIComponent(id)}/seen`, { json: { _method: 'PUT' } });
}
