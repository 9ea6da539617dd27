/**
 * What a finished platform sign-in means for the portal (spec §4): a teacher the portal knows gets
 * a session; anyone else gets a provider token for the registration screen.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerIdentities, users } from '../../db/schema';
import {
  createProviderSignIn,
  findLinkedUserId,
  linkedUserSignInState,
  linkProviderIdentity,
} from '../../auth/providerSignIns';
import { HttpError } from '../../http/errors';
import { PLATFORM_SIGN_IN_REFUSED, refusesPlatformSignIn } from '../admin/security/signIn';
import { SSO_MESSAGES } from './messages';
import type { MappedProfile } from './profile';

export type SignInOutcome = { kind: 'user'; userId: number } | { kind: 'new'; token: string };

/**
 * Links a platform account to the portal user with the same e-mail address, but only when both
 * sides vouch for that address: the platform says `email_verified: true` and the portal user has
 * confirmed it. Otherwise anyone able to put a teacher's address on a platform account would get
 * into that teacher's portal account. A user already linked to another account of this platform
 * is not linked a second time (that is someone else, or a case for an administrator).
 */
async function linkByEmail(db: Database, profile: MappedProfile): Promise<number | null> {
  if (!profile.email || !profile.emailVerified) return null;
  const [user] = await db
    .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, profile.email))
    .limit(1);
  if (!user?.verifiedAt) return null;
  const [other] = await db
    .select({ id: providerIdentities.id })
    .from(providerIdentities)
    .where(and(eq(providerIdentities.userId, user.id), eq(providerIdentities.provider, profile.provider)))
    .limit(1);
  if (other) return null;
  await linkProviderIdentity(db, user.id, profile.provider, profile.subject);
  // Read back: had the same account been linked concurrently, the row that won decides.
  return findLinkedUserId(db, profile.provider, profile.subject);
}

/** A linked account signs in only as far as its portal user may (not disabled, e-mail confirmed, approved). */
async function assertMaySignIn(db: Database, userId: number): Promise<void> {
  const user = await linkedUserSignInState(db, userId);
  if (user?.disabledAt) throw new HttpError(403, SSO_MESSAGES.disabled, { error: 'access_denied' });
  if (!user?.verifiedAt) throw new HttpError(403, SSO_MESSAGES.notVerified, { error: 'access_denied' });
  if (!user.approvedAt) throw new HttpError(403, SSO_MESSAGES.notApproved, { error: 'access_denied' });
  if (refusesPlatformSignIn(user)) throw new HttpError(403, PLATFORM_SIGN_IN_REFUSED, { error: 'access_denied' });
}

export async function completeSignIn(db: Database, profile: MappedProfile): Promise<SignInOutcome> {
  const userId = (await findLinkedUserId(db, profile.provider, profile.subject)) ?? (await linkByEmail(db, profile));
  if (userId !== null) {
    await assertMaySignIn(db, userId);
    return { kind: 'user', userId };
  }
  const { emailVerified: _vouched, ...signIn } = profile;
  const { token } = await createProviderSignIn(db, signIn);
  return { kind: 'new', token };
}
