// mf-catalog: home, categories, material lists, news, static pages, site map and contact. Exposes
// exactly the page modules its routes.json names (the routes it owns, issue 21).
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against routes.json. */
export const exposes = {
  './HomePage': './src/pages/HomePage.tsx',
  './SiteMapPage': './src/pages/SiteMapPage.tsx',
  './ContactPage': './src/pages/ContactPage.tsx',
  './PostsPage': './src/pages/PostsPage.tsx',
  './PostPage': './src/pages/PostPage.tsx',
  './StaticPage': './src/pages/StaticPage.tsx',
  './CategoryPage': './src/pages/CategoryPage.tsx',
  './CategoryMaterialsPage': './src/pages/CategoryMaterialsPage.tsx',
};

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_catalog',
  exposes,
});
