/** 'Žurnāls' (issue 19): the audit log, newest first. There is no call that changes it. */
import type { AdminAuditEndpoints } from '@portal/contracts/endpoints/admin/audit';
import { adminAuditRoutes } from '@portal/contracts/endpoints/routes/admin/audit';
import type { AuditPage } from '@portal/contracts/schemas/admin/audit';
import { clientFor } from '@portal/contracts/api/client';

const audit = clientFor<AdminAuditEndpoints>(adminAuditRoutes);

export interface AuditListParams {
  page?: number;
  q?: string;
  action?: string;
  item_type?: string;
  actor_id?: number;
}

export function listAudit(params: AuditListParams = {}): Promise<AuditPage> {
  return audit.list({
    query: {
      page: params.page,
      q: params.q?.trim(),
      action: params.action,
      item_type: params.item_type,
      actor_id: params.actor_id,
    },
  });
}
