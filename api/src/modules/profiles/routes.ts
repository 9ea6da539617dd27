/**
 * GET /api/users (the recipient lookup), GET /api/users/{id} and GET /api/users/{id}/statistics
 * (spec §7; sign-in required, spec §6: profiles are for signed-in users).
 */
import type { FastifyInstance } from 'fastify';
import {
  ErrorBody,
  PublicUser,
  UserStatistics,
  ValidationErrorBody,
  paged,
  single,
} from '@portal/contracts/schemas/entities';
import { UserListQuery } from '@portal/contracts/schemas/forms';
import { requireUser } from '../../auth/plugin';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { parseId, type IdRoute } from '../../http/params';
import { parseInput } from '../../http/validation';
import { bearer, jsonSchema, responses } from '../../web/schemas';
import { paged as pageOf } from '../shared/pagination';
import { publicUserJson } from '../user/present';
import { findPublicUser, publicUserPage, userTotals, USERS_PER_PAGE } from './repo';

export function registerProfileRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary:
          'Teachers other than the caller, by last and first name; `s` searches names (case and diacritics ignored)',
        security: bearer,
        querystring: jsonSchema(UserListQuery),
        response: responses(paged(PublicUser), { 401: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, s } = parseInput(UserListQuery, request.query);
      const { rows, total } = await publicUserPage(db, user.id, { page, s });
      const data = rows.map((r) => publicUserJson(r.user, r.schoolTitle, r.avatarKey, storage));
      return pageOf(data, page, USERS_PER_PAGE, total);
    },
  );

  app.get<IdRoute>(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Another teacher’s profile (no e-mail, no pseudonym)',
        security: bearer,
        response: responses(single(PublicUser), { 401: ErrorBody, 404: ErrorBody }),
      },
    },
    async (request) => {
      requireUser(request);
      const row = await findPublicUser(db, parseId(request.params.id));
      if (!row) throw notFound();
      return { data: publicUserJson(row.user, row.schoolTitle, row.avatarKey, storage) };
    },
  );

  app.get<IdRoute>(
    '/api/users/:id/statistics',
    {
      schema: {
        tags: ['users'],
        summary: 'Totals of likes, views and downloads of the teacher’s materials',
        description:
          'For another teacher only the materials signed with a name count, so the totals never tie a pseudonym to its person; a teacher asking about themself gets all their materials.',
        security: bearer,
        response: responses(single(UserStatistics), { 401: ErrorBody, 404: ErrorBody }),
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const id = parseId(request.params.id);
      if (!(await findPublicUser(db, id))) throw notFound();
      return { data: await userTotals(db, id, id === caller.id) };
    },
  );
}
