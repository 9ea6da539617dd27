/**
 * GET /api/users (the recipient lookup), GET /api/users/{id} and GET /api/users/{id}/statistics
 * (contracts/src/endpoints/profiles.ts; sign-in required, spec §6: profiles are for signed-in users).
 */
import type { FastifyInstance } from 'fastify';
import { profileEndpoints as calls } from '@portal/contracts/endpoints/profiles';
import { requireUser } from '../../auth/plugin';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { paged as pageOf } from '../shared/pagination';
import { publicUserJson } from '../user/present';
import { findPublicUser, publicUserPage, userTotals, USERS_PER_PAGE } from './repo';

export async function registerProfileRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  registerEndpoint(app, calls.list, {}, async ({ query: { page, s } }, request) => {
    const user = requireUser(request);
    const { rows, total } = await publicUserPage(db, user.id, { page, s });
    const data = rows.map((r) => publicUserJson(r.user, r.schoolTitle, r.avatarKey, storage));
    return pageOf(data, page, USERS_PER_PAGE, total);
  });

  registerEndpoint(app, calls.get, {}, async ({ params }, request) => {
    requireUser(request);
    const row = await findPublicUser(db, params.id);
    if (!row) throw notFound();
    return { data: publicUserJson(row.user, row.schoolTitle, row.avatarKey, storage) };
  });

  registerEndpoint(app, calls.statistics, {}, async ({ params: { id } }, request) => {
    const caller = requireUser(request);
    if (!(await findPublicUser(db, id))) throw notFound();
    return { data: await userTotals(db, id, id === caller.id) };
  });
}
