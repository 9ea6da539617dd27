/**
 * 'Ziņot par pārkāpumu' (issue 19): a signed-in teacher reports a material or a comment; and the
 * moderation notices of the signed-in user's inbox ('Paziņojumi'), over the endpoint table's
 * entries (endpoints/reports.ts).
 */
import type { ReportEndpoints } from '@portal/contracts/endpoints/reports';
import { reportRoutes } from '@portal/contracts/endpoints/routes/reports';
import type { Paged } from '@portal/contracts/schemas/entities';
import type { Notice, ReportFormInput, ReportItemType, ReportReceipt } from '@portal/contracts/schemas/reports';
import { clientFor } from '@portal/contracts/api/client';

const reports = clientFor<ReportEndpoints>(reportRoutes);

const REPORT_CALLS = { material: reports.reportMaterial, comment: reports.reportComment } as const;

/** 201 with the receipt; 409 when the teacher has an open report on it already, 429 over the limit. */
export async function reportItem(type: ReportItemType, id: number, form: ReportFormInput): Promise<ReportReceipt> {
  return (await REPORT_CALLS[type]({ params: { id }, body: form })).data;
}

export const reportMaterial = (id: number, form: ReportFormInput) => reportItem('material', id, form);
export const reportComment = (id: number, form: ReportFormInput) => reportItem('comment', id, form);

/** The signed-in user's moderation notices, newest first. */
export function listNotices(page = 1): Promise<Paged<Notice>> {
  return reports.notices({ query: { page } });
}

export async function markNoticeSeen(id: number): Promise<void> {
  await reports.noticeSeen({ params: { id } });
}
