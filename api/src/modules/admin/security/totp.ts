/**
 * The administrators' second factor: TOTP (RFC 6238 through otplib: six digits, 30-second steps,
 * SHA-1, as every authenticator app expects) and ten one-time recovery codes.
 *
 * - The key lives in users.totp_secret; users.totp_enabled_at says it was confirmed with a code, and
 *   only then is a code asked at sign-in. A key without that date is an enrolment in progress.
 * - A code is accepted once: the step it belongs to is stored (users.totp_used_step) by a
 *   conditional update, so two processes cannot both accept it (RFC 6238 §5.2).
 * - One step either side is accepted, for a phone whose clock is a little off.
 * - Recovery codes are stored only as their sha256 and spent by a conditional update.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  isRecoveryCode,
  normaliseRecoveryCode,
  type TotpStatus,
} from '@portal/contracts/schemas/admin/security';
import type { Database } from '../../../db/client';
import { recoveryCodes, users } from '../../../db/schema';

/** What the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Mācību materiālu portāls';

/** Seconds either side of now a code may belong to: the step before and the step after. */
const CLOCK_TOLERANCE_SECONDS = 30;

type UserRow = typeof users.$inferSelect;

/** A new key (160 random bits, base32) for `email`, with the otpauth:// address and its QR code. */
export async function newTotpKey(email: string): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const secret = generateSecret();
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  // Drawn on the server: the key never passes through a third-party QR service.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * The step of `code` if it is a current code of `secret` that has not been used yet (its step is
 * after `usedStep`); null otherwise. Malformed codes are simply wrong.
 */
export async function matchingStep(secret: string, code: string, usedStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: CLOCK_TOLERANCE_SECONDS,
      ...(usedStep !== null ? { afterTimeStep: usedStep } : {}),
    });
    // The TOTP result names its step (the functional API's type also covers HOTP's, which has none).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A key that otplib cannot use (edited by hand in the database) accepts nothing.
    return null;
  }
}

/**
 * Accepts `code` for the user at most once: records its step only if no later or equal step was
 * recorded meanwhile (another process, the same code twice at once). True when accepted.
 */
export async function acceptTotpCode(
  db: Database,
  user: Pick<UserRow, 'id' | 'totpSecret' | 'totpUsedStep'>,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await matchingStep(user.totpSecret, code, user.totpUsedStep);
  if (step === null) return false;
  const updated = await db
    .update(users)
    .set({ totpUsedStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpUsedStep), lt(users.totpUsedStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}

/** Ten new codes as shown ("abcde-fghjk"); the user's earlier codes are removed. */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await deleteRecoveryCodes(db, userId);
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

export async function deleteRecoveryCodes(db: Database, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Spends one recovery code of the user; true when it was theirs and unused. */
export async function spendRecoveryCode(db: Database, userId: number, code: string): Promise<boolean> {
  if (!isRecoveryCode(code)) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export function totpEnabled(user: Pick<UserRow, 'totpSecret' | 'totpEnabledAt'>): boolean {
  return user.totpSecret !== null && user.totpEnabledAt !== null;
}

export async function totpStatus(
  db: Database,
  user: Pick<UserRow, 'id' | 'totpSecret' | 'totpEnabledAt'>,
  required: boolean,
): Promise<TotpStatus> {
  const enabled = totpEnabled(user);
  return {
    enabled,
    enabled_at: enabled ? user.totpEnabledAt!.toISOString() : null,
    pending: user.totpSecret !== null && !enabled,
    required,
    recovery_codes_left: enabled ? await recoveryCodesLeft(db, user.id) : 0,
  };
}
