// mf-admin: the administration (issue 19) — users, news, pages, banners, categories, schools,
// moderation, contact messages, mail and the audit log. Exposes exactly the modules the route
// table (contracts/src/routes.ts) names for mf_admin; its sections are its own routes under /admin.
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against the route table. */
export const exposes = {
  './AdminPage': './src/pages/AdminPage.tsx',
};

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_admin',
  exposes,
});
