/**
 * The flat tree the API answers (depth first, siblings in order), shaped for the screen: nested
 * nodes, paths for labels, and where a node may move (spec §3: three levels; a node with
 * materials only on its own level, as the server also checks).
 */
import { CATEGORY_LEVELS, type AdminCategoryNode } from '@portal/contracts/schemas/admin/categories';

export interface TreeNode extends AdminCategoryNode {
  children: TreeNode[];
}

export const MAX_LEVEL = CATEGORY_LEVELS.length;

export function nestTree(flat: readonly AdminCategoryNode[]): TreeNode[] {
  const byId = new Map<number, TreeNode>();
  for (const node of flat) byId.set(node.id, { ...node, children: [] });
  const roots: TreeNode[] = [];
  for (const node of flat) {
    const nested = byId.get(node.id)!;
    const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    if (parent) parent.children.push(nested);
    else roots.push(nested);
  }
  return roots;
}

/** The node's title after its ancestors' ('7. klase › Mehānika › Prezentācijas'). */
export function pathLabel(flat: readonly AdminCategoryNode[], id: number): string {
  const byId = new Map(flat.map((node) => [node.id, node]));
  const titles: string[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    titles.unshift(current.title);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return titles.join(' › ');
}

/** The node and everything below it. */
export function subtreeIds(flat: readonly AdminCategoryNode[], id: number): Set<number> {
  const ids = new Set<number>([id]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const node of flat) {
      if (node.parent_id !== null && ids.has(node.parent_id) && !ids.has(node.id)) {
        ids.add(node.id);
        grown = true;
      }
    }
  }
  return ids;
}

/** Levels from the node down to its deepest descendant (1 for a node without children). */
export function heightOf(flat: readonly AdminCategoryNode[], id: number): number {
  const below = subtreeIds(flat, id);
  const level = flat.find((node) => node.id === id)?.level ?? 1;
  return Math.max(...flat.filter((node) => below.has(node.id)).map((node) => node.level - level + 1), 1);
}

/** Where a node may go: null is the top level. Its present parent is left out. */
export function moveTargets(flat: readonly AdminCategoryNode[], node: AdminCategoryNode): Array<number | null> {
  const inside = subtreeIds(flat, node.id);
  const height = heightOf(flat, node.id);
  const fits = (level: number) =>
    level + height - 1 <= MAX_LEVEL && (node.materials_count === 0 || level === node.level);
  const targets: Array<number | null> = [];
  if (node.parent_id !== null && fits(1)) targets.push(null);
  for (const candidate of flat) {
    if (inside.has(candidate.id) || candidate.id === node.parent_id) continue;
    if (fits(candidate.level + 1)) targets.push(candidate.id);
  }
  return targets;
}

/** What a level is called, in the accusative for buttons ('Pievienot tēmu'). */
export const CHILD_NOUN: Record<number, string> = { 1: 'klasi', 2: 'tēmu', 3: 'veidu' };
