/**
 * The method and path of every entry of search (endpoints/search.ts): the half of an entry the
 * browser loads. The schemas live in endpoints/search.ts, which the browser imports for its types
 * only, and each module's routes are a file of their own, bundled into the client module that
 * imports it (build/rspack.mjs shares every contracts module but these), so a page pays for
 * no schema and no path of a module it does not call (the home page's JavaScript budget,
 * docs/decisions.md). `endpoints()` joins the two halves; TypeScript refuses a route
 * without its parts or parts without a route.
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const searchRoutes = {
  search: { method: 'GET', path: '/api/search' },
} as const satisfies Record<string, Route>;
