/**
 * The category tree is small (class → theme → type, a few hundred nodes), so it is read whole in one
 * query with its counts and shaped in memory.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, categoryNodes, files, materialCategories, materials } from '../../db/schema';

export interface NodeRow {
  id: number;
  parentId: number | null;
  categoryId: number;
  position: number;
  title: string;
  description: string | null;
  iconUrl: string | null;
  iconKey: string | null;
  materialsCount: number;
  userMaterialsCount: number | null;
}

export interface UserCountOptions {
  userId: number;
  /**
   * Someone else counts: only name-signed materials that no administrator hid (the owner counts
   * all their own, as their own lists show them).
   */
  nameSignedOnly: boolean;
}

/**
 * Every node of the tree with what it shows (its category's title, description and icon) and its
 * materials count, in the tree's order; `extra` adds columns of the caller's.
 */
export function selectTree<TExtra extends SelectedFields>(db: Database, extra: TExtra) {
  return db
    .select({
      id: categoryNodes.id,
      parentId: categoryNodes.parentId,
      categoryId: categoryNodes.categoryId,
      position: categoryNodes.position,
      title: categories.title,
      description: categories.description,
      iconUrl: categories.iconUrl,
      iconKey: files.storageKey,
      // Kept by triggers (migrations 0006, 0010; hidden materials not counted): no count of 100,000 links per request.
      materialsCount: categoryNodes.materialsCount,
      ...extra,
    })
    .from(categoryNodes)
    .innerJoin(categories, eq(categories.id, categoryNodes.categoryId))
    .leftJoin(files, eq(files.id, categories.iconFileId))
    .orderBy(asc(categoryNodes.position), asc(categoryNodes.id));
}

export async function loadNodes(db: Database, userCount?: UserCountOptions): Promise<NodeRow[]> {
  const userMaterialsCount = userCount
    ? sql<number>`(select count(*) from ${materialCategories} inner join ${materials} on ${materials.id} = ${materialCategories.materialId}
        where ${materialCategories.nodeId} = ${categoryNodes.id} and ${materials.ownerId} = ${userCount.userId}
        ${userCount.nameSignedOnly ? sql`and ${materials.signatureType} = 'name' and ${materials.hiddenAt} is null` : sql``})`.mapWith(
        Number,
      )
    : sql<null>`null`;
  return selectTree(db, { userMaterialsCount });
}
