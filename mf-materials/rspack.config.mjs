// mf-materials: the material page with its comments, the upload and the edit form. Exposes exactly
// the page modules its routes.json names (the routes it owns, issue 21).
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against routes.json. */
export const exposes = {
  './MaterialPage': './src/pages/MaterialPage.tsx',
  './MaterialEditPage': './src/pages/MaterialEditPage.tsx',
  './UploadPage': './src/pages/UploadPage.tsx',
};

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_materials',
  exposes,
});
