/**
 * 'Ziņot par pārkāpumu' (issue 19): a signed-in teacher reports a material or a comment; and the
 * moderation notices of the signed-in user's inbox ('Paziņojumi'). The administrators' queue and
 * decisions are entries of their own.
 */
import { ErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { PageQuery } from '@portal/contracts/schemas/forms';
import { Notice, ReportForm, ReportReceipt, REPORTS } from '@portal/contracts/schemas/reports';
import { endpoints, IdParams, noContent, type EndpointParts } from '@portal/contracts/endpoints/endpoint';
import { reportRoutes } from '@portal/contracts/endpoints/routes/reports';

const report = (item: 'material' | 'comment') =>
  ({
    tags: ['moderation'],
    summary: `Report a ${item} ('Ziņot par pārkāpumu')`,
    description:
      '`reason`: copyright, inappropriate, spam, wrong_category or other; `message`: at most 1000 characters, required with `other`. ' +
      `Not one's own ${item} (403); 404 for one the caller cannot see (hidden included); ` +
      `409 while the caller's earlier report on it is open; at most ${REPORTS.limit.max} reports an hour per teacher (429 with Retry-After).`,
    signIn: 'required',
    cache: { changes: [] },
    params: IdParams,
    body: ReportForm,
    responses: { 201: single(ReportReceipt), 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
  }) as const satisfies EndpointParts;

export const reportEndpoints = endpoints(reportRoutes, {
  reportMaterial: report('material'),
  reportComment: report('comment'),
  notices: {
    tags: ['user'],
    summary: "The signed-in user's moderation notices, newest first",
    description: `${REPORTS.noticesPerPage} per page. An administrator hid, restored or deleted a material or comment of the user's; \`seen\` false counts in the inbox badge.`,
    signIn: 'required',
    query: PageQuery,
    responses: { 200: paged(Notice) },
  },
  noticeSeen: {
    tags: ['user'],
    summary: 'Mark one of the user’s notices seen',
    description: "Someone else's notice is 404.",
    signIn: 'required',
    cache: { changes: ['inbox'] },
    params: IdParams,
    responses: { 204: noContent, 404: ErrorBody },
  },
});

export type ReportEndpoints = typeof reportEndpoints;
