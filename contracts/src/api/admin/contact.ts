/** Contact-form messages as the administrators read them (issue 19, 'Saziņa'). */
import type { AdminContactEndpoints } from '@portal/contracts/endpoints/admin/contact';
import { adminContactRoutes } from '@portal/contracts/endpoints/routes/admin/contact';
import type {
  AdminContactMessage,
  ContactMessagePage,
  ContactMessageStatus,
} from '@portal/contracts/schemas/admin/contact';
import { clientFor } from '@portal/contracts/api/client';

export type { ContactMessagePage };

const contact = clientFor<AdminContactEndpoints>(adminContactRoutes);

export interface ContactMessageListParams {
  status?: ContactMessageStatus;
  page?: number;
  q?: string;
}

export function listContactMessages(params: ContactMessageListParams = {}): Promise<ContactMessagePage> {
  return contact.list({ query: { status: params.status, page: params.page, q: params.q?.trim() } });
}

export async function markContactMessageAnswered(id: number, answered: boolean): Promise<AdminContactMessage> {
  return (await contact.markAnswered({ params: { id }, body: { answered } })).data;
}
