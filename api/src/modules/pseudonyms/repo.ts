/** The pseudonym claims (db/schema.ts `pseudonymClaims`) and what the rules of service.ts read beside them. */
import { and, asc, eq, inArray, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { materials, pseudonymClaims, users } from '../../db/schema';

export interface Claim {
  key: string;
  userId: number;
  pseudonym: string;
}

/** The user's pseudonym now, with the row locked so two saves of one user's profile take turns. */
export async function lockUserPseudonym(tx: Database, userId: number): Promise<{ pseudonym: string | null } | null> {
  const [row] = await tx
    .select({ pseudonym: users.pseudonym })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function writeUserPseudonym(tx: Database, userId: number, pseudonym: string | null): Promise<void> {
  await tx.update(users).set({ pseudonym }).where(eq(users.id, userId));
}

export async function findClaims(db: Database, keys: string[]): Promise<Claim[]> {
  if (keys.length === 0) return [];
  return db
    .select({ key: pseudonymClaims.key, userId: pseudonymClaims.userId, pseudonym: pseudonymClaims.pseudonym })
    .from(pseudonymClaims)
    .where(inArray(pseudonymClaims.key, keys));
}

/**
 * Inserts the claims that nobody holds and answers the keys it inserted. A key that another
 * transaction claimed meanwhile is skipped, not an error: PostgreSQL would otherwise abort the whole
 * transaction, and the caller turns the conflict into a 422. Keys go in sorted, so two transactions
 * claiming overlapping keys wait for each other in one order and never deadlock.
 */
export async function insertClaims(tx: Database, userId: number, pseudonym: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .insert(pseudonymClaims)
    .values([...keys].sort().map((key) => ({ key, userId, pseudonym })))
    .onConflictDoNothing({ target: pseudonymClaims.key })
    .returning({ key: pseudonymClaims.key });
  return rows.map((row) => row.key);
}

/** The user's own claims of these keys now read as `pseudonym` (its case or spacing changed). */
export async function rewriteClaims(tx: Database, userId: number, pseudonym: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(pseudonymClaims)
    .set({ pseudonym })
    .where(
      and(
        eq(pseudonymClaims.userId, userId),
        inArray(pseudonymClaims.key, keys),
        ne(pseudonymClaims.pseudonym, pseudonym),
      ),
    );
}

export async function deleteClaims(tx: Database, userId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(pseudonymClaims).where(and(eq(pseudonymClaims.userId, userId), inArray(pseudonymClaims.key, keys)));
}

/** Whether the user owns a material signed with their pseudonym (materials_owner_created_at_idx finds them). */
export async function ownsPseudonymSignedMaterial(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.ownerId, userId), eq(materials.signatureType, 'pseudonym')))
    .limit(1);
  return row !== undefined;
}

/**
 * Users whose pseudonym has no claim of theirs, lowest id first. Every path that sets a pseudonym
 * claims it with the same text, so this finds only pseudonyms set before claims existed (or behind
 * the portal's back) and those that clash; on a reconciled database it answers nothing, from one
 * pass over users with an index lookup per pseudonym.
 */
export async function findUnclaimedPseudonyms(db: Database): Promise<{ userId: number; pseudonym: string }[]> {
  const rows = await db
    .select({ userId: users.id, pseudonym: users.pseudonym })
    .from(users)
    .where(
      and(
        isNotNull(users.pseudonym),
        sql`btrim(${users.pseudonym}) <> ''`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(pseudonymClaims)
            .where(and(eq(pseudonymClaims.userId, users.id), eq(pseudonymClaims.pseudonym, users.pseudonym))),
        ),
      ),
    )
    .orderBy(asc(users.id));
  return rows.flatMap((row) => (row.pseudonym === null ? [] : [{ userId: row.userId, pseudonym: row.pseudonym }]));
}
