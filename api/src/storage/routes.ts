/**
 * GET /files/<key>: public images only (article images, banners, avatars, category icons). Material
 * files are never served here; they go through the download/preview calls that check access.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { notFound } from '../http/errors';
import type { Storage } from './storage';

export function registerFileRoutes(app: FastifyInstance, db: Database, storage: Storage): void {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    let key: string;
    try {
      key = decodeURIComponent(request.params['*']);
    } catch {
      throw notFound();
    }
    const rows = await db
      .select({ mimeType: files.mimeType })
      .from(files)
      .where(and(eq(files.storageKey, key), eq(files.isPublic, true)))
      .limit(1);
    const file = rows[0];
    if (!file) throw notFound();
    const stored = await storage.get(key);
    if (!stored) throw notFound();
    return (
      reply
        .header('content-type', file.mimeType)
        .header('content-length', String(stored.size))
        // Keys are random and never reused, so a stored file never changes under its address.
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An uploaded SVG opened directly must not run scripts on our origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(stored.stream)
    );
  });
}
