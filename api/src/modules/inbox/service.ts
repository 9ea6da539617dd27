/** The header's badges (GET /api/user and /api/user/inbox/statistics): what is new for the user. */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, notices } from '../../db/schema';
import { countNewInboxComments } from './repo';

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
