/**
 * Mail is never lost (src/mail/outbox.ts): a registration's mails are written in its transaction;
 * with the SMTP server down for a while every mail waits with its attempts and error and arrives
 * exactly once when the server is back; a mail that keeps failing ends `failed`, `mail:list` shows
 * it and `mail:retry` sends it; two senders on one database never send a row twice; closing the app
 * finishes the mail in flight. Retries are milliseconds apart here (MAIL_RETRY_BASE_MS), seconds in
 * the portal.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminError, runAdminCommand, type AdminContext } from '../src/admin/commands';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { mailOutbox, users, verificationTokens } from '../src/db/schema';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { enqueueMail, retryDelayMs } from '../src/mail/outbox';
import { createLocalStorage } from '../src/storage/local';
import { freshIp, insertAdmin, userByEmail } from './helpers/accounts';
import { createTestContext, EASY_ALTCHA, type TestContext } from './helpers/app';
import { solvedCaptcha } from './helpers/captcha';
import { startSmtpServer, type SmtpTestServer } from './support/smtpServer';

/** A port where nothing listens: an SMTP server started and stopped (started again there later). */
async function stoppedSmtpPort(): Promise<number> {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
}

const rejectAfter = (ms: number, why: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(why)), ms).unref());

const outbox = (db: Database) => db.select().from(mailOutbox).orderBy(mailOutbox.id);

const adminContext = (t: TestContext): AdminContext => ({
  handle: t.database.handle,
  storage: createLocalStorage(t.config.dataDir),
  publicUrl: t.config.publicUrl,
});

async function registration(t: TestContext, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshIp(),
    payload: {
      first_name: 'Rūta',
      last_name: 'Rindiņa',
      email,
      password: 'Rindina123',
      password_confirmed: 'Rindina123',
      school_id: null,
      description: '',
      note: 'Skolā nav platformas.',
      newsletter: false,
      terms: true,
      g_recaptcha_response: await solvedCaptcha(t.app),
    },
  });
}

const contact = async (t: TestContext, topic: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: freshIp(),
    payload: {
      first_name: 'Ieva',
      last_name: 'Liepiņa',
      email: 'ieva@example.lv',
      topic,
      message: 'Vai vēstule nepazudīs?',
      g_recaptcha_response: await solvedCaptcha(t.app),
    },
  });

describe('retry delays', () => {
  it('double from the base up to the cap', () => {
    const settings = { retryBaseMs: 5_000, retryMaxMs: 600_000 };
    expect([1, 2, 3, 4, 7, 8, 12, 40].map((n) => retryDelayMs(n, settings))).toEqual([
      5_000, 10_000, 20_000, 40_000, 320_000, 600_000, 600_000, 600_000,
    ]);
  });
});

describe('a registration and its mails', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await insertAdmin(t.db, 'admin@portal.test');
    await insertAdmin(t.db, 'admin2@portal.test');
  });
  afterAll(() => t?.close());

  it('are one transaction: a failure after the account and its first mails are written leaves neither', async () => {
    // The second administrator's mail cannot be written: the account, its link and the mails
    // written before it in the same transaction must all be gone.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_second_admin_mail() RETURNS trigger AS $$
        BEGIN
          IF NEW.recipient = 'admin2@portal.test' THEN RAISE EXCEPTION 'outbox refused'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER refuse_second_admin_mail BEFORE INSERT ON mail_outbox
        FOR EACH ROW EXECUTE FUNCTION refuse_second_admin_mail()`),
    );
    try {
      const refused = await registration(t, 'ruta@skola.lv');
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_second_admin_mail ON mail_outbox'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_second_admin_mail()'));
    }
    expect(await userByEmail(t.db, 'ruta@skola.lv')).toBeNull();
    expect(await t.db.select().from(verificationTokens)).toEqual([]);
    expect(await outbox(t.db)).toEqual([]);

    // The same registration once the outbox takes it: the account and its three mails, together.
    const created = await registration(t, 'ruta@skola.lv');
    expect(created.statusCode, created.body).toBe(201);
    const user = await userByEmail(t.db, 'ruta@skola.lv');
    expect((await outbox(t.db)).map((row) => [row.recipient, row.subject])).toEqual([
      ['ruta@skola.lv', 'Apstiprini savu e-pasta adresi'],
      ['admin@portal.test', 'Reģistrācijas pieprasījums: Rūta Rindiņa'],
      ['admin2@portal.test', 'Reģistrācijas pieprasījums: Rūta Rindiņa'],
    ]);
    expect(user?.createdAt.getTime()).toBe((await outbox(t.db))[0]!.createdAt.getTime());

    await t.deliverMail();
    expect(t.mails.map((mail) => mail.to)).toEqual(['ruta@skola.lv', 'admin@portal.test', 'admin2@portal.test']);
    // Sent rows keep who and when, not the bodies (the link's token).
    for (const row of await outbox(t.db)) expect(row).toMatchObject({ attempts: 1, text: '', html: '' });
    expect((await outbox(t.db)).every((row) => row.sentAt instanceof Date)).toBe(true);
  });
});

describe('the SMTP server down for a while and back', () => {
  let t: TestContext;
  let smtp: SmtpTestServer | undefined;
  let port: number;

  beforeAll(async () => {
    port = await stoppedSmtpPort();
    t = await createTestContext({
      realMailer: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_RETRY_BASE_MS: '50',
        MAIL_RETRY_MAX_MS: '400',
        MAIL_MAX_ATTEMPTS: '1000',
      },
    });
    await insertAdmin(t.db, 'admin@portal.test');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('every mail waits with its attempts and error, then arrives exactly once', async () => {
    // Answered at once although no mail can go out.
    expect((await registration(t, 'gaida.pastu@skola.lv')).statusCode).toBe(201);
    expect((await contact(t, 'Pasts nestrādā')).statusCode).toBe(200);
    for (const user of Object.values(t.fixtures.users).slice(0, 3)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/email',
        remoteAddress: freshIp(),
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.background.idle(); // the reset links are queued after the answers
    const queued = await outbox(t.db);
    expect(queued).toHaveLength(6);

    // Tried again and again while the server is away.
    await vi.waitFor(
      async () => {
        const rows = await outbox(t.db);
        for (const row of rows) {
          expect(row.attempts).toBeGreaterThanOrEqual(3);
          expect(row.lastError).toMatch(/ECONNREFUSED/);
          expect(row.sentAt).toBeNull();
          expect(row.failedAt).toBeNull();
        }
      },
      { timeout: 15_000, interval: 50 },
    );
    const listed = await runAdminCommand(adminContext(t), 'mail:list', {});
    expect(listed[0]).toBe('Nenosūtītās vēstules: 6, no tām neizdevušās: 0 (jaunākās vispirms).');
    expect(listed.join('\n')).toMatch(/mēģinājumi: \d+/);
    expect(listed.join('\n')).toContain('pēdējā kļūda: connect ECONNREFUSED');

    smtp = await startSmtpServer(port);
    await vi.waitFor(
      async () => {
        for (const row of await outbox(t.db)) expect(row.sentAt).toBeInstanceOf(Date);
      },
      { timeout: 15_000, interval: 50 },
    );
    // A sent row is never taken again, so what has arrived now is all that ever will.
    expect(smtp.mails).toHaveLength(queued.length);
    for (const row of queued) {
      expect(smtp.mails.filter((mail) => mail.to.includes(row.recipient) && mail.subject === row.subject)).toHaveLength(
        1,
      );
    }
    expect(await runAdminCommand(adminContext(t), 'mail:list', {})).toEqual([
      'Nav nevienas vēstules, kas gaidītu nosūtīšanu vai būtu neizdevusies.',
    ]);
  });
});

describe('a mail that keeps failing', () => {
  let t: TestContext;
  let smtp: SmtpTestServer | undefined;
  let port: number;

  beforeAll(async () => {
    port = await stoppedSmtpPort();
    t = await createTestContext({
      realMailer: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '20', MAIL_MAX_ATTEMPTS: '3' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('ends failed, mail:list --failed shows it, mail:retry sends it', async () => {
    expect((await contact(t, 'Pirmā')).statusCode).toBe(200);
    expect((await contact(t, 'Otrā')).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        for (const row of await outbox(t.db)) expect(row.failedAt).toBeInstanceOf(Date);
      },
      { timeout: 15_000, interval: 50 },
    );
    const [first, second] = await outbox(t.db);
    expect(first).toMatchObject({ attempts: 3, sentAt: null });

    const ctx = adminContext(t);
    const failed = await runAdminCommand(ctx, 'mail:list', { failed: true });
    expect(failed[0]).toBe('Neizdevušās vēstules: 2 (jaunākās vispirms).');
    // Newest first: the second form's mail, then the first's.
    expect(failed[1]).toMatch(new RegExp(`^#${second!.id} .* info@portal\\.test {2}„Kontaktforma: Otrā”$`));
    expect(failed[2]).toMatch(/^ {4}neizdevās, atmesta \d{4}-\d\d-\d\d \d\d:\d\d:\d\d; mēģinājumi: 3$/);
    expect(failed[3]).toMatch(/^ {4}pēdējā kļūda: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(failed[4]).toMatch(new RegExp(`^#${first!.id} `));
    expect(failed.at(-1)).toBe('Atkārtot: npm run portal -- mail:retry --id N vai mail:retry --all');

    await expect(runAdminCommand(ctx, 'mail:retry', {})).rejects.toThrow(AdminError);
    await expect(runAdminCommand(ctx, 'mail:retry', { id: '999999' })).rejects.toThrow(
      'Vēstule #999999 nav starp neizdevušajām (tās sarakstu rāda mail:list --failed).',
    );
    await expect(runAdminCommand(ctx, 'mail:retry', { id: 'x' })).rejects.toThrow(
      '--id: Jānorāda vēstules numurs (vesels skaitlis, lielāks par 0).',
    );

    smtp = await startSmtpServer(port);
    expect(await runAdminCommand(ctx, 'mail:retry', { id: String(first!.id) })).toEqual([
      `Vēstule #${first!.id} atkal ielikta nosūtāmo vēstuļu rindā.`,
      'Tās nosūta portāls; mail:list rāda, ja tās vēl gaida.',
    ]);
    await smtp.waitForMail((mail) => mail.subject === 'Kontaktforma: Pirmā');
    expect((await runAdminCommand(ctx, 'mail:list', { failed: true }))[0]).toBe(
      'Neizdevušās vēstules: 1 (jaunākās vispirms).',
    );

    expect(await runAdminCommand(ctx, 'mail:retry', { all: true })).toEqual([
      `Vēstule #${second!.id} atkal ielikta nosūtāmo vēstuļu rindā.`,
      'Tās nosūta portāls; mail:list rāda, ja tās vēl gaida.',
    ]);
    await smtp.waitForMail((mail) => mail.subject === 'Kontaktforma: Otrā');
    await t.deliverMail();
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(['Kontaktforma: Pirmā', 'Kontaktforma: Otrā']);
    expect(await runAdminCommand(ctx, 'mail:list', { failed: true })).toEqual(['Neizdevušos vēstuļu nav.']);
    expect(await runAdminCommand(ctx, 'mail:retry', { all: true })).toEqual([
      'Neizdevušos vēstuļu nav; nekas netika mainīts.',
    ]);
  });
});

describe('two senders on one database', () => {
  let t: TestContext;
  const apps: FastifyInstance[] = [];
  let second: DatabaseHandle | undefined;

  beforeAll(async () => {
    t = await createTestContext({ empty: true });
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** Another connection to the test database (PostgreSQL: its own pool, as another process has). */
  async function otherConnection(): Promise<Database> {
    const handle = t.database.handle;
    if (handle.kind === 'pglite') return handle.db;
    const url = (handle.client as pg.Pool & { options: { connectionString: string } }).options.connectionString;
    second = await openDatabase({ dataDir: '/nonexistent', databaseUrl: url }, { poolMax: 4 });
    return second.db;
  }

  function portal(db: Database, mailer: Mailer): FastifyInstance {
    const app = buildApp({ config: t.config, db, mailer, logger: false, captcha: { altcha: { ...EASY_ALTCHA } } });
    apps.push(app);
    return app;
  }

  it('never send one row twice', async () => {
    const messages: MailMessage[] = Array.from({ length: 30 }, (_, i) => ({
      to: `skolotajs${i}@skola.lv`,
      subject: `Vēstule ${i}`,
      text: `Vēstule ${i}`,
      html: `<p>Vēstule ${i}</p>`,
    }));
    await enqueueMail(t.db, messages);

    // Each sender's first mail waits until the other has one in flight too, so both hold claimed
    // rows at the same time whichever looks at the queue first (without it, a quick B could take
    // every row before A's first claim, and the test would show nothing about two senders).
    const sentByA: string[] = [];
    const sentByB: string[] = [];
    let aStarted!: () => void;
    const aHasStarted = new Promise<void>((resolve) => (aStarted = resolve));
    let bSent!: () => void;
    const bHasSent = new Promise<void>((resolve) => (bSent = resolve));
    const a = portal(t.db, {
      async send(message) {
        aStarted();
        // Bounded, so that a B that never sends fails the test instead of hanging it.
        if (sentByA.length === 0) await Promise.race([bHasSent, rejectAfter(10_000, 'B sent nothing')]);
        sentByA.push(message.subject);
        return { messageId: `<a${sentByA.length}@portal.test>` };
      },
      close() {},
    });
    const b = portal(await otherConnection(), {
      async send(message) {
        if (sentByB.length === 0) await Promise.race([aHasStarted, rejectAfter(10_000, 'A sent nothing')]);
        sentByB.push(message.subject);
        bSent();
        return { messageId: `<b${sentByB.length}@portal.test>` };
      },
      close() {},
    });
    await Promise.all([a.ready(), b.ready()]);
    await Promise.all([a.mailOutbox.wake(), b.mailOutbox.wake()]);

    const all = [...sentByA, ...sentByB];
    expect(sentByA.length).toBeGreaterThan(0);
    expect(sentByB.length).toBeGreaterThan(0);
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    const rows = await outbox(t.db);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('closing the app lets the mail in flight finish and be marked sent; the rest wait for the next start', async () => {
    await enqueueMail(t.db, [
      { to: 'pirmais@skola.lv', subject: 'Lidojumā', text: '1', html: '<p>1</p>' },
      { to: 'otrais@skola.lv', subject: 'Gaida', text: '2', html: '<p>2</p>' },
    ]);
    let inFlight!: () => void;
    const started = new Promise<void>((resolve) => (inFlight = resolve));
    let finish!: () => void;
    const release = new Promise<void>((resolve) => (finish = resolve));
    const sent: string[] = [];
    const app = portal(t.db, {
      async send(message) {
        inFlight();
        await release;
        sent.push(message.subject);
        return { messageId: '<lidojuma@portal.test>' };
      },
      close() {},
    });
    await app.ready();
    await started;
    const closing = app.close();
    await vi.waitFor(() => expect(app.mailOutbox.stopping).toBe(true));
    finish();
    await closing;
    expect(sent).toEqual(['Lidojumā']);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), eq(mailOutbox.subject, 'Gaida')));
    // Handed back at once, its claim not counted: due now for the next sender.
    expect(rows).toMatchObject([{ attempts: 0, failedAt: null }]);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Lidojumā')))[0]?.sentAt).toBeInstanceOf(
      Date,
    );
    expect(await t.db.select().from(users)).toEqual([]);
  });
});
