/**
 * GET /api/materials/{id}/comments (page) and POST /api/materials/{id}/comments (message, parent_id).
 * A teacher adds at most 20 comments per 10 minutes (429 with Retry-After).
 */
import type { FastifyInstance } from 'fastify';
import { MATERIAL_ERRORS } from '@portal/contracts/messages';
import { Comment, ErrorBody, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { CommentForm, PageQuery } from '@portal/contracts/schemas/forms';
import { requireUser } from '../../auth/plugin';
import type { AppDeps } from '../../http/deps';
import { parseId, type IdRoute } from '../../http/params';
import { limitRequests } from '../../http/rateLimit';
import { parseInput } from '../../http/validation';
import { createdResponses, idParams, jsonSchema, responses } from '../../web/schemas';
import { addComment, commentPage, COMMENTS_PER_PAGE } from './service';

/** Enough for a lively discussion (answers included), too few to flood a material: docs/decisions.md. */
export const COMMENT_LIMIT = { max: 20, timeWindow: 10 * 60 * 1000 };

export function registerCommentRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  const limit = limitRequests(app, [
    {
      name: 'comments-author',
      ...COMMENT_LIMIT,
      key: (request) => (request.user ? String(request.user.id) : null),
      message: MATERIAL_ERRORS.commentLimit,
    },
  ]);

  app.get<IdRoute>(
    '/api/materials/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: "A material's comments, a page at a time (sign-in required)",
        description: `${COMMENTS_PER_PAGE} top-level comments per page, newest first, each with its replies (oldest first).`,
        params: idParams,
        querystring: jsonSchema(PageQuery),
        response: responses(paged(Comment), { 401: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = parseId(request.params.id);
      const { page } = parseInput(PageQuery, request.query);
      return commentPage(db, storage, user, id, page);
    },
  );

  app.post<IdRoute>(
    '/api/materials/:id/comments',
    {
      // Comments are read signed in and never kept by the read cache.
      config: { keepsReadCache: true, changesInbox: true },
      preHandler: limit,
      schema: {
        tags: ['comments'],
        summary: 'Comment on a material, or answer a comment (parent_id)',
        description:
          "Only a top-level comment can be answered. The material's owner answers comments but does not add top-level ones (403). " +
          'At most 5000 characters; at most 20 comments per teacher per 10 minutes (429 with Retry-After).',
        params: idParams,
        body: jsonSchema(CommentForm),
        response: createdResponses(single(Comment), {
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ValidationErrorBody,
          429: ErrorBody,
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = parseId(request.params.id);
      const form = parseInput(CommentForm, request.body);
      const comment = await addComment(db, storage, user, id, form);
      return reply.code(201).send({ data: comment });
    },
  );
}
