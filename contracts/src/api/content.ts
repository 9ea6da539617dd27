/** Settings, banners, news posts and static pages (spec §7). */
import type { ArticleListParams } from '@portal/contracts/initialData';
import type { Article, Banner, List, Page, Paged, Settings, Single } from '@portal/contracts/schemas/entities';
import { api, query } from '@portal/contracts/api/client';

/** Whether the home page shows the banner slider and the latest news. */
export async function getSettings(): Promise<Settings> {
  return (await api.get('/api/settings').json<Single<Settings>>()).data;
}

export async function listBanners(): Promise<Banner[]> {
  return (await api.get('/api/banners').json<List<Banner>>()).data;
}

export type { ArticleListParams };

/** News posts; the home page asks `{ perPage: 3, orderBy: 'created_at', orderByDirection: 'desc' }`. */
export function listArticles(params: ArticleListParams = {}): Promise<Paged<Article>> {
  return api.get('/api/articles', { searchParams: query({ ...params }) }).json<Paged<Article>>();
}

export async function getArticle(id: number | string): Promise<Article> {
  return (await api.get(`/api/articles/${encodeURIComponent(id)}`).json<Single<Article>>()).data;
}

export async function listPages(): Promise<Page[]> {
  return (await api.get('/api/pages').json<List<Page>>()).data;
}

/** A static page by slug ('noteikumi', 'about') or id. */
export async function getPage(slugOrId: string | number): Promise<Page> {
  return (await api.get(`/api/pages/${encodeURIComponent(slugOrId)}`).json<Single<Page>>()).data;
}
