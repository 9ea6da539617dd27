/**
 * Reports and moderation (issue 19):
 *  - POST /api/materials/{id}/report, POST /api/comments/{id}/report: 'Ziņot par pārkāpumu' (signed
 *    in; not one's own item; one open report per person and item, 409 for a second; at most 10 an
 *    hour per teacher, 429 with Retry-After);
 *  - GET /api/user/notices, POST /api/user/notices/{id}/seen: the owner's moderation notices;
 *    these four are entries of contracts/src/endpoints/reports.ts;
 *  - GET /api/admin/reports: open reports grouped per item, the newest report first;
 *  - POST /api/admin/reports/{material|comment}/{id}/{hide|restore|dismiss|delete}.
 * Every administrator call: 401 anonymous, 403 for anyone else; every decision empties the read
 * cache of every process (a write like any other), so a hidden item is gone from every list at once.
 */
import type { FastifyInstance } from 'fastify';
import { adminReportEndpoints as adminCalls } from '@portal/contracts/endpoints/admin/reports';
import { reportEndpoints as calls } from '@portal/contracts/endpoints/reports';
import { REPORT_MESSAGES, REPORTS, type NoticeKind } from '@portal/contracts/schemas/reports';
import { requireUser } from '../../../auth/plugin';
import { notFound } from '../../../http/errors';
import { registerEndpoint } from '../../../http/endpoint';
import { limitRequests } from '../../../http/rateLimit';
import { loadPage } from '../../shared/pagination';
import { registerAdminEndpoint } from '../http';
import { markNoticeSeen, noticePage } from './repo';
import { moderate, reportItem, reportQueue, type ModerationDeps } from './service';

export async function registerModerationRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, config, appKey } = app;
  const deps: ModerationDeps = {
    db,
    publicUrl: config.publicUrl,
    materials: { db, storage, appKey, log: app.log },
  };

  // --- a teacher's report -------------------------------------------------------------------------
  const limit = limitRequests(app, [
    {
      name: 'reports-reporter',
      max: REPORTS.limit.max,
      timeWindow: REPORTS.limit.timeWindowMs,
      key: (request) => (request.user ? String(request.user.id) : null),
      message: REPORT_MESSAGES.limit,
    },
  ]);
  for (const [type, entry] of [
    ['material', calls.reportMaterial],
    ['comment', calls.reportComment],
  ] as const) {
    registerEndpoint(
      app,
      entry,
      { preHandler: limit },
      async ({ params, body }, request, reply) => {
        const receipt = await reportItem(db, requireUser(request), type, params.id, body);
        return reply.code(201).send({ data: receipt });
      },
    );
  }

  // --- the owner's notices -----------------------------------------------------------------------
  registerEndpoint(app, calls.notices, {}, async ({ query: { page } }, request) => {
    const user = requireUser(request);
    return loadPage(
      page,
      REPORTS.noticesPerPage,
      (limit, offset) => noticePage(db, user.id, limit, offset),
      (row) => ({
        id: row.id,
        kind: row.kind as NoticeKind,
        text: row.text,
        material:
          row.materialId !== null && row.materialTitle !== null ? { id: row.materialId, title: row.materialTitle } : null,
        comment_id: row.commentId,
        created_at: row.createdAt.toISOString(),
        seen: row.seenAt !== null,
      }),
    );
  });

  registerEndpoint(
    app,
    calls.noticeSeen,
    {},
    async ({ params }, request, reply) => {
      if (!(await markNoticeSeen(db, requireUser(request).id, params.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  // --- the administrators' queue and decisions ---------------------------------------------------
  registerAdminEndpoint(app, adminCalls.queue, {}, async ({ query }) =>
    reportQueue(db, query.page, REPORTS.queuePerPage),
  );

  // Hide and delete take the reason the owner is told; restore and dismiss read no body.
  const withReason = [
    [adminCalls.hideMaterial, 'material', 'hide'],
    [adminCalls.deleteMaterial, 'material', 'delete'],
    [adminCalls.hideComment, 'comment', 'hide'],
    [adminCalls.deleteComment, 'comment', 'delete'],
  ] as const;
  for (const [entry, type, action] of withReason) {
    registerAdminEndpoint(app, entry, {}, async ({ params, body }, admin) => ({
      data: await moderate(deps, admin, type, params.id, action, body.reason),
    }));
  }
  const withoutReason = [
    [adminCalls.restoreMaterial, 'material', 'restore'],
    [adminCalls.dismissMaterial, 'material', 'dismiss'],
    [adminCalls.restoreComment, 'comment', 'restore'],
    [adminCalls.dismissComment, 'comment', 'dismiss'],
  ] as const;
  for (const [entry, type, action] of withoutReason) {
    registerAdminEndpoint(app, entry, {}, async ({ params }, admin) => ({
      data: await moderate(deps, admin, type, params.id, action, null),
    }));
  }
}
