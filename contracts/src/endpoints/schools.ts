/** The school picker's search (spec §7). */
import { School, list } from '@portal/contracts/schemas/entities';
import { SchoolQuery } from '@portal/contracts/schemas/forms';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { schoolRoutes } from '@portal/contracts/endpoints/routes/schools';

/** The most schools one search answers. */
export const SCHOOLS_LIMIT = 50;

export const schoolEndpoints = endpoints(schoolRoutes, {
  list: {
    tags: ['schools'],
    summary: `Schools whose title contains \`s\` (case and diacritics ignored), at most ${SCHOOLS_LIMIT}`,
    signIn: 'none',
    cache: { reads: ['schools'] },
    query: SchoolQuery,
    responses: { 200: list(School) },
  },
});

export type SchoolEndpoints = typeof schoolEndpoints;
