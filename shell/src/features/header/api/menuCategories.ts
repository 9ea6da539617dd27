import { useEffect } from 'react';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { routePath } from '@portal/contracts/routes';
import { useCategoryTree } from '@portal/shared-ui/queries/categories';

/**
 * The top-level nodes with their children for the top menu; an empty menu while loading or after
 * a failure. The same query as mf-catalog's home page and site map: spec §4, fetched once.
 */
export function useMenuCategories(): CategoryNode[] {
  const { roots, error } = useCategoryTree();
  useEffect(() => {
    if (error) console.error('The category menu could not be loaded', error);
  }, [error]);
  return roots;
}

/** Spec §2.2: a node with children opens its category screen, a leaf its materials. */
export function categoryHref(node: Pick<CategoryNode, 'id' | 'children'>): string {
  return (node.children ?? []).length > 0
    ? routePath('category', { categoryNodeId: node.id })
    : routePath('category-materials', { categoryNodeId: node.id });
}
