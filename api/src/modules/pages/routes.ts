/**
 * GET /api/pages and GET /api/pages/{slug or numeric id} (static pages such as noteikumi, about;
 * contracts/src/endpoints/content.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentEndpoints as calls } from '@portal/contracts/endpoints/content';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { parseIdOrNull } from '../../http/params';
import { pages } from '../../db/schema';
import { sanitizeContent } from '../content/sanitize';

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;

export async function registerPageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, calls.pages, {}, async () => {
    const rows = await db
      .select({ id: pages.id, slug: pages.slug, title: pages.title })
      .from(pages)
      .orderBy(asc(pages.title), asc(pages.id));
    return { data: rows };
  });

  registerEndpoint(app, calls.page, {}, async ({ params }) => {
    const key = params.page;
    // The key is a page's id or its slug: which one is the look-up's question, not a check of input.
    const id = parseIdOrNull(key);
    // A numeric key is an id first; a slug made of digits is still found by its slug.
    let rows = id !== null ? await db.select().from(pages).where(eq(pages.id, id)).limit(1) : [];
    if (!rows.length && SLUG.test(key)) rows = await db.select().from(pages).where(eq(pages.slug, key.toLowerCase())).limit(1);
    const page = rows[0];
    if (!page) throw notFound();
    return { data: { id: page.id, slug: page.slug, title: page.title, content: sanitizeContent(page.content) } };
  });
}
