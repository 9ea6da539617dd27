/**
 * The method and path of every entry of contact (endpoints/contact.ts): the half of an entry the
 * browser loads (see endpoints/routes/materials.ts for why the halves are apart).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const contactRoutes = {
  send: { method: 'POST', path: '/api/contact' },
} as const satisfies Record<string, Route>;
