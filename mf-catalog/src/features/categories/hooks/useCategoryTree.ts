import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { useAsync } from '../../../lib/useAsync';
import { loadCategoryTree } from '../api/categoryTree';

/** The top-level nodes with their sub-trees. */
export function useCategoryTree() {
  const { data, loading, error, reload } = useAsync('category-tree', loadCategoryTree);
  const roots: CategoryNode[] = (data ?? []).filter((node) => node.parent_id === null);
  return { roots, loading, error, reload };
}
