/**
 * Bearer access tokens: 256 random bits, shown to the client once, stored only as their sha256 so a
 * leaked database does not leak usable tokens. Valid for 365 days unless revoked (logout).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { TOKEN_REMEMBER_DAYS } from '@portal/contracts/constants';
import type { Database } from '../db/client';
import { accessTokens, users } from '../db/schema';

export const ACCESS_TOKEN_TTL_SECONDS = TOKEN_REMEMBER_DAYS * 24 * 60 * 60;

/** last_used_at is refreshed at most this often, so a busy session does not write on every request. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
  expiresAt: Date;
}

export async function issueAccessToken(
  db: Database,
  userId: number,
  clientId: string,
  now = new Date(),
): Promise<IssuedToken> {
  const accessToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  await db.insert(accessTokens).values({ tokenHash: hashToken(accessToken), userId, clientId, expiresAt });
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, expiresAt };
}

export type TokenUser = typeof users.$inferSelect;

export interface TokenOwner {
  tokenId: number;
  user: TokenUser;
}

/**
 * The user behind a live token: not expired, not revoked, and the account still verified and
 * approved (an administrator withdrawing approval ends every session at once).
 */
export async function findTokenOwner(db: Database, token: string, now = new Date()): Promise<TokenOwner | null> {
  const rows = await db
    .select({ tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        sql`${users.emailVerifiedAt} is not null`,
        sql`${users.approvedAt} is not null`,
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.tokenId));
  }
  return { tokenId: row.tokenId, user: row.user };
}

export async function revokeAccessToken(db: Database, tokenId: number, now = new Date()): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Ends every session of a user (password reset, account disabled). */
export async function revokeAllUserTokens(db: Database, userId: number, now = new Date()): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}
