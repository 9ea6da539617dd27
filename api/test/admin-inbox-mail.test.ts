/**
 * What reaches the administrators (issue 19, helper C): contact-form messages kept as well as mailed
 * ('Saziņa': GET /api/admin/contact-messages, POST /api/admin/contact-messages/{id}/answered) and the
 * mail outbox ('Pasts': GET /api/admin/mail, POST /api/admin/mail/retry). Each write leaves exactly
 * one audit row; a refused call changes nothing; no answer ever carries a mail's body.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminContactMessage } from '@portal/contracts/schemas/admin/contact';
import type { AdminMail } from '@portal/contracts/schemas/admin/mail';
import { runAdminCommand } from '../src/admin/commands';
import { auditLog, contactMessages, mailOutbox } from '../src/db/schema';
import { createLocalStorage } from '../src/storage/local';
import { enqueueMail } from '../src/mail/outbox';
import { freshIp, insertAdmin } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';
import { solvedCaptcha } from './helpers/captcha';

const t = useTestContext();
let adminToken: string;
let teacherToken: string;
let adminId: number;

beforeAll(async () => {
  const admin = await insertAdmin(t.db, 'pasts@portal.test');
  adminId = admin.id;
  adminToken = await t.tokenFor(admin.id);
  teacherToken = await t.tokenFor(t.fixtures.users.anna.id);
});

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(adminToken), ...(payload ? { payload } : {}) });

type ContactPage = {
  data: AdminContactMessage[];
  meta: { current_page: number; last_page: number; total: number; per_page: number };
  counts: { new: number; answered: number };
};
type MailPage = {
  data: AdminMail[];
  meta: { current_page: number; last_page: number; total: number; per_page: number };
  counts: { failed: number; pending: number; sent: number };
};

async function auditCount(): Promise<number> {
  return (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
}

async function lastAudit() {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  return row!;
}

async function snapshot() {
  return {
    messages: await t.db.select().from(contactMessages).orderBy(asc(contactMessages.id)),
    mail: await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
    audit: await auditCount(),
  };
}

describe('who may read the contact messages and the outbox', () => {
  it('answers 401 to a visitor and 403 to a teacher, and changes nothing', async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({ firstName: 'Ēriks', lastName: 'Sargs', email: 'eriks@example.lv', topic: 'Tiesības' })
      .returning();
    const [mailId] = await enqueueMail(t.db, { to: 'x@example.lv', subject: 'S', text: 't', html: 'h' });
    await t.db.update(mailOutbox).set({ failedAt: new Date(), sentAt: null }).where(eq(mailOutbox.id, mailId!));
    const calls = [
      { method: 'GET' as const, url: '/api/admin/contact-messages' },
      {
        method: 'POST' as const,
        url: `/api/admin/contact-messages/${message!.id}/answered`,
        payload: { answered: true },
      },
      { method: 'GET' as const, url: '/api/admin/mail' },
      { method: 'POST' as const, url: '/api/admin/mail/retry', payload: {} },
      { method: 'POST' as const, url: '/api/admin/mail/retry', payload: { id: mailId } },
    ];
    const before = await snapshot();
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      const teacher = await t.app.inject({ ...call, headers: t.auth(teacherToken) });
      expect(teacher.statusCode, call.url).toBe(403);
      expect(json(teacher)).toEqual({ message: 'Šī darbība pieejama tikai administratoriem.' });
    }
    expect(await snapshot()).toEqual(before);
    await t.db.delete(contactMessages).where(eq(contactMessages.id, message!.id));
    await t.db.delete(mailOutbox).where(eq(mailOutbox.id, mailId!));
  });
});

describe('contact messages', () => {
  const form = async (extra: Record<string, unknown> = {}) => ({
    first_name: 'Ieva',
    last_name: 'Liepiņa',
    email: 'ieva@example.lv',
    topic: 'Jautājums par portālu',
    message: 'Kā pievienot materiālu?',
    g_recaptcha_response: await solvedCaptcha(t.app),
    ...extra,
  });
  const send = async (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: freshIp() });

  it('keeps a sent message beside its mail, and the administrators see it first among the new ones', async () => {
    const mailsBefore = (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const res = await send(await form());
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .orderBy(sql`${contactMessages.id} desc`)
      .limit(1);
    expect(stored).toMatchObject({
      firstName: 'Ieva',
      lastName: 'Liepiņa',
      email: 'ieva@example.lv',
      topic: 'Jautājums par portālu',
      message: 'Kā pievienot materiālu?',
      answeredAt: null,
      answeredBy: null,
    });
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore + 1);
    await t.deliverMail();
    expect(t.mails.at(-1)).toMatchObject({ to: 'info@portal.test', subject: 'Kontaktforma: Jautājums par portālu' });

    // An empty message is kept as none.
    await send(await form({ topic: 'Bez teksta', message: '' }));
    const list = await asAdmin('GET', '/api/admin/contact-messages');
    expect(list.statusCode, list.body).toBe(200);
    const page = json<ContactPage>(list);
    expect(page.data.map((message) => message.topic).slice(0, 2)).toEqual(['Bez teksta', 'Jautājums par portālu']);
    expect(page.data[0]).toMatchObject({ message: null, answered_at: null, answered_by: null });
    expect(page.data[1]).toEqual({
      id: stored!.id,
      first_name: 'Ieva',
      last_name: 'Liepiņa',
      email: 'ieva@example.lv',
      topic: 'Jautājums par portālu',
      message: 'Kā pievienot materiālu?',
      created_at: stored!.createdAt.toISOString(),
      answered_at: null,
      answered_by: null,
    });
    expect(page.counts).toEqual({ new: 2, answered: 0 });
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, total: 2, per_page: 20 });
  });

  it('keeps nothing when the message is refused (bad fields or captcha)', async () => {
    const before = await snapshot();
    const bad = await send(await form({ email: 'nav-epasts' }));
    expect(bad.statusCode).toBe(422);
    const captcha = await send(await form({ g_recaptcha_response: 'eyJ4IjoxfQ==' }));
    expect(captcha.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('marks a message answered and back, with who and when, and one audit row each time', async () => {
    const [first] = json<ContactPage>(await asAdmin('GET', '/api/admin/contact-messages')).data;
    const audit = await auditCount();
    const answered = await asAdmin('POST', `/api/admin/contact-messages/${first!.id}/answered`, { answered: true });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json<{ data: AdminContactMessage }>(answered).data).toMatchObject({
      id: first!.id,
      answered_at: expect.any(String),
      answered_by: { id: adminId, name: 'Admins pasts' },
    });
    expect(await auditCount()).toBe(audit + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'contact_message.answered',
      itemType: 'contact_message',
      itemId: String(first!.id),
      actorId: adminId,
      before: { answered: false },
      after: { answered: true },
    });

    const fresh = json<ContactPage>(await asAdmin('GET', '/api/admin/contact-messages?status=new'));
    expect(fresh.data.map((message) => message.id)).not.toContain(first!.id);
    expect(fresh.counts).toEqual({ new: 1, answered: 1 });
    const done = json<ContactPage>(await asAdmin('GET', '/api/admin/contact-messages?status=answered'));
    expect(done.data.map((message) => message.id)).toEqual([first!.id]);
    expect(done.meta.total).toBe(1);

    // Answered again: who answered first stays.
    const again = await asAdmin('POST', `/api/admin/contact-messages/${first!.id}/answered`, { answered: 'true' });
    expect(json<{ data: AdminContactMessage }>(again).data.answered_at).toBe(
      json<{ data: AdminContactMessage }>(answered).data.answered_at,
    );

    const back = await asAdmin('POST', `/api/admin/contact-messages/${first!.id}/answered`, { answered: false });
    expect(json<{ data: AdminContactMessage }>(back).data).toMatchObject({ answered_at: null, answered_by: null });
    expect(await auditCount()).toBe(audit + 3);
    expect(await lastAudit()).toMatchObject({ action: 'contact_message.unanswered', after: { answered: false } });
  });

  it('refuses a missing or wrong answered value and an unknown message, changing nothing', async () => {
    const [first] = json<ContactPage>(await asAdmin('GET', '/api/admin/contact-messages')).data;
    const before = await snapshot();
    for (const payload of [{}, { answered: '' }, { answered: 'varbūt' }, { answered: 2 }, { answered: null }]) {
      const res = await asAdmin('POST', `/api/admin/contact-messages/${first!.id}/answered`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res)).toEqual({
        message: 'Norādītie dati nav derīgi.',
        errors: { answered: ['Norādi, vai ziņa ir atbildēta (jā vai nē).'] },
      });
    }
    for (const id of ['2000000000', 'abc']) {
      const res = await asAdmin('POST', `/api/admin/contact-messages/${id}/answered`, { answered: true });
      expect(res.statusCode, id).toBe(404);
    }
    const status = await asAdmin('GET', '/api/admin/contact-messages?status=visas');
    expect(status.statusCode).toBe(422);
    expect(json(status)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { status: ['Nezināms statuss: izvēlies jaunās vai atbildētās ziņas.'] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('searches the sender and topic without letter case or diacritics, and pages', async () => {
    await t.db.insert(contactMessages).values(
      Array.from({ length: 23 }, (_, i) => ({
        firstName: 'Žanis',
        lastName: `Ērglis ${i}`,
        email: `zanis${i}@example.lv`,
        topic: `Pieteikums ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
      })),
    );
    const first = json<ContactPage>(await asAdmin('GET', '/api/admin/contact-messages?q=ZANIS%20ERGLIS'));
    expect(first.meta).toMatchObject({ total: 23, last_page: 2, current_page: 1 });
    expect(first.counts).toEqual({ new: 23, answered: 0 });
    expect(first.data[0]?.topic).toBe('Pieteikums 22');
    const second = json<ContactPage>(await asAdmin('GET', '/api/admin/contact-messages?q=zanis&page=2'));
    expect(second.data.map((message) => message.topic)).toEqual(['Pieteikums 02', 'Pieteikums 01', 'Pieteikums 00']);
    const byTopic = json<ContactPage>(await asAdmin('GET', '/api/admin/contact-messages?q=pieteikums%2007'));
    expect(byTopic.data.map((message) => message.email)).toEqual(['zanis7@example.lv']);
    const none = json<ContactPage>(await asAdmin('GET', '/api/admin/contact-messages?q=%25_'));
    expect(none.data).toEqual([]);
  });
});

describe('the mail outbox', () => {
  /** A mail in each state: two failed, one pending later, one sent. */
  async function outboxRows() {
    await t.db.delete(mailOutbox);
    const ids = await enqueueMail(t.db, [
      {
        to: 'atteikts@example.lv',
        subject: 'Paroles atjaunošana',
        text: 'https://portal.test/reset/SECRET',
        html: '<a href="https://portal.test/reset/SECRET">x</a>',
      },
      {
        to: 'otrs@example.lv',
        subject: 'Apstiprini e-pastu',
        text: 'https://portal.test/verify/SECRET2',
        html: 'SECRET2',
      },
      { to: 'gaida@example.lv', subject: 'Gaida', text: 'gaida', html: 'gaida' },
      { to: 'aizgajis@example.lv', subject: 'Nosūtīts', text: '', html: '' },
    ]);
    const [failedA, failedB, pending, sent] = ids as [number, number, number, number];
    await t.db
      .update(mailOutbox)
      .set({ attempts: 8, lastError: 'connect ECONNREFUSED 127.0.0.1:25', failedAt: new Date(Date.UTC(2026, 0, 2)) })
      .where(eq(mailOutbox.id, failedA));
    await t.db
      .update(mailOutbox)
      .set({ attempts: 8, lastError: '550 Mailbox unavailable', failedAt: new Date(Date.UTC(2026, 0, 3)) })
      .where(eq(mailOutbox.id, failedB));
    await t.db
      .update(mailOutbox)
      .set({ attempts: 2, lastError: 'timeout', nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(mailOutbox.id, pending));
    await t.db.update(mailOutbox).set({ attempts: 1, sentAt: new Date() }).where(eq(mailOutbox.id, sent));
    return { failedA, failedB, pending, sent };
  }

  it('lists failed mail first by default, each state on its own, and never a body', async () => {
    const { failedA, failedB, pending, sent } = await outboxRows();
    const res = await asAdmin('GET', '/api/admin/mail');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('SECRET');
    const failed = json<MailPage>(res);
    expect(failed.counts).toEqual({ failed: 2, pending: 1, sent: 1 });
    expect(failed.meta).toMatchObject({ total: 2, current_page: 1, per_page: 20 });
    expect(failed.data.map((mail) => mail.id)).toEqual([failedB, failedA]);
    expect(failed.data[1]).toEqual({
      id: failedA,
      recipient: 'atteikts@example.lv',
      subject: 'Paroles atjaunošana',
      status: 'failed',
      attempts: 8,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      created_at: expect.any(String),
      next_attempt_at: null,
      sent_at: null,
      failed_at: '2026-01-02T00:00:00.000Z',
    });
    const waiting = json<MailPage>(await asAdmin('GET', '/api/admin/mail?status=pending'));
    expect(waiting.data.map((mail) => [mail.id, mail.status, mail.attempts])).toEqual([[pending, 'pending', 2]]);
    expect(waiting.data[0]?.next_attempt_at).toEqual(expect.any(String));
    const gone = json<MailPage>(await asAdmin('GET', '/api/admin/mail?status=sent'));
    expect(gone.data.map((mail) => [mail.id, mail.status])).toEqual([[sent, 'sent']]);
    expect(gone.data[0]?.sent_at).toEqual(expect.any(String));
    const bad = await asAdmin('GET', '/api/admin/mail?status=visi');
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { status: ['Nezināms statuss: izvēlies neizdevušās, gaidošās vai nosūtītās vēstules.'] },
    });
  });

  it('sends one failed mail again, which then goes, with one audit row', async () => {
    const { failedA, failedB } = await outboxRows();
    const audit = await auditCount();
    const res = await asAdmin('POST', '/api/admin/mail/retry', { id: failedA });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ data: { retried: [failedA] } });
    expect(await auditCount()).toBe(audit + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'mail.retry',
      itemType: 'mail',
      itemId: String(failedA),
      after: { retried: [failedA] },
    });
    await t.deliverMail();
    expect(t.mails.at(-1)).toMatchObject({ to: 'atteikts@example.lv', subject: 'Paroles atjaunošana' });
    const sent = json<MailPage>(await asAdmin('GET', '/api/admin/mail?status=sent'));
    expect(sent.data.map((mail) => mail.id)).toContain(failedA);
    const failed = json<MailPage>(await asAdmin('GET', '/api/admin/mail'));
    expect(failed.data.map((mail) => mail.id)).toEqual([failedB]);
  });

  it('sends every failed mail again when no id is given', async () => {
    const { failedA, failedB, pending } = await outboxRows();
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/mail/retry', headers: t.auth(adminToken) });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ data: { retried: [failedA, failedB] } });
    await t.deliverMail();
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [failedA, failedB, pending]));
    expect(
      rows
        .filter((row) => row.sentAt !== null)
        .map((row) => row.id)
        .sort(),
    ).toEqual([failedA, failedB].sort());
    // Nothing failed any more: a second call puts nothing back, and still says so in the log.
    const audit = await auditCount();
    const none = await asAdmin('POST', '/api/admin/mail/retry', {});
    expect(json(none)).toEqual({ data: { retried: [] } });
    expect(await auditCount()).toBe(audit + 1);
  });

  it('refuses to retry a mail that has not failed, an unknown one and a bad id, changing nothing', async () => {
    const { pending, sent } = await outboxRows();
    const before = await snapshot();
    for (const id of [pending, sent]) {
      const res = await asAdmin('POST', '/api/admin/mail/retry', { id });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({
        message: 'Norādītie dati nav derīgi.',
        errors: { id: ['Šī vēstule nav starp neizdevušajām: to vairs nevar sūtīt vēlreiz.'] },
      });
    }
    const unknown = await asAdmin('POST', '/api/admin/mail/retry', { id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    for (const id of ['abc', -1, 1.5, 3_000_000_000, [1]]) {
      const res = await asAdmin('POST', '/api/admin/mail/retry', { id } as object);
      expect(res.statusCode, JSON.stringify(id)).toBe(422);
      expect(json(res)).toEqual({
        message: 'Norādītie dati nav derīgi.',
        errors: { id: ['Vēstulei norādīta nederīga vērtība.'] },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the command line’s mail:retry leaves one audit row too, by the command line', async () => {
    const { failedB } = await outboxRows();
    const ctx = {
      handle: t.database.handle,
      storage: createLocalStorage(t.config.dataDir),
      publicUrl: t.config.publicUrl,
    };
    const audit = await auditCount();
    await expect(runAdminCommand(ctx, 'mail:retry', { id: '2000000000' })).rejects.toThrow('nav starp neizdevušajām');
    expect(await auditCount()).toBe(audit);
    await runAdminCommand(ctx, 'mail:retry', { id: String(failedB) });
    expect(await auditCount()).toBe(audit + 1);
    expect(await lastAudit()).toMatchObject({
      actorId: null,
      actorLabel: 'komandrinda',
      action: 'mail.retry',
      itemId: String(failedB),
      after: { retried: [failedB] },
    });
  });
});
