/** The method and path of 'Žurnāls' (endpoints/admin/audit.ts); see routes/categories.ts. */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminAuditRoutes = {
  list: { method: 'GET', path: '/api/admin/audit' },
} as const satisfies Record<string, Route>;
