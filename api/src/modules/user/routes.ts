/** GET /api/user, POST /api/auth/logout and GET /api/user/inbox/statistics (sign-in required). */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/plugin';
import { revokeAccessToken } from '../../auth/tokens';
import type { AppDeps } from '../../http/deps';
import { unauthorized } from '../../http/errors';
import { CurrentUser, ErrorBody, InboxStats, single } from '@portal/contracts/schemas/entities';
import { responses } from '../../web/schemas';
import { ownUserJson } from './present';
import { findOwnProfile, inboxCounts } from './repo';

const bearer = [{ bearer: [] }];

export function registerUserRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security: bearer,
        response: responses(single(CurrentUser), { 401: ErrorBody }),
      },
    },
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
    {
      schema: {
        tags: ['user'],
        summary: 'Counts of new comments and new messages',
        description:
          'The counters are also given at the top level, as newCommentsCount/newMessagesCount and new_comments_count/new_messages_count.',
        security: bearer,
        response: responses(single(InboxStats), { 401: ErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { newComments, newMessages } = await inboxCounts(db, user.id);
      const stats = { newCommentsCount: newComments, newMessagesCount: newMessages };
      // The contracts client reads `data`; spec §3 also names the counters at the top level, in both
      // spellings, so every reader finds them.
      return { data: stats, ...stats, new_comments_count: newComments, new_messages_count: newMessages };
    },
  );
}
