/** GET /api/pages and GET /api/pages/{slug or numeric id} (static pages such as noteikumi, about). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { parseIdOrNull } from '../../http/params';
import { pages } from '../../db/schema';
import { sanitizeContent } from '../content/sanitize';

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;

export function registerPageRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(
    '/api/pages',
    { config: { publicCache: true }, schema: { tags: ['content'], summary: 'Static pages (id, slug, title)' } },
    async () => {
      const rows = await db
        .select({ id: pages.id, slug: pages.slug, title: pages.title })
        .from(pages)
        .orderBy(asc(pages.title), asc(pages.id));
      return { data: rows };
    },
  );

  app.get<{ Params: { page: string } }>(
    '/api/pages/:page',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'One static page by slug or id',
        params: { type: 'object', properties: { page: { type: 'string' } } },
      },
    },
    async (request) => {
      const key = request.params.page;
      const id = parseIdOrNull(key);
      // A numeric key is an id first; a slug made of digits is still found by its slug.
      let rows = id !== null ? await db.select().from(pages).where(eq(pages.id, id)).limit(1) : [];
      if (!rows.length && SLUG.test(key))
        rows = await db.select().from(pages).where(eq(pages.slug, key.toLowerCase())).limit(1);
      const page = rows[0];
      if (!page) throw notFound();
      return { data: { id: page.id, slug: page.slug, title: page.title, content: sanitizeContent(page.content) } };
    },
  );
}
