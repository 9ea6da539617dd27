/**
 * The newsletter dialog's answers ('Piekrītu' / 'Nepiekrītu', spec §2.2): POST and DELETE
 * /api/user/newsletter set the preference and answer the user as GET /api/user does, so the
 * browser can put it straight into the session.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CurrentUser, ErrorBody, single } from '@portal/contracts/schemas/entities';
import { requireUser } from '../../auth/plugin';
import { users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { unauthorized } from '../../http/errors';
import { bearer, responses } from '../../web/schemas';
import { ownUserJson } from '../user/present';
import { findOwnProfile } from '../user/repo';

export function registerNewsletterRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  const answer = async (request: FastifyRequest, newsletter: boolean) => {
    const user = requireUser(request);
    await db.update(users).set({ newsletter }).where(eq(users.id, user.id));
    const profile = await findOwnProfile(db, user.id);
    if (!profile) throw unauthorized();
    return { data: ownUserJson(profile.user, profile.schoolTitle, profile.avatarKey, storage) };
  };
  const schema = (summary: string) => ({
    tags: ['user'],
    summary,
    security: bearer,
    response: responses(single(CurrentUser), { 401: ErrorBody }),
  });

  app.post('/api/user/newsletter', { schema: schema('Subscribe to the newsletter') }, (request) =>
    answer(request, true),
  );
  app.delete('/api/user/newsletter', { schema: schema('Unsubscribe from the newsletter') }, (request) =>
    answer(request, false),
  );
}
