// mf-auth: the screens and dialogs of signing in and of accounts (spec §2.2). Module names are the
// ones its routes.json and contracts' DIALOGS give.
import { federatedConfig } from '../build/rspack.mjs';

/** Read by build/remotes.test.ts, which checks them against routes.json. */
export const exposes = {
  './LoginDialog': './src/pages/LoginDialog.tsx',
  './LoginPage': './src/pages/LoginPage.tsx',
  './RegisterDialog': './src/pages/RegisterDialog.tsx',
  './RegisterPage': './src/pages/RegisterPage.tsx',
  './PasswordRequestDialog': './src/pages/PasswordRequestDialog.tsx',
  './PasswordResetPage': './src/pages/PasswordResetPage.tsx',
  './ResendVerificationPage': './src/pages/ResendVerificationPage.tsx',
  './VerifyEmailPage': './src/pages/VerifyEmailPage.tsx',
  './OAuthCallbackPage': './src/pages/OAuthCallbackPage.tsx',
  './NewsletterDialog': './src/pages/NewsletterDialog.tsx',
  './SetupPage': './src/pages/SetupPage.tsx',
};

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_auth',
  exposes,
});
