/** Settings, banners, news posts and static pages (spec §7), over the endpoint table's entries (endpoints/content.ts). */
import type { InferOutput } from 'valibot';
import type { ContentEndpoints, PageSummary } from '@portal/contracts/endpoints/content';
import type { ArticleListParams } from '@portal/contracts/initialData';
import { contentRoutes } from '@portal/contracts/endpoints/routes/content';
import type { Article, Banner, Page, Paged, Settings } from '@portal/contracts/schemas/entities';
import { clientFor } from '@portal/contracts/api/client';

const content = clientFor<ContentEndpoints>(contentRoutes);

/** Whether the home page shows the banner slider and the latest news. */
export async function getSettings(): Promise<Settings> {
  return (await content.settings()).data;
}

export async function listBanners(): Promise<Banner[]> {
  return (await content.banners()).data;
}

export type { ArticleListParams };

/** News posts; the home page asks `{ perPage: 3, orderBy: 'created_at', orderByDirection: 'desc' }`. */
export function listArticles(params: ArticleListParams = {}): Promise<Paged<Article>> {
  return content.articles({ query: params });
}

export async function getArticle(id: number | string): Promise<Article> {
  return (await content.article({ params: { id } })).data;
}

/** The static pages without their content (id, slug, title). */
export async function listPages(): Promise<Array<InferOutput<typeof PageSummary>>> {
  return (await content.pages()).data;
}

/** A static page by slug ('noteikumi', 'about') or id. */
export async function getPage(slugOrId: string | number): Promise<Page> {
  return (await content.page({ params: { page: slugOrId } })).data;
}
