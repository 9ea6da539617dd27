/** Contact-form messages as the administrators read them (issue 19, 'Saziņa'). */
import type { PagedMeta, Single } from '@portal/contracts/schemas/entities';
import type {
  AdminContactMessage,
  ContactMessageCounts,
  ContactMessageStatus,
} from '@portal/contracts/schemas/admin/contact';
import { api, query } from '@portal/contracts/api/client';

export interface ContactMessagePage {
  data: AdminContactMessage[];
  meta: PagedMeta;
  counts: ContactMessageCounts;
}

export interface ContactMessageListParams {
  status?: ContactMessageStatus;
  page?: number;
  q?: string;
}

export function listContactMessages(params: ContactMessageListParams = {}): Promise<ContactMessagePage> {
  return api
    .get('/api/admin/contact-messages', {
      searchParams: query({ status: params.status, page: params.page, q: params.q?.trim() }),
    })
    .json<ContactMessagePage>();
}

export async function markContactMessageAnswered(id: number, answered: boolean): Promise<AdminContactMessage> {
  return (
    await api
      .post(`/api/admin/contact-messages/${encodeURIComponent(id)}/answered`, { json: { answered } })
      .json<Single<AdminContactMessage>>()
  ).data;
}
