/**
 * The method and path of every entry of the portal's own content: news posts, static pages,
 * banners and the home page's switches (endpoints/admin/content.ts); see routes/categories.ts.
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const adminContentRoutes = {
  listArticles: { method: 'GET', path: '/api/admin/articles' },
  createArticle: { method: 'POST', path: '/api/admin/articles' },
  getArticle: { method: 'GET', path: '/api/admin/articles/:id' },
  updateArticle: { method: 'POST', path: '/api/admin/articles/:id' },
  deleteArticle: { method: 'DELETE', path: '/api/admin/articles/:id' },
  listPages: { method: 'GET', path: '/api/admin/pages' },
  createPage: { method: 'POST', path: '/api/admin/pages' },
  getPage: { method: 'GET', path: '/api/admin/pages/:slug' },
  updatePage: { method: 'POST', path: '/api/admin/pages/:slug' },
  deletePage: { method: 'DELETE', path: '/api/admin/pages/:slug' },
  listBanners: { method: 'GET', path: '/api/admin/banners' },
  createBanner: { method: 'POST', path: '/api/admin/banners' },
  updateBanner: { method: 'POST', path: '/api/admin/banners/:id' },
  deleteBanner: { method: 'DELETE', path: '/api/admin/banners/:id' },
  saveSettings: { method: 'PUT', path: '/api/admin/settings' },
} as const satisfies Record<string, Route>;
