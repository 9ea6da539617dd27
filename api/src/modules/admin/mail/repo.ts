/**
 * The outbox as the administrators list it, one state at a time (the conditions of mail/outbox.ts:
 * pending = neither sent nor given up, failed = given up, sent = sent, kept a week without bodies).
 * Only the envelope is read: never a body.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MailStatus } from '@portal/contracts/schemas/admin/mail';
import type { Database } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';

const envelope = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
  failedAt: mailOutbox.failedAt,
};

export type MailEnvelope = { [K in keyof typeof envelope]: (typeof mailOutbox.$inferSelect)[K] };

const IN_STATUS = {
  pending: () => and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)),
  failed: () => and(isNotNull(mailOutbox.failedAt), isNull(mailOutbox.sentAt)),
  sent: () => isNotNull(mailOutbox.sentAt),
} satisfies Record<MailStatus, () => unknown>;

/** Newest first: failed by when they were given up, sent by when they went, pending by when queued. */
const ORDER = {
  pending: () => [desc(mailOutbox.createdAt), desc(mailOutbox.id)],
  failed: () => [desc(mailOutbox.failedAt), desc(mailOutbox.id)],
  sent: () => [desc(mailOutbox.sentAt), desc(mailOutbox.id)],
} satisfies Record<MailStatus, () => unknown[]>;

export function statusOf(row: Pick<MailEnvelope, 'sentAt' | 'failedAt'>): MailStatus {
  if (row.sentAt !== null) return 'sent';
  return row.failedAt !== null ? 'failed' : 'pending';
}

export async function mailPage(
  db: Database,
  status: MailStatus,
  limit: number,
  offset: number,
): Promise<{ rows: MailEnvelope[]; total: number; counts: Record<MailStatus, number> }> {
  const rows = await db
    .select(envelope)
    .from(mailOutbox)
    .where(IN_STATUS[status]())
    .orderBy(...ORDER[status]())
    .limit(limit)
    .offset(offset);
  const [tally] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${IN_STATUS.pending()})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${IN_STATUS.failed()})`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${IN_STATUS.sent()})`.mapWith(Number),
    })
    .from(mailOutbox);
  const counts = { pending: tally?.pending ?? 0, failed: tally?.failed ?? 0, sent: tally?.sent ?? 0 };
  return { rows, total: counts[status], counts };
}

export async function mailEnvelope(db: Database, id: number): Promise<MailEnvelope | null> {
  const [row] = await db.select(envelope).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}
