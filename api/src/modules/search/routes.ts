/** GET /api/search?q=&limit=10: the header search, for signed-in users (spec §6). */
import type { FastifyInstance } from 'fastify';
import { ErrorBody, SearchHit, ValidationErrorBody, list } from '@portal/contracts/schemas/entities';
import { SearchQuery } from '@portal/contracts/schemas/forms';
import { requireUser } from '../../auth/plugin';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validation';
import { jsonSchema, responses } from '../../web/schemas';
import { search } from './service';

export function registerSearchRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search materials (sign-in required)',
        description:
          'At least 3 characters; case and Latvian diacritics do not matter (`skolens` finds `skolēns`). Title hits come before description hits. Descriptions are cut at 200 characters plus an ellipsis.',
        querystring: jsonSchema(SearchQuery),
        response: responses(list(SearchHit), { 401: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      requireUser(request);
      const query = parseInput(SearchQuery, request.query);
      // The same for every teacher: kept by the read cache's rules, so a write shows at once.
      const hits = await app.sharedReads.remember(`search:${query.limit}:${query.q}`, () =>
        search(db, query.q, query.limit),
      );
      return { data: hits };
    },
  );
}
