/** The public content of the portal (spec §7): front page switches, banners, news posts, static pages. */
import * as v from 'valibot';
import { ARTICLES_PER_PAGE } from '@portal/contracts/constants';
import { Article, Banner, Page, Settings, list, paged, single } from '@portal/contracts/schemas/entities';
import { ArticleListQuery } from '@portal/contracts/schemas/forms';
import { endpoints, IdParams } from '@portal/contracts/endpoints/endpoint';
import { contentRoutes } from '@portal/contracts/endpoints/routes/content';

const tags = ['content'];

/** A static page in the list: its content is read one page at a time. */
export const PageSummary = v.pick(Page, ['id', 'slug', 'title']);

/**
 * A page's slug ('noteikumi') or its id. Any text is a key to look up: one that names no page is
 * 404, as a failed path parameter is, so the schema only says what it takes.
 */
const PageParams = v.object({
  page: v.pipe(
    v.string(),
    v.metadata({ jsonSchema: { type: 'string', minLength: 1, description: 'a slug or a numeric id' } }),
  ),
});

export const contentEndpoints = endpoints(contentRoutes, {
  settings: {
    tags,
    summary: 'Front page switches',
    signIn: 'none',
    cache: { reads: ['settings'] },
    responses: { 200: single(Settings) },
  },
  banners: {
    tags,
    summary: 'Banners of the home slider, in position order (switched-off banners and those without a picture are left out)',
    signIn: 'none',
    cache: { reads: ['banners'] },
    responses: { 200: list(Banner) },
  },
  articles: {
    tags,
    summary: `Published news posts, paged (${ARTICLES_PER_PAGE} per page unless perPage, at most 100)`,
    signIn: 'none',
    cache: { reads: ['articles'] },
    query: ArticleListQuery,
    responses: { 200: paged(Article) },
  },
  article: {
    tags,
    summary: 'One news post',
    signIn: 'none',
    cache: { reads: ['articles'] },
    params: IdParams,
    responses: { 200: single(Article) },
  },
  pages: {
    tags,
    summary: 'Static pages (id, slug, title)',
    signIn: 'none',
    cache: { reads: ['pages'] },
    responses: { 200: list(PageSummary) },
  },
  page: {
    tags,
    summary: 'One static page by slug or id',
    description: 'A numeric key is an id first; a slug made of digits is still found by its slug.',
    signIn: 'none',
    cache: { reads: ['pages'] },
    params: PageParams,
    responses: { 200: single(Page) },
  },
});

export type ContentEndpoints = typeof contentEndpoints;
