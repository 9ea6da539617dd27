/** Shapes category node rows into the nested JSON of spec §3 (contracts `CategoryNode`). */
import { LINKS_CATEGORY_TITLE, type MaterialType } from '@portal/contracts/constants';
import type { Category, CategoryNode, PathEntry } from '@portal/contracts/schemas/entities';
import type { Storage } from '../../storage/storage';
import type { NodeRow } from './repo';

export const UNLIMITED_DEPTH = Number.MAX_SAFE_INTEGER;

export class CategoryTree {
  private readonly byId = new Map<number, NodeRow>();
  private readonly childrenOf = new Map<number | null, NodeRow[]>();

  constructor(
    rows: NodeRow[],
    private readonly storage: Storage,
  ) {
    for (const row of rows) this.byId.set(row.id, row);
    for (const row of rows) {
      // A node whose parent is missing is treated as top level rather than silently lost.
      const parent = row.parentId !== null && this.byId.has(row.parentId) ? row.parentId : null;
      const list = this.childrenOf.get(parent) ?? [];
      list.push(row);
      this.childrenOf.set(parent, list);
    }
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  private hasChildren(id: number): boolean {
    return (this.childrenOf.get(id)?.length ?? 0) > 0;
  }

  private category(row: NodeRow): Category {
    return {
      id: row.categoryId,
      title: row.title,
      description: row.description,
      icon_url: row.iconKey ? this.storage.publicUrl(row.iconKey) : row.iconUrl,
      materials_count: row.materialsCount,
      user_materials_count: row.userMaterialsCount,
    };
  }

  /** Ancestors of a node, root first, not including the node. */
  path(id: number): PathEntry[] {
    const path: PathEntry[] = [];
    const seen = new Set<number>([id]);
    let current = this.byId.get(id);
    while (current && current.parentId !== null && !seen.has(current.parentId)) {
      const parent = this.byId.get(current.parentId);
      if (!parent) break;
      seen.add(parent.id);
      path.unshift({ id: parent.id, category_id: parent.categoryId, title: parent.title, has_children: true });
      current = parent;
    }
    return path;
  }

  /** `depth` levels including `row` itself (1 = the node with no children listed). */
  private node(row: NodeRow, depth: number, keep: (row: NodeRow) => boolean = () => true): CategoryNode {
    const children =
      depth > 1
        ? (this.childrenOf.get(row.id) ?? []).filter(keep).map((child) => this.node(child, depth - 1, keep))
        : [];
    return {
      id: row.id,
      parent_id: row.parentId,
      category_id: row.categoryId,
      category: this.category(row),
      path: this.path(row.id),
      children,
    };
  }

  /** The top-level nodes (or the children of `parentId`) with `depth` levels each. */
  forest(parentId: number | null, depth: number): CategoryNode[] {
    return (this.childrenOf.get(parentId) ?? []).map((row) => this.node(row, depth));
  }

  detail(id: number, depth = UNLIMITED_DEPTH): CategoryNode | null {
    const row = this.byId.get(id);
    return row ? this.node(row, depth) : null;
  }

  /**
   * The tree of the material form's cascading selects (spec §4): for links only the branches that
   * end in a 'Noderīgas saites' node; for files every branch without those nodes.
   */
  forMaterialType(type: MaterialType): CategoryNode[] {
    const isLinks = (row: NodeRow) => row.title.trim() === LINKS_CATEGORY_TITLE;
    if (type === 'file') {
      const tops = (this.childrenOf.get(null) ?? []).filter((r) => !isLinks(r));
      // A branch that had children but lost them all (only links below) leads nowhere in the form.
      const prune = (nodes: CategoryNode[]): CategoryNode[] =>
        nodes
          .map((n) => ({ ...n, children: prune(n.children) }))
          .filter((n) => n.children.length > 0 || !this.hasChildren(n.id));
      return prune(tops.map((row) => this.node(row, UNLIMITED_DEPTH, (r) => !isLinks(r))));
    }
    const keep = new Set<number>();
    for (const row of this.byId.values()) {
      if (!isLinks(row)) continue;
      keep.add(row.id);
      for (const ancestor of this.path(row.id)) keep.add(ancestor.id);
    }
    const tops = (this.childrenOf.get(null) ?? []).filter((r) => keep.has(r.id));
    return tops.map((row) => this.node(row, UNLIMITED_DEPTH, (r) => keep.has(r.id)));
  }
}
