/**
 * Comments of a material: a page of top-level comments (newest first, the index on
 * (material_id, created_at) read backwards) and all their replies in one more query.
 */
import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comments, files, users } from '../../db/schema';
import { commentSelection } from '../shared/commentColumns';

export interface CommentRow {
  id: number;
  materialId: number;
  parentId: number | null;
  userId: number;
  message: string;
  seenBySender: boolean;
  seenByRecipient: boolean;
  createdAt: Date;
  authorFirstName: string;
  authorLastName: string;
  authorAvatarKey: string | null;
  /** Set when an administrator hid it (issue 19). */
  hiddenAt: Date | null;
  hiddenReason: string | null;
}


/**
 * Whose eyes a list of comments is for (issue 19): a comment an administrator hid is shown to its
 * author and to administrators (marked), and to nobody else; the answers to a hidden comment go
 * with it, as they are not shown without the comment they answer.
 */
export interface CommentViewer {
  id: number;
  isAdmin: boolean;
}

function shownTo(viewer: CommentViewer): SQL | undefined {
  return viewer.isAdmin ? undefined : or(isNull(comments.hiddenAt), eq(comments.userId, viewer.id));
}

const newestFirst = [sql`${comments.createdAt} desc`, sql`${comments.id} desc`];

export async function topLevelComments(
  db: Database,
  materialId: number,
  limit: number,
  offset: number,
  viewer: CommentViewer,
): Promise<{ rows: CommentRow[]; total: number }> {
  const where = and(eq(comments.materialId, materialId), isNull(comments.parentId), shownTo(viewer));
  const rows = await db
    .select(commentSelection)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const [totals] = await db.select({ total: count() }).from(comments).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** Replies to the given comments, oldest first (a conversation reads downwards). */
export async function repliesTo(db: Database, parentIds: number[], viewer: CommentViewer): Promise<CommentRow[]> {
  if (!parentIds.length) return [];
  return db
    .select(commentSelection)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(and(inArray(comments.parentId, parentIds), shownTo(viewer)))
    .orderBy(comments.createdAt, comments.id);
}

export async function commentById(db: Database, id: number): Promise<CommentRow | null> {
  const rows = await db
    .select(commentSelection)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(eq(comments.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertComment(
  db: Database,
  values: {
    materialId: number;
    userId: number;
    parentId: number | null;
    message: string;
    seenBySender: boolean;
    seenByRecipient: boolean;
  },
): Promise<number> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}
