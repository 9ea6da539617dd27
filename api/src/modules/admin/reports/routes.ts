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
import { ErrorBody, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import {
  ACTIONS_WITH_REASON,
  MODERATION_ACTIONS,
  ModerationReasonForm,
  ModerationResult,
  ReportGroup,
  ReportQueueQuery,
  type ModerationAction,
} from '@portal/contracts/schemas/admin/reports';
import { reportEndpoints as calls } from '@portal/contracts/endpoints/reports';
import {
  REPORT_ITEM_TYPES,
  REPORT_MESSAGES,
  REPORTS,
  type NoticeKind,
  type ReportItemType,
} from '@portal/contracts/schemas/reports';
import { requireAdmin, requireUser } from '../../../auth/plugin';
import type { AppDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { registerEndpoint } from '../../../http/endpoint';
import { parseId, type IdRoute } from '../../../http/params';
import { limitRequests } from '../../../http/rateLimit';
import { parseInput } from '../../../http/validation';
import { idParams, jsonSchema, responses } from '../../../web/schemas';
import { loadPage } from '../../shared/pagination';
import { adminSchema } from '../http';
import { markNoticeSeen, noticePage } from './repo';
import { moderate, reportItem, reportQueue, type ModerationDeps } from './service';

const ITEM_NAMES: Record<ReportItemType, string> = { material: 'material', comment: 'comment' };

const ACTION_SUMMARIES: Record<ModerationAction, string> = {
  hide: 'Hide the item with a reason (shown to its owner); resolves its open reports as hidden',
  restore: 'Show a hidden item again; resolves its open reports as restored',
  dismiss: 'Dismiss the open reports (the item stays as it is)',
  delete:
    'Delete the item for good with a reason (mailed to its owner); a material goes with its file, a comment with its answers',
};

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
  for (const [type, entry] of [
    ['material', calls.reportMaterial],
    ['comment', calls.reportComment],
  ] as const) {
    registerEndpoint(
      app,
      entry,
      // A report changes nothing the read cache keeps (the queue is read fresh by administrators).
      { config: { keepsReadCache: true }, preHandler: limit },
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
    // A seen mark changes only the user's inbox badge.
    { config: { keepsReadCache: true, changesInbox: true } },
    async ({ params }, request, reply) => {
      if (!(await markNoticeSeen(db, requireUser(request).id, params.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  // --- the administrators' queue and decisions ---------------------------------------------------
  app.get(
    '/api/admin/reports',
    {
      schema: adminSchema({
        summary: "Open reports grouped per item, the item with the newest report first ('Ziņojumi')",
        description: `${REPORTS.queuePerPage} items per page, each with its count and its open reports (newest first); a material is signed as everyone sees it.`,
        querystring: jsonSchema(ReportQueueQuery),
        response: responses(paged(ReportGroup), { 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      requireAdmin(request);
      const { page } = parseInput(ReportQueueQuery, request.query);
      return reportQueue(db, page, REPORTS.queuePerPage);
    },
  );

  for (const type of REPORT_ITEM_TYPES) {
    for (const action of MODERATION_ACTIONS) {
      const needsReason = ACTIONS_WITH_REASON.includes(action);
      app.post<IdRoute>(
        `/api/admin/reports/${type}/:id/${action}`,
        {
          schema: adminSchema({
            summary: `${ACTION_SUMMARIES[action]} (a ${ITEM_NAMES[type]})`,
            description:
              (needsReason ? '`reason` required, at most 1000 characters. ' : 'No body needed. ') +
              'Also the material page’s own buttons. 404 for an unknown item; 409 when there is nothing to do (already hidden, not hidden, no open reports). One audit row.',
            params: idParams,
            ...(needsReason ? { body: jsonSchema(ModerationReasonForm) } : {}),
            response: responses(single(ModerationResult), {
              404: ErrorBody,
              409: ErrorBody,
              422: ValidationErrorBody,
            }),
          }),
        },
        async (request) => {
          const admin = requireAdmin(request);
          const id = parseId(request.params.id);
          const reason = needsReason ? parseInput(ModerationReasonForm, request.body).reason : null;
          return { data: await moderate(deps, admin, type, id, action, reason) };
        },
      );
    }
  }
}
