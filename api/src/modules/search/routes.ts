/** GET /api/search?q=&limit=10 (contracts/src/endpoints/search.ts): the header search, for signed-in users (spec §6). */
import type { FastifyInstance } from 'fastify';
import { searchEndpoints as calls } from '@portal/contracts/endpoints/search';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { search } from './service';

export function registerSearchRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // Sign-in is the entry's (401 before the query is looked at).
  registerEndpoint(app, calls.search, {}, async ({ query }) => {
    // The same for every teacher: kept by the read cache's rules, so a write shows at once.
    const hits = await app.sharedReads.remember(`search:${query.limit}:${query.q}`, () =>
      search(db, query.q, query.limit),
    );
    return { data: hits };
  });
}
