// mf-profile: the signed-in teacher's profile, its category breakdown, bookmarks and profile edit,
// and other teachers' profiles. Exposes exactly the page modules its routes.json
// names (the routes it owns, issue 21).
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against routes.json. */
export const exposes = {
  './ProfilePage': './src/pages/ProfilePage.tsx',
  './BookmarksPage': './src/pages/BookmarksPage.tsx',
  './ProfileCategoriesPage': './src/pages/ProfileCategoriesPage.tsx',
  './ProfileEditPage': './src/pages/ProfileEditPage.tsx',
  './UserProfilePage': './src/pages/UserProfilePage.tsx',
};

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_profile',
  exposes,
});
