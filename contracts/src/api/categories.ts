/** The category tree (spec §7), over the endpoint table's entries (endpoints/categories.ts). */
import type { MaterialType } from '@portal/contracts/constants';
import type { CategoryEndpoints } from '@portal/contracts/endpoints/categories';
import { categoryRoutes } from '@portal/contracts/endpoints/routes/categories';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { clientFor } from '@portal/contracts/api/client';

const categories = clientFor<CategoryEndpoints>(categoryRoutes);

export interface CategoryListParams {
  /** levels of children to include (1–3); all when left out */
  depth?: number;
  /** start below this node; the top level when left out */
  parent_id?: number | null;
  /** a user id: fills category.user_materials_count with that user's materials */
  with_user_item_count?: number | null;
}

/** Top-level nodes (or the children of `parent_id`) with their sub-trees. */
export async function listCategories(params: CategoryListParams = {}): Promise<CategoryNode[]> {
  return (await categories.list({ query: params })).data;
}

export async function getCategory(id: number | string): Promise<CategoryNode> {
  return (await categories.get({ params: { id } })).data;
}

/** The tree for the material form's cascading selects, for one material type. */
export async function listCats(type?: MaterialType): Promise<CategoryNode[]> {
  return (await categories.formTree({ query: { type } })).data;
}
