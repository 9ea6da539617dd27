/** The signed-in user's own record and inbox counters. */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, messages, notices, schools, users } from '../../db/schema';
import { countNewInboxComments } from '../inbox/repo';

export async function findOwnProfile(db: Database, userId: number) {
  const rows = await db
    .select({ user: users, schoolTitle: schools.title, avatarKey: files.storageKey })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export interface InboxCounts {
  newComments: number;
  newMessages: number;
  /** Moderation notices not yet marked seen (issue 19). */
  newNotices: number;
}

/**
 * New comments: the comments inbox's comments (others' comments on the user's materials, others'
 * replies to the user's comments) that are not marked seen.
 * New messages: messages to the user that the user has not opened.
 * New notices: what administrators decided about the user's materials and comments, not yet seen.
 */
export async function inboxCounts(db: Database, userId: number): Promise<InboxCounts> {
  const newComments = await countNewInboxComments(db, userId);
  const [messageRow] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), eq(messages.seenByRecipient, false)));
  const [noticeRow] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.seenAt)));
  return { newComments, newMessages: messageRow?.n ?? 0, newNotices: noticeRow?.n ?? 0 };
}
