/**
 * Grant types of POST /oauth/token, as a map so later work can add more (the accounts issue adds
 * `social` for the school-platform sign-in) without touching the endpoint.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { AppDeps } from '../../http/deps';
import { users } from '../../db/schema';
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

export const passwordGrant: Grant = async ({ deps, params }) => {
  const email = params.username?.trim().toLowerCase();
  const password = params.password;
  if (!email || !password) throw new OAuthError('invalid_request', 400, 'username un password ir obligāti.');

  const rows = await deps.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      verifiedAt: users.emailVerifiedAt,
      approvedAt: users.approvedAt,
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
  if (!user.verifiedAt) throw new OAuthError('access_denied', 403, 'E-pasta adrese vēl nav apstiprināta.');
  if (!user.approvedAt) throw new OAuthError('access_denied', 403, 'Konts vēl nav apstiprināts.');
  return { userId: user.id };
};

export const DEFAULT_GRANTS: Record<string, Grant> = {
  password: passwordGrant,
};
