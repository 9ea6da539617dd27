/**
 * Unique pseudonyms (issue 17). A user's current pseudonym holds a claim on each of its keys
 * (key.ts); the claims table's primary key lets only one user hold a key, so two look-alike
 * pseudonyms cannot both be had, even when two teachers save at the same moment.
 *
 * `setPseudonym` is the one way a pseudonym is set (profile save, the admin command line's user:add,
 * the demo data). A pseudonym left behind (changed or removed) is released, unless its owner has a
 * material signed with a pseudonym: readers have seen that signature (materials show the owner's
 * current pseudonym, materials/present.ts), so it stays reserved for its owner, who may take it back
 * and nobody else may. That also covers comments: the only place a comment shows a pseudonym is the
 * owner's answer under their own pseudonym-signed material (comments/present.ts), so a pseudonym
 * that signed a comment has signed a material.
 *
 * `reconcilePseudonymClaims` runs after the migrations (src/migrate.ts): pseudonyms set before the
 * claims existed get theirs, the earlier account (lowest id) first; a later one that clashes is
 * reported for an administrator (the server log, `npm run portal -- pseudonym:clashes`), not fixed
 * by hand here and never a failed start.
 */
import { FORM_MESSAGES } from '@portal/contracts/messages';
import type { Database } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { comparablePseudonym, pseudonymKeys } from './key';
import {
  deleteClaims,
  findClaims,
  findUnclaimedPseudonyms,
  insertClaims,
  lockUserPseudonym,
  ownsPseudonymSignedMaterial,
  rewriteClaims,
  writeUserPseudonym,
  type Claim,
} from './repo';

/** A user whose pseudonym another user's claim holds: the same pseudonym, or one that looks like it. */
export interface PseudonymClash {
  userId: number;
  pseudonym: string;
  /** The user whose claim it is (their current pseudonym, or one they keep reserved). */
  holderId: number;
  holderPseudonym: string;
}

/** The Latvian refusal for a pseudonym that `holder` holds: taken when equal as written, else too similar. */
export function refusalFor(pseudonym: string, holder: Claim): string {
  return comparablePseudonym(pseudonym) === comparablePseudonym(holder.pseudonym)
    ? FORM_MESSAGES.pseudonymTaken
    : FORM_MESSAGES.pseudonymLookAlike;
}

/**
 * Claims every key of `pseudonym` for the user, or answers another user's claim that holds one of
 * them (the caller rolls back what was inserted). The user's own claims of these keys (the same
 * pseudonym in other case or spacing, or one they reserved earlier) are theirs to keep.
 */
async function claimKeys(tx: Database, userId: number, pseudonym: string, keys: string[]): Promise<Claim | null> {
  const held = await findClaims(tx, keys);
  const other = held.find((claim) => claim.userId !== userId);
  if (other) return other;
  const own = held.map((claim) => claim.key);
  await rewriteClaims(tx, userId, pseudonym, own);
  const free = keys.filter((key) => !own.includes(key));
  const inserted = await insertClaims(tx, userId, pseudonym, free);
  if (inserted.length === free.length) return null;
  // Someone claimed a key between the look and the insert; their claim is committed by now.
  const raced = await findClaims(
    tx,
    free.filter((key) => !inserted.includes(key)),
  );
  return raced.find((claim) => claim.userId !== userId) ?? null;
}

/**
 * Gives the user `pseudonym` (null or blank: none) and writes users.pseudonym. Call it inside the
 * transaction that saves the rest of the user, after the user's row exists; a pseudonym that
 * someone else holds throws a 422 on `pseudonym` and the transaction changes nothing.
 */
export async function setPseudonym(tx: Database, userId: number, pseudonym: string | null): Promise<void> {
  const next = pseudonym?.trim() || null;
  const current = await lockUserPseudonym(tx, userId);
  if (!current) return;
  const nextKeys = next === null ? [] : pseudonymKeys(next);
  if (next !== null) {
    const holder = await claimKeys(tx, userId, next, nextKeys);
    if (holder) throw new ValidationError({ pseudonym: [refusalFor(next, holder)] });
  }
  const previous = current.pseudonym?.trim() || null;
  if (previous !== null) {
    const left = pseudonymKeys(previous).filter((key) => !nextKeys.includes(key));
    if (left.length > 0 && !(await ownsPseudonymSignedMaterial(tx, userId))) await deleteClaims(tx, userId, left);
  }
  if (current.pseudonym !== next) await writeUserPseudonym(tx, userId, next);
}

/** Thrown inside a user's reconciling transaction to undo a partial claim. */
class Clashed extends Error {
  constructor(readonly holder: Claim) {
    super('pseudonym clash');
  }
}

/**
 * Gives every pseudonym without a claim its claim, the earliest account first, and answers the
 * users whose pseudonym another user holds. Idempotent: a reconciled database costs one query.
 */
export async function reconcilePseudonymClaims(db: Database): Promise<PseudonymClash[]> {
  const clashes: PseudonymClash[] = [];
  for (const { userId, pseudonym } of await findUnclaimedPseudonyms(db)) {
    try {
      await db.transaction(async (tx) => {
        const holder = await claimKeys(tx, userId, pseudonym, pseudonymKeys(pseudonym));
        if (holder) throw new Clashed(holder);
      });
    } catch (error) {
      if (!(error instanceof Clashed)) throw error;
      clashes.push({ userId, pseudonym, holderId: error.holder.userId, holderPseudonym: error.holder.pseudonym });
    }
  }
  return clashes;
}

/** The clashes as they are now: users whose current pseudonym's key another user holds. */
export async function findPseudonymClashes(db: Database): Promise<PseudonymClash[]> {
  const clashes: PseudonymClash[] = [];
  for (const { userId, pseudonym } of await findUnclaimedPseudonyms(db)) {
    const holder = (await findClaims(db, pseudonymKeys(pseudonym))).find((claim) => claim.userId !== userId);
    if (holder) clashes.push({ userId, pseudonym, holderId: holder.userId, holderPseudonym: holder.pseudonym });
  }
  return clashes;
}

/** Writes each clash to the server log as a warning for an administrator. */
export function logPseudonymClashes(
  log: { warn(details: object, message: string): void },
  clashes: readonly PseudonymClash[],
): void {
  for (const clash of clashes) {
    log.warn(
      { pseudonymClash: clash },
      `pseudonym clash: user ${clash.userId}'s pseudonym "${clash.pseudonym}" is held by user ${clash.holderId} ` +
        `("${clash.holderPseudonym}"); user ${clash.userId} keeps it but cannot save it again. ` +
        'List: npm run portal -- pseudonym:clashes',
    );
  }
}
