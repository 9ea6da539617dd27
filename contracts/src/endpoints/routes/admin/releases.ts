/** The method and path of every entry of the release registry (endpoints/admin/releases.ts); see routes/categories.ts. */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminReleaseRoutes = {
  list: { method: 'GET', path: '/api/admin/releases' },
  preview: { method: 'POST', path: '/api/admin/releases/preview' },
  endPreview: { method: 'DELETE', path: '/api/admin/releases/preview' },
} as const satisfies Record<string, Route>;
