import { useEffect } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { CategoryNode, Material } from '@portal/contracts/schemas/entities';
import { findRoute, routePath, type RouteName } from '@portal/contracts/routes';
import { useCategoryTree } from '@portal/shared-ui/queries/categories';
import { materialKeys } from '@portal/shared-ui/queries/materials';
import { matchPath, useLocation } from '@portal/shared-ui/lib/router';

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

/** The live paths of those routes (the run-time table: a route no live app owns has none). */
const patterns = (names: RouteName[]): string[] => names.flatMap((name) => findRoute(name)?.path ?? []);

function contains(node: CategoryNode, id: number): boolean {
  return node.id === id || (node.children ?? []).some((child) => contains(child, id));
}

function paramOf(pathname: string, patterns: string[], name: string): number | null {
  for (const path of patterns) {
    const value = matchPath(path, pathname)?.params[name];
    if (value !== undefined) return /^\d{1,10}$/.test(value) ? Number(value) : null;
  }
  return null;
}

/**
 * The top-level category the page is in (issue 18: the menu marks '10. klase' on its
 * sub-categories and its materials too): a category page's node's root, or the first step of a
 * material's path. The material is the one its page loads; the header only watches that cache
 * entry (never fetches it), so nothing is asked twice.
 */
export function useCurrentTopCategory(roots: CategoryNode[]): number | null {
  const { pathname } = useLocation();
  const categoryId = paramOf(pathname, patterns(['category', 'category-materials']), 'categoryNodeId');
  const materialId = paramOf(pathname, patterns(['material', 'material-edit']), 'id');
  const material = useQuery<Material>({
    queryKey: materialKeys.detail(materialId ?? 0),
    queryFn: skipToken,
    enabled: materialId !== null,
  });
  if (categoryId !== null) return roots.find((root) => contains(root, categoryId))?.id ?? null;
  if (materialId !== null) return material.data?.path[0]?.id ?? null;
  return null;
}
