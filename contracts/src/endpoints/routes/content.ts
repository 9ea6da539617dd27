/**
 * The method and path of every entry of content (endpoints/content.ts): the half of an entry the
 * browser loads (see endpoints/routes/materials.ts for why the halves are apart).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const contentRoutes = {
  settings: { method: 'GET', path: '/api/settings' },
  banners: { method: 'GET', path: '/api/banners' },
  articles: { method: 'GET', path: '/api/articles' },
  article: { method: 'GET', path: '/api/articles/:id' },
  pages: { method: 'GET', path: '/api/pages' },
  page: { method: 'GET', path: '/api/pages/:page' },
} as const satisfies Record<string, Route>;
