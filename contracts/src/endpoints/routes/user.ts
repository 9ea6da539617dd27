/**
 * The method and path of every entry of user (endpoints/user.ts): the half of an entry the
 * browser loads. The schemas live in endpoints/user.ts, which the browser imports for its types
 * only, and each module's routes are a file of their own, bundled into the client module that
 * imports it (build/rspack.mjs shares every contracts module but these), so a page pays for
 * no schema and no path of a module it does not call (the home page's JavaScript budget,
 * docs/decisions.md). `endpoints()` joins the two halves; TypeScript refuses a route
 * without its parts or parts without a route.
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const userRoutes = {
  current: { method: 'GET', path: '/api/user' },
  update: { method: 'POST', path: '/api/user' },
  replace: { method: 'PUT', path: '/api/user' },
  subscribeNewsletter: { method: 'POST', path: '/api/user/newsletter' },
  unsubscribeNewsletter: { method: 'DELETE', path: '/api/user/newsletter' },
  bookmarks: { method: 'GET', path: '/api/user/bookmarks' },
  comments: { method: 'GET', path: '/api/user/comments' },
  commentSeen: { method: 'POST', path: '/api/user/comments/:id/seen' },
  commentSeenPut: { method: 'PUT', path: '/api/user/comments/:id/seen' },
  inboxStatistics: { method: 'GET', path: '/api/user/inbox/statistics' },
} as const satisfies Record<string, Route>;
