// mf-materials: the material page with its comments, the upload and the edit form. Exposes exactly
// the page modules the route table (contracts/src/routes.ts) names for mf_materials.
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against the route table. */
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
