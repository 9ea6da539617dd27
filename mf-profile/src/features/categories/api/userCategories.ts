import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCategories } from '@portal/contracts/api/categories';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { categoryKeys } from '@portal/shared-ui/queries/categories';

export const userCategoryKeys = {
  /** The tree with `user_materials_count` of one teacher (for someone else: name-signed materials only). */
  tree: (userId: number) => [...categoryKeys.all, 'user-counts', userId] as const,
};

export const userCategoryTreeQuery = (userId: number) =>
  queryOptions({
    queryKey: userCategoryKeys.tree(userId),
    // The whole tree in one call: it is small (class → theme → type), and every node of a
    // profile's breakdown, with its path, comes out of it without another request.
    queryFn: () => listCategories({ with_user_item_count: userId }),
  });

export function findNode(nodes: readonly CategoryNode[], id: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** A node id from the address: a positive whole number, or null. */
export function readNodeId(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * The categories of one teacher's profile with that teacher's counts: the top-level nodes, and the
 * node named by the address (`categoryNodeId`) when there is one. `missing` when the address names
 * a node that is not in the tree (or is not a number).
 */
export function useProfileCategories(userId: number | null, categoryNodeId?: string) {
  const nodeId = readNodeId(categoryNodeId);
  const query = useQuery({ ...userCategoryTreeQuery(userId ?? 0), enabled: userId !== null });
  const tree = query.data ?? null;
  const node = tree && nodeId !== null ? findNode(tree, nodeId) : null;
  const missing = categoryNodeId !== undefined && (nodeId === null || (tree !== null && node === null));
  const roots = tree?.filter((root) => root.parent_id === null) ?? [];
  return { query, roots, node, missing };
}
