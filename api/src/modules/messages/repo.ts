/**
 * Private messages (spec §3, §7). A thread is its first message (reply_to_id null) and the answers
 * that point at it; a thread has two parties, the first message's sender and recipient, and every
 * answer goes from one of them to the other. A message is new to its recipient until the recipient
 * opens the thread (seen_by_recipient); the sender has always seen it.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { files, messages, users } from '../../db/schema';
import { containsPattern } from '../shared/textSearch';

export const MESSAGES_PER_PAGE = 20;

const senders = alias(users, 'message_senders');
const recipients = alias(users, 'message_recipients');
const senderAvatars = alias(files, 'sender_avatars');
const recipientAvatars = alias(files, 'recipient_avatars');

export interface PartyRow {
  id: number;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
}

export interface MessageRow {
  id: number;
  senderId: number;
  recipientId: number;
  replyToId: number | null;
  subject: string | null;
  message: string;
  seenBySender: boolean;
  seenByRecipient: boolean;
  createdAt: Date;
  updatedAt: Date;
  sender: PartyRow;
  recipient: PartyRow;
}

const selection = {
  id: messages.id,
  senderId: messages.senderId,
  recipientId: messages.recipientId,
  replyToId: messages.replyToId,
  subject: messages.subject,
  message: messages.message,
  seenBySender: messages.seenBySender,
  seenByRecipient: messages.seenByRecipient,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
  sender: {
    id: senders.id,
    firstName: senders.firstName,
    lastName: senders.lastName,
    avatarKey: senderAvatars.storageKey,
  },
  recipient: {
    id: recipients.id,
    firstName: recipients.firstName,
    lastName: recipients.lastName,
    avatarKey: recipientAvatars.storageKey,
  },
};

function selectMessages(db: Database) {
  return db
    .select(selection)
    .from(messages)
    .innerJoin(senders, eq(senders.id, messages.senderId))
    .innerJoin(recipients, eq(recipients.id, messages.recipientId))
    .leftJoin(senderAvatars, eq(senderAvatars.id, senders.avatarFileId))
    .leftJoin(recipientAvatars, eq(recipientAvatars.id, recipients.avatarFileId))
    .$dynamic();
}

const partyOf = (userId: number) => or(eq(messages.senderId, userId), eq(messages.recipientId, userId))!;

/**
 * A page of the user's threads (their first messages), latest activity first; `search` looks in
 * the subject, every message of the thread and the other party's name (case and diacritics ignored).
 */
export async function threadPage(
  db: Database,
  userId: number,
  { page, search }: { page: number; search?: string | null },
): Promise<{ rows: MessageRow[]; lastActivity: Map<number, Date>; total: number }> {
  const conditions: SQL[] = [isNull(messages.replyToId), partyOf(userId)];
  const needle = search?.trim();
  if (needle) {
    const pattern = containsPattern(needle);
    const other = sql`case when ${messages.senderId} = ${userId} then ${recipients.firstName} || ' ' || ${recipients.lastName} else ${senders.firstName} || ' ' || ${senders.lastName} end`;
    conditions.push(
      or(
        sql`f_unaccent(lower(coalesce(${messages.subject}, ''))) like ${pattern}`,
        sql`f_unaccent(lower(${other})) like ${pattern}`,
        sql`exists (select 1 from ${messages} as m2 where (m2.id = ${messages.id} or m2.reply_to_id = ${messages.id}) and f_unaccent(lower(m2.message)) like ${pattern})`,
      )!,
    );
  }
  const where = and(...conditions);
  const last = sql<Date>`(select max(m3.created_at) from ${messages} as m3 where m3.id = ${messages.id} or m3.reply_to_id = ${messages.id})`;
  const rows = await selectMessages(db)
    .where(where)
    .orderBy(sql`${last} desc`, desc(messages.id))
    .limit(MESSAGES_PER_PAGE)
    .offset((page - 1) * MESSAGES_PER_PAGE);
  const [totalRow] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(senders, eq(senders.id, messages.senderId))
    .innerJoin(recipients, eq(recipients.id, messages.recipientId))
    .where(where);
  const ids = rows.map((r) => r.id);
  const lastActivity = new Map<number, Date>();
  if (ids.length) {
    const root = sql<number>`coalesce(${messages.replyToId}, ${messages.id})`;
    const latest = await db
      .select({ root, at: sql<string | Date>`max(${messages.createdAt})` })
      .from(messages)
      .where(or(inArray(messages.id, ids), inArray(messages.replyToId, ids)))
      .groupBy(root);
    for (const row of latest) lastActivity.set(Number(row.root), new Date(row.at));
  }
  return { rows, lastActivity, total: totalRow?.n ?? 0 };
}

/** Which party of each thread still has unseen messages: keys `${threadId}:${userId}`. */
export async function unseenSides(db: Database, threadIds: number[]): Promise<Set<string>> {
  if (!threadIds.length) return new Set();
  const root = sql<number>`coalesce(${messages.replyToId}, ${messages.id})`;
  const rows = await db
    .selectDistinct({ root, recipientId: messages.recipientId })
    .from(messages)
    .where(
      and(
        or(inArray(messages.id, threadIds), inArray(messages.replyToId, threadIds)),
        eq(messages.seenByRecipient, false),
      ),
    );
  return new Set(rows.map((r) => `${Number(r.root)}:${r.recipientId}`));
}

/** A thread's first message, if the user is one of its two parties (any message id of the thread names it). */
export async function threadOf(db: Database, userId: number, messageId: number): Promise<MessageRow | null> {
  const [found] = await db
    .select({ root: sql<number>`coalesce(${messages.replyToId}, ${messages.id})` })
    .from(messages)
    .where(eq(messages.id, messageId))
    .limit(1);
  if (!found) return null;
  const rows = await selectMessages(db)
    .where(and(eq(messages.id, Number(found.root)), isNull(messages.replyToId), partyOf(userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function repliesOf(db: Database, threadId: number): Promise<MessageRow[]> {
  return selectMessages(db).where(eq(messages.replyToId, threadId)).orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function messageById(db: Database, id: number): Promise<MessageRow | null> {
  const rows = await selectMessages(db).where(eq(messages.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertMessage(db: Database, values: typeof messages.$inferInsert): Promise<number> {
  const [row] = await db.insert(messages).values(values).returning({ id: messages.id });
  return row!.id;
}

/** The user has now seen every message of the thread addressed to them. */
export async function markThreadSeen(db: Database, userId: number, threadId: number): Promise<void> {
  await db
    .update(messages)
    .set({ seenByRecipient: true })
    .where(
      and(
        or(eq(messages.id, threadId), eq(messages.replyToId, threadId)),
        eq(messages.recipientId, userId),
        eq(messages.seenByRecipient, false),
      ),
    );
}
