// mf-admin: the administration (issue 19) — users, news, pages, banners, categories, schools,
// moderation, contact messages, mail and the audit log. Exposes exactly the modules its
// routes.json and contracts' DIALOGS name; its sections are its own routes under /admin.
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against routes.json. */
export const exposes = {
  './AdminPage': './src/pages/AdminPage.tsx',
};

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_admin',
  exposes,
});
