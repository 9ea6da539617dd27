/**
 * 'Žurnāls' (issue 19): the audit log, newest first. There is no call that writes, changes or
 * deletes a row: rows come only from the actions themselves.
 */
import { AuditListQuery, AuditPage } from '@portal/contracts/schemas/admin/audit';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN } from '@portal/contracts/endpoints/admin/common';
import { adminAuditRoutes } from '@portal/contracts/endpoints/routes/admin/audit';

export const adminAuditEndpoints = endpoints(adminAuditRoutes, {
  list: {
    ...ADMIN,
    summary:
      'The audit log, newest first, 20 a page: who, when, what, the item, its changed fields before and after; filtered by `action`, `item_type`, `actor_id` (exact) and `q` (who, what, the item or a value; case and diacritics ignored)',
    query: AuditListQuery,
    responses: { 200: AuditPage, ...NOT_ADMIN },
  },
});

export type AdminAuditEndpoints = typeof adminAuditEndpoints;
