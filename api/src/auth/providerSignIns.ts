/**
 * The provider token of spec §4: what a finished school-platform sign-in leaves behind when its
 * account has no portal user yet. The callback creates it and answers the token once; the
 * registration (POST /api/auth/register with `token` and `name`) reads it to prefill and link the
 * new account; the social grant (POST /oauth/token, grant_type=social) spends it to sign the new
 * teacher in. 256 random bits, stored as sha256, valid for PROVIDER_SIGN_IN_TTL_MS.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Provider } from '@portal/contracts/constants';
import type { Database } from '../db/client';
import { providerIdentities, providerSignIns, users } from '../db/schema';
import { hashToken } from './tokens';

/** Long enough to fill in the registration form, short enough not to be worth stealing. */
export const PROVIDER_SIGN_IN_TTL_MS = 60 * 60_000;

export interface ProviderProfile {
  provider: Provider;
  /** The provider's stable id of the person (OpenID `sub`). */
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type ProviderSignIn = ProviderProfile & { id: number; expiresAt: Date };

export async function createProviderSignIn(
  db: Database,
  profile: ProviderProfile,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PROVIDER_SIGN_IN_TTL_MS);
  // Expired rows are of no use to anyone: clear them while we are here.
  await db.delete(providerSignIns).where(lt(providerSignIns.expiresAt, now));
  await db.insert(providerSignIns).values({
    tokenHash: hashToken(token),
    provider: profile.provider,
    subject: profile.subject,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live sign-in behind a provider token, or null (unknown, expired or another provider's). */
export async function findProviderSignIn(
  db: Database,
  provider: string,
  token: string,
  now = new Date(),
): Promise<ProviderSignIn | null> {
  const [row] = await db
    .select()
    .from(providerSignIns)
    .where(
      and(
        eq(providerSignIns.tokenHash, hashToken(token)),
        eq(providerSignIns.provider, provider),
        gt(providerSignIns.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    provider: row.provider as Provider,
    subject: row.subject,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    expiresAt: row.expiresAt,
  };
}

/** Spends a provider token (after the social grant used it, or when it must not be used again). */
export async function deleteProviderSignIn(db: Database, id: number): Promise<void> {
  await db.delete(providerSignIns).where(eq(providerSignIns.id, id));
}

/** The portal user linked to a provider account, or null. */
export async function findLinkedUserId(db: Database, provider: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: providerIdentities.userId })
    .from(providerIdentities)
    .where(and(eq(providerIdentities.provider, provider), eq(providerIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * What decides whether a linked account may sign in through its platform: confirmed, approved, not
 * disabled, and without a second factor (that account signs in with its password and code).
 */
export async function linkedUserSignInState(db: Database, userId: number) {
  const [user] = await db
    .select({
      verifiedAt: users.emailVerifiedAt,
      approvedAt: users.approvedAt,
      disabledAt: users.disabledAt,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

/** Links a provider account to a portal user (the registration with a provider token does this). */
export async function linkProviderIdentity(
  db: Database,
  userId: number,
  provider: string,
  subject: string,
): Promise<void> {
  await db.insert(providerIdentities).values({ userId, provider, subject }).onConflictDoNothing();
}
