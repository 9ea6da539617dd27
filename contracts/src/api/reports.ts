/**
 * 'Ziņot par pārkāpumu' (issue 19): a signed-in teacher reports a material or a comment; and the
 * moderation notices of the signed-in user's inbox ('Paziņojumi').
 */
import type { Paged, Single } from '@portal/contracts/schemas/entities';
import type { Notice, ReportFormInput, ReportItemType, ReportReceipt } from '@portal/contracts/schemas/reports';
import { api, query } from '@portal/contracts/api/client';

const REPORT_PATHS: Record<ReportItemType, string> = { material: '/api/materials', comment: '/api/comments' };

/** 201 with the receipt; 409 when the teacher has an open report on it already, 429 over the limit. */
export async function reportItem(type: ReportItemType, id: number, form: ReportFormInput): Promise<ReportReceipt> {
  const path = `${REPORT_PATHS[type]}/${encodeURIComponent(id)}/report`;
  return (await api.post(path, { json: form }).json<Single<ReportReceipt>>()).data;
}

export const reportMaterial = (id: number, form: ReportFormInput) => reportItem('material', id, form);
export const reportComment = (id: number, form: ReportFormInput) => reportItem('comment', id, form);

/** The signed-in user's moderation notices, newest first. */
export function listNotices(page = 1): Promise<Paged<Notice>> {
  return api.get('/api/user/notices', { searchParams: query({ page }) }).json<Paged<Notice>>();
}

export async function markNoticeSeen(id: number): Promise<void> {
  await api.post(`/api/user/notices/${encodeURIComponent(id)}/seen`);
}
