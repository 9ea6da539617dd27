/**
 * 'Lietotāji' on the server (issue 19): GET /api/admin/users by tab with search and paging, and
 * POST /api/admin/users/{id}/approve|refuse|disable|enable|admin|unadmin|reset with their rules —
 * never oneself, never the last administrator who can sign in (also when two administrators remove
 * each other at once), a refusal's reason mailed, a disabled account's sessions ended and its
 * sign-ins refused — and exactly one audit row for every action that changed something, none for
 * one refused. On PostgreSQL also with two portal processes: a disabled teacher's next call is a
 * 401 on the other process at once.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { ADMIN_USERS_PER_PAGE, type AdminUser } from '@portal/contracts/schemas/admin/users';
import { issueAccessToken } from '../src/auth/tokens';
import { auditLog, files, providerIdentities, users } from '../src/db/schema';
import { ACCOUNT_DISABLED } from '../src/modules/accounts/texts';
import { ACTION_REFUSALS, disableUser, unmakeAdmin } from '../src/modules/admin/users/service';
import { completeSignIn } from '../src/modules/sso/signIn';
import { createLocalStorage } from '../src/storage/local';
import { insertAdmin, insertTeacher, linkIn, mailsTo, userByEmail } from './helpers/accounts';
import { json, useTestContext } from './helpers/app';
import { usesPostgres } from './helpers/database';
import { PASSWORD, testPasswordHash } from './helpers/fixtures';
import {
  PROCESS_TIMEOUT_MS,
  freshPlace,
  requestToken,
  startPortal,
  stopEverything,
  withDatabase,
  type Place,
  type Portal,
} from './support/portalProcess';

// Registered first, so it runs after the context's close (vitest runs after-hooks last-in first-out).
afterAll(() => stopEverything());
const t = useTestContext();
let admin: typeof users.$inferSelect;
let adminToken: string;
let teacherToken: string;

beforeAll(async () => {
  admin = await insertAdmin(t.db, 'admin@portal.test');
  adminToken = await t.tokenFor(admin.id);
  teacherToken = await t.tokenFor(t.fixtures.users.anna.id);
});

let unique = 0;
const next = () => `${++unique}`;

/** A registration request: confirmed address, not approved yet. */
async function pendingUser(values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(users)
    .values({
      email: `gaida.${next()}@skola.lv`,
      firstName: 'Gaida',
      lastName: 'Apstiprinājumu',
      passwordHash: await testPasswordHash(),
      note: 'Skolā nav platformas.',
      schoolId: t.fixtures.schools.cesis.id,
      emailVerifiedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** An approved teacher with the fixtures' password. */
const teacher = () => insertTeacher(t.db, `skolotaja.${next()}@skola.lv`);

const action = (id: number, name: string, body?: object, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/${name}`,
    headers: t.auth(token),
    ...(body ? { payload: body } : {}),
  });

const list = async (query: string, token = adminToken) => {
  const res = await t.app.inject({ url: `/api/admin/users?${query}`, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json<{
    data: AdminUser[];
    meta: { total: number; current_page: number; last_page: number; per_page: number };
  }>(res);
};

async function auditRows(itemId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.itemType, 'user'), eq(auditLog.itemId, String(itemId))))
    .orderBy(auditLog.id);
}

async function auditCount() {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

const signIn = (email: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'password',
      client_id: BROWSER_CLIENT.id,
      client_secret: BROWSER_CLIENT.secret,
      username: email,
      password,
    },
  });

const me = (token: string) => t.app.inject({ url: '/api/user', headers: t.auth(token) });

describe('GET /api/admin/users', () => {
  it('is for administrators only and checks its query in Latvian', async () => {
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/admin/users', headers: t.auth(teacherToken) });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: 'Šī darbība pieejama tikai administratoriem.' });
    const bad = await t.app.inject({
      url: `/api/admin/users?status=deleted&page=0&q=${'x'.repeat(256)}`,
      headers: t.auth(adminToken),
    });
    expect(bad.statusCode).toBe(422);
    const errors = json<{ errors: Record<string, string[]> }>(bad).errors;
    expect(Object.keys(errors).sort()).toEqual(['page', 'q', 'status']);
    expect(errors.status![0]).toContain('„disabled” (atslēgti)');
  });

  it('lists each tab: pending requests with their justification, active, disabled and administrators', async () => {
    const waiting = await pendingUser({ note: 'Mūsu skolā e-klase netiek lietota.' });
    const off = await teacher();
    await t.db.update(users).set({ disabledAt: new Date(), disabledReason: 'Mēstules' }).where(eq(users.id, off.id));
    const ids = (rows: AdminUser[]) => rows.map((row) => row.id);

    const pending = await list('status=pending');
    expect(ids(pending.data)).toContain(waiting.id);
    expect(ids(pending.data)).toContain(t.fixtures.users.unapproved.id);
    expect(ids(pending.data)).not.toContain(off.id);
    expect(pending.data.find((row) => row.id === waiting.id)).toEqual({
      id: waiting.id,
      name: 'Gaida Apstiprinājumu',
      first_name: 'Gaida',
      last_name: 'Apstiprinājumu',
      email: waiting.email,
      school: { id: t.fixtures.schools.cesis.id, title: t.fixtures.schools.cesis.title },
      description: null,
      note: 'Mūsu skolā e-klase netiek lietota.',
      verified: true,
      enabled: false,
      disabled: false,
      disabled_at: null,
      disabled_reason: null,
      is_admin: false,
      totp: false,
      created_at: waiting.createdAt.toISOString(),
      approved_at: null,
      // Disabling a request keeps its address from registering again (a refusal deletes it).
      actions: ['approve', 'refuse', 'disable'],
    });
    // The default tab is pending.
    expect((await list('')).meta.total).toBe(pending.meta.total);

    const active = await list('status=active');
    expect(ids(active.data)).toEqual(expect.arrayContaining([t.fixtures.users.anna.id, admin.id]));
    expect(ids(active.data)).not.toContain(waiting.id);
    expect(ids(active.data)).not.toContain(off.id);

    const disabled = await list('status=disabled');
    expect(disabled.data.find((row) => row.id === off.id)).toMatchObject({
      disabled: true,
      disabled_reason: 'Mēstules',
      disabled_at: expect.any(String),
      actions: ['enable'],
    });
    expect(ids(disabled.data)).not.toContain(t.fixtures.users.anna.id);

    const admins = await list('status=admin');
    expect(admins.data.every((row) => row.is_admin)).toBe(true);
    expect(ids(admins.data)).toContain(admin.id);
    expect(ids(admins.data)).not.toContain(t.fixtures.users.anna.id);

    expect((await list('status=all')).meta.total).toBeGreaterThan(active.meta.total + pending.meta.total);
  });

  it('offers only what the server allows: never disabling or unmaking oneself', async () => {
    const other = await insertAdmin(t.db, `otrs.admins.${next()}@portal.test`);
    const rows = (await list('status=admin')).data;
    const self = rows.find((row) => row.id === admin.id)!;
    expect(self.actions).toEqual(['reset']);
    expect(rows.find((row) => row.id === other.id)!.actions).toEqual(['disable', 'unadmin', 'reset']);
    const anna = (await list('status=active&q=anna@example.lv')).data[0]!;
    expect(anna.actions).toEqual(['disable', 'admin', 'reset']);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, other.id));
  });

  it('searches name and e-mail address, case and diacritics ignored', async () => {
    const found = async (q: string) =>
      (await list(`status=all&q=${encodeURIComponent(q)}`)).data.map((row) => row.email);
    expect(await found('berzina')).toEqual(['liga@example.lv']);
    expect(await found('LĪGA BĒR')).toEqual(['liga@example.lv']);
    expect(await found('Kalnins Janis')).toEqual(['janis@example.lv']);
    expect(await found('JANIS@EXAMPLE')).toEqual(['janis@example.lv']);
    // A wildcard is a character like any other.
    expect(await found('%')).toEqual([]);
    expect(await found('nav-tada-cilveka')).toEqual([]);
  });

  it('pages by 20', async () => {
    for (let i = 0; i < ADMIN_USERS_PER_PAGE; i++) await pendingUser({ lastName: `Lapotājs ${next()}` });
    const first = await list('status=pending&q=lapotājs');
    expect(first.data).toHaveLength(ADMIN_USERS_PER_PAGE);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: ADMIN_USERS_PER_PAGE });
    await pendingUser({ lastName: 'Lapotājs pēdējais' });
    const again = await list('status=pending&q=lapotajs&page=2');
    expect(again.meta).toMatchObject({ current_page: 2, last_page: 2, total: ADMIN_USERS_PER_PAGE + 1 });
    // Oldest request first: the newest is the one on page 2.
    expect(again.data.map((row) => row.last_name)).toEqual(['Lapotājs pēdējais']);
  });
});

describe('every action', () => {
  it('is for administrators only: 401 anonymous, 403 a teacher, 404 an unknown account; nothing changes', async () => {
    const waiting = await pendingUser();
    const before = await auditCount();
    for (const name of ['approve', 'refuse', 'disable', 'enable', 'admin', 'unadmin', 'reset']) {
      const body = { reason: 'Iemesls' };
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${waiting.id}/${name}`,
        payload: body,
      });
      expect(anonymous.statusCode, name).toBe(401);
      const refused = await action(waiting.id, name, body, teacherToken);
      expect(refused.statusCode, name).toBe(403);
      expect(json(refused)).toEqual({ message: 'Šī darbība pieejama tikai administratoriem.' });
      for (const id of ['999999', 'abc', '0', '99999999999']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${id}/${name}`,
          headers: t.auth(adminToken),
          payload: body,
        });
        expect(res.statusCode, `${name} ${id}`).toBe(404);
        expect(json(res)).toEqual({ message: 'Nav atrasts.' });
      }
    }
    expect(await userByEmail(t.db, waiting.email)).toMatchObject({
      approvedAt: null,
      disabledAt: null,
      isAdmin: false,
    });
    expect(await auditCount()).toBe(before);
  });
});

describe('approve', () => {
  it('approves a request with one audit row and one mail; approving again changes nothing and logs nothing', async () => {
    const waiting = await pendingUser();
    const first = await action(waiting.id, 'approve');
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ data: AdminUser }>(first).data).toMatchObject({
      id: waiting.id,
      enabled: true,
      approved_at: expect.any(String),
      actions: ['disable', 'admin', 'reset'],
    });
    const rows = await auditRows(waiting.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorLabel: 'Admins admin <admin@portal.test>',
      action: 'user.approve',
      before: { approved_at: null },
      after: { approved_at: json<{ data: AdminUser }>(first).data.approved_at },
    });

    const second = await action(waiting.id, 'approve');
    expect(second.statusCode).toBe(200);
    expect(await auditRows(waiting.id)).toHaveLength(1);
    await t.deliverMail();
    expect(mailsTo(t.mails, waiting.email).map((mail) => mail.subject)).toEqual(['Tavs konts ir apstiprināts']);
    expect((await signIn(waiting.email)).statusCode).toBe(200);
  });
});

describe('refuse', () => {
  it('requires a reason of at most 1000 characters, in Latvian on the field, and changes nothing without one', async () => {
    const waiting = await pendingUser();
    const before = await auditCount();
    for (const body of [undefined, {}, { reason: '   ' }, { reason: null }]) {
      const res = await action(waiting.id, 'refuse', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
        reason: ['Obligāti jānorāda atteikuma iemesls: tas tiks nosūtīts personai e-pastā.'],
      });
    }
    const long = await action(waiting.id, 'refuse', { reason: 'ā'.repeat(1001) });
    expect(json<{ errors: Record<string, string[]> }>(long).errors).toEqual({
      reason: ['Iemeslam atļautas ne vairāk kā 1000 rakstzīmes.'],
    });
    const wrong = await action(waiting.id, 'refuse', { reason: 5 });
    expect(json<{ errors: Record<string, string[]> }>(wrong).errors).toEqual({ reason: ['Iemeslam jābūt tekstam.'] });
    expect(await userByEmail(t.db, waiting.email)).not.toBeNull();
    expect(await auditCount()).toBe(before);
    await t.deliverMail();
    expect(mailsTo(t.mails, waiting.email)).toEqual([]);
  });

  it('mails the reason, deletes the request and its avatar, and keeps who, what and why in the log', async () => {
    const storage = createLocalStorage(t.config.dataDir);
    const key = `avatars/atteikts-${next()}.webp`;
    await storage.put(key, Buffer.from('avatar'));
    const [avatar] = await t.db
      .insert(files)
      .values({ storageKey: key, originalName: 'es.webp', mimeType: 'image/webp', size: 6, isPublic: true })
      .returning();
    const waiting = await pendingUser({ note: 'Strādāju privātskolā.', avatarFileId: avatar!.id });
    const reason = 'Privātskolas skolotājiem konti jāpieprasa caur skolas vadību.\nSazinieties ar direktoru.';

    const res = await action(waiting.id, 'refuse', { reason: `  ${reason}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ data: { id: waiting.id, email: waiting.email, refused: true } });
    expect(await userByEmail(t.db, waiting.email)).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.id, avatar!.id))).toEqual([]);
    expect(await storage.get(key)).toBeNull();

    const rows = await auditRows(waiting.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      action: 'user.refuse',
      before: {
        email: waiting.email,
        first_name: 'Gaida',
        last_name: 'Apstiprinājumu',
        note: 'Strādāju privātskolā.',
        school_id: t.fixtures.schools.cesis.id,
      },
      after: { reason },
    });

    await t.deliverMail();
    const [mail] = mailsTo(t.mails, waiting.email);
    expect(mail?.subject).toBe('Reģistrācijas pieprasījums noraidīts');
    expect(mail?.text).toContain(`Iemesls:\n${reason}`);
    expect(mail?.text).toContain('http://portal.test/register');
    expect(mail?.html).toContain('Privātskolas skolotājiem konti jāpieprasa caur skolas vadību.<br>');

    // The address is free again.
    await pendingUser({ email: waiting.email });
  });

  it('refuses to refuse an approved account (409) and changes nothing', async () => {
    const approved = await teacher();
    const res = await action(approved.id, 'refuse', { reason: 'Nē' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: ACTION_REFUSALS.refuseApproved });
    expect(await userByEmail(t.db, approved.email)).not.toBeNull();
    expect(await auditRows(approved.id)).toEqual([]);
  });
});

describe('disable and enable', () => {
  it("ends the teacher's sessions at once, refuses every sign-in in Latvian, and enable undoes it", async () => {
    const person = await teacher();
    const token = await t.tokenFor(person.id);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200); // now kept by the read cache's rules

    const res = await action(person.id, 'disable', { reason: 'Publicēja svešus materiālus.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: AdminUser }>(res).data).toMatchObject({
      disabled: true,
      disabled_reason: 'Publicēja svešus materiālus.',
      actions: ['enable'],
    });
    expect((await me(token)).statusCode).toBe(401);

    const refused = await signIn(person.email);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ error: 'access_denied', message: ACCOUNT_DISABLED });
    expect(ACCOUNT_DISABLED.startsWith('Pieeja bloķēta: ')).toBe(true);
    // A token issued by any other way is no session either.
    expect((await me((await issueAccessToken(t.db, person.id, '2')).accessToken)).statusCode).toBe(401);
    // A school-platform sign-in linked to the account is refused the same way.
    await t.db.insert(providerIdentities).values({ userId: person.id, provider: 'mykoob', subject: `m-${person.id}` });
    await expect(
      completeSignIn(t.db, {
        provider: 'mykoob',
        subject: `m-${person.id}`,
        email: person.email,
        firstName: null,
        lastName: null,
        emailVerified: true,
      }),
    ).rejects.toMatchObject({ statusCode: 403, message: ACCOUNT_DISABLED });

    const enabled = await action(person.id, 'enable');
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(json<{ data: AdminUser }>(enabled).data).toMatchObject({
      disabled: false,
      disabled_at: null,
      disabled_reason: null,
    });
    // The old sessions stay ended; signing in works again.
    expect((await me(token)).statusCode).toBe(401);
    expect((await signIn(person.email)).statusCode).toBe(200);

    const rows = await auditRows(person.id);
    expect(rows.map((row) => row.action)).toEqual(['user.disable', 'user.enable']);
    expect(rows[0]).toMatchObject({
      before: { disabled_at: null, disabled_reason: null },
      after: { disabled_at: expect.any(String), disabled_reason: 'Publicēja svešus materiālus.' },
    });
    expect(rows[1]).toMatchObject({
      before: { disabled_reason: 'Publicēja svešus materiālus.' },
      after: { disabled_at: null, disabled_reason: null },
    });
  });

  it('takes no reason as none, and refuses a reason over 1000 characters', async () => {
    const person = await teacher();
    const long = await action(person.id, 'disable', { reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect((await userByEmail(t.db, person.email))?.disabledAt).toBeNull();
    const res = await action(person.id, 'disable');
    expect(res.statusCode, res.body).toBe(200);
    expect((await userByEmail(t.db, person.email))?.disabledReason).toBeNull();
  });

  it('refuses (409) disabling oneself, an account disabled already, and enabling one that is not', async () => {
    const person = await teacher();
    const before = await auditCount();
    const self = await action(admin.id, 'disable');
    expect(self.statusCode).toBe(409);
    expect(json(self)).toEqual({ message: ACTION_REFUSALS.disableSelf });
    const notDisabled = await action(person.id, 'enable');
    expect(json(notDisabled)).toEqual({ message: ACTION_REFUSALS.notDisabled });
    expect(notDisabled.statusCode).toBe(409);
    expect((await action(person.id, 'disable')).statusCode).toBe(200);
    const twice = await action(person.id, 'disable');
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ message: ACTION_REFUSALS.alreadyDisabled });
    expect(await auditCount()).toBe(before + 1);
    expect((await me(adminToken)).statusCode).toBe(200);
  });
});

describe('admin and unadmin', () => {
  it('makes a teacher an administrator and takes it away again; each takes effect on the next call', async () => {
    const person = await teacher();
    const token = await t.tokenFor(person.id);
    const adminsOnly = () => t.app.inject({ url: '/api/admin/users', headers: t.auth(token) });
    expect((await adminsOnly()).statusCode).toBe(403);

    const made = await action(person.id, 'admin');
    expect(made.statusCode, made.body).toBe(200);
    expect(json<{ data: AdminUser }>(made).data).toMatchObject({
      is_admin: true,
      actions: ['disable', 'unadmin', 'reset'],
    });
    expect((await adminsOnly()).statusCode).toBe(200);

    const unmade = await action(person.id, 'unadmin');
    expect(unmade.statusCode, unmade.body).toBe(200);
    expect(json<{ data: AdminUser }>(unmade).data.is_admin).toBe(false);
    expect((await adminsOnly()).statusCode).toBe(403);

    const rows = await auditRows(person.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['user.admin', { is_admin: false }, { is_admin: true }],
      ['user.unadmin', { is_admin: true }, { is_admin: false }],
    ]);
  });

  it('refuses (409) unmaking oneself, unmaking a teacher, and making an administrator of a request or a disabled account', async () => {
    const before = await auditCount();
    const self = await action(admin.id, 'unadmin');
    expect(self.statusCode).toBe(409);
    expect(json(self)).toEqual({ message: ACTION_REFUSALS.unadminSelf });
    const notAdmin = await action(t.fixtures.users.anna.id, 'unadmin');
    expect(json(notAdmin)).toEqual({ message: ACTION_REFUSALS.notAdmin });
    const pending = await action((await pendingUser()).id, 'admin');
    expect(pending.statusCode).toBe(409);
    expect(json(pending)).toEqual({ message: ACTION_REFUSALS.adminPending });
    const unverified = await action(t.fixtures.users.unverified.id, 'admin');
    expect(json(unverified)).toEqual({ message: ACTION_REFUSALS.adminPending });
    const off = await teacher();
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, off.id));
    expect(json(await action(off.id, 'admin'))).toEqual({ message: ACTION_REFUSALS.adminDisabled });
    const already = await action(admin.id, 'admin');
    expect(json(already)).toEqual({ message: ACTION_REFUSALS.alreadyAdmin });
    expect(await auditCount()).toBe(before);
    expect((await userByEmail(t.db, 'admin@portal.test'))?.isAdmin).toBe(true);
  });

  it('never leaves the portal without an administrator who can sign in', async () => {
    // Everyone else's role is taken away first, so only `admin` remains; the command line has no
    // "oneself", so it meets the rule itself.
    const others = await t.db
      .select()
      .from(users)
      .where(and(eq(users.isAdmin, true)));
    const restore = others.filter((row) => row.id !== admin.id).map((row) => row.id);
    await t.db
      .update(users)
      .set({ isAdmin: false })
      .where(and(eq(users.isAdmin, true)));
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    try {
      const before = await auditCount();
      await expect(disableUser(t.db, 'cli', admin.id, '')).rejects.toMatchObject({
        statusCode: 409,
        message: ACTION_REFUSALS.lastAdmin,
      });
      await expect(unmakeAdmin(t.db, 'cli', admin.id)).rejects.toMatchObject({
        statusCode: 409,
        message: ACTION_REFUSALS.lastAdmin,
      });
      expect(await auditCount()).toBe(before);
      expect(await userByEmail(t.db, 'admin@portal.test')).toMatchObject({ isAdmin: true, disabledAt: null });

      // An administrator who cannot sign in (disabled) does not count: the last one who can stays.
      const off = await insertAdmin(t.db, `atslegts.admins.${next()}@portal.test`);
      await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, off.id));
      await expect(unmakeAdmin(t.db, 'cli', admin.id)).rejects.toMatchObject({ statusCode: 409 });
      // ... and may itself lose the role.
      expect((await unmakeAdmin(t.db, 'cli', off.id)).isAdmin).toBe(false);
    } finally {
      if (restore.length)
        for (const id of restore) await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, id));
    }
  });

  it('lets only one of two administrators who remove each other at once succeed', async () => {
    const first = await insertAdmin(t.db, `pirmais.${next()}@portal.test`);
    const second = await insertAdmin(t.db, `otrais.${next()}@portal.test`);
    // Only these two may act meanwhile.
    const everyone = await t.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    const set = (ids: number[], isAdmin: boolean) =>
      Promise.all(ids.map((id) => t.db.update(users).set({ isAdmin }).where(eq(users.id, id))));
    const put = everyone.map((row) => row.id).filter((id) => id !== first.id && id !== second.id);
    await set(put, false);
    try {
      const [a, b] = await Promise.all([
        action(second.id, 'unadmin', undefined, await t.tokenFor(first.id)),
        action(first.id, 'unadmin', undefined, await t.tokenFor(second.id)),
      ]);
      // The loser is refused by the rule (409), or, when the winner's change came first, as no longer
      // an administrator at all (403).
      const statuses = [a.statusCode, b.statusCode];
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const loser = a.statusCode === 200 ? b : a;
      expect([403, 409]).toContain(loser.statusCode);
      if (loser.statusCode === 409) expect(json(loser)).toEqual({ message: ACTION_REFUSALS.lastAdmin });
      const left = await t.db.select().from(users).where(eq(users.isAdmin, true));
      expect(left).toHaveLength(1);
      expect([first.id, second.id]).toContain(left[0]!.id);
    } finally {
      await set(put, true);
    }
  });
});

describe('reset', () => {
  it("mails the teacher's own password-reset link, which sets a new password", async () => {
    const person = await teacher();
    const res = await action(person.id, 'reset');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: AdminUser }>(res).data.id).toBe(person.id);
    const rows = await auditRows(person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'user.reset',
      before: null,
      after: { password_reset_link_to: person.email },
    });

    await t.deliverMail();
    const [mail] = mailsTo(t.mails, person.email);
    expect(mail?.subject).toBe('Paroles atjaunošana');
    const link = linkIn(mail!, t.config.publicUrl, '/password/reset/');
    const token = new URL(link).pathname.split('/').at(-1)!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, email: person.email, password: 'JaunaParole1', password_confirmation: 'JaunaParole1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(person.email, 'JaunaParole1')).statusCode).toBe(200);
  });

  it('refuses (409) a disabled account and a request, and mails nothing', async () => {
    const off = await teacher();
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, off.id));
    expect(json(await action(off.id, 'reset'))).toEqual({ message: ACTION_REFUSALS.resetDisabled });
    const waiting = await pendingUser();
    const res = await action(waiting.id, 'reset');
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: ACTION_REFUSALS.resetPending });
    await t.deliverMail();
    expect([...mailsTo(t.mails, off.email), ...mailsTo(t.mails, waiting.email)]).toEqual([]);
    expect([...(await auditRows(off.id)), ...(await auditRows(waiting.id))]).toEqual([]);
  });
});

describe('the audit trail of every action', () => {
  it('is exactly one row per action that changed something, naming the administrator', async () => {
    const waiting = await pendingUser();
    const refused = await pendingUser();
    const person = await teacher();
    const steps: Array<[number, string, object | undefined]> = [
      [waiting.id, 'approve', undefined],
      [refused.id, 'refuse', { reason: 'Nav pamatojuma.' }],
      [person.id, 'admin', undefined],
      [person.id, 'unadmin', undefined],
      [person.id, 'reset', undefined],
      [person.id, 'disable', { reason: '' }],
      [person.id, 'enable', undefined],
    ];
    for (const [id, name, body] of steps) {
      const before = await auditCount();
      const res = await action(id, name, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(await auditCount(), name).toBe(before + 1);
      const [last] = await t.db.select().from(auditLog).orderBy(auditLog.id).limit(1).offset(before);
      expect(last, name).toMatchObject({
        action: `user.${name}`,
        itemType: 'user',
        itemId: String(id),
        actorId: admin.id,
      });
    }
  });
});

if (usesPostgres()) {
  describe('two portal processes on one PostgreSQL', () => {
    vi.setConfig({ testTimeout: 2 * PROCESS_TIMEOUT_MS, hookTimeout: 3 * PROCESS_TIMEOUT_MS });
    let place: Place;
    let a: Portal;
    let b: Portal;
    const people = { admin: 'vaditaja@skola.lv', teacher: 'skolotajs@skola.lv' };

    beforeAll(async () => {
      place = await freshPlace();
      const passwordHash = await testPasswordHash();
      await withDatabase(place, async (db) => {
        const now = new Date();
        await db.insert(users).values([
          {
            email: people.admin,
            firstName: 'Vadītāja',
            lastName: 'Admine',
            passwordHash,
            isAdmin: true,
            emailVerifiedAt: now,
            approvedAt: now,
          },
          {
            email: people.teacher,
            firstName: 'Skolotājs',
            lastName: 'Otrais',
            passwordHash,
            emailVerifiedAt: now,
            approvedAt: now,
          },
        ]);
      });
      // Without Redis the processes hear of each other's writes through PostgreSQL's LISTEN/NOTIFY;
      // answers and sessions are kept for ten minutes, so only that can end the session in time.
      const shared = { APP_KEY: `admin-${randomBytes(8).toString('hex')}`, READ_CACHE_TTL_MS: '600000' };
      a = await startPortal(place, shared);
      b = await startPortal(place, shared);
    });

    it('a teacher disabled on one process gets 401 on the other at once, and cannot sign in there', async () => {
      const adminToken = (await requestToken(a, people.admin, PASSWORD)).body.access_token as string;
      const teacherToken = (await requestToken(b, people.teacher, PASSWORD)).body.access_token as string;
      const call = (token: string) =>
        fetch(`${b.url}/api/user`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);
      // Used on b twice: b keeps the session.
      expect(await call(teacherToken)).toBe(200);
      expect(await call(teacherToken)).toBe(200);
      const users = (await (
        await fetch(`${a.url}/api/admin/users?status=active&q=${encodeURIComponent(people.teacher)}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as { data: AdminUser[] };
      const disabled = await fetch(`${a.url}/api/admin/users/${users.data[0]!.id}/disable`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Pārbaude' }),
      });
      expect(disabled.status).toBe(200);
      await expect.poll(() => call(teacherToken), { timeout: 5000, interval: 100 }).toBe(401);
      const again = await requestToken(b, people.teacher, PASSWORD);
      expect(again.status).toBe(403);
      expect(again.body.message).toBe(ACCOUNT_DISABLED);
      expect(await call(adminToken)).toBe(200);
    });
  });
}
