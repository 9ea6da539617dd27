/** The administrators' moderation calls (issue 19, 'Ziņojumi'). */
import type { AdminReportEndpoints } from '@portal/contracts/endpoints/admin/reports';
import { adminReportRoutes } from '@portal/contracts/endpoints/routes/admin/reports';
import type { Paged } from '@portal/contracts/schemas/entities';
import type { ModerationAction, ModerationResult, ReportGroup } from '@portal/contracts/schemas/admin/reports';
import type { ReportItemType } from '@portal/contracts/schemas/reports';
import { clientFor } from '@portal/contracts/api/client';

const reports = clientFor<AdminReportEndpoints>(adminReportRoutes);

/** Open reports grouped per item, the item with the newest report first. */
export function listReportQueue(page = 1): Promise<Paged<ReportGroup>> {
  return reports.queue({ query: { page } });
}

/** The entry of one decision: `hideMaterial`, `dismissComment`, … */
type DecisionName = `${ModerationAction}${Capitalize<ReportItemType>}`;
const decisionName = (action: ModerationAction, type: ReportItemType) =>
  `${action}${type === 'material' ? 'Material' : 'Comment'}` as DecisionName;

/**
 * Hide (with the reason the owner is told), restore, dismiss the open reports, or delete (with the
 * reason) one material or comment. Also the material page's own 'Paslēpt' / 'Atjaunot'.
 */
export async function moderateItem(
  type: ReportItemType,
  id: number,
  action: ModerationAction,
  reason?: string,
): Promise<ModerationResult> {
  const decide = reports[decisionName(action, type)] as (input: {
    params: { id: number };
    body?: { reason: string };
  }) => Promise<{ data: ModerationResult }>;
  return (await decide({ params: { id }, ...(reason === undefined ? {} : { body: { reason } }) })).data;
}
