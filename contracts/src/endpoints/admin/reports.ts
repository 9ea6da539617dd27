/**
 * 'Ziņojumi' (issue 19): the open reports grouped per item, and the administrators' decisions on a
 * material or a comment (also the material page's own 'Paslēpt' / 'Atjaunot'). 404 for an unknown
 * item; 409 when there is nothing to do (already hidden, not hidden, no open reports). One audit row.
 */
import {
  ModerationReasonForm,
  ModerationResult,
  ReportGroup,
  ReportQueueQuery,
} from '@portal/contracts/schemas/admin/reports';
import { REPORTS } from '@portal/contracts/schemas/reports';
import { ErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { endpoints, IdParams, type EndpointParts } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN } from '@portal/contracts/endpoints/admin/common';
import { adminReportRoutes } from '@portal/contracts/endpoints/routes/admin/reports';

const DECISION =
  'Also the material page’s own buttons. 404 for an unknown item; 409 when there is nothing to do (already hidden, not hidden, no open reports). One audit row.';

const decision = (summary: string) =>
  ({
    ...ADMIN,
    summary,
    description: `No body needed. ${DECISION}`,
    params: IdParams,
    responses: { 200: single(ModerationResult), ...NOT_ADMIN, 409: ErrorBody },
  }) as const satisfies EndpointParts;

/** Hide and delete tell the owner why. */
const withReason = (summary: string) =>
  ({
    ...decision(summary),
    description: `\`reason\` required, at most 1000 characters. ${DECISION}`,
    body: ModerationReasonForm,
  }) as const satisfies EndpointParts;

const HIDE = 'Hide the item with a reason (shown to its owner); resolves its open reports as hidden';
const RESTORE = 'Show a hidden item again; resolves its open reports as restored';
const DISMISS = 'Dismiss the open reports (the item stays as it is)';
const DELETE =
  'Delete the item for good with a reason (mailed to its owner); a material goes with its file, a comment with its answers';

export const adminReportEndpoints = endpoints(adminReportRoutes, {
  queue: {
    ...ADMIN,
    summary: "Open reports grouped per item, the item with the newest report first ('Ziņojumi')",
    description: `${REPORTS.queuePerPage} items per page, each with its count and its open reports (newest first); a material is signed as everyone sees it.`,
    query: ReportQueueQuery,
    responses: { 200: paged(ReportGroup), ...NOT_ADMIN },
  },
  hideMaterial: withReason(`${HIDE} (a material)`),
  restoreMaterial: decision(`${RESTORE} (a material)`),
  dismissMaterial: decision(`${DISMISS} (a material)`),
  deleteMaterial: withReason(`${DELETE} (a material)`),
  hideComment: withReason(`${HIDE} (a comment)`),
  restoreComment: decision(`${RESTORE} (a comment)`),
  dismissComment: decision(`${DISMISS} (a comment)`),
  deleteComment: withReason(`${DELETE} (a comment)`),
});

export type AdminReportEndpoints = typeof adminReportEndpoints;
