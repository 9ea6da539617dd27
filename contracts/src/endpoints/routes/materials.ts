/**
 * The method and path of every entry of materials (endpoints/materials.ts): the half of an entry the
 * browser loads. The schemas live in endpoints/materials.ts, which the browser imports for its types
 * only, and each module's routes are a file of their own, bundled into the client module that
 * imports it (build/rspack.mjs shares every contracts module but these), so a page pays for
 * no schema and no path of a module it does not call (the home page's JavaScript budget,
 * docs/decisions.md). `endpoints()` joins the two halves; TypeScript refuses a route
 * without its parts or parts without a route.
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const materialRoutes = {
  list: { method: 'GET', path: '/api/materials' },
  get: { method: 'GET', path: '/api/materials/:id' },
  create: { method: 'POST', path: '/api/materials' },
  update: { method: 'POST', path: '/api/materials/:id' },
  replace: { method: 'PUT', path: '/api/materials/:id' },
  remove: { method: 'DELETE', path: '/api/materials/:id' },
  downloadLink: { method: 'POST', path: '/api/materials/:id/download' },
  previewLink: { method: 'POST', path: '/api/materials/:id/preview' },
  file: { method: 'GET', path: '/api/materials/:id/file' },
  like: { method: 'POST', path: '/api/materials/:id/like' },
  unlike: { method: 'DELETE', path: '/api/materials/:id/like' },
  bookmark: { method: 'POST', path: '/api/materials/:id/bookmark' },
  unbookmark: { method: 'DELETE', path: '/api/materials/:id/bookmark' },
  view: { method: 'POST', path: '/api/materials/:id/view' },
} as const satisfies Record<string, Route>;
