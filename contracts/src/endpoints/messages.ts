/**
 * Private messages (spec §7; sign-in required): the caller's threads, one thread, sending (a new
 * thread or an answer) and marking a thread seen (POST with `_method=PUT`, or PUT).
 */
import * as v from 'valibot';
import { ErrorBody, Message, paged, single } from '@portal/contracts/schemas/entities';
import { MessageListQuery, MessageReplyForm, messageSchema, NewMessageForm } from '@portal/contracts/schemas/forms';
import { endpoints, IdParams, noContent, type EndpointParts } from '@portal/contracts/endpoints/endpoint';
import { messageRoutes } from '@portal/contracts/endpoints/routes/messages';

const tags = ['messages'];

/**
 * A new thread or an answer, told apart by `reply_to_id`: the form that applies checks the body, so
 * its field messages are the answer (a union would report both forms' problems at once). The
 * document shows the two forms as its options (api/src/web/schemas.ts reads `jsonSchemaOptions`).
 */
export const MessageBody = v.pipe(
  v.lazy(messageSchema),
  v.metadata({ jsonSchemaOptions: [NewMessageForm, MessageReplyForm] }),
);

const seen = {
  tags,
  summary: "Mark the thread seen on the caller's side (POST with _method=PUT, or PUT)",
  description: 'A thread the caller is not a party of is 404. A `_method` other than PUT: 405.',
  signIn: 'required',
  cache: { changes: ['inbox'] },
  params: IdParams,
  responses: { 204: noContent, 404: ErrorBody, 405: ErrorBody },
} as const satisfies EndpointParts;

export const messageEndpoints = endpoints(messageRoutes, {
  list: {
    tags,
    summary: "The caller's threads (their first messages), latest activity first",
    description:
      "`query` searches subjects, every message of a thread and the other party's name (case and diacritics ignored). " +
      "`updated_at` is the time of a thread's latest message; a party's seen flag is false while that party has an unseen message in the thread.",
    signIn: 'required',
    query: MessageListQuery,
    responses: { 200: paged(Message) },
  },
  get: {
    tags,
    summary: 'A thread with its answers (oldest first); only its two parties see it, anyone else 404',
    signIn: 'required',
    params: IdParams,
    responses: { 200: single(Message), 404: ErrorBody },
  },
  send: {
    tags,
    summary: 'Send a message: a new thread (recipient_id, subject, message) or an answer (reply_to_id, message)',
    description:
      'Plain text of at most 5000 characters, stored as sent. An answer goes to the thread’s other party; a thread the caller is not a party of is 404. ' +
      'At most 30 messages per sender per 10 minutes (429 with Retry-After).',
    signIn: 'required',
    cache: { changes: ['inbox'] },
    body: MessageBody,
    responses: { 201: single(Message), 404: ErrorBody, 429: ErrorBody },
  },
  seen,
  seenPut: { ...seen, hidden: true },
});

export type MessageEndpoints = typeof messageEndpoints;
