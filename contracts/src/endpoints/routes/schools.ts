/**
 * The method and path of every entry of schools (endpoints/schools.ts): the half of an entry the
 * browser loads (see endpoints/routes/materials.ts for why the halves are apart).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const schoolRoutes = {
  list: { method: 'GET', path: '/api/schools' },
} as const satisfies Record<string, Route>;
