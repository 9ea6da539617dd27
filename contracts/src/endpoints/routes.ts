/**
 * The method and path of every entry of the endpoint table, grouped by module: the half of an entry
 * the browser loads. The schemas live in endpoints/<module>.ts, which the browser imports for its
 * types only, so a page pays for no schema it does not validate (the home page's JavaScript budget,
 * docs/decisions.md). `endpoints()` joins the two halves; TypeScript refuses a route without its
 * parts or parts without a route.
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const categoryRoutes = {
  list: { method: 'GET', path: '/api/categories' },
  get: { method: 'GET', path: '/api/categories/:id' },
  formTree: { method: 'GET', path: '/api/cats' },
} as const satisfies Record<string, Route>;

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

export const commentRoutes = {
  list: { method: 'GET', path: '/api/materials/:id/comments' },
  create: { method: 'POST', path: '/api/materials/:id/comments' },
} as const satisfies Record<string, Route>;
