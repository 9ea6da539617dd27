/**
 * The comments inbox (spec §2.2 Inbox, §7): others' comments on the user's materials and others'
 * replies to the user's comments, newest first. Such a comment is new to the user while its
 * seen_by_recipient flag is false; the header badge (GET /api/user/inbox/statistics) counts
 * exactly these.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { comments, files, materials, users } from '../../db/schema';
import { commentSelection } from '../shared/commentColumns';

const parents = alias(comments, 'parent_comments');

/**
 * The ids of the comments in the user's inbox, as the union of two lookups that each start from an
 * index: the comments on the user's materials (materials by owner, then comments by material) and
 * the replies to the user's comments (comments by author, then replies by parent). One query with
 * `owner = me OR parent author = me` over the joined tables could use neither index and read every
 * comment: at 100,000 materials the header's badge answered in 1.5 s (npm run bench, issue 10).
 *
 * What an administrator hid is not in it (issue 19): a hidden comment, an answer to a hidden comment
 * (unless the user wrote that comment), and a reply on a hidden material (unless it is the user's).
 */
function inboxIds(userId: number, onlyUnseen: boolean): SQL {
  const unseen = onlyUnseen ? sql` and c.seen_by_recipient = false` : sql``;
  return sql`(
    select c.id from ${comments} c join ${materials} m on m.id = c.material_id
      left join ${comments} p on p.id = c.parent_id
     where m.owner_id = ${userId} and c.user_id <> ${userId} and c.hidden_at is null
       and (p.id is null or p.hidden_at is null or p.user_id = ${userId})${unseen}
    union
    select c.id from ${comments} c join ${comments} p on p.id = c.parent_id
      join ${materials} m on m.id = c.material_id
     where p.user_id = ${userId} and c.user_id <> ${userId} and c.hidden_at is null
       and (m.hidden_at is null or m.owner_id = ${userId})${unseen}
  )`;
}

async function countOf(db: Database, ids: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`${ids} as inbox`);
  return Number(row?.n ?? 0);
}

export function countNewInboxComments(db: Database, userId: number): Promise<number> {
  return countOf(db, inboxIds(userId, true));
}

export async function inboxComments(db: Database, userId: number, limit: number, offset: number) {
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
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(sql`${comments.id} in ${inboxIds(userId, false)}`)
    .orderBy(sql`${comments.createdAt} desc`, sql`${comments.id} desc`)
    .limit(limit)
    .offset(offset);
  return { rows, total: await countOf(db, inboxIds(userId, false)) };
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
