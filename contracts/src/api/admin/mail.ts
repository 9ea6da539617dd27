/** The mail outbox as the administrators see it (issue 19, 'Pasts'). */
import type { AdminMailEndpoints } from '@portal/contracts/endpoints/admin/mail';
import { adminMailRoutes } from '@portal/contracts/endpoints/routes/admin/mail';
import type { MailPage, MailStatus } from '@portal/contracts/schemas/admin/mail';
import { clientFor } from '@portal/contracts/api/client';

export type { MailPage };

const mail = clientFor<AdminMailEndpoints>(adminMailRoutes);

export function listMail(params: { status?: MailStatus; page?: number } = {}): Promise<MailPage> {
  return mail.list({ query: { status: params.status, page: params.page } });
}

/** One failed mail (`id`), or every failed one; answers the ids put back in the queue. */
export async function retryMail(id?: number): Promise<number[]> {
  const answer = await mail.retry({ body: id === undefined ? {} : { id } });
  return answer.data.retried;
}
