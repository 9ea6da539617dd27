/** The method and path of every entry of 'Lietotāji' (endpoints/admin/users.ts); see routes/categories.ts. */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminUserRoutes = {
  list: { method: 'GET', path: '/api/admin/users' },
  approve: { method: 'POST', path: '/api/admin/users/:id/approve' },
  refuse: { method: 'POST', path: '/api/admin/users/:id/refuse' },
  disable: { method: 'POST', path: '/api/admin/users/:id/disable' },
  enable: { method: 'POST', path: '/api/admin/users/:id/enable' },
  admin: { method: 'POST', path: '/api/admin/users/:id/admin' },
  unadmin: { method: 'POST', path: '/api/admin/users/:id/unadmin' },
  reset: { method: 'POST', path: '/api/admin/users/:id/reset' },
} as const satisfies Record<string, Route>;
