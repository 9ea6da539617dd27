// mf-auth: the screens and dialogs of signing in and of accounts (spec §2.2). Module names are the
// ones contracts' ROUTES and DIALOGS give.
import { federatedConfig } from '../build/rspack.mjs';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'mf_auth',
  exposes: {
    './LoginDialog': './src/features/login/components/LoginDialog.tsx',
    './LoginPage': './src/features/login/components/LoginPage.tsx',
    './RegisterDialog': './src/features/register/components/RegisterDialog.tsx',
    './RegisterPage': './src/features/register/components/RegisterPage.tsx',
    './PasswordRequestDialog': './src/features/password/components/PasswordRequestDialog.tsx',
    './PasswordResetPage': './src/features/password/components/PasswordResetPage.tsx',
    './ResendVerificationPage': './src/features/verification/components/ResendVerificationPage.tsx',
    './VerifyEmailPage': './src/features/verification/components/VerifyEmailPage.tsx',
    './OAuthCallbackPage': './src/features/oauth/components/OAuthCallbackPage.tsx',
    './NewsletterDialog': './src/features/newsletter/components/NewsletterDialog.tsx',
  },
});
