/** The category tree (spec §7). */
import type { MaterialType } from '@portal/contracts/constants';
import type { CategoryNode, List, Single } from '@portal/contracts/schemas/entities';
import { api, query } from '@portal/contracts/api/client';

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
  return (await api.get('/api/categories', { searchParams: query({ ...params }) }).json<List<CategoryNode>>()).data;
}

export async function getCategory(
  id: number | string,
  params: Pick<CategoryListParams, 'with_user_item_count'> = {},
): Promise<CategoryNode> {
  return (
    await api
      .get(`/api/categories/${encodeURIComponent(id)}`, { searchParams: query({ ...params }) })
      .json<Single<CategoryNode>>()
  ).data;
}

/** The tree for the material form's cascading selects, for one material type. */
export async function listCats(type?: MaterialType): Promise<CategoryNode[]> {
  return (await api.get('/api/cats', { searchParams: query({ type }) }).json<List<CategoryNode>>()).data;
}
