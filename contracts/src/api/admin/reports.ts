/** The administrators' moderation calls (issue 19, 'Ziņojumi'). */
import type { Paged, Single } from '@portal/contracts/schemas/entities';
import type { ModerationAction, ModerationResult, ReportGroup } from '@portal/contracts/schemas/admin/reports';
import type { ReportItemType } from '@portal/contracts/schemas/reports';
import { api, query } from '@portal/contracts/api/client';

/** Open reports grouped per item, the item with the newest report first. */
export function listReportQueue(page = 1): Promise<Paged<ReportGroup>> {
  return api.get('/api/admin/reports', { searchParams: query({ page }) }).json<Paged<ReportGroup>>();
}

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
  const path = `/api/admin/reports/${type}/${encodeURIComponent(id)}/${action}`;
  const json = reason === undefined ? {} : { reason };
  return (await api.post(path, { json }).json<Single<ModerationResult>>()).data;
}
