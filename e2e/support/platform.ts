// The school platform of the browser suite: a real OpenID provider (api/test/support/oidcProvider)
// with two teachers. Anna already has a portal account under the same, verified e-mail; Inese is
// new to the portal and registers after signing in.
import type { ProviderAccount } from '../../api/test/support/oidcProvider';

export const PLATFORM_CLIENT = { client_id: 'portals-e2e', client_secret: 'e2e-platform-secret' } as const;

export const KNOWN_TEACHER = 'anna.mykoob';
export const NEW_TEACHER = 'inese.mykoob';

export const PLATFORM_ACCOUNTS: Record<string, ProviderAccount> = {
  [KNOWN_TEACHER]: {
    email: 'anna.ozola@demo.lv',
    email_verified: true,
    given_name: 'Anna',
    family_name: 'Ozola',
  },
  [NEW_TEACHER]: {
    email: 'inese.kalna@skola.lv',
    email_verified: true,
    given_name: 'Inese',
    family_name: 'Kalna',
  },
};
