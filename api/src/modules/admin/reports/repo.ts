/**
 * SQL of moderation (issue 19): the reported items as the rules need them, reports (one open per
 * person and item: the partial unique index `reports_open_unique`), the administrators' queue
 * grouped per item, the hidden marks, and the owners' notices.
 */
import { and, count, desc, eq, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportItemType, ReportReason } from '@portal/contracts/schemas/reports';
import type { Database } from '../../../db/client';
import { comments, files, materials, notices, reports, users } from '../../../db/schema';

/** A reported (or moderated) item with its owner and, for a comment, its material. */
export interface ItemFacts {
  type: ReportItemType;
  id: number;
  /** the material's owner, or the comment's author */
  ownerId: number;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  /** the material itself, or the comment's material */
  materialId: number;
  materialTitle: string;
  materialOwnerId: number;
  materialHiddenAt: Date | null;
  /** a comment's text (null for a material) */
  message: string | null;
  /** a comment's parent: the rule "answers of a hidden comment are hidden with it" needs it */
  parentHiddenAt: Date | null;
  parentAuthorId: number | null;
  /** a material's stored file, deleted with it */
  fileId: number | null;
  storageKey: string | null;
  materialType: 'file' | 'link';
}

const parents = alias(comments, 'parent_comments');
const commentMaterials = alias(materials, 'comment_materials');

export async function materialItem(db: Database, id: number): Promise<ItemFacts | null> {
  const [row] = await db
    .select({
      id: materials.id,
      ownerId: materials.ownerId,
      hiddenAt: materials.hiddenAt,
      hiddenReason: materials.hiddenReason,
      title: materials.title,
      fileId: materials.fileId,
      storageKey: files.storageKey,
      type: materials.type,
    })
    .from(materials)
    .leftJoin(files, eq(files.id, materials.fileId))
    .where(eq(materials.id, id))
    .limit(1);
  if (!row) return null;
  return {
    type: 'material',
    id: row.id,
    ownerId: row.ownerId,
    hiddenAt: row.hiddenAt,
    hiddenReason: row.hiddenReason,
    materialId: row.id,
    materialTitle: row.title,
    materialOwnerId: row.ownerId,
    materialHiddenAt: row.hiddenAt,
    message: null,
    parentHiddenAt: null,
    parentAuthorId: null,
    fileId: row.fileId,
    storageKey: row.storageKey,
    materialType: row.type,
  };
}

export async function commentItem(db: Database, id: number): Promise<ItemFacts | null> {
  const [row] = await db
    .select({
      id: comments.id,
      ownerId: comments.userId,
      hiddenAt: comments.hiddenAt,
      hiddenReason: comments.hiddenReason,
      message: comments.message,
      materialId: commentMaterials.id,
      materialTitle: commentMaterials.title,
      materialOwnerId: commentMaterials.ownerId,
      materialHiddenAt: commentMaterials.hiddenAt,
      materialType: commentMaterials.type,
      parentHiddenAt: parents.hiddenAt,
      parentAuthorId: parents.userId,
    })
    .from(comments)
    .innerJoin(commentMaterials, eq(commentMaterials.id, comments.materialId))
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .where(eq(comments.id, id))
    .limit(1);
  if (!row) return null;
  return { type: 'comment', ...row, fileId: null, storageKey: null };
}

export function itemFacts(db: Database, type: ReportItemType, id: number): Promise<ItemFacts | null> {
  return type === 'material' ? materialItem(db, id) : commentItem(db, id);
}

/** Null when the reporter has an open report on the item already (the partial unique index). */
export async function insertReport(
  db: Database,
  values: {
    itemType: ReportItemType;
    itemId: number;
    reporterId: number;
    reason: ReportReason;
    message: string | null;
  },
): Promise<typeof reports.$inferSelect | null> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

const openReportsOf = (type: ReportItemType, id: number) =>
  and(eq(reports.itemType, type), eq(reports.itemId, id), isNull(reports.resolvedAt));

export async function countOpenReports(db: Database, type: ReportItemType, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(openReportsOf(type, id));
  return row?.n ?? 0;
}

/** Resolves the item's open reports with the decision; answers how many. */
export async function resolveReports(
  db: Database,
  type: ReportItemType,
  id: number,
  resolution: 'hidden' | 'restored' | 'dismissed' | 'deleted',
  resolvedBy: number,
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ resolvedAt: sql`now()`, resolution, resolvedBy })
    .where(openReportsOf(type, id))
    .returning({ id: reports.id });
  return rows.length;
}

/**
 * Sets or clears the item's hidden mark when it is in the other state; null when it was not (a
 * second administrator was quicker), so each decision happens once.
 */
export async function setHidden(
  db: Database,
  type: ReportItemType,
  id: number,
  hidden: { reason: string } | null,
): Promise<{ hiddenAt: Date | null; hiddenReason: string | null } | null> {
  const table = type === 'material' ? materials : comments;
  const values = hidden
    ? { hiddenAt: sql`now()`, hiddenReason: hidden.reason }
    : { hiddenAt: null, hiddenReason: null };
  const [row] = await db
    .update(table)
    .set(values as { hiddenAt: Date | null; hiddenReason: string | null })
    .where(and(eq(table.id, id), hidden ? isNull(table.hiddenAt) : sql`${table.hiddenAt} is not null`))
    .returning({ hiddenAt: table.hiddenAt, hiddenReason: table.hiddenReason });
  return row ?? null;
}

export async function deleteCommentRow(db: Database, id: number): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

export interface OwnerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export async function ownerOf(db: Database, userId: number): Promise<OwnerRow | null> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function insertNotice(
  db: Database,
  values: { userId: number; kind: string; materialId: number | null; commentId: number | null; text: string },
): Promise<void> {
  await db.insert(notices).values(values);
}

// ---------------------------------------------------------------------------------------------
// The queue
// ---------------------------------------------------------------------------------------------

export interface QueueGroupRow {
  itemType: ReportItemType;
  itemId: number;
  count: number;
  latestAt: Date;
}

/** Items with open reports, the one with the newest report first (reports_open_created_at_idx). */
export async function queueGroups(
  db: Database,
  limit: number,
  offset: number,
): Promise<{ rows: QueueGroupRow[]; total: number }> {
  const latest = max(reports.createdAt);
  const rows = await db
    .select({ itemType: reports.itemType, itemId: reports.itemId, count: count(), latestAt: latest })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.itemType, reports.itemId)
    .orderBy(desc(latest), reports.itemType, desc(reports.itemId))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: sql<number>`count(distinct (${reports.itemType}, ${reports.itemId}))`.mapWith(Number) })
    .from(reports)
    .where(isNull(reports.resolvedAt));
  return {
    rows: rows.map((row) => ({ ...row, latestAt: row.latestAt ?? new Date(0) })),
    total: total?.n ?? 0,
  };
}

export interface QueuedReportRow {
  id: number;
  itemType: ReportItemType;
  itemId: number;
  reason: ReportReason;
  message: string | null;
  createdAt: Date;
  reporterId: number;
  reporterFirstName: string;
  reporterLastName: string;
}

/** The open reports of these items, newest first. */
export async function openReportsOfItems(
  db: Database,
  items: Array<{ itemType: ReportItemType; itemId: number }>,
): Promise<QueuedReportRow[]> {
  if (!items.length) return [];
  const byType = (type: ReportItemType): SQL | undefined => {
    const ids = items.filter((item) => item.itemType === type).map((item) => item.itemId);
    return ids.length ? and(eq(reports.itemType, type), inArray(reports.itemId, ids)) : undefined;
  };
  return db
    .select({
      id: reports.id,
      itemType: reports.itemType,
      itemId: reports.itemId,
      reason: reports.reason,
      message: reports.message,
      createdAt: reports.createdAt,
      reporterId: users.id,
      reporterFirstName: users.firstName,
      reporterLastName: users.lastName,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(isNull(reports.resolvedAt), or(byType('material'), byType('comment'))))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

export interface QueueMaterialRow {
  id: number;
  title: string;
  ownerId: number;
  signatureType: 'name' | 'pseudonym';
  ownerFirstName: string;
  ownerLastName: string;
  ownerPseudonym: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

export async function queueMaterials(db: Database, ids: number[]): Promise<Map<number, QueueMaterialRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: materials.id,
      title: materials.title,
      ownerId: materials.ownerId,
      signatureType: materials.signatureType,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerPseudonym: users.pseudonym,
      hiddenAt: materials.hiddenAt,
      hiddenReason: materials.hiddenReason,
    })
    .from(materials)
    .innerJoin(users, eq(users.id, materials.ownerId))
    .where(inArray(materials.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface QueueCommentRow {
  id: number;
  materialId: number;
  userId: number;
  message: string;
  createdAt: Date;
  authorFirstName: string;
  authorLastName: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

export async function queueComments(db: Database, ids: number[]): Promise<Map<number, QueueCommentRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: comments.id,
      materialId: comments.materialId,
      userId: comments.userId,
      message: comments.message,
      createdAt: comments.createdAt,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      hiddenAt: comments.hiddenAt,
      hiddenReason: comments.hiddenReason,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

// ---------------------------------------------------------------------------------------------
// Notices
// ---------------------------------------------------------------------------------------------

export async function noticePage(db: Database, userId: number, limit: number, offset: number) {
  const rows = await db
    .select({
      id: notices.id,
      kind: notices.kind,
      text: notices.text,
      materialId: materials.id,
      materialTitle: materials.title,
      commentId: notices.commentId,
      createdAt: notices.createdAt,
      seenAt: notices.seenAt,
    })
    .from(notices)
    .leftJoin(materials, eq(materials.id, notices.materialId))
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(notices).where(eq(notices.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

/** False when the notice is not the user's. */
export async function markNoticeSeen(db: Database, userId: number, id: number): Promise<boolean> {
  const [own] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.userId, userId)))
    .limit(1);
  if (!own) return false;
  await db
    .update(notices)
    .set({ seenAt: sql`now()` })
    .where(and(eq(notices.id, id), isNull(notices.seenAt)));
  return true;
}
