// mf-auth: sign-in now; registration, verification, reset, OAuth and newsletter arrive with the
// accounts issue. Only modules that exist are exposed: the shell shows its fallback for the rest.
import { federatedConfig } from '../build/rspack.mjs';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_auth',
  exposes: {
    './LoginDialog': './src/features/login/components/LoginDialog.tsx',
    './LoginPage': './src/features/login/components/LoginPage.tsx',
    './RegisterDialog': './src/features/register/components/RegisterDialog.tsx',
  },
});
