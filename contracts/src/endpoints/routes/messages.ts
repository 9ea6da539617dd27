/**
 * The method and path of every entry of messages (endpoints/messages.ts): the half of an entry the
 * browser loads. The schemas live in endpoints/messages.ts, which the browser imports for its types
 * only, and each module's routes are a file of their own, bundled into the client module that
 * imports it (build/rspack.mjs shares every contracts module but these), so a page pays for
 * no schema and no path of a module it does not call (the home page's JavaScript budget,
 * docs/decisions.md). `endpoints()` joins the two halves; TypeScript refuses a route
 * without its parts or parts without a route.
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const messageRoutes = {
  list: { method: 'GET', path: '/api/messages' },
  get: { method: 'GET', path: '/api/messages/:id' },
  send: { method: 'POST', path: '/api/messages' },
  seen: { method: 'POST', path: '/api/messages/:id/seen' },
  seenPut: { method: 'PUT', path: '/api/messages/:id/seen' },
} as const satisfies Record<string, Route>;
