/**
 * The administration's calls for news posts, static pages, banners and the home page's switches
 * (issue 19). Writes answer the saved item; a refused one rejects with the HTTPError of a 422
 * whose `errors` the forms show on their fields.
 */
import type { AdminContentEndpoints } from '@portal/contracts/endpoints/admin/content';
import { adminContentRoutes } from '@portal/contracts/endpoints/routes/admin/content';
import type { Paged, Settings } from '@portal/contracts/schemas/entities';
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
import { clientFor, toFormData } from '@portal/contracts/api/client';

const content = clientFor<AdminContentEndpoints>(adminContentRoutes);

/** JSON, or multipart when a picture travels with the fields. */
function formBody<TFields extends object>(fields: TFields, image?: Blob | null): TFields | FormData {
  return image ? toFormData(fields as Record<string, unknown>, { image }) : fields;
}

// --- news posts --------------------------------------------------------------------------------

export interface AdminArticleListParams {
  page?: number;
  q?: string;
  state?: ArticleState;
}

export function listAdminArticles(params: AdminArticleListParams = {}): Promise<Paged<AdminArticleSummary>> {
  return content.listArticles({ query: { ...params, state: params.state === 'all' ? undefined : params.state } });
}

export async function getAdminArticle(id: number): Promise<AdminArticle> {
  return (await content.getArticle({ params: { id } })).data;
}

export type ArticleInput = ArticleForm & { image?: Blob | null };

export async function createArticle({ image, remove_image: _unused, ...fields }: ArticleInput): Promise<AdminArticle> {
  return (await content.createArticle({ body: formBody(fields, image) })).data;
}

export type ArticleChangesInput = ArticleChanges & { image?: Blob | null };

/** POST with _method=PUT: only the fields given change (publishing is `{ published: true }`). */
export async function updateArticle(id: number, { image, ...fields }: ArticleChangesInput): Promise<AdminArticle> {
  const body = { ...fields, _method: 'PUT' };
  return (await content.updateArticle({ params: { id }, body: formBody(body, image) })).data;
}

export async function deleteArticle(id: number): Promise<void> {
  await content.deleteArticle({ params: { id } });
}

// --- static pages ------------------------------------------------------------------------------

export interface AdminPageListParams {
  page?: number;
  q?: string;
}

export function listAdminPages(params: AdminPageListParams = {}): Promise<Paged<AdminPageSummary>> {
  return content.listPages({ query: { ...params } });
}

export async function getAdminPage(slug: string): Promise<AdminPage> {
  return (await content.getPage({ params: { slug } })).data;
}

export async function createPage(fields: PageForm): Promise<AdminPage> {
  return (await content.createPage({ body: fields })).data;
}

/** The page now at `slug`; the answer carries its (possibly new) slug. */
export async function updatePage(slug: string, fields: PageForm): Promise<AdminPage> {
  const body = { ...fields, _method: 'PUT' };
  return (await content.updatePage({ params: { slug }, body })).data;
}

export async function deletePage(slug: string): Promise<void> {
  await content.deletePage({ params: { slug } });
}

// --- banners and the home page's switches ------------------------------------------------------

/** Every banner, switched off ones included, in the slider's order. */
export async function listAdminBanners(): Promise<AdminBanner[]> {
  return (await content.listBanners()).data;
}

export type BannerInput = BannerForm & { image?: Blob | null };

export async function createBanner({ image, ...fields }: BannerInput): Promise<AdminBanner> {
  return (await content.createBanner({ body: formBody(fields, image) })).data;
}

export type BannerChangesInput = BannerChanges & { image?: Blob | null };

/** Only the fields given change; `{ position: 1 }` moves the banner to the front. */
export async function updateBanner(id: number, { image, ...fields }: BannerChangesInput): Promise<AdminBanner> {
  const body = { ...fields, _method: 'PUT' };
  return (await content.updateBanner({ params: { id }, body: formBody(body, image) })).data;
}

export async function deleteBanner(id: number): Promise<void> {
  await content.deleteBanner({ params: { id } });
}

export async function saveFrontPageSettings(settings: FrontPageSettingsForm): Promise<Settings> {
  return (await content.saveSettings({ body: settings })).data;
}
