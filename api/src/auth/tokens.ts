/**
 * Bearer access tokens: 256 random bits, shown to the client once, stored only as their sha256 so a
 * leaked database does not leak usable tokens. A sign-in with 'Atcerēties mani' is valid for 365
 * days; one without ends after 12 hours without use (sliding), as its session-only cookie (spec §9)
 * would end with the browser. Either ends at once when revoked (logout, 'Izrakstīties visur', a
 * password reset).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { TOKEN_REMEMBER_DAYS } from '@portal/contracts/constants';
import type { Database } from '../db/client';
import type { ReadCache } from '../http/readCache';
import { accessTokens, users } from '../db/schema';

export const ACCESS_TOKEN_TTL_SECONDS = TOKEN_REMEMBER_DAYS * 24 * 60 * 60;
/** How long a sign-in without 'Atcerēties mani' lasts without use. */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;

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

/** 'remembered': 'Atcerēties mani' was ticked (365 days); 'session': 12 hours after the last use. */
export type TokenLifetime = 'remembered' | 'session';

export async function issueAccessToken(
  db: Database,
  userId: number,
  clientId: string,
  now = new Date(),
  lifetime: TokenLifetime = 'remembered',
): Promise<IssuedToken> {
  const accessToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  const idleSeconds = lifetime === 'session' ? SESSION_IDLE_SECONDS : null;
  await db
    .insert(accessTokens)
    .values({ tokenHash: hashToken(accessToken), userId, clientId, expiresAt, idleSeconds, lastUsedAt: now });
  return { accessToken, expiresIn: idleSeconds ?? ACCESS_TOKEN_TTL_SECONDS, expiresAt };
}

export type TokenUser = typeof users.$inferSelect;

export interface TokenOwner {
  tokenId: number;
  user: TokenUser;
}

/** What is kept of a live token between requests (see `findTokenOwner`). */
export interface KeptToken extends TokenOwner {
  expiresAt: Date;
  lastUsedAt: Date | null;
  idleSeconds: number | null;
  createdAt: Date;
}

/**
 * Whether a token has ended by `now`: past its expiry, or (a session sign-in) unused for its idle
 * time. Use is recorded at most every LAST_USED_RESOLUTION_MS, so a session ends between 12 hours
 * minus that and 12 hours after its last request.
 */
export function tokenEnded(
  token: Pick<KeptToken, 'expiresAt' | 'lastUsedAt' | 'idleSeconds' | 'createdAt'>,
  now: Date,
) {
  if (token.expiresAt <= now) return true;
  if (token.idleSeconds === null) return false;
  const lastUse = token.lastUsedAt ?? token.createdAt;
  return lastUse.getTime() + token.idleSeconds * 1000 <= now.getTime();
}

/** Where live tokens are kept: the read cache's rules (`ReadCache`), emptied by every write. */
export type TokenCache = Pick<ReadCache<KeptToken>, 'get' | 'set' | 'generation'>;

/**
 * The user behind a live token: not expired, not revoked, and the account still verified,
 * approved and not disabled (an administrator disabling it ends every session at once).
 *
 * With `kept`, the answer is kept by the read cache's rules: every write through the API empties
 * it in every process (signing out, a password reset, an administrator's approval or change of a
 * user are all writes), and an operator's SQL is seen within the cache's time to live. A signed-in
 * read then costs no query for its session; expiry is still checked on every request. Disabling an
 * account is such a write (and revokes its tokens too), so its next call is a 401 on every process.
 * A token that does not work is not kept: it is looked up again each time, so one that becomes
 * valid (an account approved by an operator's SQL) works at once.
 */
export async function findTokenOwner(
  db: Database,
  token: string,
  now = new Date(),
  kept?: TokenCache,
): Promise<TokenOwner | null> {
  const hash = hashToken(token);
  let owner = kept?.get(hash);
  if (!owner) {
    const generation = kept?.generation ?? 0;
    const read = await readTokenOwner(db, hash, now);
    if (!read || tokenEnded(read, now)) return null;
    kept?.set(hash, read, generation);
    owner = read;
  }
  if (tokenEnded(owner, now)) return null;
  if (!owner.lastUsedAt || now.getTime() - owner.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    owner.lastUsedAt = now; // on the kept value too, so the next requests do not write again
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, owner.tokenId));
  }
  return { tokenId: owner.tokenId, user: owner.user };
}

async function readTokenOwner(db: Database, tokenHash: string, now: Date): Promise<KeptToken | null> {
  const rows = await db
    .select({
      tokenId: accessTokens.id,
      expiresAt: accessTokens.expiresAt,
      lastUsedAt: accessTokens.lastUsedAt,
      idleSeconds: accessTokens.idleSeconds,
      createdAt: accessTokens.createdAt,
      user: users,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        sql`${users.emailVerifiedAt} is not null`,
        sql`${users.approvedAt} is not null`,
        // Disabled by an administrator: no session, whatever token it holds (issue 19).
        sql`${users.disabledAt} is null`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
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
