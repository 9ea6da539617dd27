/**
 * The method and path of every entry of setup (endpoints/setup.ts): the half of an entry the
 * browser loads (see endpoints/routes/materials.ts for why the halves are apart).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const setupRoutes = {
  check: { method: 'GET', path: '/api/setup/:token' },
  complete: { method: 'POST', path: '/api/setup/:token' },
} as const satisfies Record<string, Route>;
