/**
 * The method and path of every entry of accounts (endpoints/accounts.ts): the half of an entry the
 * browser loads (see endpoints/routes/materials.ts for why the halves are apart).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const accountRoutes = {
  register: { method: 'POST', path: '/api/auth/register' },
  resendVerification: { method: 'POST', path: '/api/auth/verify/resend' },
  verify: { method: 'POST', path: '/api/auth/verify/:token' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/password/email' },
  resetPassword: { method: 'POST', path: '/api/auth/password/reset' },
} as const satisfies Record<string, Route>;
