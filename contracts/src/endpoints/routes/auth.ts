/**
 * The method and path of every entry of auth (endpoints/auth.ts): the half of an entry the
 * browser loads (see endpoints/routes/materials.ts for why the halves are apart).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const authRoutes = {
  token: { method: 'POST', path: '/oauth/token' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  logoutEverywhere: { method: 'POST', path: '/api/auth/logout/everywhere' },
  providers: { method: 'GET', path: '/api/auth/providers' },
  providerUrl: { method: 'GET', path: '/api/auth/oauth/:provider/url' },
  providerStart: { method: 'GET', path: '/auth/oauth/:provider' },
  providerCallback: { method: 'GET', path: '/auth/oauth/callback/:provider' },
} as const satisfies Record<string, Route>;
