/**
 * The single-use tokens that travel in e-mail links: confirming an address and resetting a
 * password. 256 random bits, shown only in the mail, stored only as their sha256 (a leaked
 * database holds no usable link), spent atomically (two clicks cannot both succeed).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { passwordResetTokens, verificationTokens } from '../../db/schema';

/** A confirmation link outlives a long weekend: mail read on Monday still works. */
export const VERIFICATION_TOKEN_TTL_MS = 72 * 60 * 60_000;

/** A reset link is worth a lot to whoever reads the mailbox: one hour. */
export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60_000;

type TokenTable = typeof verificationTokens | typeof passwordResetTokens;

export type EmailTokenRow = typeof verificationTokens.$inferSelect;

export const TOKEN_KINDS = {
  verification: verificationTokens,
  passwordReset: passwordResetTokens,
} satisfies Record<string, TokenTable>;

export type TokenKind = keyof typeof TOKEN_KINDS;

const TTL: Record<TokenKind, number> = {
  verification: VERIFICATION_TOKEN_TTL_MS,
  passwordReset: PASSWORD_RESET_TOKEN_TTL_MS,
};

/** Hashes of what could be a token: anything else never reaches the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** Creates a token for the user and returns it (the only time it exists in the clear). */
export async function issueEmailToken(
  db: Database,
  kind: TokenKind,
  userId: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(TOKEN_KINDS[kind]).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + TTL[kind]),
  });
  return token;
}

/** The stored row behind a token, spent or not, expired or not; null when there is none. */
export async function findEmailToken(db: Database, kind: TokenKind, token: string): Promise<EmailTokenRow | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const table = TOKEN_KINDS[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(eq(table.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** Marks the token used; false when someone else spent it first. */
export async function spendEmailToken(db: Database, kind: TokenKind, id: number, now = new Date()): Promise<boolean> {
  const table = TOKEN_KINDS[kind];
  const spent = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return spent.length > 0;
}

/** Marks every unused token of the user used (a new password ends every other reset link). */
export async function spendAllEmailTokens(
  db: Database,
  kind: TokenKind,
  userId: number,
  now = new Date(),
): Promise<void> {
  const table = TOKEN_KINDS[kind];
  await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}

/** Removes the user's unused tokens (a new confirmation link replaces the older ones). */
export async function dropUnusedEmailTokens(db: Database, kind: TokenKind, userId: number): Promise<void> {
  const table = TOKEN_KINDS[kind];
  await db.delete(table).where(and(eq(table.userId, userId), isNull(table.usedAt)));
}
