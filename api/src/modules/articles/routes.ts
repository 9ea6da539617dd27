/**
 * GET /api/articles (page, perPage, orderBy, orderByDirection) and GET /api/articles/{id}
 * (contracts/src/endpoints/content.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contentEndpoints as calls } from '@portal/contracts/endpoints/content';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { sanitizeContent } from '../content/sanitize';
import { imageJson, type ImageJson } from '../shared/images';
import { offsetOf, paged as pagedJson } from '../shared/pagination';
import { findArticle, listArticles, type ArticleRow } from './repo';

export interface ArticleJson {
  id: number;
  title: string;
  description: string | null;
  content: string;
  created_at: string;
  updated_at: string;
  image: ImageJson | null;
}

function present(row: ArticleRow, storage: Storage): ArticleJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: sanitizeContent(row.content),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    image: imageJson(storage, row.imageKey),
  };
}

export async function registerArticleRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  registerEndpoint(app, calls.articles, {}, async ({ query }) => {
    const { rows, total } = await listArticles(db, {
      orderBy: query.orderBy,
      direction: query.orderByDirection,
      limit: query.perPage,
      offset: offsetOf(query.page, query.perPage),
    });
    return pagedJson(
      rows.map((row) => present(row, storage)),
      query.page,
      query.perPage,
      total,
    );
  });

  registerEndpoint(app, calls.article, {}, async ({ params }) => {
    const row = await findArticle(db, params.id);
    if (!row) throw notFound();
    return { data: present(row, storage) };
  });
}
