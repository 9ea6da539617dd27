/**
 * GET /api/schools?s=: the school picker; case- and diacritic-insensitive "contains", at most 50
 * (contracts/src/endpoints/schools.ts).
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schoolEndpoints as calls, SCHOOLS_LIMIT } from '@portal/contracts/endpoints/schools';
import { registerEndpoint } from '../../http/endpoint';
import { schools } from '../../db/schema';
import { containsText } from '../shared/textSearch';

export async function registerSchoolRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerEndpoint(app, calls.list, {}, async ({ query: { s } }) => {
    const query = db.select({ id: schools.id, title: schools.title }).from(schools);
    // f_unaccent(lower(title)) is the expression of the trigram index (migration 0000/0001).
    const rows = await (s ? query.where(containsText(schools.title, s)) : query)
      .orderBy(asc(schools.title), asc(schools.id))
      .limit(SCHOOLS_LIMIT);
    return { data: rows };
  });
}
