/**
 * GET /api/user/bookmarks, GET /api/user/comments (the comments inbox) and
 * POST|PUT /api/user/comments/{id}/seen (contracts/src/endpoints/user.ts; sign-in required).
 */
import type { FastifyInstance } from 'fastify';
import { MATERIALS_PER_PAGE } from '@portal/contracts/constants';
import { userEndpoints as calls } from '@portal/contracts/endpoints/user';
import { requireUser } from '../../auth/plugin';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { presentComment } from '../comments/present';
import { materialPage } from '../materials/service';
import { offsetOf, paged as pageOf } from '../shared/pagination';
import { registerSeenEndpoints } from '../shared/seen';
import { inboxComments, markInboxCommentSeen } from './repo';

export const INBOX_COMMENTS_PER_PAGE = 20;

export async function registerInboxRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  registerEndpoint(app, calls.bookmarks, {}, async ({ query }, request) => {
    const user = requireUser(request);
    return materialPage(db, storage, user.id, {
      page: query.page,
      perPage: MATERIALS_PER_PAGE,
      sort: 'bookmarks',
      nodeIds: [],
    });
  });

  registerEndpoint(app, calls.comments, {}, async ({ query: { page } }, request) => {
    const user = requireUser(request);
    const { rows, total } = await inboxComments(db, user.id, INBOX_COMMENTS_PER_PAGE, offsetOf(page, INBOX_COMMENTS_PER_PAGE));
    const data = rows.map((row) => ({
      ...presentComment(row, [], row.material, user.id, storage),
      // Every inbox comment concerns the user as its recipient, also a reply on someone else's material.
      seen_by_sender: row.seenBySender,
      seen_by_recipient: row.seenByRecipient,
    }));
    return pageOf(data, page, INBOX_COMMENTS_PER_PAGE, total);
  });

  registerSeenEndpoints(app, [calls.commentSeen, calls.commentSeenPut], async (userId, id) => {
    if (!(await markInboxCommentSeen(db, userId, id))) throw notFound();
  });
}
