/**
 * A safe first run (issue 19; docs/decisions.md 'A safe first run'):
 *  - published demo passwords: in production the portal refuses to start while a demo account
 *    (README's log-ins, seed/content/people.ts) still has its demo password, and nobody may choose
 *    one of them as a new password there;
 *  - the one-time set-up link: printed at a start while no administrator exists; whoever opens it
 *    within 24 hours creates the first administrator (modules/setup). Only its sha256 is stored;
 *    making a new link voids the earlier unused ones, so only the last link printed works;
 *  - a hint to run `seed:base` when the category tree is empty.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import type { Database } from '../db/client';
import { categoryNodes, setupTokens, users } from '../db/schema';
import { ADMIN_PASSWORD, DEMO_USERS, TEACHER_PASSWORD } from '../seed/content/people';

/** The passwords the README publishes: never acceptable in production. */
export const PUBLISHED_DEMO_PASSWORDS: readonly string[] = [TEACHER_PASSWORD, ADMIN_PASSWORD];

export function isPublishedDemoPassword(password: string): boolean {
  return PUBLISHED_DEMO_PASSWORDS.includes(password);
}

/**
 * The demo accounts that still sign in with their published password. Only the few demo accounts
 * are checked (one argon2 verification each, about 0.1–0.3 s), so it is cheap enough for every start.
 */
export async function accountsWithDemoPasswords(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const found: string[] = [];
  for (const demo of DEMO_USERS) {
    const row = rows.find((r) => r.email === demo.email);
    if (row?.passwordHash && (await verifyPassword(row.passwordHash, demo.password))) found.push(demo.email);
  }
  return found;
}

/** Why a production start stops, and what to do: one line per account. */
export function demoPasswordRefusal(emails: readonly string[]): string[] {
  return [
    'Portāls netiek palaists darba vidē (NODE_ENV=production): šiem kontiem joprojām ir README publicētā demo parole:',
    ...emails.map((email) => `  ${email}`),
    'Nomaini katra konta paroli (un saglabā to drošā vietā), piemēram:',
    ...emails.map((email) => `  npm run portal -- user:password --email ${email} --password '<jauna parole>'`),
    'Parolē jābūt vismaz 8 rakstzīmēm: mazajiem un lielajiem burtiem un cipariem.',
  ];
}

/** How long a set-up link works. */
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export function hashSetupToken(token: string): string {
  return createHash('sha256').update(`setup:${token}`).digest('hex');
}

export async function hasAdministrator(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return rows.length > 0;
}

/**
 * A new one-time set-up link (the address of mf-auth's set-up page). Earlier links that were not
 * used are voided, so that only the one printed last works; used ones are kept as a record.
 */
export async function createSetupLink(
  db: Database,
  publicUrl: string,
  now = new Date(),
): Promise<{ id: number; url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_MS);
  const id = await db.transaction(async (tx) => {
    await tx.delete(setupTokens).where(isNull(setupTokens.usedAt));
    const [row] = await tx
      .insert(setupTokens)
      .values({ tokenHash: hashSetupToken(token), expiresAt })
      .returning({ id: setupTokens.id });
    return row!.id;
  });
  return { id, url: `${publicUrl}/sakotne/${token}`, expiresAt };
}

/** The link's row if it exists, unused and unexpired; 'unknown' or 'expired' otherwise. */
export async function findSetupToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ id: number; expiresAt: Date } | 'unknown' | 'expired'> {
  const [row] = await db
    .select()
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, hashSetupToken(token)))
    .limit(1);
  if (!row) return 'unknown';
  if (row.usedAt || row.expiresAt <= now) return 'expired';
  return { id: row.id, expiresAt: row.expiresAt };
}

/** Spends the link: true for exactly one caller, while it is unused and unexpired. */
export async function spendSetupToken(db: Database, id: number): Promise<boolean> {
  const spent = await db
    .update(setupTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(setupTokens.id, id), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, sql`now()`)))
    .returning({ id: setupTokens.id });
  return spent.length === 1;
}

/** The lines a start prints while the portal has no administrator: the link, and the other way. */
export function setupLinkLines(link: { url: string; expiresAt: Date }): string[] {
  return [
    'Portālam vēl nav neviena administratora. Pirmo administratoru var izveidot, atverot šo vienreizējo saiti',
    `(derīga līdz ${link.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC):`,
    `  ${link.url}`,
    'vai ar komandu: npm run portal -- user:add --admin --email … --password … --first-name … --last-name …',
  ];
}

/** Whether the category tree has no node at all (a portal that needs `seed:base` or its own tree). */
export async function categoryTreeEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categoryNodes.id }).from(categoryNodes).limit(1);
  return rows.length === 0;
}

export const BASE_SEED_HINT =
  'Kategoriju koks ir tukšs: materiālus nevar augšupielādēt. Kategorijas, noteikumu un „Par portālu” lapas un skolu sarakstu ielādē: npm run portal -- seed:base';
