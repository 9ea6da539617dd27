/** Private messages (spec §7), over the endpoint table's entries (endpoints/messages.ts). */
import type { MessageEndpoints } from '@portal/contracts/endpoints/messages';
import { messageRoutes } from '@portal/contracts/endpoints/routes/messages';
import type { Message, Paged } from '@portal/contracts/schemas/entities';
import type { MessageReplyForm, NewMessageForm } from '@portal/contracts/schemas/forms';
import { clientFor } from '@portal/contracts/api/client';

const messages = clientFor<MessageEndpoints>(messageRoutes);

export interface MessageListParams {
  page?: number;
  /** search in subjects, texts and the other party's name */
  query?: string;
}

/** Threads of the signed-in user, newest activity first. */
export function listMessages(params: MessageListParams = {}): Promise<Paged<Message>> {
  return messages.list({ query: params });
}

/** A new thread, or an answer in one (with reply_to_id). */
export async function sendMessage(input: NewMessageForm | MessageReplyForm): Promise<Message> {
  return (await messages.send({ body: input })).data;
}

/** A thread with its replies. */
export async function getMessage(id: number | string): Promise<Message> {
  return (await messages.get({ params: { id } })).data;
}

/** The POST spelling of the call; without a body it is the PUT that `_method=PUT` would ask for. */
export async function markMessageSeen(id: number): Promise<void> {
  await messages.seen({ params: { id } });
}
