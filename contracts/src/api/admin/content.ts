/**
 * The administration's calls for news posts, static pages, banners and the home page's switches
 * (issue 19). Writes answer the saved item; a refused one rejects with the HTTPError of a 422
 * whose `errors` the forms show on their fields.
 */
import type { List, Paged, Settings, Single } from '@portal/contracts/schemas/entities';
import type {
  AdminArticle,
  AdminArticleSummary,
  AdminBanner,
  AdminPage,
  AdminPageSummary,
  ArticleChanges,
  ArticleForm,
  ArticleState,
  BannerChanges,
  BannerForm,
  FrontPageSettingsForm,
  PageForm,
} from '@portal/contracts/schemas/admin/content';
import { api, query, toFormData } from '@portal/contracts/api/client';

const path = (...parts: (string | number)[]) => parts.map((part) => encodeURIComponent(String(part))).join('/');

/** JSON, or multipart when a picture travels with the fields. */
function send(url: string, fields: Record<string, unknown>, image?: Blob | null) {
  return image ? api.post(url, { body: toFormData(fields, { image }) }) : api.post(url, { json: fields });
}

// --- news posts --------------------------------------------------------------------------------

export interface AdminArticleListParams {
  page?: number;
  q?: string;
  state?: ArticleState;
}

export function listAdminArticles(params: AdminArticleListParams = {}): Promise<Paged<AdminArticleSummary>> {
  return api
    .get('/api/admin/articles', {
      searchParams: query({ ...params, state: params.state === 'all' ? undefined : params.state }),
    })
    .json<Paged<AdminArticleSummary>>();
}

export async function getAdminArticle(id: number): Promise<AdminArticle> {
  return (await api.get(`/api/admin/articles/${path(id)}`).json<Single<AdminArticle>>()).data;
}

export type ArticleInput = ArticleForm & { image?: Blob | null };

export async function createArticle({ image, remove_image: _unused, ...fields }: ArticleInput): Promise<AdminArticle> {
  return (await send('/api/admin/articles', fields, image).json<Single<AdminArticle>>()).data;
}

export type ArticleChangesInput = ArticleChanges & { image?: Blob | null };

/** POST with _method=PUT: only the fields given change (publishing is `{ published: true }`). */
export async function updateArticle(id: number, { image, ...fields }: ArticleChangesInput): Promise<AdminArticle> {
  const body = { ...fields, _method: 'PUT' };
  return (await send(`/api/admin/articles/${path(id)}`, body, image).json<Single<AdminArticle>>()).data;
}

export async function deleteArticle(id: number): Promise<void> {
  await api.delete(`/api/admin/articles/${path(id)}`);
}

// --- static pages ------------------------------------------------------------------------------

export interface AdminPageListParams {
  page?: number;
  q?: string;
}

export function listAdminPages(params: AdminPageListParams = {}): Promise<Paged<AdminPageSummary>> {
  return api.get('/api/admin/pages', { searchParams: query({ ...params }) }).json<Paged<AdminPageSummary>>();
}

export async function getAdminPage(slug: string): Promise<AdminPage> {
  return (await api.get(`/api/admin/pages/${path(slug)}`).json<Single<AdminPage>>()).data;
}

export async function createPage(fields: PageForm): Promise<AdminPage> {
  return (await api.post('/api/admin/pages', { json: fields }).json<Single<AdminPage>>()).data;
}

/** The page now at `slug`; the answer carries its (possibly new) slug. */
export async function updatePage(slug: string, fields: PageForm): Promise<AdminPage> {
  return (
    await api.post(`/api/admin/pages/${path(slug)}`, { json: { ...fields, _method: 'PUT' } }).json<Single<AdminPage>>()
  ).data;
}

export async function deletePage(slug: string): Promise<void> {
  await api.delete(`/api/admin/pages/${path(slug)}`);
}

// --- banners and the home page's switches ------------------------------------------------------

/** Every banner, switched off ones included, in the slider's order. */
export async function listAdminBanners(): Promise<AdminBanner[]> {
  return (await api.get('/api/admin/banners').json<List<AdminBanner>>()).data;
}

export type BannerInput = BannerForm & { image?: Blob | null };

export async function createBanner({ image, ...fields }: BannerInput): Promise<AdminBanner> {
  return (await send('/api/admin/banners', fields, image).json<Single<AdminBanner>>()).data;
}

export type BannerChangesInput = BannerChanges & { image?: Blob | null };

/** Only the fields given change; `{ position: 1 }` moves the banner to the front. */
export async function updateBanner(id: number, { image, ...fields }: BannerChangesInput): Promise<AdminBanner> {
  const body = { ...fields, _method: 'PUT' };
  return (await send(`/api/admin/banners/${path(id)}`, body, image).json<Single<AdminBanner>>()).data;
}

export async function deleteBanner(id: number): Promise<void> {
  await api.delete(`/api/admin/banners/${path(id)}`);
}

export async function saveFrontPageSettings(settings: FrontPageSettingsForm): Promise<Settings> {
  return (await api.put('/api/admin/settings', { json: settings }).json<Single<Settings>>()).data;
}
