/**
 * The rules of the message calls (spec §3, §7): only a thread's two parties see it (anyone else 404);
 * a new thread goes to another verified, approved teacher; an answer goes to the thread's other
 * party; texts are plain and stored as sent (the browser shows them as text). Opening marks the
 * caller's side seen.
 */
import { fieldMessage, FORM_MESSAGES } from '@portal/contracts/messages';
import type { Message } from '@portal/contracts/schemas/entities';
import type { MessageReplyForm, NewMessageForm } from '@portal/contracts/schemas/forms';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { paged, type Paged } from '../shared/pagination';
import { isPublicUser } from '../profiles/service';
import {
  insertMessage,
  markThreadSeen,
  messageById,
  MESSAGES_PER_PAGE,
  repliesOf,
  threadOf,
  threadPage,
  unseenSides,
  type MessageRow,
  type PartyRow,
} from './repo';

function person(party: PartyRow, storage: Storage) {
  return {
    id: party.id,
    name: `${party.firstName} ${party.lastName}`.trim(),
    avatar: party.avatarKey ? storage.publicUrl(party.avatarKey) : null,
  };
}

function presentMessage(row: MessageRow, subject: string, storage: Storage): Message {
  return {
    id: row.id,
    sender_id: row.senderId,
    recipient_id: row.recipientId,
    sender: person(row.sender, storage),
    recipient: person(row.recipient, storage),
    subject,
    message: row.message,
    reply_to_id: row.replyToId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    replies: [],
    seen_by_sender: row.seenBySender,
    seen_by_recipient: row.seenByRecipient,
  };
}

/**
 * A thread as its first message: `updated_at` is the time of its latest message, and each party's
 * flag is false while that party has an unseen message anywhere in the thread.
 */
function presentThread(
  root: MessageRow,
  replies: MessageRow[],
  unseen: Set<string>,
  lastActivity: Date | undefined,
  storage: Storage,
): Message {
  const subject = root.subject ?? '';
  return {
    ...presentMessage(root, subject, storage),
    updated_at: (lastActivity ?? root.createdAt).toISOString(),
    replies: replies.map((reply) => presentMessage(reply, subject, storage)),
    seen_by_sender: !unseen.has(`${root.id}:${root.senderId}`),
    seen_by_recipient: !unseen.has(`${root.id}:${root.recipientId}`),
  };
}

export async function messagePage(
  db: Database,
  storage: Storage,
  userId: number,
  query: { page: number; query?: string | null },
): Promise<Paged<Message>> {
  const { rows, lastActivity, total } = await threadPage(db, userId, { page: query.page, search: query.query });
  const unseen = await unseenSides(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((row) => presentThread(row, [], unseen, lastActivity.get(row.id), storage));
  return paged(data, query.page, MESSAGES_PER_PAGE, total);
}

export async function threadById(db: Database, storage: Storage, userId: number, id: number): Promise<Message> {
  const root = await threadOf(db, userId, id);
  if (!root) throw notFound();
  const replies = await repliesOf(db, root.id);
  const unseen = await unseenSides(db, [root.id]);
  const last = replies.length ? replies[replies.length - 1]!.createdAt : root.createdAt;
  return presentThread(root, replies, unseen, last, storage);
}

export async function startThread(
  db: Database,
  storage: Storage,
  userId: number,
  form: NewMessageForm,
): Promise<Message> {
  if (form.recipient_id === userId) throw fieldError('recipient_id', FORM_MESSAGES.recipientSelf);
  if (!(await isPublicUser(db, form.recipient_id))) {
    throw fieldError('recipient_id', fieldMessage('one_of', 'recipient_id'));
  }
  const id = await insertMessage(db, {
    senderId: userId,
    recipientId: form.recipient_id,
    replyToId: null,
    subject: form.subject,
    message: form.message,
    seenBySender: true,
    seenByRecipient: false,
  });
  const row = (await messageById(db, id))!;
  return presentMessage(row, row.subject ?? '', storage);
}

/** An answer in a thread of the user's (404 otherwise), to the thread's other party. */
export async function answerThread(
  db: Database,
  storage: Storage,
  userId: number,
  form: MessageReplyForm,
): Promise<Message> {
  const root = await threadOf(db, userId, form.reply_to_id);
  if (!root) throw notFound();
  const id = await insertMessage(db, {
    senderId: userId,
    recipientId: root.senderId === userId ? root.recipientId : root.senderId,
    replyToId: root.id,
    subject: null,
    message: form.message,
    seenBySender: true,
    seenByRecipient: false,
  });
  // Answering a thread means having read it.
  await markThreadSeen(db, userId, root.id);
  const row = (await messageById(db, id))!;
  return presentMessage(row, root.subject ?? '', storage);
}

export async function markSeen(db: Database, userId: number, id: number): Promise<void> {
  const root = await threadOf(db, userId, id);
  if (!root) throw notFound();
  await markThreadSeen(db, userId, root.id);
}
