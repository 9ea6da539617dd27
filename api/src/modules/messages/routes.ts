/**
 * GET /api/messages (page, query), GET /api/messages/{id}, POST /api/messages (a new thread, or an
 * answer with reply_to_id) and POST|PUT /api/messages/{id}/seen (contracts/src/endpoints/messages.ts;
 * sign-in required). A sender sends at most 30 messages per 10 minutes (429 with Retry-After).
 */
import type { FastifyInstance } from 'fastify';
import { messageEndpoints as calls } from '@portal/contracts/endpoints/messages';
import { requireUser } from '../../auth/plugin';
import { registerEndpoint } from '../../http/endpoint';
import { limitRequests } from '../../http/rateLimit';
import { registerSeenEndpoints } from '../shared/seen';
import { answerThread, markSeen, messagePage, startThread, threadById } from './service';

export const MESSAGE_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 };

export async function registerMessageRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  const limit = limitRequests(app, [
    { name: 'messages-sender', ...MESSAGE_LIMIT, key: (request) => (request.user ? String(request.user.id) : null) },
  ]);

  registerEndpoint(app, calls.list, {}, async ({ query }, request) =>
    messagePage(db, storage, requireUser(request).id, query),
  );

  registerEndpoint(app, calls.get, {}, async ({ params }, request) => ({
    data: await threadById(db, storage, requireUser(request).id, params.id),
  }));

  registerEndpoint(
    app,
    calls.send,
    { preHandler: limit },
    async ({ body }, request, reply) => {
      const user = requireUser(request);
      const message =
        'reply_to_id' in body
          ? await answerThread(db, storage, user.id, body)
          : await startThread(db, storage, user.id, body);
      return reply.code(201).send({ data: message });
    },
  );

  registerSeenEndpoints(app, [calls.seen, calls.seenPut], (userId, id) => markSeen(db, userId, id));
}
