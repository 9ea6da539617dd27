/** GET /api/user, POST /api/auth/logout and GET /api/user/inbox/statistics (sign-in required). */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/plugin';
import { revokeAccessToken } from '../../auth/tokens';
import type { AppDeps } from '../../http/deps';
import { unauthorized } from '../../http/errors';
import { ownUserJson } from './present';
import { findOwnProfile, inboxCounts } from './repo';

const bearer = [{ bearer: [] }];

export function registerUserRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  app.get(
    '/api/user',
    { schema: { tags: ['user'], summary: 'The signed-in user', security: bearer } },
    async (request) => {
      const user = requireUser(request);
      const profile = await findOwnProfile(db, user.id);
      if (!profile) throw unauthorized();
      return { data: ownUserJson(profile.user, profile.schoolTitle, profile.avatarKey, storage) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Revoke the access token of this request', security: bearer } },
    async (request, reply) => {
      requireUser(request);
      if (request.accessTokenId !== null) await revokeAccessToken(db, request.accessTokenId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/user/inbox/statistics',
    { schema: { tags: ['user'], summary: 'Counts of new comments and new messages', security: bearer } },
    async (request) => {
      const user = requireUser(request);
      const { newComments, newMessages } = await inboxCounts(db, user.id);
      // Both spellings are in use by the client (spec §3).
      return {
        newCommentsCount: newComments,
        newMessagesCount: newMessages,
        new_comments_count: newComments,
        new_messages_count: newMessages,
      };
    },
  );
}
