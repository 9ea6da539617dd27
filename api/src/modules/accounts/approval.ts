/**
 * Approving an account: one function for the administrators' call
 * (POST /api/admin/users/{id}/approve) and the operator's command (`user:approve`), so both set
 * the same column and send the same mail. The mail goes out only when this approval is the one
 * that changed the account, so approving twice (or both ways at once) mails the teacher once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { accountApprovedMail } from './mail';
import { findUserById, type UserRow } from './repo';

export interface Approval {
  user: UserRow;
  /** False when the account was approved already. */
  approvedNow: boolean;
}

/** Approves the account; null when there is no such user. */
export async function approveAccount(db: Database, userId: number, now = new Date()): Promise<Approval | null> {
  const [changed] = await db
    .update(users)
    .set({ approvedAt: now })
    .where(and(eq(users.id, userId), isNull(users.approvedAt)))
    .returning();
  if (changed) return { user: changed, approvedNow: true };
  const user = await findUserById(db, userId);
  return user ? { user, approvedNow: false } : null;
}

/** The teacher's "your account is approved" mail. */
export function approvalMail(publicUrl: string, user: UserRow): MailMessage {
  return accountApprovedMail(publicUrl, { ...user, verified: user.emailVerifiedAt !== null });
}
