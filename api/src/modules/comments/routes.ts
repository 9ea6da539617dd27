/**
 * GET /api/materials/{id}/comments (page) and POST /api/materials/{id}/comments (message, parent_id):
 * contracts/src/endpoints/comments.ts. A teacher adds at most 20 comments per 10 minutes (429 with
 * Retry-After).
 */
import type { FastifyInstance } from 'fastify';
import { commentEndpoints as calls } from '@portal/contracts/endpoints/comments';
import { MATERIAL_ERRORS } from '@portal/contracts/messages';
import { requireUser } from '../../auth/plugin';
import { registerEndpoint } from '../../http/endpoint';
import { limitRequests } from '../../http/rateLimit';
import { addComment, commentPage } from './service';

/** Enough for a lively discussion (answers included), too few to flood a material: docs/decisions.md. */
export const COMMENT_LIMIT = { max: 20, timeWindow: 10 * 60 * 1000 };

export async function registerCommentRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  const limit = limitRequests(app, [
    {
      name: 'comments-author',
      ...COMMENT_LIMIT,
      key: (request) => (request.user ? String(request.user.id) : null),
      message: MATERIAL_ERRORS.commentLimit,
    },
  ]);

  registerEndpoint(app, calls.list, {}, async ({ params, query }, request) =>
    commentPage(db, storage, requireUser(request), params.id, query.page),
  );

  registerEndpoint(
    app,
    calls.create,
    { preHandler: limit },
    async ({ params, body }, request, reply) => {
      const comment = await addComment(db, storage, requireUser(request), params.id, body);
      return reply.code(201).send({ data: comment });
    },
  );
}
