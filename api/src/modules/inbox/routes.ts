/**
 * GET /api/user/bookmarks, GET /api/user/comments (the comments inbox) and
 * POST|PUT /api/user/comments/{id}/seen (spec §7; sign-in required).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MATERIALS_PER_PAGE } from '@portal/contracts/constants';
import { Comment, ErrorBody, Material, ValidationErrorBody, paged } from '@portal/contracts/schemas/entities';
import { PageQuery } from '@portal/contracts/schemas/forms';
import { requireUser } from '../../auth/plugin';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { parseId, type IdRoute } from '../../http/params';
import { parseInput } from '../../http/validation';
import { bearer, jsonSchema, responses } from '../../web/schemas';
import { presentComment } from '../comments/present';
import { materialPage } from '../materials/service';
import { offsetOf, paged as pageOf } from '../shared/pagination';
import { checkPutOverride } from './methodOverride';
import { inboxComments, markInboxCommentSeen } from './repo';

export const INBOX_COMMENTS_PER_PAGE = 20;

export function registerInboxRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  app.get(
    '/api/user/bookmarks',
    {
      schema: {
        tags: ['user'],
        summary: 'The materials the signed-in user bookmarked, the latest bookmark first',
        security: bearer,
        querystring: jsonSchema(PageQuery),
        response: responses(paged(Material), { 401: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page } = parseInput(PageQuery, request.query);
      return materialPage(db, storage, user.id, { page, perPage: MATERIALS_PER_PAGE, sort: 'bookmarks', nodeIds: [] });
    },
  );

  app.get(
    '/api/user/comments',
    {
      schema: {
        tags: ['user'],
        summary:
          "The comments inbox: others' comments on the user's materials and others' replies to the user's comments",
        description:
          'Newest first. `seen_by_recipient` false marks a comment new to the user (the header badge counts these).',
        security: bearer,
        querystring: jsonSchema(PageQuery),
        response: responses(paged(Comment), { 401: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page } = parseInput(PageQuery, request.query);
      const { rows, total } = await inboxComments(
        db,
        user.id,
        INBOX_COMMENTS_PER_PAGE,
        offsetOf(page, INBOX_COMMENTS_PER_PAGE),
      );
      const data = rows.map((row) => ({
        ...presentComment(row, [], row.material, user.id, storage),
        // Every inbox comment concerns the user as its recipient, also a reply on someone else's material.
        seen_by_sender: row.seenBySender,
        seen_by_recipient: row.seenByRecipient,
      }));
      return pageOf(data, page, INBOX_COMMENTS_PER_PAGE, total);
    },
  );

  const seen = async (request: FastifyRequest<IdRoute>, reply: FastifyReply) => {
    const user = requireUser(request);
    checkPutOverride(request.body);
    const id = parseId(request.params.id);
    if (!(await markInboxCommentSeen(db, user.id, id))) throw notFound();
    return reply.code(204).send();
  };
  for (const method of ['POST', 'PUT'] as const) {
    app.route<IdRoute>({
      method,
      url: '/api/user/comments/:id/seen',
      config: { keepsReadCache: true, changesInbox: true },
      schema: {
        tags: ['user'],
        summary: 'Mark a comment of the inbox seen (both flags); POST with _method=PUT, or PUT. 204',
        description:
          "Someone else's comment (neither on the user's material, nor a reply to the user's comment, nor the user's own) is 404.",
        security: bearer,
        response: { 401: jsonSchema(ErrorBody), 404: jsonSchema(ErrorBody), 405: jsonSchema(ErrorBody) },
      },
      handler: seen,
    });
  }
}
