/**
 * Material reads. A list costs a fixed number of queries whatever the page size: the ids of the page
 * (read off the index that serves the filter and the sort, see pagePlan), the rows of those ids with
 * their owners and files, the total (a count kept by triggers where one fits), and the categories
 * of all rows of the page. The counters are columns of the row, kept by triggers; ORDER BY spells
 * out NULLS LAST to match the indexes of schema.ts.
 */
import { and, asc, count, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { SortKey } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import {
  bookmarks,
  categories,
  categoryNodes,
  files,
  likes,
  materialCategories,
  materialDownloads,
  materials,
  materialTotals,
  materialViews,
  users,
} from '../../db/schema';

export interface MaterialFilter {
  /** The signed-in viewer (for is_liked / has_bookmark and the bookmarks sort). */
  viewerId: number | null;
  ownerId?: number;
  /** Leave out pseudonym-signed materials (someone else is looking at the owner's materials). */
  nameSignedOnly?: boolean;
  /**
   * Keep materials an administrator hid (the owner looking at their own list); every other list
   * leaves them out (moderation, issue 19).
   */
  includeHidden?: boolean;
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
  /** The stored file's own type (what it is served with); null without a file. */
  fileMimeType: string | null;
  likes: number;
  views: number;
  downloads: number;
  isLiked: boolean;
  hasBookmark: boolean;
  /** Set when an administrator hid it (only its owner and administrators are told why). */
  hiddenAt: Date | null;
  hiddenReason: string | null;
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
    fileMimeType: materialFiles.mimeType,
    likes: materials.likesCount,
    views: materials.viewsCount,
    downloads: materials.downloadsCount,
    hiddenAt: materials.hiddenAt,
    hiddenReason: materials.hiddenReason,
    ...viewerFlags(viewerId),
  };
}

/** The material (its id in `materialId`) is attached to every one of the nodes. */
function onEveryNode(materialId: AnyPgColumn, nodeIds: number[]): SQL[] {
  // Aliased, the inner table hides its name, so "material_categories" below may be the outer row's.
  return nodeIds.map(
    (nodeId) =>
      sql`exists (select 1 from ${materialCategories} as other_links where other_links.material_id = ${materialId} and other_links.node_id = ${nodeId})`,
  );
}

/** Conditions on the material row itself (owner, signature) and on its nodes; hidden ones aside. */
function materialConditions(filter: MaterialFilter, nodeIds: number[]): SQL[] {
  const parts: SQL[] = [];
  if (filter.ownerId !== undefined) parts.push(eq(materials.ownerId, filter.ownerId));
  if (filter.nameSignedOnly) parts.push(eq(materials.signatureType, 'name'));
  return [...parts, ...onEveryNode(materials.id, nodeIds)];
}

/** A material nobody has hidden: the predicate of the partial sort indexes of schema.ts, word for word. */
export const visibleMaterial = () => isNull(materials.hiddenAt);

/** The same on a category link (its copy of the material's state): the node indexes' predicate. */
const visibleLink = () => sql`not ${materialCategories.hidden}`;

/** The sort key before "newest first", as a column of the table the page is read from. */
function sortKey(sort: SortKey, table: { likesCount: AnyPgColumn; downloadsCount: AnyPgColumn }): SQL[] {
  if (sort === 'likes') return [newestFirst(table.likesCount)];
  if (sort === 'downloads') return [newestFirst(table.downloadsCount)];
  return [];
}

const one = (rows: Array<{ total: number }>) => rows[0]?.total ?? 0;

interface PagePlan {
  /** The page's material ids (as `id`), read in list order: a subquery of the page query. */
  ids(limit: number, offset: number): SQLWrapper;
  /** The list's order again, over the page's joined rows (the same values as the ids were read by). */
  order: SQL[];
  /** Set for the bookmarks list: the page query joins the viewer's bookmarks for their order. */
  bookmarkedBy: number | null;
  total(): Promise<number>;
}

const newestMaterialsFirst = [newestFirst(materials.createdAt), newestFirst(materials.id)];

/**
 * Where a page is read from, so that an index hands it over in order and a deep page skips index
 * entries, not joined rows (bench/materials.ts: 100,000 materials):
 *  - the viewer's bookmarks: bookmarks (user, created_at, material);
 *  - one node's or a path's materials (no owner): the node's links, which carry copies of the sort
 *    keys (node, key, created_at, material), starting from the node with the fewest materials;
 *  - otherwise materials (sort key, created_at, id) or (owner, ...).
 * Totals come from the counts kept by triggers where a filter is exactly one of them: all
 * materials (material_totals) or one node (category_nodes.materials_count). Hidden materials are in
 * neither, nor in the sort indexes (partial, migration 0010); only an owner's own list shows them.
 */
function pagePlan(db: Database, filter: MaterialFilter): PagePlan {
  const { viewerId } = filter;
  const nodeIds = [...new Set(filter.nodeIds ?? [])];
  const onMaterial = filter.ownerId !== undefined || filter.nameSignedOnly === true;

  if (filter.sort === 'bookmarks' && viewerId !== null) {
    // A bookmarked material that an administrator hid is out of the list until restored: the
    // bookmarks always meet their materials (by primary key, a page's worth of rows).
    const where = and(
      eq(bookmarks.userId, viewerId),
      ...(onMaterial ? materialConditions(filter, []) : []),
      ...(filter.includeHidden ? [] : [visibleMaterial()]),
      ...onEveryNode(bookmarks.materialId, nodeIds),
    );
    // Builders are mutable: a fresh one for each query.
    const from = <Q extends PgSelect>(query: Q) => query.innerJoin(materials, eq(materials.id, bookmarks.materialId));
    const order = [newestFirst(bookmarks.createdAt), newestFirst(bookmarks.materialId)];
    return {
      ids: (limit, offset) =>
        from(db.select({ id: bookmarks.materialId }).from(bookmarks).$dynamic())
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      order,
      bookmarkedBy: viewerId,
      total: async () => one(await from(db.select({ total: count() }).from(bookmarks).$dynamic()).where(where)),
    };
  }

  const order = [...sortKey(filter.sort, materials), ...newestMaterialsFirst];
  if (nodeIds.length && !onMaterial) {
    const driver =
      nodeIds.length === 1
        ? sql`${nodeIds[0]}`
        : sql`(select ${categoryNodes.id} from ${categoryNodes} where ${inArray(categoryNodes.id, nodeIds)} order by ${categoryNodes.materialsCount}, ${categoryNodes.id} limit 1)`;
    const where = and(
      eq(materialCategories.nodeId, driver),
      visibleLink(),
      ...(nodeIds.length > 1 ? onEveryNode(materialCategories.materialId, nodeIds) : []),
    );
    return {
      ids: (limit, offset) =>
        db
          .select({ id: materialCategories.materialId })
          .from(materialCategories)
          .where(where)
          .orderBy(
            ...sortKey(filter.sort, materialCategories),
            newestFirst(materialCategories.createdAt),
            newestFirst(materialCategories.materialId),
          )
          .limit(limit)
          .offset(offset),
      order,
      bookmarkedBy: null,
      total: async () =>
        nodeIds.length === 1
          ? one(
              await db
                .select({ total: categoryNodes.materialsCount })
                .from(categoryNodes)
                .where(eq(categoryNodes.id, nodeIds[0]!)),
            )
          : one(await db.select({ total: count() }).from(materialCategories).where(where)),
    };
  }

  const conditions = materialConditions(filter, nodeIds);
  const everyVisible = conditions.length === 0 && !filter.includeHidden;
  const where = and(...conditions, ...(filter.includeHidden ? [] : [visibleMaterial()]));
  return {
    ids: (limit, offset) =>
      db
        .select({ id: materials.id })
        .from(materials)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    order,
    bookmarkedBy: null,
    total: async () =>
      everyVisible
        ? one(await db.select({ total: materialTotals.materialsCount }).from(materialTotals))
        : one(await db.select({ total: count() }).from(materials).where(where)),
  };
}

export async function listMaterials(
  db: Database,
  filter: MaterialFilter,
  limit: number,
  offset: number,
): Promise<{ rows: MaterialRow[]; total: number }> {
  if (filter.sort === 'bookmarks' && filter.viewerId === null) return { rows: [], total: 0 };
  const plan = pagePlan(db, filter);
  // The page's ids first (index entries only), then the joins for those rows alone.
  const base = db
    .select(selection(filter.viewerId))
    .from(materials)
    .innerJoin(users, eq(users.id, materials.ownerId))
    .leftJoin(avatarFiles, eq(avatarFiles.id, users.avatarFileId))
    .leftJoin(materialFiles, eq(materialFiles.id, materials.fileId))
    .$dynamic();
  const page =
    plan.bookmarkedBy !== null
      ? base.innerJoin(bookmarks, and(eq(bookmarks.materialId, materials.id), eq(bookmarks.userId, plan.bookmarkedBy)))
      : base;
  const rows = await page.where(inArray(materials.id, plan.ids(limit, offset))).orderBy(...plan.order);
  return { rows, total: await plan.total() };
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

/**
 * Which of these materials the viewer has liked and bookmarked, or of all materials without `materialIds`
 * (kept per viewer: a teacher's marks are a few hundred ids): one query over both tables' keys.
 */
export async function viewerMarks(
  db: Database,
  viewerId: number,
  materialIds?: number[],
): Promise<{ liked: Set<number>; bookmarked: Set<number> }> {
  const liked = new Set<number>();
  const bookmarked = new Set<number>();
  if (materialIds && !materialIds.length) return { liked, bookmarked };
  const ids = materialIds && [...new Set(materialIds)];
  const rows = await db
    .select({ materialId: likes.materialId, kind: sql<string>`'like'` })
    .from(likes)
    .where(and(eq(likes.userId, viewerId), ids && inArray(likes.materialId, ids)))
    .unionAll(
      db
        .select({ materialId: bookmarks.materialId, kind: sql<string>`'bookmark'` })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, viewerId), ids && inArray(bookmarks.materialId, ids))),
    );
  for (const row of rows) (row.kind === 'like' ? liked : bookmarked).add(row.materialId);
  return { liked, bookmarked };
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

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** What the rules of an edit, a delete or a file request need to know about a material. */
export interface MaterialFacts {
  id: number;
  ownerId: number;
  /** Hidden by an administrator: only its owner and administrators may reach it. */
  hiddenAt: Date | null;
  type: 'file' | 'link';
  title: string;
  fileId: number | null;
  storageKey: string | null;
  originalName: string | null;
  mimeType: string | null;
}

export async function materialFacts(db: Database, id: number): Promise<MaterialFacts | null> {
  const rows = await db
    .select({
      id: materials.id,
      ownerId: materials.ownerId,
      hiddenAt: materials.hiddenAt,
      type: materials.type,
      title: materials.title,
      fileId: materials.fileId,
      storageKey: files.storageKey,
      originalName: files.originalName,
      // The file's stored type is the one it is served with.
      mimeType: sql<string | null>`coalesce(${files.mimeType}, ${materials.mimeType})`,
    })
    .from(materials)
    .leftJoin(files, eq(files.id, materials.fileId))
    .where(eq(materials.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export interface PathNode {
  id: number;
  parentId: number | null;
  title: string;
  hasChildren: boolean;
}

/** The named nodes with their category titles (unknown ids are simply missing). */
export async function nodesByIds(db: Database, ids: number[]): Promise<PathNode[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: categoryNodes.id,
      parentId: categoryNodes.parentId,
      title: categories.title,
      hasChildren:
        sql<boolean>`exists (select 1 from ${categoryNodes} as child_nodes where child_nodes.parent_id = ${categoryNodes.id})`.mapWith(
          Boolean,
        ),
    })
    .from(categoryNodes)
    .innerJoin(categories, eq(categories.id, categoryNodes.categoryId))
    .where(inArray(categoryNodes.id, [...new Set(ids)]));
}

export interface StoredFileValues {
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

export async function insertFile(db: Database, file: StoredFileValues): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({ ...file, isPublic: false })
    .returning({ id: files.id });
  return row!.id;
}

export async function deleteFileRow(db: Database, fileId: number): Promise<void> {
  await db.delete(files).where(eq(files.id, fileId));
}

export interface MaterialValues {
  title: string;
  description: string | null;
  type: 'file' | 'link';
  uri: string | null;
  signatureType: 'name' | 'pseudonym';
}

export async function insertMaterial(
  db: Database,
  values: MaterialValues & { ownerId: number; fileId: number | null; mimeType: string | null },
  nodeIds: number[],
): Promise<number> {
  const [row] = await db.insert(materials).values(values).returning({ id: materials.id });
  const id = row!.id;
  await db.insert(materialCategories).values(nodeIds.map((nodeId) => ({ materialId: id, nodeId })));
  return id;
}

export async function updateMaterialRow(
  db: Database,
  id: number,
  values: MaterialValues & { fileId?: number | null; mimeType?: string | null },
  nodeIds: number[],
): Promise<void> {
  await db.update(materials).set(values).where(eq(materials.id, id));
  await db.delete(materialCategories).where(eq(materialCategories.materialId, id));
  await db.insert(materialCategories).values(nodeIds.map((nodeId) => ({ materialId: id, nodeId })));
}

/** Deletes the material (its likes, views, comments... go with it) and its file row. */
export async function deleteMaterialRow(db: Database, id: number, fileId: number | null): Promise<void> {
  await db.delete(materials).where(eq(materials.id, id));
  if (fileId !== null) await deleteFileRow(db, fileId);
}

// ---------------------------------------------------------------------------------------------
// Likes, bookmarks, views, downloads (the counts on the row follow by trigger)
// ---------------------------------------------------------------------------------------------

export async function setLike(db: Database, userId: number, materialId: number, on: boolean): Promise<void> {
  if (on) await db.insert(likes).values({ userId, materialId }).onConflictDoNothing();
  else await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.materialId, materialId)));
}

export async function setBookmark(db: Database, userId: number, materialId: number, on: boolean): Promise<void> {
  if (on) await db.insert(bookmarks).values({ userId, materialId }).onConflictDoNothing();
  else await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.materialId, materialId)));
}

/**
 * One view per viewer per material per clock hour: the unique index on (material, viewer, hour)
 * makes a second one in the same hour a no-op, also when two arrive at once. True when counted.
 */
export async function insertView(
  db: Database,
  materialId: number,
  userId: number | null,
  viewerKey: string,
): Promise<boolean> {
  const rows = await db
    .insert(materialViews)
    .values({ materialId, userId, viewerKey, countedHour: sql`date_trunc('hour', now())` })
    .onConflictDoNothing()
    .returning({ id: materialViews.id });
  return rows.length > 0;
}

/** A download by `userId` (null when that account has gone since the link was made). */
export async function insertDownload(db: Database, materialId: number, userId: number | null): Promise<void> {
  const who =
    userId === null ? null : sql<number | null>`(select ${users.id} from ${users} where ${users.id} = ${userId})`;
  await db.insert(materialDownloads).values({ materialId, userId: who });
}
