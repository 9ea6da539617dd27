/**
 * GET /api/banners: the home page slider, in position order; switched-off banners are not shown
 * (contracts/src/endpoints/content.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentEndpoints as calls } from '@portal/contracts/endpoints/content';
import { registerEndpoint } from '../../http/endpoint';
import { banners, files } from '../../db/schema';

export async function registerBannerRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  registerEndpoint(app, calls.banners, {}, async () => {
    const rows = await db
      .select({ id: banners.id, title: banners.title, targetUrl: banners.targetUrl, imageKey: files.storageKey })
      .from(banners)
      // A slide is its picture: banners without one are not shown.
      .innerJoin(files, eq(files.id, banners.imageFileId))
      .where(eq(banners.active, true))
      .orderBy(asc(banners.position), asc(banners.id));
    return {
      data: rows.map((row) => ({
        id: row.id,
        title: row.title,
        target_url: row.targetUrl,
        image: { full_url: storage.publicUrl(row.imageKey) },
      })),
    };
  });
}
