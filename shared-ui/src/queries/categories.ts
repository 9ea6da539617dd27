/**
 * The category tree (spec §7 GET /api/categories), needed by the shell's header menu and by
 * mf-catalog (home sections, site map). Spec §4: fetched once; a call in progress is reused. One
 * query for the whole portal does both: every observer of `categoryKeys.tree()` shares its request.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCategories } from '@portal/contracts/api/categories';
import { categoryKeys } from '@portal/contracts/initialData';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';

export { categoryKeys };

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: () => listCategories(),
    // Fetched once per page load: the tree changes only when an editor changes the catalogue.
    staleTime: Infinity,
    gcTime: Infinity,
    meta: KEEP_ON_SESSION_CHANGE,
  });

function topLevel(tree: CategoryNode[]): CategoryNode[] {
  return tree.filter((node) => node.parent_id === null);
}

/** The top-level nodes with their sub-trees (empty while loading or after a failure). */
export function useCategoryTree() {
  const query = useQuery({ ...categoryTreeQuery(), select: topLevel });
  return { ...query, roots: query.data ?? [] };
}
