/** The method and path of every entry of 'Pasts' (endpoints/admin/mail.ts); see routes/categories.ts. */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminMailRoutes = {
  list: { method: 'GET', path: '/api/admin/mail' },
  retry: { method: 'POST', path: '/api/admin/mail/retry' },
} as const satisfies Record<string, Route>;
