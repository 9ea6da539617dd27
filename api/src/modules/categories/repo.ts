/**
 * The category tree is small (class → theme → type, a few hundred nodes), so it is read whole in one
 * query with its counts and shaped in memory.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categoryNodes, materialCategories, materials } from '../../db/schema';
import { selectTree } from '../shared/categoryTree';

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
