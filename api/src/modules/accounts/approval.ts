/**
 * Approving an account: one function for the administrators' call
 * (POST /api/admin/users/{id}/approve) and the operator's command (`user:approve`), so both set
 * the same column and send the same mail. The mail is queued (src/mail/outbox.ts) in the
 * transaction that approves, only when this approval is the one that changed the account, so
 * approving twice (or both ways at once) mails the teacher once, and an approval is never without
 * its mail. The same transaction writes the audit row (modules/audit/record.ts): who approved, and
 * `approved_at` before and after; an approval that finds the account approved already changes
 * nothing and writes no row.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { enqueueMail, wakeMailSenders } from '../../mail/outbox';
import { recordAudit, type AuditActor } from '../audit/record';
import { accountApprovedMail } from './mail';
import { findUserById, type UserRow } from './repo';

export interface Approval {
  user: UserRow;
  /** False when the account was approved already (and nobody was mailed). */
  approvedNow: boolean;
  /** The outbox row of the teacher's mail, when approved now. */
  mailId?: number;
}

/** Approves the account and queues the teacher's mail; null when there is no such user. */
export async function approveAccount(
  db: Database,
  publicUrl: string,
  userId: number,
  actor: AuditActor,
  now = new Date(),
): Promise<Approval | null> {
  const approved = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ approvedAt: now })
      .where(and(eq(users.id, userId), isNull(users.approvedAt)))
      .returning();
    if (!changed) return null;
    const [mailId] = await enqueueMail(tx, approvalMail(publicUrl, changed));
    await recordAudit(tx, {
      actor,
      action: 'user.approve',
      itemType: 'user',
      itemId: changed.id,
      before: { approved_at: null },
      after: { approved_at: now.toISOString() },
    });
    return { user: changed, approvedNow: true, mailId };
  });
  if (approved) {
    wakeMailSenders();
    return approved;
  }
  const user = await findUserById(db, userId);
  return user ? { user, approvedNow: false } : null;
}

/** The teacher's "your account is approved" mail. */
export function approvalMail(publicUrl: string, user: UserRow): MailMessage {
  return accountApprovedMail(publicUrl, { ...user, verified: user.emailVerifiedAt !== null });
}
