/**
 * The newsletter answer (POST/DELETE /api/user/newsletter) and the administrators' approval:
 * GET /api/admin/users?status=pending, POST /api/admin/users/{id}/approve, and `user:approve`
 * through the same function with the same single mail.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands';
import { mailOutbox, users } from '../src/db/schema';
import { ADMIN_USERS_PER_PAGE } from '@portal/contracts/schemas/admin/users';
import { insertAdmin, mailsTo, userByEmail } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';
import { testPasswordHash } from './helpers/fixtures';
import { createLocalStorage } from '../src/storage/local';

const t = useTestContext();
let adminToken: string;
let teacherToken: string;

beforeAll(async () => {
  const admin = await insertAdmin(t.db, 'admin@portal.test');
  adminToken = await t.tokenFor(admin.id);
  teacherToken = await t.tokenFor(t.fixtures.users.anna.id);
});

async function pendingUser(email: string, note = 'Skolā nav platformas.') {
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      firstName: 'Gaida',
      lastName: 'Apstiprinājumu',
      passwordHash: await testPasswordHash(),
      note,
      schoolId: t.fixtures.schools.cesis.id,
      emailVerifiedAt: new Date(),
    })
    .returning();
  return row!;
}

describe('newsletter', () => {
  it('subscribes and unsubscribes, answering the user as GET /api/user does', async () => {
    const token = await t.tokenFor(t.fixtures.users.liga.id);
    await t.db.update(users).set({ newsletter: null }).where(eq(users.id, t.fixtures.users.liga.id));

    const on = await t.app.inject({ method: 'POST', url: '/api/user/newsletter', headers: t.auth(token) });
    expect(on.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/user', headers: t.auth(token) });
    expect(json(on)).toEqual(json(me));
    expect(json<{ data: { newsletter: boolean; email: string } }>(on).data).toMatchObject({
      newsletter: true,
      email: 'liga@example.lv',
    });

    const off = await t.app.inject({ method: 'DELETE', url: '/api/user/newsletter', headers: t.auth(token) });
    expect(off.statusCode).toBe(200);
    expect(json<{ data: { newsletter: boolean } }>(off).data.newsletter).toBe(false);
    expect((await userByEmail(t.db, 'liga@example.lv'))?.newsletter).toBe(false);
  });

  it('answers 401 when nobody is signed in', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/user/newsletter' });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: 'Lai turpinātu, autorizējies.' });
      const dead = await t.app.inject({ method, url: '/api/user/newsletter', headers: t.auth('nav-derigs') });
      expect(dead.statusCode).toBe(401);
    }
  });
});

describe('POST /api/admin/users/{id}/approve', () => {
  it('is for administrators only: 401 anonymous, 403 a teacher, 404 an unknown account', async () => {
    const waiting = await pendingUser('tikai.adminiem@skola.lv');
    const url = `/api/admin/users/${waiting.id}/approve`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const teacher = await t.app.inject({ method: 'POST', url, headers: t.auth(teacherToken) });
    expect(teacher.statusCode).toBe(403);
    expect(json(teacher)).toEqual({ message: 'Šī darbība pieejama tikai administratoriem.' });
    // A teacher learns nothing about ids either.
    const probe = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/999999/approve',
      headers: t.auth(teacherToken),
    });
    expect(probe.statusCode).toBe(403);
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/approve`,
        headers: t.auth(adminToken),
      });
      expect(res.statusCode, id).toBe(404);
      expect(json(res)).toEqual({ message: 'Nav atrasts.' });
    }
    expect((await userByEmail(t.db, 'tikai.adminiem@skola.lv'))?.approvedAt).toBeNull();
  });

  it('approves the account and mails the teacher once, however often it is approved', async () => {
    const waiting = await pendingUser('gaida@skola.lv');
    const approve = () =>
      t.app.inject({ method: 'POST', url: `/api/admin/users/${waiting.id}/approve`, headers: t.auth(adminToken) });
    const first = await approve();
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ data: { id: waiting.id, verified: true, enabled: true } });
    expect((await userByEmail(t.db, 'gaida@skola.lv'))?.approvedAt).toBeInstanceOf(Date);
    const second = await approve();
    expect(json(second)).toEqual(json(first));

    await t.deliverMail();
    const mails = mailsTo(t.mails, 'gaida@skola.lv');
    expect(mails.map((mail) => mail.subject)).toEqual(['Tavs konts ir apstiprināts']);
    expect(mails[0]?.text).toContain('Vari pierakstīties ar savu e-pastu un paroli: http://portal.test/login');
  });

  it('tells a teacher approved before confirming the address what is left to do', async () => {
    const [waiting] = await t.db
      .insert(users)
      .values({ email: 'neapstiprinats@skola.lv', firstName: 'Ruta', lastName: 'Vēlāk', passwordHash: null })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${waiting!.id}/approve`,
      headers: t.auth(adminToken),
    });
    expect(json(res)).toMatchObject({ data: { id: waiting!.id, verified: false, enabled: true } });
    await t.deliverMail();
    expect(mailsTo(t.mails, 'neapstiprinats@skola.lv')[0]?.text).toContain('http://portal.test/verify/resend');
  });
});

describe('GET /api/admin/users', () => {
  it('lists the accounts awaiting approval with their justification, oldest first, paged', async () => {
    const waiting = await pendingUser('saraksta@skola.lv', 'Mūsu skolā e-klase netiek lietota.');
    const res = await t.app.inject({ url: '/api/admin/users?status=pending', headers: t.auth(adminToken) });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: Array<Record<string, unknown>>; meta: { total: number } }>(res);
    expect(body.data.every((user) => user.enabled === false)).toBe(true);
    const emails = body.data.map((user) => user.email);
    expect(emails).toContain(t.fixtures.users.unapproved.email);
    expect(emails).not.toContain('anna@example.lv');
    expect(body.data.find((user) => user.id === waiting.id)).toMatchObject({
      id: waiting.id,
      name: 'Gaida Apstiprinājumu',
      first_name: 'Gaida',
      last_name: 'Apstiprinājumu',
      email: 'saraksta@skola.lv',
      school: { id: t.fixtures.schools.cesis.id, title: t.fixtures.schools.cesis.title },
      description: null,
      note: 'Mūsu skolā e-klase netiek lietota.',
      verified: true,
      enabled: false,
      created_at: expect.any(String),
    });
    expect(body.meta).toMatchObject({
      current_page: 1,
      last_page: 1,
      total: body.data.length,
      per_page: ADMIN_USERS_PER_PAGE,
    });

    const all = json<{ meta: { total: number } }>(
      await t.app.inject({ url: '/api/admin/users?status=all', headers: t.auth(adminToken) }),
    );
    expect(all.meta.total).toBeGreaterThan(body.meta.total);
    const second = json<{ data: unknown[]; meta: { current_page: number } }>(
      await t.app.inject({ url: '/api/admin/users?page=2', headers: t.auth(adminToken) }),
    );
    expect(second).toMatchObject({ data: [], meta: { current_page: 2 } });
  });

  it('is for administrators only and checks its query', async () => {
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/users', headers: t.auth(teacherToken) })).statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/api/admin/users?status=deleted&page=x', headers: t.auth(adminToken) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(bad).errors).sort()).toEqual(['page', 'status']);
  });
});

describe('npm run portal -- user:approve', () => {
  it('approves with the same function and queues the same single mail, which the portal sends', async () => {
    await pendingUser('komanda@skola.lv');
    // As the running portal runs it for the command line: on its database, its sender woken.
    const context = {
      handle: t.database.handle,
      storage: createLocalStorage(t.config.dataDir),
      publicUrl: t.config.publicUrl,
    };
    const lines = await runAdminCommand(context, 'user:approve', { email: 'Komanda@Skola.lv' });
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'komanda@skola.lv'));
    expect(lines).toEqual([
      'Lietotājs komanda@skola.lv apstiprināts.',
      `Paziņojums par apstiprināšanu uz komanda@skola.lv ielikts nosūtāmo vēstuļu rindā (#${queued!.id}); to nosūta portāls, un mail:list rāda, ja tas vēl gaida.`,
    ]);
    expect((await userByEmail(t.db, 'komanda@skola.lv'))?.approvedAt).toBeInstanceOf(Date);
    await t.deliverMail();
    expect(mailsTo(t.mails, 'komanda@skola.lv').map((mail) => mail.subject)).toEqual(['Tavs konts ir apstiprināts']);

    // The API's approval now finds it done: no second mail from either side.
    const user = await userByEmail(t.db, 'komanda@skola.lv');
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${user!.id}/approve`, headers: t.auth(adminToken) });
    expect(await runAdminCommand(context, 'user:approve', { email: 'komanda@skola.lv' })).toEqual([
      'Lietotājs komanda@skola.lv jau ir apstiprināts.',
    ]);
    await t.deliverMail();
    expect(mailsTo(t.mails, 'komanda@skola.lv')).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'komanda@skola.lv'))).toHaveLength(1);
  });
});
