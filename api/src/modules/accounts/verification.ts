/**
 * Confirming an e-mail address (POST /api/auth/verify/{token}) and sending the link again
 * (POST /api/auth/verify/resend).
 *
 * Answers of the confirmation, all `{ status, message, code }` (docs/decisions.md):
 * - 200 success `auth.verification.verified`: the address is confirmed now;
 * - 200 success `auth.verification.already_verified`: a link opened again (or an older one) for an
 *   address that is confirmed: nothing is wrong, there is just nothing left to do;
 * - 410 fail `auth.verification.expired`: a real link past its 72 hours;
 * - 404 fail `auth.verification.invalid`: no such link (mistyped, forged, or replaced by a newer one).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { enqueueMail, wakeMailSenders } from '../../mail/outbox';
import { dropUnusedEmailTokens, findEmailToken, issueEmailToken, spendEmailToken } from './emailTokens';
import { verificationMail } from './mail';
import { findUserByEmail, findUserById } from './repo';
import { VERIFICATION_CODES, VERIFICATION_MESSAGES } from './texts';

export interface VerificationAnswer {
  httpStatus: 200 | 404 | 410;
  body: { status: 'success' | 'fail'; message: string; code: string };
}

const answer = (
  httpStatus: VerificationAnswer['httpStatus'],
  code: keyof typeof VERIFICATION_CODES,
  message: string,
): VerificationAnswer => ({
  httpStatus,
  body: { status: httpStatus === 200 ? 'success' : 'fail', message, code: VERIFICATION_CODES[code] },
});

export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<VerificationAnswer> {
  const row = await findEmailToken(db, 'verification', token);
  const user = row ? await findUserById(db, row.userId) : null;
  if (!row || !user) return answer(404, 'invalid', VERIFICATION_MESSAGES.invalid);
  if (user.emailVerifiedAt) {
    await spendEmailToken(db, 'verification', row.id, now);
    return answer(200, 'alreadyVerified', VERIFICATION_MESSAGES.alreadyVerified);
  }
  // A spent link of an address that is not confirmed (it was un-confirmed since) confirms nothing.
  if (row.usedAt) return answer(404, 'invalid', VERIFICATION_MESSAGES.invalid);
  if (row.expiresAt.getTime() <= now.getTime()) return answer(410, 'expired', VERIFICATION_MESSAGES.expired);

  const confirmed = await db.transaction(async (tx) => {
    if (!(await spendEmailToken(tx, 'verification', row.id, now))) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
    return true;
  });
  // A second click that lost the race to the first finds the address confirmed by it.
  if (!confirmed) return answer(200, 'alreadyVerified', VERIFICATION_MESSAGES.alreadyVerified);
  return answer(
    200,
    'verified',
    user.approvedAt ? VERIFICATION_MESSAGES.verifiedAndEnabled : VERIFICATION_MESSAGES.verifiedAwaitingApproval,
  );
}

/**
 * A new confirmation link for an existing, unconfirmed account; nothing for anyone else. The
 * caller answers the same text either way and runs this in the background, so neither the
 * answer nor its timing tells whether the address has an account. The new link replaces the
 * older unused ones, and is queued in the mail outbox in the same transaction.
 */
export async function resendVerification(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  email: string,
  now = new Date(),
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerifiedAt) return;
  await db.transaction(async (tx) => {
    await dropUnusedEmailTokens(tx, 'verification', user.id);
    const token = await issueEmailToken(tx, 'verification', user.id, now);
    await enqueueMail(tx, verificationMail(config.publicUrl, user, token));
  });
  wakeMailSenders();
}
