/** Materials, their likes, bookmarks, views, downloads and comments (spec §7). */
import type { SortKey } from '@portal/contracts/constants';
import type { Comment, Material, Paged, Single, UrlResult } from '@portal/contracts/schemas/entities';
import type { MaterialRequest } from '@portal/contracts/schemas/forms';
import { api, query, toFormData, upload } from '@portal/contracts/api/client';

export interface MaterialListParams {
  page?: number;
  per_page?: number;
  /** a user id: that user's materials */
  owner?: number | null;
  /** node ids; a material matches when it is in all of them */
  categories?: readonly number[];
  sort?: SortKey;
}

export function listMaterials(params: MaterialListParams = {}): Promise<Paged<Material>> {
  const { categories, ...rest } = params;
  return api
    .get('/api/materials', {
      searchParams: query({ ...rest, categories: categories?.length ? categories.join(',') : undefined }),
    })
    .json<Paged<Material>>();
}

export async function getMaterial(id: number | string): Promise<Material> {
  return (await api.get(`/api/materials/${encodeURIComponent(id)}`).json<Single<Material>>()).data;
}

export interface SaveOptions {
  /** upload progress 0–100 (file materials) */
  onProgress?: (percent: number) => void;
}

/** The validated form (see forms.MaterialRequest) and, for a file material, the chosen file. */
export type MaterialInput = MaterialRequest & { file?: Blob | null };

function payload(input: MaterialInput): Record<string, unknown> {
  const { file: _file, ...fields } = input;
  // Spec §7: the address is dropped for files; the owner is never sent (the server knows it).
  return input.type === 'file' ? { ...fields, uri: undefined } : fields;
}

/** Multipart for file materials (the file travels with progress), JSON for links. */
export async function createMaterial(input: MaterialInput, options: SaveOptions = {}): Promise<Material> {
  if (input.type === 'file') {
    const body = toFormData(payload(input), { file: input.file });
    return (await upload('/api/materials', body, options).json<Single<Material>>()).data;
  }
  return (await api.post('/api/materials', { json: payload(input) }).json<Single<Material>>()).data;
}

/** POST with _method=PUT; multipart only when a new file is chosen. */
export async function updateMaterial(id: number, input: MaterialInput, options: SaveOptions = {}): Promise<Material> {
  const path = `/api/materials/${encodeURIComponent(id)}`;
  const fields = { ...payload(input), _method: 'PUT' };
  if (input.type === 'file' && input.file) {
    return (await upload(path, toFormData(fields, { file: input.file }), options).json<Single<Material>>()).data;
  }
  return (await api.post(path, { json: fields }).json<Single<Material>>()).data;
}

export async function deleteMaterial(id: number): Promise<void> {
  await api.delete(`/api/materials/${encodeURIComponent(id)}`);
}

/**
 * A short-lived (10 minutes) address of the file; the browser navigates to it, which counts one
 * download. With S3 storage it redirects to the bucket.
 */
export async function downloadUrl(id: number): Promise<string> {
  return (await api.post(`/api/materials/${encodeURIComponent(id)}/download`).json<UrlResult>()).url;
}

/**
 * The address of the inline preview: PDFs and images only; for other kinds (and link materials)
 * the call answers 404, so the preview toggle is not offered.
 */
export async function previewUrl(id: number): Promise<string> {
  return (await api.post(`/api/materials/${encodeURIComponent(id)}/preview`).json<UrlResult>()).url;
}

async function toggle(id: number, what: 'like' | 'bookmark', on: boolean): Promise<Material> {
  const path = `/api/materials/${encodeURIComponent(id)}/${what}`;
  return (await (on ? api.post(path) : api.delete(path)).json<Single<Material>>()).data;
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
  await api.post(`/api/materials/${encodeURIComponent(id)}/view`);
}

/** Top-level comments (newest first) with their replies (oldest first), 10 a page; sign-in required. */
export function listComments(materialId: number, page = 1): Promise<Paged<Comment>> {
  return api
    .get(`/api/materials/${encodeURIComponent(materialId)}/comments`, { searchParams: query({ page }) })
    .json<Paged<Comment>>();
}

export interface CommentInput {
  message: string;
  /** the comment answered (spec's replyTo, sent as parent_id) */
  replyTo?: number | null;
}

export async function createComment(materialId: number, { message, replyTo }: CommentInput): Promise<Comment> {
  return (
    await api
      .post(`/api/materials/${encodeURIComponent(materialId)}/comments`, {
        json: { message, parent_id: replyTo ?? null },
      })
      .json<Single<Comment>>()
  ).data;
}
