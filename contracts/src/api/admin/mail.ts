/** The mail outbox as the administrators see it (issue 19, 'Pasts'). */
import type { PagedMeta } from '@portal/contracts/schemas/entities';
import type { AdminMail, MailCounts, MailRetryResult, MailStatus } from '@portal/contracts/schemas/admin/mail';
import { api, query } from '@portal/contracts/api/client';

export interface MailPage {
  data: AdminMail[];
  meta: PagedMeta;
  counts: MailCounts;
}

export function listMail(params: { status?: MailStatus; page?: number } = {}): Promise<MailPage> {
  return api
    .get('/api/admin/mail', { searchParams: query({ status: params.status, page: params.page }) })
    .json<MailPage>();
}

/** One failed mail (`id`), or every failed one; answers the ids put back in the queue. */
export async function retryMail(id?: number): Promise<number[]> {
  const answer = await api
    .post('/api/admin/mail/retry', id === undefined ? { json: {} } : { json: { id } })
    .json<MailRetryResult>();
  return answer.data.retried;
}
