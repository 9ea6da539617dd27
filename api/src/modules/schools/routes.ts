/** GET /api/schools?s=: the school picker; case- and diacritic-insensitive "contains", at most 50. */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { School, ValidationErrorBody, list } from '@portal/contracts/schemas/entities';
import { SchoolQuery } from '@portal/contracts/schemas/forms';
import { parseInput } from '../../http/validation';
import { jsonSchema, responses } from '../../web/schemas';
import { schools } from '../../db/schema';
import { containsText } from '../shared/textSearch';

export const SCHOOLS_LIMIT = 50;

export function registerSchoolRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(
    '/api/schools',
    {
      config: { publicCache: true },
      schema: {
        tags: ['schools'],
        summary: 'Schools whose title contains `s` (case and diacritics ignored), at most 50',
        querystring: jsonSchema(SchoolQuery),
        response: responses(list(School), { 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const { s } = parseInput(SchoolQuery, request.query);
      const query = db.select({ id: schools.id, title: schools.title }).from(schools);
      // f_unaccent(lower(title)) is the expression of the trigram index (migration 0000/0001).
      const rows = await (s ? query.where(containsText(schools.title, s)) : query)
        .orderBy(asc(schools.title), asc(schools.id))
        .limit(SCHOOLS_LIMIT);
      return { data: rows };
    },
  );
}
