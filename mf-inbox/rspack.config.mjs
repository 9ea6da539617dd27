// mf-inbox: the comments inbox, private message threads and the new-message dialog. Exposes exactly
// the modules the route table (contracts/src/routes.ts) names for mf_inbox.
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against the route table. */
export const exposes = {
  './InboxPage': './src/pages/InboxPage.tsx',
  './NewMessageDialog': './src/pages/NewMessageDialog.tsx',
};

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_inbox',
  exposes,
});
