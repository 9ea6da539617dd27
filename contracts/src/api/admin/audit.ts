/** 'Žurnāls' (issue 19): the audit log, newest first. There is no call that changes it. */
import type { AuditPage } from '@portal/contracts/schemas/admin/audit';
import { api, query } from '@portal/contracts/api/client';

export interface AuditListParams {
  page?: number;
  q?: string;
  action?: string;
  item_type?: string;
  actor_id?: number;
}

export function listAudit(params: AuditListParams = {}): Promise<AuditPage> {
  return api
    .get('/api/admin/audit', {
      searchParams: query({
        page: params.page,
        q: params.q?.trim(),
        action: params.action,
        item_type: params.item_type,
        actor_id: params.actor_id,
      }),
    })
    .json<AuditPage>();
}
