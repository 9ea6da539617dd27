/**
 * The rules of the material calls (spec §4–§6): lists and single materials as the viewer may see
 * them; saving (owner only, one category path, the file checked by its content), deleting with
 * the file; likes and bookmarks of others' materials; views once per viewer per hour; and the
 * short-lived file links of download and preview.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LINKS_CATEGORY_TITLE, type SortKey } from '@portal/contracts/constants';
import { fieldMessage, FORM_MESSAGES, MATERIAL_ERRORS } from '@portal/contracts/messages';
import type { MaterialRequest } from '@portal/contracts/schemas/forms';
import type { AuthUser } from '../../auth/plugin';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, notFound, ValidationError, type FieldErrors } from '../../http/errors';
import { contentDisposition, type Disposition } from '../../storage/serve';
import type { SharedReads } from '../../http/readCache';
import type { Storage } from '../../storage/storage';
import { mayReach } from '../shared/hidden';
import { offsetOf, paged, type Paged } from '../shared/pagination';
import type { StreamedUpload } from '../shared/uploads';
import { checkFileLink, FILE_LINK_SECONDS, fileLinkUrl, type FileMode } from './fileLinks';
import { acceptedType, detectMaterialFile, servedType } from './fileKinds';
import { orderedPath, pathEntry, presentMaterial, type MaterialJson } from './present';
import {
  deleteFileRow,
  deleteMaterialRow,
  findMaterial,
  insertDownload,
  insertFile,
  insertMaterial,
  insertView,
  listMaterials,
  materialFacts,
  materialNodes,
  nodesByIds,
  setBookmark,
  setLike,
  updateMaterialRow,
  viewerMarks,
  type MaterialFacts,
  type MaterialNode,
  type MaterialRow,
  type MaterialValues,
  type StoredFileValues,
} from './repo';

export interface MaterialListQuery {
  page: number;
  perPage: number;
  sort: SortKey;
  ownerId?: number;
  nodeIds: number[];
}

/**
 * Kept between requests by the read cache's rules (http/readCache.ts): the part of a list page or a
 * material that is the same for every viewer, tagged with the materials it shows, and each viewer's
 * marks. Only reads pass one (`request.keptReads`); a write's own answer must see its change, which
 * the cache forgets only once the write has answered.
 */
const materialTags = (rows: readonly { id: number }[]) => rows.map((row) => `material:${row.id}`);

interface NeutralPage {
  rows: MaterialRow[];
  nodes: Map<number, MaterialNode[]>;
  total: number;
}

/**
 * The rows as this viewer sees them: their likes and bookmarks laid over rows read for nobody. All
 * of a viewer's marks are kept together, until they like or bookmark (`marks:<id>`): every list page
 * and material they open next costs no query for them.
 */
async function forViewer(
  db: Database,
  viewerId: number | null,
  rows: MaterialRow[],
  shared: SharedReads | undefined,
): Promise<MaterialRow[]> {
  if (viewerId === null || !rows.length) return rows;
  const { liked, bookmarked } = shared
    ? await shared.remember(`marks:${viewerId}`, () => viewerMarks(db, viewerId), [`marks:${viewerId}`])
    : await viewerMarks(
        db,
        viewerId,
        rows.map((r) => r.id),
      );
  return rows.map((row) => ({ ...row, isLiked: liked.has(row.id), hasBookmark: bookmarked.has(row.id) }));
}

export async function materialPage(
  db: Database,
  storage: Storage,
  viewerId: number | null,
  query: MaterialListQuery,
  shared?: SharedReads,
): Promise<Paged<MaterialJson>> {
  const perPage = query.perPage;
  const offset = offsetOf(query.page, perPage);
  const ownList = query.ownerId !== undefined && query.ownerId === viewerId;
  const filter = {
    ownerId: query.ownerId,
    // Someone else's list must not reveal which pseudonym-signed materials are the owner's.
    nameSignedOnly: query.ownerId !== undefined && query.ownerId !== viewerId,
    // Only the owner's own list keeps what an administrator hid (marked so); every other list,
    // an administrator's too, shows what everyone sees.
    includeHidden: ownList,
    nodeIds: query.nodeIds,
    sort: query.sort,
  };
  const read = async (forId: number | null): Promise<NeutralPage> => {
    const { rows, total } = await listMaterials(db, { ...filter, viewerId: forId }, perPage, offset);
    const nodes = await materialNodes(
      db,
      rows.map((r) => r.id),
    );
    return { rows, nodes, total };
  };
  // A page is emptied when a material is added to one of its nodes (to any, for a list of none),
  // changed or removed, or when one it shows is liked: the rule of the list's entry.
  const listTags = query.nodeIds.length ? query.nodeIds.map((id) => `materials:${id}`) : ['materials'];
  const remember = (key: object, compute: () => Promise<NeutralPage>, tags: readonly string[] = []) =>
    shared
      ? shared.remember(`materials:${JSON.stringify({ ...filter, perPage, offset, ...key })}`, compute, (page) => [
          ...listTags,
          ...tags,
          ...materialTags(page.rows),
        ])
      : compute();
  let page: NeutralPage;
  if (query.sort === 'bookmarks') {
    // The viewer's own bookmarks, kept for them alone.
    page = await remember({ bookmarksOf: viewerId }, () => read(viewerId), [`marks:${viewerId}`]);
  } else {
    // Everything but the viewer's marks is the same for every viewer of this filter and page.
    const neutral = await remember({}, () => read(null));
    page = { ...neutral, rows: await forViewer(db, viewerId, neutral.rows, shared) };
  }
  const data = page.rows.map((row) => presentMaterial(row, page.nodes.get(row.id) ?? [], viewerId, storage));
  return paged(data, query.page, perPage, page.total);
}

export async function materialById(
  db: Database,
  storage: Storage,
  viewerId: number | null,
  id: number,
  shared?: SharedReads,
  viewerIsAdmin = false,
): Promise<MaterialJson | null> {
  const read = async () => {
    const row = await findMaterial(db, id, null);
    return { row, nodes: row ? ((await materialNodes(db, [row.id])).get(row.id) ?? []) : [] };
  };
  const neutral = shared ? await shared.remember(`material:${id}`, read, [`material:${id}`]) : await read();
  if (!neutral.row) return null;
  const viewer = viewerId === null ? null : { id: viewerId, isAdmin: viewerIsAdmin };
  if (!mayReach(neutral.row, viewer)) return null;
  const [row] = await forViewer(db, viewerId, [neutral.row], shared);
  return presentMaterial(row!, neutral.nodes, viewerId, storage, viewerIsAdmin);
}

// ---------------------------------------------------------------------------------------------
// Saving, deleting (owner only)
// ---------------------------------------------------------------------------------------------

export interface MaterialDeps {
  db: Database;
  storage: Storage;
  /** Signs file links and hashes anonymous viewers' addresses. */
  appKey: string;
  log: { error(details: object, message: string): void };
}

/** The material as its owner may change it: 404 when unknown, 403 when someone else's. */
export async function ownMaterial(db: Database, user: AuthUser, id: number): Promise<MaterialFacts> {
  const facts = await materialFacts(db, id);
  if (!facts) throw notFound();
  if (facts.ownerId !== user.id) throw forbidden();
  return facts;
}

/**
 * Spec §4, §5: exactly one class, theme and type node, forming one path of the tree (the type a
 * leaf under the theme, the theme under the class, the class at the top); a link material's
 * type is 'Noderīgas saites', a file material's any other.
 */
async function categoryErrors(db: Database, type: 'file' | 'link', nodeIds: number[]): Promise<FieldErrors> {
  const nodes = await nodesByIds(db, nodeIds);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const invalid = { categories: [FORM_MESSAGES.categoriesInvalid] };
  if (new Set(nodeIds).size !== 3 || nodes.length !== 3) return invalid;
  const leaf = nodes.find((n) => !nodes.some((other) => other.parentId === n.id));
  const theme = leaf?.parentId != null ? byId.get(leaf.parentId) : undefined;
  const cls = theme?.parentId != null ? byId.get(theme.parentId) : undefined;
  if (!leaf || !theme || !cls || cls.parentId !== null || leaf.hasChildren) return invalid;
  const isLinks = leaf.title === LINKS_CATEGORY_TITLE;
  if (type === 'link' && !isLinks) return { categories: [FORM_MESSAGES.linkCategory] };
  if (type === 'file' && isLinks) return { categories: [FORM_MESSAGES.fileCategory] };
  return {};
}

function signatureErrors(user: AuthUser, signatureType: 'name' | 'pseudonym'): FieldErrors {
  if (signatureType === 'pseudonym' && !user.pseudonym?.trim()) {
    return { signature_type: [FORM_MESSAGES.pseudonymMissing] };
  }
  return {};
}

const EXTENSION_ALIASES: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], tif: ['tif', 'tiff'] };

/** The offered name with the extension of what the content is ('notes.pdf' holding a PNG → 'notes.png'). */
export function nameForKind(originalName: string, extension: string): string {
  const dot = originalName.lastIndexOf('.');
  const stem = dot > 0 ? originalName.slice(0, dot) : originalName;
  const current = dot > 0 ? originalName.slice(dot + 1).toLowerCase() : '';
  if ((EXTENSION_ALIASES[extension] ?? [extension]).includes(current)) return originalName;
  return `${stem}.${extension}`;
}

interface PreparedFile {
  key: string;
  values: StoredFileValues;
}

/** Checks the upload's content and moves it into storage; the caller owns the key from then on. */
async function storeMaterialFile(storage: Storage, upload: StreamedUpload): Promise<PreparedFile | FieldErrors> {
  const detected = await detectMaterialFile(upload.path);
  if (!detected) return { file: [FORM_MESSAGES.fileKind] };
  const key = `materials/${randomBytes(16).toString('hex')}.${detected.extension}`;
  await storage.putFile(key, upload.path, { contentType: detected.mimeType });
  return {
    key,
    values: {
      storageKey: key,
      originalName: nameForKind(upload.originalName, detected.extension),
      mimeType: detected.mimeType,
      size: upload.size,
      sha256: upload.sha256,
    },
  };
}

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

function materialValues(form: MaterialRequest): MaterialValues {
  return {
    title: form.title,
    description: form.description || null,
    type: form.type,
    uri: form.uri || null,
    signatureType: form.signature_type,
  };
}

/** POST /api/materials: a new material of the signed-in user, answered as its owner sees it. */
export async function createMaterial(
  deps: MaterialDeps,
  user: AuthUser,
  form: MaterialRequest,
  upload: StreamedUpload | null,
): Promise<MaterialJson> {
  const { db, storage } = deps;
  const errors: FieldErrors = {
    ...(form.type === 'file' && !upload ? { file: [fieldMessage('file_required', 'file')] } : {}),
    ...(await categoryErrors(db, form.type, form.categories)),
    ...signatureErrors(user, form.signature_type),
  };
  if (hasErrors(errors)) throw new ValidationError(errors);

  let stored: PreparedFile | null = null;
  if (form.type === 'file' && upload) {
    const result = await storeMaterialFile(storage, upload);
    if (!('key' in result)) throw new ValidationError(result as FieldErrors);
    stored = result as PreparedFile;
  }
  try {
    const id = await db.transaction(async (tx) => {
      const fileId = stored ? await insertFile(tx, stored.values) : null;
      return insertMaterial(
        tx,
        { ...materialValues(form), ownerId: user.id, fileId, mimeType: stored?.values.mimeType ?? null },
        form.categories,
      );
    });
    return (await materialById(db, storage, user.id, id))!;
  } catch (error) {
    if (stored) await removeStored(deps, stored.key);
    throw error;
  }
}

/** POST /api/materials/{id} with _method=PUT: the owner's changes; a new file replaces the old. */
export async function updateMaterial(
  deps: MaterialDeps,
  user: AuthUser,
  facts: MaterialFacts,
  form: MaterialRequest,
  upload: StreamedUpload | null,
): Promise<MaterialJson> {
  const { db, storage } = deps;
  const errors: FieldErrors = {
    ...(form.type !== facts.type ? { type: [FORM_MESSAGES.materialTypeChange] } : {}),
    ...(await categoryErrors(db, form.type, form.categories)),
    ...signatureErrors(user, form.signature_type),
  };
  if (hasErrors(errors)) throw new ValidationError(errors);

  let stored: PreparedFile | null = null;
  if (facts.type === 'file' && upload) {
    const result = await storeMaterialFile(storage, upload);
    if (!('key' in result)) throw new ValidationError(result as FieldErrors);
    stored = result as PreparedFile;
  }
  try {
    await db.transaction(async (tx) => {
      const fileChange = stored
        ? { fileId: await insertFile(tx, stored.values), mimeType: stored.values.mimeType }
        : {};
      await updateMaterialRow(tx, facts.id, { ...materialValues(form), ...fileChange }, form.categories);
      if (stored && facts.fileId !== null) await deleteFileRow(tx, facts.fileId);
    });
  } catch (error) {
    if (stored) await removeStored(deps, stored.key);
    throw error;
  }
  if (stored && facts.storageKey) await removeStored(deps, facts.storageKey);
  return (await materialById(db, storage, user.id, facts.id))!;
}

/**
 * DELETE /api/materials/{id}: the row, everything hanging on it, and its file. `alongside` runs in
 * the same transaction (an administrator's deletion: its audit row, the owner's notice and mail).
 */
export async function deleteMaterial(
  deps: MaterialDeps,
  facts: MaterialFacts,
  alongside?: (tx: Database) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await alongside?.(tx);
    await deleteMaterialRow(tx, facts.id, facts.fileId);
  });
  if (facts.storageKey) await removeStored(deps, facts.storageKey);
}

/** A blob nothing refers to any more; failing to delete it is logged, never the caller's failure. */
async function removeStored(deps: MaterialDeps, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.log.error({ err: error, key }, 'could not delete a stored file');
  }
}

// ---------------------------------------------------------------------------------------------
// Likes, bookmarks, views (spec §4, §6)
// ---------------------------------------------------------------------------------------------

/** The material as `viewer` may reach it (404 when unknown or hidden from them). */
export async function reachableMaterial(
  db: Database,
  viewer: { id: number; isAdmin: boolean } | null,
  id: number,
): Promise<MaterialFacts> {
  const facts = await materialFacts(db, id);
  if (!facts || !mayReach(facts, viewer)) throw notFound();
  return facts;
}

async function othersMaterial(db: Database, user: AuthUser, id: number, ownMessage: string): Promise<MaterialFacts> {
  const facts = await reachableMaterial(db, user, id);
  if (facts.ownerId === user.id) throw forbidden(ownMessage);
  // Nobody likes or bookmarks a hidden material: its owner cannot anyway, an administrator need not.
  if (facts.hiddenAt !== null) throw notFound();
  return facts;
}

/** POST|DELETE .../like: answers the material as the user now sees it (is_liked, likes). */
export async function setLiked(deps: MaterialDeps, user: AuthUser, id: number, on: boolean): Promise<MaterialJson> {
  await othersMaterial(deps.db, user, id, MATERIAL_ERRORS.ownLike);
  await setLike(deps.db, user.id, id, on);
  return (await materialById(deps.db, deps.storage, user.id, id))!;
}

/** POST|DELETE .../bookmark: answers the material as the user now sees it (has_bookmark). */
export async function setBookmarked(
  deps: MaterialDeps,
  user: AuthUser,
  id: number,
  on: boolean,
): Promise<MaterialJson> {
  await othersMaterial(deps.db, user, id, MATERIAL_ERRORS.ownBookmark);
  await setBookmark(deps.db, user.id, id, on);
  return (await materialById(deps.db, deps.storage, user.id, id))!;
}

/**
 * POST .../view: counted once per viewer per material per hour. A signed-in viewer is their user
 * id; anyone else is a keyed hash of their address (the address itself is never stored).
 */
export async function recordView(
  deps: MaterialDeps,
  viewer: AuthUser | null,
  id: number,
  address: string,
): Promise<boolean> {
  const facts = await reachableMaterial(deps.db, viewer, id);
  // Views of a hidden material count nothing (its owner and administrators looking at it).
  if (facts.hiddenAt !== null) return false;
  const viewerKey = viewer
    ? `u:${viewer.id}`
    : `a:${createHmac('sha256', deps.appKey).update(`viewer:${address}`).digest('base64url').slice(0, 32)}`;
  return insertView(deps.db, id, viewer?.id ?? null, viewerKey);
}

// ---------------------------------------------------------------------------------------------
// The file: short-lived links, and following them
// ---------------------------------------------------------------------------------------------

/** POST .../download and .../preview: a signed link; preview only for what a browser shows inline. */
export async function fileLink(deps: MaterialDeps, user: AuthUser, id: number, mode: FileMode): Promise<string> {
  const facts = await reachableMaterial(deps.db, user, id);
  if (facts.type !== 'file' || facts.fileId === null) throw notFound(MATERIAL_ERRORS.noFile);
  if (mode === 'preview' && !acceptedType(facts.mimeType)?.previewable) throw notFound();
  return fileLinkUrl(deps.appKey, {
    materialId: id,
    fileId: facts.fileId,
    mode,
    userId: user.id,
    expires: Math.floor(Date.now() / 1000) + FILE_LINK_SECONDS,
  });
}

export type FileDelivery =
  | { kind: 'redirect'; url: string }
  | { kind: 'stream'; key: string; contentType: string; fileName: string; disposition: Disposition };

/**
 * GET .../file?<signed link>: counts a download (not for a preview, a HEAD, or the later ranges
 * of a resumed download) and says how the file goes out: a redirect to the storage's own signed
 * address (S3) or streamed by the portal (local disk).
 */
export async function followFileLink(
  deps: MaterialDeps,
  id: number,
  query: Record<string, unknown>,
  request: { method: string; range?: string },
): Promise<FileDelivery> {
  const checked = checkFileLink(deps.appKey, id, query);
  if (!checked.ok) throw checked.reason === 'expired' ? forbidden(MATERIAL_ERRORS.linkExpired) : notFound();
  const facts = await materialFacts(deps.db, id);
  if (!facts || facts.fileId !== checked.link.fileId || !facts.storageKey) throw notFound();
  const { mode, userId } = checked.link;
  // A link given out before the material was hidden stops working for everyone but those who may
  // still reach it.
  if (facts.hiddenAt !== null && !(userId !== null && (await linkHolderMayReach(deps.db, facts, userId)))) {
    throw notFound();
  }

  const continuing = request.range !== undefined && !/^bytes=0-/.test(request.range.trim());
  if (mode === 'download' && request.method === 'GET' && !continuing) await insertDownload(deps.db, id, userId);

  const disposition: Disposition = mode === 'preview' ? 'inline' : 'attachment';
  const contentType = servedType(facts.mimeType);
  const fileName = facts.originalName ?? facts.title;
  const url = await deps.storage.signedUrl(facts.storageKey, {
    expiresIn: FILE_LINK_SECONDS,
    contentType,
    contentDisposition: contentDisposition(disposition, fileName),
  });
  if (url) return { kind: 'redirect', url };
  return { kind: 'stream', key: facts.storageKey, contentType, fileName, disposition };
}

/** Whether the user a file link was made for may still reach a hidden material (owner or administrator). */
async function linkHolderMayReach(db: Database, facts: MaterialFacts, userId: number): Promise<boolean> {
  if (userId === facts.ownerId) return true;
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isAdmin === true;
}

/** Each material's category path in the tree's order, as lists and the header search show it. */
export async function categoryPaths(db: Database, materialIds: number[]): Promise<Map<number, ReturnType<typeof pathEntry>[]>> {
  const nodes = await materialNodes(db, materialIds);
  return new Map(materialIds.map((id) => [id, orderedPath(nodes.get(id) ?? []).map(pathEntry)]));
}
