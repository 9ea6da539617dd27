/**
 * Material reads. A list costs a fixed number of queries whatever the page size: the page in one
 * query (the counters are columns of the row, kept by triggers), the total in one more, and the
 * categories of all rows of the page in a third. Each sort is served by an index of its own
 * (schema.ts): ORDER BY spells out NULLS LAST to match them.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortKey } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import {
  bookmarks,
  categories,
  categoryNodes,
  files,
  likes,
  materialCategories,
  materials,
  users,
} from '../../db/schema';

export interface MaterialFilter {
  /** The signed-in viewer (for is_liked / has_bookmark and the bookmarks sort). */
  viewerId: number | null;
  ownerId?: number;
  /** Leave out pseudonym-signed materials (someone else is looking at the owner's materials). */
  nameSignedOnly?: boolean;
  /** A material must be attached to every one of these nodes. */
  nodeIds?: number[];
  sort: SortKey;
}

export interface MaterialRow {
  id: number;
  title: string;
  description: string | null;
  type: 'file' | 'link';
  uri: string | null;
  mimeType: string | null;
  signatureType: 'name' | 'pseudonym';
  createdAt: Date;
  ownerId: number;
  ownerFirstName: string;
  ownerLastName: string;
  ownerPseudonym: string | null;
  ownerAvatarKey: string | null;
  note: string | null;
  fileName: string | null;
  likes: number;
  views: number;
  downloads: number;
  isLiked: boolean;
  hasBookmark: boolean;
}

export interface MaterialNode {
  id: number;
  parentId: number | null;
  categoryId: number;
  title: string;
  hasChildren: boolean;
}

/** Material files and owners' avatars both live in `files`: two aliases of it. */
const avatarFiles = alias(files, 'avatar_files');
const materialFiles = alias(files, 'material_files');

/** `column DESC NULLS LAST`: the order the sort indexes are built in (drizzle's desc() leaves NULLS FIRST). */
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

function viewerFlags(viewerId: number | null) {
  if (viewerId === null) {
    return { isLiked: sql<boolean>`false`.mapWith(Boolean), hasBookmark: sql<boolean>`false`.mapWith(Boolean) };
  }
  return {
    isLiked:
      sql<boolean>`exists (select 1 from ${likes} where ${likes.materialId} = ${materials.id} and ${likes.userId} = ${viewerId})`.mapWith(
        Boolean,
      ),
    hasBookmark:
      sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.materialId} = ${materials.id} and ${bookmarks.userId} = ${viewerId})`.mapWith(
        Boolean,
      ),
  };
}

function selection(viewerId: number | null) {
  return {
    id: materials.id,
    title: materials.title,
    description: materials.description,
    type: materials.type,
    uri: materials.uri,
    mimeType: materials.mimeType,
    signatureType: materials.signatureType,
    createdAt: materials.createdAt,
    ownerId: materials.ownerId,
    ownerFirstName: users.firstName,
    ownerLastName: users.lastName,
    ownerPseudonym: users.pseudonym,
    ownerAvatarKey: avatarFiles.storageKey,
    note: materials.note,
    fileName: materialFiles.originalName,
    likes: materials.likesCount,
    views: materials.viewsCount,
    downloads: materials.downloadsCount,
    ...viewerFlags(viewerId),
  };
}

function conditions(filter: MaterialFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.ownerId !== undefined) parts.push(eq(materials.ownerId, filter.ownerId));
  if (filter.nameSignedOnly) parts.push(eq(materials.signatureType, 'name'));
  const nodeIds = [...new Set(filter.nodeIds ?? [])];
  if (nodeIds.length) {
    parts.push(
      inArray(
        materials.id,
        sql`(select ${materialCategories.materialId} from ${materialCategories} where ${inArray(materialCategories.nodeId, nodeIds)} group by ${materialCategories.materialId} having count(*) = ${nodeIds.length})`,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

function ordering(sort: SortKey): SQL[] {
  const newest = [newestFirst(materials.createdAt), newestFirst(materials.id)];
  switch (sort) {
    case 'likes':
      return [newestFirst(materials.likesCount), ...newest];
    case 'downloads':
      return [newestFirst(materials.downloadsCount), ...newest];
    case 'bookmarks':
      return [newestFirst(bookmarks.createdAt), ...newest];
    default:
      return newest;
  }
}

export async function listMaterials(
  db: Database,
  filter: MaterialFilter,
  limit: number,
  offset: number,
): Promise<{ rows: MaterialRow[]; total: number }> {
  const where = conditions(filter);
  const bookmarkedBy = filter.sort === 'bookmarks' ? filter.viewerId : null;
  if (filter.sort === 'bookmarks' && bookmarkedBy === null) return { rows: [], total: 0 };

  const base = db
    .select(selection(filter.viewerId))
    .from(materials)
    .innerJoin(users, eq(users.id, materials.ownerId))
    .leftJoin(avatarFiles, eq(avatarFiles.id, users.avatarFileId))
    .leftJoin(materialFiles, eq(materialFiles.id, materials.fileId));
  const page =
    bookmarkedBy !== null
      ? base.innerJoin(bookmarks, and(eq(bookmarks.materialId, materials.id), eq(bookmarks.userId, bookmarkedBy)))
      : base;
  const rows = await page
    .where(where)
    .orderBy(...ordering(filter.sort))
    .limit(limit)
    .offset(offset);

  const countBase = db.select({ total: count() }).from(materials);
  const counted =
    bookmarkedBy !== null
      ? countBase.innerJoin(bookmarks, and(eq(bookmarks.materialId, materials.id), eq(bookmarks.userId, bookmarkedBy)))
      : countBase;
  const [totals] = await counted.where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findMaterial(db: Database, id: number, viewerId: number | null): Promise<MaterialRow | null> {
  const rows = await db
    .select(selection(viewerId))
    .from(materials)
    .innerJoin(users, eq(users.id, materials.ownerId))
    .leftJoin(avatarFiles, eq(avatarFiles.id, users.avatarFileId))
    .leftJoin(materialFiles, eq(materialFiles.id, materials.fileId))
    .where(eq(materials.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The category nodes of many materials in one query, keyed by material id. */
export async function materialNodes(db: Database, materialIds: number[]): Promise<Map<number, MaterialNode[]>> {
  const result = new Map<number, MaterialNode[]>();
  if (!materialIds.length) return result;
  const rows = await db
    .select({
      materialId: materialCategories.materialId,
      id: categoryNodes.id,
      parentId: categoryNodes.parentId,
      categoryId: categoryNodes.categoryId,
      title: categories.title,
      // Aliased, the inner table hides its name, so "category_nodes"."id" is the outer row's.
      hasChildren:
        sql<boolean>`exists (select 1 from ${categoryNodes} as child_nodes where child_nodes.parent_id = ${categoryNodes.id})`.mapWith(
          Boolean,
        ),
    })
    .from(materialCategories)
    .innerJoin(categoryNodes, eq(categoryNodes.id, materialCategories.nodeId))
    .innerJoin(categories, eq(categories.id, categoryNodes.categoryId))
    .where(inArray(materialCategories.materialId, [...new Set(materialIds)]))
    .orderBy(asc(materialCategories.materialId), asc(categoryNodes.id));
  for (const row of rows) {
    const list = result.get(row.materialId) ?? [];
    list.push({
      id: row.id,
      parentId: row.parentId,
      categoryId: row.categoryId,
      title: row.title,
      hasChildren: row.hasChildren,
    });
    result.set(row.materialId, list);
  }
  return result;
}
