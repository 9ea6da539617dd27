/** The method and path of every entry of 'Kategorijas' (endpoints/admin/categories.ts); see routes/categories.ts. */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminCategoryRoutes = {
  tree: { method: 'GET', path: '/api/admin/categories' },
  create: { method: 'POST', path: '/api/admin/categories' },
  update: { method: 'POST', path: '/api/admin/categories/:id' },
  remove: { method: 'DELETE', path: '/api/admin/categories/:id' },
} as const satisfies Record<string, Route>;
