/**
 * Grant types of POST /oauth/token, as a map so more can be added without touching the endpoint:
 * `password` (the login form) and `social` (a school-platform sign-in after its registration).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PROVIDERS } from '@portal/contracts/constants';
import { normaliseEmail } from '../../auth/email';
import { hashPassword, verifyPassword } from '../../auth/password';
import {
  deleteProviderSignIn,
  findLinkedUserId,
  findProviderSignIn,
  linkedUserSignInState,
} from '../../auth/providerSignIns';
import type { AppDeps } from '../../http/deps';
import { users } from '../../db/schema';
import { ACCOUNT_DISABLED } from '../accounts/texts';
import { PLATFORM_SIGN_IN_REFUSED, refusesPlatformSignIn, requireSecondFactor } from '../admin/security/signIn';
import { OAuthError } from './errors';

export type TokenParams = Record<string, string | undefined>;

export interface GrantContext {
  deps: AppDeps;
  request: FastifyRequest;
  params: TokenParams;
  clientId: string;
}

/** A grant resolves the user to issue a token for, or throws an OAuthError. */
export type Grant = (context: GrantContext) => Promise<{ userId: number }>;

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash when the e-mail is unknown keeps both paths equally slow. */
function equaliseTiming(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash.then((hash) => verifyPassword(hash, password));
}

/** An account an administrator disabled never gets a token (issue 19), whatever else holds. */
function assertNotDisabled(user: { disabledAt: Date | null }): void {
  if (user.disabledAt) throw new OAuthError('access_denied', 403, 'Konts ir atslēgts.', {}, ACCOUNT_DISABLED);
}

export const passwordGrant: Grant = async ({ deps, params }) => {
  const email = params.username ? normaliseEmail(params.username) : undefined;
  const password = params.password;
  if (!email || !password) throw new OAuthError('invalid_request', 400, 'username un password ir obligāti.');

  const rows = await deps.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      verifiedAt: users.emailVerifiedAt,
      approvedAt: users.approvedAt,
      disabledAt: users.disabledAt,
      // The second factor of administrators who turned it on (issue 19).
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
      totpUsedStep: users.totpUsedStep,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const user = rows[0];
  if (!user?.passwordHash) {
    await equaliseTiming(password);
    throw new OAuthError('invalid_credentials', 401);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw new OAuthError('invalid_credentials', 401);
  // Only after the password is right do we say why an existing account may not sign in yet.
  assertNotDisabled(user);
  if (!user.verifiedAt) throw new OAuthError('access_denied', 403, 'E-pasta adrese vēl nav apstiprināta.');
  if (!user.approvedAt) throw new OAuthError('access_denied', 403, 'Konts vēl nav apstiprināts.');
  await requireSecondFactor(deps.db, user, params);
  return { userId: user.id };
};

/**
 * grant_type=social: `network` names the platform and `access_token` is the provider token the
 * callback answered (never the platform's own token). It signs in the account that the
 * registration linked to that platform account, once: the provider token is spent on success.
 */
export const socialGrant: Grant = async ({ deps, params }) => {
  const network = params.network;
  const token = params.access_token;
  if (!network || !(PROVIDERS as readonly string[]).includes(network) || !token)
    throw new OAuthError('invalid_request', 400, 'network un access_token ir obligāti.');

  const signIn = await findProviderSignIn(deps.db, network, token);
  if (!signIn) throw new OAuthError('invalid_grant', 400, 'Platformas pierakstīšanās ir beigusies vai nederīga.');
  const userId = await findLinkedUserId(deps.db, signIn.provider, signIn.subject);
  // The registration has not linked this platform account to a user (not done, or refused).
  if (userId === null) throw new OAuthError('invalid_grant', 400, 'Platformas konts nav piesaistīts lietotājam.');

  const user = await linkedUserSignInState(deps.db, userId);
  // Kept unspent: the teacher may sign in with it once the account is confirmed and approved.
  if (user) assertNotDisabled(user);
  if (!user?.verifiedAt) throw new OAuthError('access_denied', 403, 'E-pasta adrese vēl nav apstiprināta.');
  if (!user.approvedAt) throw new OAuthError('access_denied', 403, 'Konts vēl nav apstiprināts.');
  if (refusesPlatformSignIn(user))
    throw new OAuthError('access_denied', 403, PLATFORM_SIGN_IN_REFUSED, {}, PLATFORM_SIGN_IN_REFUSED);

  await deleteProviderSignIn(deps.db, signIn.id);
  return { userId };
};

export const DEFAULT_GRANTS: Record<string, Grant> = {
  password: passwordGrant,
  social: socialGrant,
};
