/**
 * Forgotten passwords: the reset link (POST /api/auth/password/email) and the new password
 * (POST /api/auth/password/reset).
 *
 * The link goes to any existing account, whatever its state: it proves that the person reads the
 * mailbox, nothing more. A new password therefore also confirms the address (a reset link was
 * opened from it), ends every other reset link and every signed-in session, and is announced by
 * mail so that the owner notices a reset they did not ask for.
 *
 * Each mail is queued in the mail outbox in the transaction of its change (the link with its token,
 * the announcement with the new password), and sent after it has committed (src/mail/outbox.ts).
 */
import { eq } from 'drizzle-orm';
import type { PasswordResetForm } from '@portal/contracts/schemas/forms';
import { normaliseEmail } from '../../auth/email';
import { hashPassword } from '../../auth/password';
import { revokeAllUserTokens } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { fieldError } from '../../http/errors';
import { enqueueMail, wakeMailSenders } from '../../mail/outbox';
import { findEmailToken, issueEmailToken, spendAllEmailTokens, spendEmailToken } from './emailTokens';
import { passwordChangedMail, passwordResetMail, type MailUser } from './mail';
import { findUserByEmail, findUserById } from './repo';
import { RESET_EMAIL_MISMATCH, RESET_TOKEN_INVALID } from './texts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Runs in the background behind the same answer for every address (see routes.ts). */
export async function sendPasswordResetLink({ db, config }: Deps, email: string, now = new Date()) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction((tx) => queuePasswordResetLink(tx, config.publicUrl, user, now));
  wakeMailSenders();
}

/**
 * A new reset link and its mail, in the caller's transaction (the teacher's own request above, or
 * an administrator's 'send a password-reset mail' with its audit row). Returns the outbox row's id.
 */
export async function queuePasswordResetLink(
  tx: Database,
  publicUrl: string,
  user: MailUser & { id: number },
  now = new Date(),
): Promise<number | undefined> {
  const token = await issueEmailToken(tx, 'passwordReset', user.id, now);
  const [mailId] = await enqueueMail(tx, passwordResetMail(publicUrl, user, token));
  return mailId;
}

/**
 * Sets the new password, or refuses with a 422 on `token` (unknown, spent, expired) or on `email`
 * (the link was sent to another address). The owner is mailed about the change. Returns the user.
 */
export async function resetPassword({ db, config }: Deps, form: PasswordResetForm, now = new Date()) {
  const row = await findEmailToken(db, 'passwordReset', form.token);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw fieldError('token', RESET_TOKEN_INVALID);
  const user = await findUserById(db, row.userId);
  if (!user) throw fieldError('token', RESET_TOKEN_INVALID);
  if (user.email !== normaliseEmail(form.email)) throw fieldError('email', RESET_EMAIL_MISMATCH);

  const passwordHash = await hashPassword(form.password);
  await db.transaction(async (tx) => {
    // Spent first: of two submissions of one link only one sets a password.
    if (!(await spendEmailToken(tx, 'passwordReset', row.id, now))) throw fieldError('token', RESET_TOKEN_INVALID);
    await spendAllEmailTokens(tx, 'passwordReset', user.id, now);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now })
      .where(eq(users.id, user.id));
    await revokeAllUserTokens(tx, user.id, now);
    await enqueueMail(tx, passwordChangedMail(config.publicUrl, user));
  });
  wakeMailSenders();
  return user;
}
