/**
 * The rules of the administrators' category tree (issue 19): three levels (class → theme → type);
 * no two siblings with one title; a node never under itself; a node with materials moves only on
 * its level, and its materials follow it (they sit on every node of their path); a node with
 * sub-nodes or materials is never deleted. Every change runs in one transaction that first takes
 * the tree's lock (changes of the tree's shape one after another, so two moves cannot make a loop)
 * and writes its one audit row.
 */
import { eq } from 'drizzle-orm';
import { LINKS_CATEGORY_TITLE } from '@portal/contracts/constants';
import {
  CATEGORY_LEVELS,
  CATEGORY_MESSAGES,
  type AdminCategoryIcon,
  type AdminCategoryNode,
  type CategoryCreateForm,
  type CategoryUpdateForm,
} from '@portal/contracts/schemas/admin/categories';
import type { Database } from '../../../db/client';
import { categories, categoryNodes } from '../../../db/schema';
import { HttpError, ValidationError, notFound } from '../../../http/errors';
import type { Storage } from '../../../storage/storage';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record';
import { insertFileRow, storeUpload, type UploadedFile } from '../../shared/uploads';
import { reencodeIcon } from './icon';
import {
  ICON_FOLDER,
  categoryInUse,
  countChildren,
  countNodeMaterials,
  dropUnusedUploadedIcon,
  findIcon,
  loadAdminNodes,
  loadIcons,
  lockNode,
  lockTree,
  relinkMaterials,
  renumber,
  type AdminNodeRow,
} from './repo';

export interface CategoryDeps {
  db: Database;
  storage: Storage;
}

const MAX_LEVEL = CATEGORY_LEVELS.length;

/** Titles compare without letter case, surrounding spaces or doubled spaces. */
export function titleKey(title: string): string {
  return title.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('lv');
}

const isLinks = (title: string) => titleKey(title) === titleKey(LINKS_CATEGORY_TITLE);

/** The whole tree in memory, for the checks of one change. */
export class AdminTree {
  private readonly byId = new Map<number, AdminNodeRow>();
  private readonly kids = new Map<number | null, AdminNodeRow[]>();

  constructor(readonly rows: AdminNodeRow[]) {
    for (const row of rows) this.byId.set(row.id, row);
    for (const row of rows) {
      const parent = row.parentId !== null && this.byId.has(row.parentId) ? row.parentId : null;
      const list = this.kids.get(parent) ?? [];
      list.push(row);
      this.kids.set(parent, list);
    }
  }

  get(id: number): AdminNodeRow | undefined {
    return this.byId.get(id);
  }

  children(parentId: number | null): AdminNodeRow[] {
    return this.kids.get(parentId) ?? [];
  }

  /** Ancestors' ids, the top level first. */
  ancestors(id: number): number[] {
    const path: number[] = [];
    const seen = new Set<number>([id]);
    let current = this.byId.get(id);
    while (current && current.parentId !== null && !seen.has(current.parentId) && this.byId.has(current.parentId)) {
      path.unshift(current.parentId);
      seen.add(current.parentId);
      current = this.byId.get(current.parentId);
    }
    return path;
  }

  level(id: number): number {
    return this.ancestors(id).length + 1;
  }

  /** Levels from the node down to its deepest descendant (1 for a node without children). */
  height(id: number, seen = new Set<number>()): number {
    if (seen.has(id)) return 1;
    seen.add(id);
    return 1 + Math.max(0, ...this.children(id).map((child) => this.height(child.id, seen)));
  }

  /** Every place of the tree that shows the category. */
  placesOf(categoryId: number): AdminNodeRow[] {
    return this.rows.filter((row) => row.categoryId === categoryId);
  }

  /** Depth first, siblings in their order: how the screen lists the tree. */
  ordered(): AdminNodeRow[] {
    const out: AdminNodeRow[] = [];
    const seen = new Set<number>();
    const walk = (parentId: number | null) => {
      for (const row of this.children(parentId)) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        out.push(row);
        walk(row.id);
      }
    };
    walk(null);
    return out;
  }
}

export function nodeJson(tree: AdminTree, row: AdminNodeRow, storage: Storage): AdminCategoryNode {
  const siblings = tree.children(row.parentId);
  return {
    id: row.id,
    parent_id: row.parentId,
    category_id: row.categoryId,
    position: siblings.findIndex((sibling) => sibling.id === row.id) + 1,
    level: tree.level(row.id),
    title: row.title,
    description: row.description,
    icon_url: row.iconKey ? storage.publicUrl(row.iconKey) : row.iconUrl,
    icon_file_id: row.iconFileId,
    materials_count: row.materialsCount,
    children_count: tree.children(row.id).length,
    shared_node_ids: tree
      .placesOf(row.categoryId)
      .filter((place) => place.id !== row.id)
      .map((place) => place.id),
  };
}

export async function categoryTree({
  db,
  storage,
}: CategoryDeps): Promise<{ data: AdminCategoryNode[]; icons: AdminCategoryIcon[] }> {
  const tree = new AdminTree(await loadAdminNodes(db));
  const icons = await loadIcons(db);
  return {
    data: tree.ordered().map((row) => nodeJson(tree, row, storage)),
    icons: icons.map((icon) => ({ id: icon.id, url: storage.publicUrl(icon.storageKey), name: icon.originalName })),
  };
}

export async function categoryNode({ db, storage }: CategoryDeps, nodeId: number): Promise<AdminCategoryNode> {
  const tree = new AdminTree(await loadAdminNodes(db));
  const row = tree.get(nodeId);
  if (!row) throw notFound();
  return nodeJson(tree, row, storage);
}

const fail = (field: string, message: string) => new ValidationError({ [field]: [message] });

/** `ids` with `id` put at the 1-based `position` (past the end, or none: last). */
function placeAt(ids: number[], id: number, position: number | null | undefined): number[] {
  const rest = ids.filter((other) => other !== id);
  const at =
    position === null || position === undefined ? rest.length : Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** What the audit log keeps of a node. */
function auditView(
  row: Pick<AdminNodeRow, 'title' | 'description' | 'iconFileId' | 'iconUrl' | 'parentId'>,
  position: number,
) {
  return {
    title: row.title,
    description: row.description,
    icon_file_id: row.iconFileId,
    icon_url: row.iconUrl,
    parent_id: row.parentId,
    position,
  };
}

/** An uploaded icon, re-encoded and put in storage before the transaction (removed again if it fails). */
async function storedIcon(storage: Storage, upload: UploadedFile | null) {
  if (!upload) return null;
  const file = await reencodeIcon(upload);
  return { file, key: await storeUpload(storage, ICON_FOLDER, file) };
}

export async function createCategoryNode(
  deps: CategoryDeps,
  actor: AuditActor,
  form: CategoryCreateForm,
  upload: UploadedFile | null,
): Promise<AdminCategoryNode> {
  const { db, storage } = deps;
  const icon = form.category_id === null ? await storedIcon(storage, upload) : null;
  let nodeId: number;
  try {
    nodeId = await db.transaction(async (tx) => {
      await lockTree(tx);
      const tree = new AdminTree(await loadAdminNodes(tx));
      const parentId = form.parent_id;
      if (parentId !== null && !tree.get(parentId)) throw fail('parent_id', CATEGORY_MESSAGES.parentMissing);
      if ((parentId === null ? 1 : tree.level(parentId) + 1) > MAX_LEVEL) {
        throw fail('parent_id', CATEGORY_MESSAGES.tooDeep);
      }

      let categoryId: number | null = null;
      let title = form.title;
      let shown = {
        description: form.description || null,
        iconFileId: null as number | null,
        iconUrl: null as string | null,
      };
      if (form.category_id !== null) {
        const [existing] = await tx.select().from(categories).where(eq(categories.id, form.category_id)).limit(1);
        if (!existing) throw fail('category_id', CATEGORY_MESSAGES.categoryMissing);
        categoryId = existing.id;
        title = existing.title;
        shown = { description: existing.description, iconFileId: existing.iconFileId, iconUrl: existing.iconUrl };
      } else if (icon) {
        shown.iconFileId = await insertFileRow(tx, icon.key, icon.file, { isPublic: true });
      } else if (form.icon_file_id !== null) {
        const picked = await findIcon(tx, form.icon_file_id);
        if (!picked) throw fail('icon_file_id', CATEGORY_MESSAGES.iconMissing);
        shown.iconFileId = picked.id;
      }

      const siblings = tree.children(parentId);
      if (siblings.some((sibling) => titleKey(sibling.title) === titleKey(title))) {
        throw fail(form.category_id !== null ? 'category_id' : 'title', CATEGORY_MESSAGES.siblingTitle);
      }
      if (categoryId === null) {
        const [created] = await tx
          .insert(categories)
          .values({ title, description: shown.description, iconFileId: shown.iconFileId })
          .returning({ id: categories.id });
        categoryId = created!.id;
      }
      const [node] = await tx
        .insert(categoryNodes)
        .values({ parentId, categoryId, position: siblings.length + 1 })
        .returning({ id: categoryNodes.id });
      const order = placeAt(
        siblings.map((sibling) => sibling.id),
        node!.id,
        form.position,
      );
      await renumber(tx, order);
      await recordAudit(tx, {
        actor,
        action: 'category.create',
        itemType: 'category',
        itemId: node!.id,
        after: { ...auditView({ title, ...shown, parentId }, order.indexOf(node!.id) + 1), category_id: categoryId },
      });
      return node!.id;
    });
  } catch (error) {
    if (icon) await storage.delete(icon.key).catch(() => {});
    throw error;
  }
  return categoryNode(deps, nodeId);
}

export async function updateCategoryNode(
  deps: CategoryDeps,
  actor: AuditActor,
  nodeId: number,
  form: CategoryUpdateForm,
  upload: UploadedFile | null,
): Promise<AdminCategoryNode> {
  const { db, storage } = deps;
  const icon = await storedIcon(storage, upload);
  let unusedIcon: string | null = null;
  try {
    unusedIcon = await db.transaction(async (tx) => {
      await lockTree(tx);
      const tree = new AdminTree(await loadAdminNodes(tx));
      const row = tree.get(nodeId);
      if (!row) throw notFound();
      const oldSiblings = tree.children(row.parentId).map((sibling) => sibling.id);
      const before = auditView(row, oldSiblings.indexOf(nodeId) + 1);
      const after = { ...before };
      const places = tree.placesOf(row.categoryId);

      // The category: in every place it shows.
      const category: Partial<typeof categories.$inferInsert> = {};
      if (form.title !== undefined && form.title !== row.title) {
        for (const place of places) {
          const clash = tree
            .children(place.parentId)
            .some((sibling) => sibling.id !== place.id && titleKey(sibling.title) === titleKey(form.title!));
          if (clash) throw fail('title', CATEGORY_MESSAGES.siblingTitle);
        }
        if (isLinks(row.title) !== isLinks(form.title) && places.some((place) => place.materialsCount > 0)) {
          throw fail('title', CATEGORY_MESSAGES.linksTitle);
        }
        category.title = after.title = form.title;
      }
      if (form.description !== undefined) category.description = after.description = form.description || null;
      if (icon) {
        category.iconFileId = after.icon_file_id = await insertFileRow(tx, icon.key, icon.file, { isPublic: true });
        category.iconUrl = after.icon_url = null;
      } else if (form.icon_file_id !== undefined && form.icon_file_id !== null) {
        const picked = await findIcon(tx, form.icon_file_id);
        if (!picked) throw fail('icon_file_id', CATEGORY_MESSAGES.iconMissing);
        category.iconFileId = after.icon_file_id = picked.id;
        category.iconUrl = after.icon_url = null;
      } else if (form.remove_icon === true) {
        category.iconFileId = after.icon_file_id = null;
        category.iconUrl = after.icon_url = null;
      }
      if (Object.keys(category).length > 0) {
        await tx
          .update(categories)
          .set({ ...category, updatedAt: new Date() })
          .where(eq(categories.id, row.categoryId));
      }

      // The node: another parent, or another place among its siblings.
      const parentId = form.parent_id === undefined ? row.parentId : form.parent_id;
      if (parentId !== row.parentId) {
        if (parentId !== null) {
          if (!tree.get(parentId)) throw fail('parent_id', CATEGORY_MESSAGES.parentMissing);
          if (parentId === nodeId || tree.ancestors(parentId).includes(nodeId)) {
            throw fail('parent_id', CATEGORY_MESSAGES.ownSubtree);
          }
        }
        const level = parentId === null ? 1 : tree.level(parentId) + 1;
        if (level + tree.height(nodeId) - 1 > MAX_LEVEL) throw fail('parent_id', CATEGORY_MESSAGES.tooDeep);
        const materials = await countNodeMaterials(tx, nodeId);
        if (materials > 0 && level !== tree.level(nodeId)) throw fail('parent_id', CATEGORY_MESSAGES.moveLevel);
        if (tree.children(parentId).some((sibling) => titleKey(sibling.title) === titleKey(after.title))) {
          throw fail('parent_id', CATEGORY_MESSAGES.siblingTitle);
        }
        await tx.update(categoryNodes).set({ parentId }).where(eq(categoryNodes.id, nodeId));
        await renumber(
          tx,
          oldSiblings.filter((id) => id !== nodeId),
        );
        const order = placeAt(
          tree.children(parentId).map((sibling) => sibling.id),
          nodeId,
          form.position,
        );
        await renumber(tx, order);
        if (materials > 0) {
          const newAncestors = parentId === null ? [] : [...tree.ancestors(parentId), parentId];
          await relinkMaterials(tx, nodeId, tree.ancestors(nodeId), newAncestors);
        }
        after.parent_id = parentId;
        after.position = order.indexOf(nodeId) + 1;
      } else if (form.position !== undefined && form.position !== null) {
        const order = placeAt(oldSiblings, nodeId, form.position);
        await renumber(tx, order);
        after.position = order.indexOf(nodeId) + 1;
      }

      const changes = changedFields(before, after);
      await recordAudit(tx, {
        actor,
        action: after.parent_id !== before.parent_id ? 'category.move' : 'category.update',
        itemType: 'category',
        itemId: nodeId,
        ...changes,
      });
      return before.icon_file_id !== after.icon_file_id ? dropUnusedUploadedIcon(tx, before.icon_file_id) : null;
    });
  } catch (error) {
    if (icon) await storage.delete(icon.key).catch(() => {});
    throw error;
  }
  if (unusedIcon) await storage.delete(unusedIcon).catch(() => {});
  return categoryNode(deps, nodeId);
}

export async function deleteCategoryNode(deps: CategoryDeps, actor: AuditActor, nodeId: number): Promise<void> {
  const { db, storage } = deps;
  const unusedIcon = await db.transaction(async (tx) => {
    await lockTree(tx);
    // Its row locked: no material can be attached to it, and no node put under it, until this ends.
    if (!(await lockNode(tx, nodeId))) throw notFound();
    const children = await countChildren(tx, nodeId);
    const materials = await countNodeMaterials(tx, nodeId);
    if (children > 0 || materials > 0) {
      throw new HttpError(409, CATEGORY_MESSAGES.notEmpty(children, materials), {
        children_count: children,
        materials_count: materials,
      });
    }
    const tree = new AdminTree(await loadAdminNodes(tx));
    const row = tree.get(nodeId)!;
    const siblings = tree.children(row.parentId).map((sibling) => sibling.id);
    await tx.delete(categoryNodes).where(eq(categoryNodes.id, nodeId));
    await renumber(
      tx,
      siblings.filter((id) => id !== nodeId),
    );
    let unused: string | null = null;
    const categoryGone = !(await categoryInUse(tx, row.categoryId));
    if (categoryGone) {
      await tx.delete(categories).where(eq(categories.id, row.categoryId));
      unused = await dropUnusedUploadedIcon(tx, row.iconFileId);
    }
    await recordAudit(tx, {
      actor,
      action: 'category.delete',
      itemType: 'category',
      itemId: nodeId,
      before: { ...auditView(row, siblings.indexOf(nodeId) + 1), category_id: row.categoryId },
      after: null,
    });
    return unused;
  });
  if (unusedIcon) await storage.delete(unusedIcon).catch(() => {});
}
