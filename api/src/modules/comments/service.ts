/**
 * Comments on a material (spec §2.2, §4, §6): signed-in users read them a page at a time and
 * comment; the material's owner does not comment on it (its comment form is hidden) but may
 * answer a comment; answers go one level deep (replies only below depth 2: a reply cannot be
 * answered). A new comment is seen by its author and new to its recipients (the owner; for a
 * reply also the answered comment's author), who find it in the comments inbox and the badge.
 */
import { eq } from 'drizzle-orm';
import { COMMENTS_PER_PAGE } from '@portal/contracts/constants';
import { FORM_MESSAGES, MATERIAL_ERRORS } from '@portal/contracts/messages';
import { REPORT_MESSAGES } from '@portal/contracts/schemas/reports';
import type { Comment } from '@portal/contracts/schemas/entities';
import type { CommentForm } from '@portal/contracts/schemas/forms';
import type { AuthUser } from '../../auth/plugin';
import type { Database } from '../../db/client';
import { materials, users } from '../../db/schema';
import { fieldError, forbidden, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { offsetOf, paged, type Paged } from '../shared/pagination';
import { mayReach } from '../shared/hidden';
import { presentComment, type CommentMaterialFacts } from './present';
import { commentById, insertComment, repliesTo, topLevelComments } from './repo';

/**
 * The material whose comments these are, as the viewer may reach it: one an administrator hid is
 * 404 to everyone but its owner and administrators (issue 19).
 */
async function commentedMaterial(
  db: Database,
  id: number,
  viewer: AuthUser,
): Promise<CommentMaterialFacts & { hiddenAt: Date | null }> {
  const [row] = await db
    .select({
      id: materials.id,
      title: materials.title,
      ownerId: materials.ownerId,
      signatureType: materials.signatureType,
      ownerPseudonym: users.pseudonym,
      type: materials.type,
      mimeType: materials.mimeType,
      hiddenAt: materials.hiddenAt,
    })
    .from(materials)
    .innerJoin(users, eq(users.id, materials.ownerId))
    .where(eq(materials.id, id))
    .limit(1);
  if (!row || !mayReach(row, viewer)) throw notFound();
  return row;
}

export async function commentPage(
  db: Database,
  storage: Storage,
  viewer: AuthUser,
  materialId: number,
  page: number,
): Promise<Paged<Comment>> {
  const material = await commentedMaterial(db, materialId, viewer);
  const { rows, total } = await topLevelComments(
    db,
    materialId,
    COMMENTS_PER_PAGE,
    offsetOf(page, COMMENTS_PER_PAGE),
    viewer,
  );
  const replies = await repliesTo(
    db,
    rows.map((r) => r.id),
    viewer,
  );
  const data = rows.map((row) =>
    presentComment(
      row,
      replies.filter((reply) => reply.parentId === row.id),
      material,
      viewer.id,
      storage,
      viewer.isAdmin,
    ),
  );
  return paged(data, page, COMMENTS_PER_PAGE, total);
}

export async function addComment(
  db: Database,
  storage: Storage,
  user: AuthUser,
  materialId: number,
  form: CommentForm,
): Promise<Comment> {
  const material = await commentedMaterial(db, materialId, user);
  // Its owner and administrators still see a hidden material; nobody adds to its discussion.
  if (material.hiddenAt !== null) throw forbidden(REPORT_MESSAGES.hiddenNoComments);
  const isOwner = material.ownerId === user.id;
  if (form.parent_id === null) {
    if (isOwner) throw forbidden(MATERIAL_ERRORS.ownComment);
  } else {
    const parent = await commentById(db, form.parent_id);
    // A hidden comment is not there to be answered (its author sees it, but nobody else would see the answer).
    if (!parent || parent.materialId !== materialId || parent.hiddenAt !== null) {
      throw fieldError('parent_id', FORM_MESSAGES.commentParentMissing);
    }
    if (parent.parentId !== null) throw fieldError('parent_id', FORM_MESSAGES.commentDepth);
  }
  const id = await insertComment(db, {
    materialId,
    userId: user.id,
    parentId: form.parent_id,
    message: form.message,
    seenBySender: true,
    // New to its recipients: the material's owner and, for a reply, the answered comment's author
    // (the writer is left out of their own inbox by the inbox itself). The owner only ever answers,
    // so the owner's answer is new to the one answered.
    seenByRecipient: false,
  });
  const row = (await commentById(db, id))!;
  return presentComment(row, [], material, user.id, storage);
}
