/**
 * The comments inbox (spec §2.2 Inbox, §7): others' comments on the user's materials and others'
 * replies to the user's comments, newest first. Such a comment is new to the user while its
 * seen_by_recipient flag is false; the header badge (GET /api/user/inbox/statistics) counts
 * exactly these.
 */
import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { comments, files, materials, users } from '../../db/schema';
import { commentSelection } from '../comments/repo';

const parents = alias(comments, 'parent_comments');

/** The comments of the user's inbox (joined with materials and parents as in `inboxFrom`). */
function inboxWhere(userId: number): SQL {
  return and(ne(comments.userId, userId), or(eq(materials.ownerId, userId), eq(parents.userId, userId)))!;
}

export async function countNewInboxComments(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .innerJoin(materials, eq(materials.id, comments.materialId))
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .where(and(inboxWhere(userId), eq(comments.seenByRecipient, false)));
  return row?.n ?? 0;
}

export async function inboxComments(db: Database, userId: number, limit: number, offset: number) {
  const where = inboxWhere(userId);
  const rows = await db
    .select({
      ...commentSelection,
      material: {
        id: materials.id,
        title: materials.title,
        ownerId: materials.ownerId,
        signatureType: materials.signatureType,
        ownerPseudonym: sql<
          string | null
        >`(select ${users.pseudonym} from ${users} where ${users.id} = ${materials.ownerId})`,
        type: materials.type,
        mimeType: materials.mimeType,
      },
    })
    .from(comments)
    .innerJoin(materials, eq(materials.id, comments.materialId))
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(where)
    .orderBy(sql`${comments.createdAt} desc`, sql`${comments.id} desc`)
    .limit(limit)
    .offset(offset);
  const [totalRow] = await db
    .select({ n: count() })
    .from(comments)
    .innerJoin(materials, eq(materials.id, comments.materialId))
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .where(where);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Marks a comment of the user's inbox (or the user's own comment) seen on both sides; false when it is neither. */
export async function markInboxCommentSeen(db: Database, userId: number, commentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(materials, eq(materials.id, comments.materialId))
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .where(
      and(
        eq(comments.id, commentId),
        or(eq(comments.userId, userId), eq(materials.ownerId, userId), eq(parents.userId, userId)),
      ),
    )
    .limit(1);
  if (!row) return false;
  await db.update(comments).set({ seenBySender: true, seenByRecipient: true }).where(eq(comments.id, commentId));
  return true;
}
