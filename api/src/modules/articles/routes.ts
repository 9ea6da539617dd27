/** GET /api/articles (page, perPage, orderBy, orderByDirection) and GET /api/articles/{id}. */
import type { FastifyInstance } from 'fastify';
import { Article, ErrorBody, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { ArticleListQuery } from '@portal/contracts/schemas/forms';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { parseInput } from '../../http/validation';
import type { Storage } from '../../storage/storage';
import { jsonSchema, responses } from '../../web/schemas';
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

export function registerArticleRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  app.get(
    '/api/articles',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Published news posts, paged (9 per page unless perPage, at most 100)',
        querystring: jsonSchema(ArticleListQuery),
        response: responses(paged(Article), { 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const query = parseInput(ArticleListQuery, request.query);
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
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/articles/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'One news post',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        response: responses(single(Article), { 404: ErrorBody }),
      },
    },
    async (request) => {
      const row = await findArticle(db, parseId(request.params.id));
      if (!row) throw notFound();
      return { data: present(row, storage) };
    },
  );
}
