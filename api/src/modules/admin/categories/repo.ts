/**
 * SQL of the administrators' category tree. The tree is small (a few hundred nodes), so it is read
 * whole and its rules (levels, subtrees, sibling titles) are checked in memory (service.ts), inside
 * the transaction that changes it.
 */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, categoryNodes, files, materialCategories } from '../../../db/schema';
import { selectTree } from '../../shared/categoryTree';

export interface AdminNodeRow {
  id: number;
  parentId: number | null;
  categoryId: number;
  position: number;
  title: string;
  description: string | null;
  iconUrl: string | null;
  iconFileId: number | null;
  iconKey: string | null;
  materialsCount: number;
}

export async function loadAdminNodes(db: Database): Promise<AdminNodeRow[]> {
  return selectTree(db, { iconFileId: categories.iconFileId });
}

/**
 * Folders whose public images are the portal's own icons (the seed's drawings; icons uploaded here
 * go to ICON_FOLDER), offered to pick for a category beside every icon a category already has.
 */
export const ICON_FOLDER = 'category-icons';
const ICON_KEY_PATTERNS = ['demo/icons/%', 'base/icons/%', 'icons/%', `${ICON_FOLDER}/%`];

export interface IconRow {
  id: number;
  storageKey: string;
  originalName: string;
}

/** Used by a category, or a public image in one of the icon folders. */
const isIcon = () =>
  or(
    sql`${files.id} in (select ${categories.iconFileId} from ${categories} where ${categories.iconFileId} is not null)`,
    and(
      eq(files.isPublic, true),
      sql`${files.mimeType} like 'image/%'`,
      or(...ICON_KEY_PATTERNS.map((pattern) => sql`${files.storageKey} like ${pattern}`)),
    ),
  );

/** The icons an administrator may pick, by name. */
export async function loadIcons(db: Database): Promise<IconRow[]> {
  return db
    .select({ id: files.id, storageKey: files.storageKey, originalName: files.originalName })
    .from(files)
    .where(isIcon())
    .orderBy(asc(files.originalName), asc(files.id));
}

export async function findIcon(db: Database, id: number): Promise<IconRow | null> {
  const [row] = await db
    .select({ id: files.id, storageKey: files.storageKey, originalName: files.originalName })
    .from(files)
    .where(and(eq(files.id, id), isIcon()))
    .limit(1);
  return row ?? null;
}

/** Materials attached to a node, counted from the links themselves (hidden ones too). */
export async function countNodeMaterials(db: Database, nodeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(materialCategories).where(eq(materialCategories.nodeId, nodeId));
  return row?.n ?? 0;
}

export async function countChildren(db: Database, nodeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categoryNodes).where(eq(categoryNodes.parentId, nodeId));
  return row?.n ?? 0;
}

/** Locks the node's row against new links, children and other writers until the transaction ends. */
export async function lockNode(db: Database, nodeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: categoryNodes.id })
    .from(categoryNodes)
    .where(eq(categoryNodes.id, nodeId))
    .for('update');
  return rows.length > 0;
}

/** Every change of the tree's shape waits for the one before it (two moves cannot make a loop). */
const TREE_LOCK = 190_012;

export async function lockTree(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
}

/** Gives `ids` (one parent's children, in their new order) the positions 1..n. */
export async function renumber(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(categoryNodes)
    .set({
      position: sql`case ${categoryNodes.id} ${sql.join(
        ids.map((id, index) => sql`when ${id}::integer then ${index + 1}::integer`),
        sql` `,
      )} end`,
    })
    .where(inArray(categoryNodes.id, [...ids]));
}

/**
 * A node moved to another parent on the same level: its materials leave the old ancestors' nodes
 * and join the new ones (a material sits on every node of its path). The counts follow by trigger.
 */
export async function relinkMaterials(
  db: Database,
  nodeId: number,
  oldAncestors: readonly number[],
  newAncestors: readonly number[],
): Promise<void> {
  const below = sql`(select ${materialCategories.materialId} from ${materialCategories} where ${materialCategories.nodeId} = ${nodeId})`;
  const leaving = oldAncestors.filter((id) => !newAncestors.includes(id));
  if (leaving.length > 0) {
    await db
      .delete(materialCategories)
      .where(and(inArray(materialCategories.nodeId, leaving), sql`${materialCategories.materialId} in ${below}`));
  }
  for (const ancestor of newAncestors.filter((id) => !oldAncestors.includes(id))) {
    await db.execute(
      sql`insert into ${materialCategories} (material_id, node_id) select material_id, ${ancestor}::integer from ${materialCategories} where node_id = ${nodeId} on conflict do nothing`,
    );
  }
}

/** Whether any node still shows the category. */
export async function categoryInUse(db: Database, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categoryNodes.id })
    .from(categoryNodes)
    .where(eq(categoryNodes.categoryId, categoryId))
    .limit(1);
  return row !== undefined;
}

/** An uploaded icon (ICON_FOLDER) no category uses any more: its row goes, and its key is returned to delete. */
export async function dropUnusedUploadedIcon(db: Database, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  const [used] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.iconFileId, fileId))
    .limit(1);
  if (used) return null;
  const [gone] = await db
    .delete(files)
    .where(and(eq(files.id, fileId), sql`${files.storageKey} like ${`${ICON_FOLDER}/%`}`))
    .returning({ key: files.storageKey });
  return gone?.key ?? null;
}
