/**
 * The newsletter dialog's answers ('Piekrītu' / 'Nepiekrītu', spec §2.2): POST and DELETE
 * /api/user/newsletter (contracts/src/endpoints/user.ts) set the preference and answer the user as
 * GET /api/user does, so the browser can put it straight into the session.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userEndpoints as calls } from '@portal/contracts/endpoints/user';
import { requireUser } from '../../auth/plugin';
import { users } from '../../db/schema';
import { registerEndpoint } from '../../http/endpoint';
import { unauthorized } from '../../http/errors';
import { ownUserJson } from './present';
import { findOwnProfile } from './repo';

export async function registerNewsletterRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  const answer = async (request: FastifyRequest, newsletter: boolean) => {
    const user = requireUser(request);
    await db.update(users).set({ newsletter }).where(eq(users.id, user.id));
    const profile = await findOwnProfile(db, user.id);
    if (!profile) throw unauthorized();
    return { data: ownUserJson(profile.user, profile.schoolTitle, profile.avatarKey, storage) };
  };

  registerEndpoint(app, calls.subscribeNewsletter, {}, (_input, request) => answer(request, true));
  registerEndpoint(app, calls.unsubscribeNewsletter, {}, (_input, request) => answer(request, false));
}
