/** The method and path of every entry of 'Saziņa' (endpoints/admin/contact.ts); see routes/categories.ts. */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminContactRoutes = {
  list: { method: 'GET', path: '/api/admin/contact-messages' },
  markAnswered: { method: 'POST', path: '/api/admin/contact-messages/:id/answered' },
} as const satisfies Record<string, Route>;
