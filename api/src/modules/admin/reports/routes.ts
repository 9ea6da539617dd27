/**
 * Reports and moderation (issue 19):
 *  - POST /api/materials/{id}/report, POST /api/comments/{id}/report: 'Ziņot par pārkāpumu' (signed
 *    in; not one's own item; one open report per person and item, 409 for a second; at most 10 an
 *    hour per teacher, 429 with Retry-After);
 *  - GET /api/user/notices, POST /api/user/notices/{id}/seen: the owner's moderation notices;
 *  - GET /api/admin/reports: open reports grouped per item, the newest report first;
 *  - POST /api/admin/reports/{material|comment}/{id}/{hide|restore|dismiss|delete}.
 * Every administrator call: 401 anonymous, 403 for anyone else; every decision empties the read
 * cache of every process (a write like any other), so a hidden item is gone from every list at once.
 */
import type { FastifyInstance } from 'fastify';
import { adminReportEndpoints as adminCalls } from '@portal/contracts/endpoints/admin/reports';
import { ErrorBody, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { PageQuery } from '@portal/contracts/schemas/forms';
import {
  Notice,
  REPORT_ITEM_TYPES,
  REPORT_MESSAGES,
  ReportForm,
  ReportReceipt,
  REPORTS,
  type NoticeKind,
  type ReportItemType,
} from '@portal/contracts/schemas/reports';
import { requireUser } from '../../../auth/plugin';
import type { AppDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { parseId, type IdRoute } from '../../../http/params';
import { limitRequests } from '../../../http/rateLimit';
import { parseInput } from '../../../http/validation';
import { bearer, createdResponses, idParams, jsonSchema, noContentResponses, responses } from '../../../web/schemas';
import { loadPage } from '../../shared/pagination';
import { registerAdminEndpoint } from '../http';
import { markNoticeSeen, noticePage } from './repo';
import { moderate, reportItem, reportQueue, type ModerationDeps } from './service';

const REPORT_PATHS: Record<ReportItemType, string> = { material: '/api/materials', comment: '/api/comments' };
const ITEM_NAMES: Record<ReportItemType, string> = { material: 'material', comment: 'comment' };

export function registerModerationRoutes(app: FastifyInstance, { db, storage, config, appKey }: AppDeps): void {
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
  for (const type of REPORT_ITEM_TYPES) {
    app.post<IdRoute>(
      `${REPORT_PATHS[type]}/:id/report`,
      {
        // A report changes nothing the read cache keeps (the queue is read fresh by administrators).
        config: { keepsReadCache: true },
        preHandler: limit,
        schema: {
          tags: ['moderation'],
          summary: `Report a ${ITEM_NAMES[type]} ('Ziņot par pārkāpumu')`,
          description:
            '`reason`: copyright, inappropriate, spam, wrong_category or other; `message`: at most 1000 characters, required with `other`. ' +
            `Not one's own ${ITEM_NAMES[type]} (403); 404 for one the caller cannot see (hidden included); ` +
            `409 while the caller's earlier report on it is open; at most ${REPORTS.limit.max} reports an hour per teacher (429 with Retry-After).`,
          security: bearer,
          params: idParams,
          body: jsonSchema(ReportForm),
          response: createdResponses(single(ReportReceipt), {
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            422: ValidationErrorBody,
            429: ErrorBody,
          }),
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const id = parseId(request.params.id);
        const form = parseInput(ReportForm, request.body);
        const receipt = await reportItem(db, user, type, id, form);
        return reply.code(201).send({ data: receipt });
      },
    );
  }

  // --- the owner's notices -----------------------------------------------------------------------
  app.get(
    '/api/user/notices',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's moderation notices, newest first",
        description: `${REPORTS.noticesPerPage} per page. An administrator hid, restored or deleted a material or comment of the user's; \`seen\` false counts in the inbox badge.`,
        security: bearer,
        querystring: jsonSchema(PageQuery),
        response: responses(paged(Notice), { 401: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page } = parseInput(PageQuery, request.query);
      return loadPage(
        page,
        REPORTS.noticesPerPage,
        (limit, offset) => noticePage(db, user.id, limit, offset),
        (row) => ({
          id: row.id,
          kind: row.kind as NoticeKind,
          text: row.text,
          material:
            row.materialId !== null && row.materialTitle !== null
              ? { id: row.materialId, title: row.materialTitle }
              : null,
          comment_id: row.commentId,
          created_at: row.createdAt.toISOString(),
          seen: row.seenAt !== null,
        }),
      );
    },
  );

  app.post<IdRoute>(
    '/api/user/notices/:id/seen',
    {
      // A seen mark changes only the user's inbox badge.
      config: { keepsReadCache: true, changesInbox: true },
      schema: {
        tags: ['user'],
        summary: 'Mark one of the user’s notices seen. 204',
        description: "Someone else's notice is 404.",
        security: bearer,
        params: idParams,
        response: noContentResponses({ 401: ErrorBody, 404: ErrorBody }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await markNoticeSeen(db, user.id, parseId(request.params.id)))) throw notFound();
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
