// mf-inbox: the comments inbox, private message threads and the new-message dialog. Exposes exactly
// the modules its routes.json and contracts' DIALOGS name.
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against routes.json. */
export const exposes = {
  './InboxPage': './src/pages/InboxPage.tsx',
  './NewMessageDialog': './src/pages/NewMessageDialog.tsx',
};

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_inbox',
  exposes,
});
