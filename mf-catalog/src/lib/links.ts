/** Addresses the catalogue links to, built from the route table so no path is written twice. */
import { LINKS_CATEGORY_TITLE } from '@portal/contracts/constants';
import { routePath } from '@portal/contracts/routes';
import type { CategoryNode, PathEntry } from '@portal/contracts/schemas/entities';

/** Spec §2.2: a node with children opens its category screen, a leaf its list of materials. */
export function categoryHref(node: Pick<CategoryNode, 'id' | 'children'>): string {
  return node.children.length > 0
    ? routePath('category', { categoryNodeId: node.id })
    : routePath('category-materials', { categoryNodeId: node.id });
}

/** The same choice for a breadcrumb step, which says whether it has children. */
export function pathEntryHref(entry: Pick<PathEntry, 'id' | 'has_children'>): string {
  return entry.has_children
    ? routePath('category', { categoryNodeId: entry.id })
    : routePath('category-materials', { categoryNodeId: entry.id });
}

/** The category titled 'Noderīgas saites' holds link materials (spec §2.2, §3). */
export function isLinksCategory(node: Pick<CategoryNode, 'category'>): boolean {
  return node.category.title.trim() === LINKS_CATEGORY_TITLE;
}

/**
 * The upload form, preset to this node's branch (its ancestors and itself) and to the material
 * type the node takes: links in 'Noderīgas saites', files everywhere else.
 */
export function uploadHref(node: Pick<CategoryNode, 'id' | 'path' | 'category'>): string {
  const ids = [...node.path.map((entry) => entry.id), node.id];
  return routePath('upload', {}, { categories: ids.join(','), type: isLinksCategory(node) ? 'link' : 'file' });
}
