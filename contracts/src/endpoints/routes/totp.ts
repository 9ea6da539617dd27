/**
 * The method and path of every entry of totp (endpoints/totp.ts): the half of an entry the
 * browser loads (see endpoints/routes/materials.ts for why the halves are apart).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const totpRoutes = {
  status: { method: 'GET', path: '/api/admin/totp' },
  setup: { method: 'POST', path: '/api/admin/totp/setup' },
  enable: { method: 'POST', path: '/api/admin/totp/enable' },
  disable: { method: 'POST', path: '/api/admin/totp/disable' },
  recoveryCodes: { method: 'POST', path: '/api/admin/totp/recovery-codes' },
} as const satisfies Record<string, Route>;
