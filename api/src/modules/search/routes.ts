/** GET /api/search?q=&limit=10 (contracts/src/endpoints/search.ts): the header search, for signed-in users (spec §6). */
import type { FastifyInstance } from 'fastify';
import { searchEndpoints as calls } from '@portal/contracts/endpoints/search';
import { registerEndpoint } from '../../http/endpoint';
import { search } from './service';

export async function registerSearchRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Sign-in is the entry's (401 before the query is looked at).
  registerEndpoint(app, calls.search, {}, async ({ query }, request) => {
    // The same for every teacher: kept until a material is added, changed or removed.
    const hits = await request.keptReads.remember(
      `search:${query.limit}:${query.q}`,
      () => search(db, query.q, query.limit),
      ['materials'],
    );
    return { data: hits };
  });
}
