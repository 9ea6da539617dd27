import { useEffect, useState } from 'react';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { listCategories } from '@portal/contracts/api/categories';
import { routePath } from '@portal/contracts/routes';

let request: Promise<CategoryNode[]> | null = null;

/**
 * The category tree for the top menu. Spec §4: fetched once, and a call in progress is reused;
 * a failed call is forgotten so the next mount may try again.
 */
export function loadMenuCategories(): Promise<CategoryNode[]> {
  request ??= listCategories().catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

/** Top-level nodes with their children; an empty menu while loading or after a failure. */
export function useMenuCategories(): CategoryNode[] {
  const [nodes, setNodes] = useState<CategoryNode[]>([]);
  useEffect(() => {
    let active = true;
    loadMenuCategories().then(
      (tree) => {
        if (active) setNodes(tree.filter((node) => node.parent_id === null));
      },
      (error: unknown) => console.error('The category menu could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return nodes;
}

/** Spec §2.2: a node with children opens its category screen, a leaf its materials. */
export function categoryHref(node: Pick<CategoryNode, 'id' | 'children'>): string {
  return (node.children ?? []).length > 0
    ? routePath('category', { categoryNodeId: node.id })
    : routePath('category-materials', { categoryNodeId: node.id });
}
