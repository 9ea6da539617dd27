/** The method and path of every entry of 'Skolas' (endpoints/admin/schools.ts); see routes/categories.ts. */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminSchoolRoutes = {
  list: { method: 'GET', path: '/api/admin/schools' },
  create: { method: 'POST', path: '/api/admin/schools' },
  rename: { method: 'POST', path: '/api/admin/schools/:id' },
} as const satisfies Record<string, Route>;
