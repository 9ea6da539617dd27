/**
 * Mail is never lost: every mail is a row of `mail_outbox`, written with `enqueueMail` in the same
 * transaction as the change that causes it (a registration and its mails, a reset token and its
 * link), and sent afterwards by a sender that runs in every portal process.
 *
 * The sender claims one due row at a time in one statement (`FOR UPDATE SKIP LOCKED`, and the claim
 * moves the row's `next_attempt_at` a lease ahead), so several portal processes on one PostgreSQL
 * never take the same row; it then sends, and marks the row sent. A failure is kept in `last_error`
 * and the row is due again after a doubling delay (MAIL_RETRY_BASE_MS up to MAIL_RETRY_MAX_MS); after
 * MAIL_MAX_ATTEMPTS it is marked failed and logged, and the operator lists it and puts it back with
 * `mail:list` / `mail:retry`. A process that dies between the SMTP server's acceptance and the mark
 * leaves the row claimed: it is sent again when the lease runs out (at least once, never lost;
 * docs/decisions.md).
 *
 * The sender wakes when this process has queued mail (`wakeMailSenders()` after the transaction
 * has committed), when a retry falls due, and every MAIL_POLL_MS for mail queued elsewhere (another
 * portal process, the command line on PostgreSQL).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

export type OutboxSettings = Config['mail'];

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * How long a claimed row is left to its sender before another may take it. Well above the longest
 * send (the SMTP transport's timeouts in mailer.ts), so only a sender that died loses its claim.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** How many due rows one claim takes (a few; each is sent in turn). */
const CLAIM_BATCH = 5;

/** Sent rows are kept this long (recipient, subject, when), without their bodies. */
const SENT_KEPT_MS = 7 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** An error text longer than this is cut (a server may answer with a whole page). */
const ERROR_CHARS = 1000;

/**
 * Queues mail in `db`, which may be a transaction: the rows then exist exactly when the
 * transaction commits. Call `wakeMailSenders()` once it has. Returns the new rows' ids.
 */
export async function enqueueMail(db: Database, messages: MailMessage | readonly MailMessage[]): Promise<number[]> {
  const list = Array.isArray(messages) ? (messages as readonly MailMessage[]) : [messages as MailMessage];
  if (list.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      list.map((m) => ({
        recipient: m.to,
        replyTo: m.replyTo ?? null,
        subject: m.subject,
        text: m.text,
        html: m.html,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/** The delay before the next attempt after `attempts` failed ones: base, doubling, capped. */
export function retryDelayMs(attempts: number, settings: Pick<OutboxSettings, 'retryBaseMs' | 'retryMaxMs'>): number {
  const doubled = settings.retryBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(doubled, settings.retryMaxMs);
}

export interface MailSender {
  /**
   * Looks for due mail now (or once more right after the look in progress) and sends it; resolves
   * when nothing due is left. Never rejects: failures are recorded on the rows and logged.
   */
  wake(): Promise<void>;
  /** True once `stop` has been called. */
  readonly stopping: boolean;
  /** Stops looking for mail; resolves once the mail in flight (if any) is sent and marked. */
  stop(): Promise<void>;
}

interface SenderLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The senders running in this process, woken by `wakeMailSenders`. */
const running = new Set<MailSender>();

/**
 * Tells this process's senders that mail has been queued. Call it after the transaction that
 * queued the mail has committed (before, they would not see the rows yet and would wait for the
 * next poll). Senders of other processes find the mail at their next poll.
 */
export function wakeMailSenders(): void {
  for (const sender of running) void sender.wake();
}

const plusMs = (ms: number) => sql`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;

const pending = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));

export function createMailSender(options: {
  db: Database;
  mailer: Mailer;
  settings: OutboxSettings;
  log: SenderLog;
}): MailSender & { start(): void } {
  const { db, mailer, settings, log } = options;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = 0;

  /**
   * Takes the oldest due rows: one statement, so no other sender can take them too. The locked ids
   * are read once into an array (an InitPlan): as `IN (subquery)` the planner may run the locking
   * subquery again and take more rows than its LIMIT.
   */
  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(pending, lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: plusMs(CLAIM_LEASE_MS) })
      .where(and(sql`${mailOutbox.id} = any(array(${due}))`, pending))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS);
      const giveUp = row.attempts >= settings.maxAttempts;
      const delay = retryDelayMs(row.attempts, settings);
      await db
        .update(mailOutbox)
        .set({
          lastError: message,
          nextAttemptAt: giveUp ? sql`now()` : plusMs(delay),
          failedAt: giveUp ? sql`now()` : null,
        })
        .where(eq(mailOutbox.id, row.id));
      const about = { mailId: row.id, to: row.recipient, subject: row.subject, attempts: row.attempts, err: error };
      if (giveUp) log.error(about, `mail #${row.id} not sent after ${row.attempts} attempts; marked failed`);
      else log.warn(about, `mail #${row.id} not sent (attempt ${row.attempts}); next attempt in ${delay} ms`);
      return;
    }
    // Sent: the bodies (they may hold a link's token) are not kept any longer.
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, text: '', html: '' })
      .where(eq(mailOutbox.id, row.id));
  }

  /** Claimed rows this sender will not send after all: due again now, the claim not counted. */
  async function release(rows: OutboxRow[]): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(
        and(
          inArray(
            mailOutbox.id,
            rows.map((row) => row.id),
          ),
          pending,
        ),
      );
  }

  /** Milliseconds until the next pending row falls due; null when nothing is pending. */
  async function nextDueInMs(): Promise<number | null> {
    const [row] = await db
      .select({
        ms: sql<string | null>`extract(epoch from (min(${mailOutbox.nextAttemptAt}) - now())) * 1000`,
      })
      .from(mailOutbox)
      .where(pending);
    return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
  }

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db
      .delete(mailOutbox)
      .where(
        and(
          isNotNull(mailOutbox.sentAt),
          lte(mailOutbox.sentAt, sql`now() - (${SENT_KEPT_MS}::bigint * interval '1 millisecond')`),
        ),
      );
  }

  function schedule(delayMs: number | null): void {
    clearTimeout(timer);
    timer = undefined;
    const poll = settings.pollMs > 0 ? settings.pollMs : null;
    const delays = [delayMs, poll].filter((d): d is number => d !== null);
    if (stopped || delays.length === 0) return;
    // At least a few milliseconds: a row another process holds for a moment is not spun on.
    timer = setTimeout(() => void wake(), Math.max(10, Math.min(...delays)));
    timer.unref();
  }

  async function pass(): Promise<void> {
    let next: number | null;
    try {
      while (!stopped) {
        const rows = await claim();
        if (rows.length === 0) break;
        // One by one; a stop lets the one in flight finish and hands the rest back at once.
        for (const [index, row] of rows.entries()) {
          if (stopped) {
            await release(rows.slice(index));
            break;
          }
          await deliver(row);
        }
      }
      await sweep();
      next = await nextDueInMs();
    } catch (error) {
      // The database is away (restarting, say): look again later; the rows wait where they are.
      log.error({ err: error }, 'mail outbox: could not read or update the queue');
      next = settings.retryBaseMs;
    }
    schedule(next);
  }

  function wake(): Promise<void> {
    if (stopped) return current ?? Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    const run = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped);
    })().finally(() => {
      current = null;
    });
    current = run;
    return run;
  }

  const sender = {
    wake,
    get stopping() {
      return stopped;
    },
    start() {
      if (stopped) return;
      running.add(sender);
      void wake();
    },
    async stop() {
      stopped = true;
      running.delete(sender);
      clearTimeout(timer);
      await current;
    },
  };
  return sender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's mail sender; tests wait with `mailOutbox.wake()` until nothing due is left. */
    mailOutbox: MailSender;
  }
}

/** Runs the sender with the app: from ready (mail left by the last run goes first) until close. */
export function registerMailOutbox(
  app: FastifyInstance,
  { db, mailer, config }: { db: Database; mailer: Mailer; config: Pick<Config, 'mail'> },
): void {
  const sender = createMailSender({ db, mailer, settings: config.mail, log: app.log });
  app.decorate('mailOutbox', sender);
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
}

// ---------------------------------------------------------------------------------------------
// What the operator sees and does (npm run portal -- mail:list / mail:retry)
// ---------------------------------------------------------------------------------------------

/** Pending and failed mail (or only failed), newest first. */
export async function listOutbox(db: Database, { failedOnly }: { failedOnly: boolean }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(failedOnly ? isNotNull(mailOutbox.failedAt) : isNull(mailOutbox.sentAt))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/**
 * Puts failed mail back in the queue, due now with its attempts counted from zero: one row by id,
 * or every failed one. Returns the ids put back (none when the id is not a failed mail).
 */
export async function retryFailedMail(db: Database, which: { id: number } | 'all'): Promise<number[]> {
  const rows = await db
    .update(mailOutbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        isNotNull(mailOutbox.failedAt),
        isNull(mailOutbox.sentAt),
        which === 'all' ? undefined : eq(mailOutbox.id, which.id),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
