/**
 * The category tree's one query, read by the catalogue (categories/repo.ts) and by its
 * administration (admin/categories/repo.ts), each adding columns of its own.
 */
import { asc, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, categoryNodes, files } from '../../db/schema';

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
