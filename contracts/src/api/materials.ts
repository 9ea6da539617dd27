/**
 * Materials, their likes, bookmarks, views, downloads and comments (spec §7), over the endpoint
 * table's entries (endpoints/materials.ts, endpoints/comments.ts).
 */
import type { InferInput } from 'valibot';
import type { CommentEndpoints } from '@portal/contracts/endpoints/comments';
import type { MaterialEndpoints } from '@portal/contracts/endpoints/materials';
import { commentRoutes } from '@portal/contracts/endpoints/routes/comments';
import { materialRoutes } from '@portal/contracts/endpoints/routes/materials';
import type { MaterialListParams } from '@portal/contracts/initialData';
import type { Comment, Material, Paged } from '@portal/contracts/schemas/entities';
import type { MaterialRequest } from '@portal/contracts/schemas/forms';
import { clientFor, toFormData } from '@portal/contracts/api/client';

const materials = clientFor<MaterialEndpoints>(materialRoutes);
const comments = clientFor<CommentEndpoints>(commentRoutes);

export type { MaterialListParams };

export function listMaterials(params: MaterialListParams = {}): Promise<Paged<Material>> {
  const { categories, ...rest } = params;
  return materials.list({ query: { ...rest, categories: categories ? [...categories] : undefined } });
}

export async function getMaterial(id: number | string): Promise<Material> {
  return (await materials.get({ params: { id } })).data;
}

export interface SaveOptions {
  /** upload progress 0–100 (file materials) */
  onProgress?: (percent: number) => void;
}

/** The validated form (see forms.MaterialRequest) and, for a file material, the chosen file. */
export type MaterialInput = MaterialRequest & { file?: Blob | null };

function payload(input: MaterialInput): InferInput<typeof MaterialRequest> {
  const { file: _file, ...fields } = input;
  // Spec §7: the address is dropped for files; the owner is never sent (the server knows it).
  return fields.type === 'file' ? { ...fields, uri: undefined } : fields;
}

/** Multipart for file materials (the file travels with progress), JSON for links. */
export async function createMaterial(input: MaterialInput, options: SaveOptions = {}): Promise<Material> {
  const fields = payload(input);
  const body = input.type === 'file' ? toFormData(fields, { file: input.file }) : fields;
  return (await materials.create({ body }, options)).data;
}

/** POST with _method=PUT; multipart only when a new file is chosen. */
export async function updateMaterial(id: number, input: MaterialInput, options: SaveOptions = {}): Promise<Material> {
  const fields = { ...payload(input), _method: 'PUT' };
  const body = input.type === 'file' && input.file ? toFormData(fields, { file: input.file }) : fields;
  return (await materials.update({ params: { id }, body }, options)).data;
}

export async function deleteMaterial(id: number): Promise<void> {
  await materials.remove({ params: { id } });
}

/**
 * A short-lived (10 minutes) address of the file; the browser navigates to it, which counts one
 * download. With S3 storage it redirects to the bucket.
 */
export async function downloadUrl(id: number): Promise<string> {
  return (await materials.downloadLink({ params: { id } })).url;
}

/**
 * The address of the inline preview: PDFs and images only; for other kinds (and link materials)
 * the call answers 404, so the preview toggle is not offered.
 */
export async function previewUrl(id: number): Promise<string> {
  return (await materials.previewLink({ params: { id } })).url;
}

async function toggle(id: number, what: 'like' | 'bookmark', on: boolean): Promise<Material> {
  const send = {
    like: on ? materials.like : materials.unlike,
    bookmark: on ? materials.bookmark : materials.unbookmark,
  }[what];
  return (await send({ params: { id } })).data;
}

/** The server answers with the updated material (is_liked, likes). */
export const likeMaterial = (id: number) => toggle(id, 'like', true);
export const unlikeMaterial = (id: number) => toggle(id, 'like', false);
/** The server answers with the updated material (has_bookmark). */
export const bookmarkMaterial = (id: number) => toggle(id, 'bookmark', true);
export const unbookmarkMaterial = (id: number) => toggle(id, 'bookmark', false);
export const setLiked = (id: number, liked: boolean) => toggle(id, 'like', liked);
export const setBookmarked = (id: number, bookmarked: boolean) => toggle(id, 'bookmark', bookmarked);

export async function recordView(id: number): Promise<void> {
  await materials.view({ params: { id } });
}

/** Top-level comments (newest first) with their replies (oldest first), 10 a page; sign-in required. */
export function listComments(materialId: number, page = 1): Promise<Paged<Comment>> {
  return comments.list({ params: { id: materialId }, query: { page } });
}

export interface CommentInput {
  message: string;
  /** the comment answered (spec's replyTo, sent as parent_id) */
  replyTo?: number | null;
}

export async function createComment(materialId: number, { message, replyTo }: CommentInput): Promise<Comment> {
  return (await comments.create({ params: { id: materialId }, body: { message, parent_id: replyTo ?? null } })).data;
}
