/**
 * A safe first run (issue 19):
 *  - NODE_ENV=production never seeds the demo data, and refuses to start while a demo account still
 *    has the password the README publishes, naming each and the command that changes it;
 *  - `seed:base` gives a portal its schools, category tree and rules and about pages without demo
 *    people or materials, and a second run changes nothing;
 *  - the one-time set-up link creates the first administrator once, and is dead once any exists;
 *  - the commands added for it (`seed:base`, `user:password`, `setup:link`) leave audit rows.
 * The first part runs in this process on the project's database; the last describe block starts
 * the real server entry (src/main.ts) and the command line as their own processes with
 * NODE_ENV=production on fresh data folders (support/portalProcess.ts), as an operator would.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SETUP_MESSAGES } from '@portal/contracts/schemas/admin/setup';
import { SECURITY_MESSAGES } from '@portal/contracts/schemas/admin/security';
import { AdminError, runAdminCommand, type AdminContext } from '../src/admin/commands';
import {
  accountsWithDemoPasswords,
  createSetupLink,
  demoPasswordRefusal,
  SETUP_LINK_TTL_MS,
} from '../src/admin/firstRun';
import { hashPassword, verifyPassword } from '../src/auth/password';
import { HELP, parseCommandLine } from '../src/cli/args';
import { loadConfig } from '../src/config/index';
import {
  articles,
  auditLog,
  banners,
  categoryNodes,
  materials,
  pages,
  schools,
  setupTokens,
  users,
} from '../src/db/schema';
import { ADMIN_PASSWORD, DEMO_USERS, SCHOOLS, TEACHER_PASSWORD } from '../src/seed/content/people';
import { createLocalStorage } from '../src/storage/local';
import { insertAdmin } from './helpers/accounts';
import { createTestContext, json, type TestContext } from './helpers/app';
import { rowCounts } from './support/corpus/snapshot';
import {
  PROCESS_TIMEOUT_MS,
  cli,
  collect,
  envFor,
  freshPlace,
  requestToken,
  runNode,
  startPortal,
  stopEverything,
  withDatabase,
  type Place,
} from './support/portalProcess';

vi.setConfig({ testTimeout: 4 * PROCESS_TIMEOUT_MS, hookTimeout: PROCESS_TIMEOUT_MS });

function adminContext(t: TestContext, production = false): AdminContext {
  return {
    handle: t.database.handle,
    storage: createLocalStorage(t.config.dataDir),
    publicUrl: t.config.publicUrl,
    production,
  };
}

async function auditActions(t: TestContext, action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('configuration', () => {
  it('NODE_ENV=production never seeds the demo data (whatever SEED_DEMO says) and requires TOTP', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toMatchObject({
      seedDemo: false,
      production: true,
      adminTotpRequired: true,
    });
    expect(loadConfig({})).toMatchObject({ seedDemo: true, production: false, adminTotpRequired: false });
    expect(loadConfig({ ADMIN_TOTP: 'required' })).toMatchObject({ production: false, adminTotpRequired: true });
  });
});

describe('the command line', () => {
  it('knows the new commands, their forms and their help', () => {
    expect(parseCommandLine(['user:password', '--email', 'a@skola.lv', '--password', 'Jauna2025X'])).toEqual({
      kind: 'run',
      command: 'user:password',
      args: { email: 'a@skola.lv', password: 'Jauna2025X' },
    });
    expect(parseCommandLine(['user:password', '--email', 'a@skola.lv'])).toMatchObject({ kind: 'error' });
    expect(parseCommandLine(['seed:base'])).toEqual({ kind: 'run', command: 'seed:base', args: {} });
    expect(parseCommandLine(['setup:link'])).toEqual({ kind: 'run', command: 'setup:link', args: {} });
    expect(parseCommandLine(['user:totp-reset', '--email', 'a@skola.lv'])).toMatchObject({ kind: 'run' });
    for (const form of ['seed:base', 'user:password --email E --password P', 'setup:link', 'user:totp-reset --email E'])
      expect(HELP).toContain(form);
  });
});

describe('seed:base', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ empty: true });
  });
  afterAll(() => t?.close());

  it('loads the schools, the category tree and the two pages without demo people or materials, once', async () => {
    const first = await runAdminCommand(adminContext(t), 'seed:base', {});
    expect(first[0]).toBe('Pamatdati ielādēti:');
    const after = await rowCounts(t.db);
    expect(after.schools).toBe(SCHOOLS.length);
    expect(after.category_nodes).toBeGreaterThan(100);
    expect(after.users).toBe(0);
    expect(after.materials).toBe(0);
    expect(after.articles).toBe(0);
    expect(after.banners).toBe(0);
    const slugs = (await t.db.select({ slug: pages.slug }).from(pages)).map((p) => p.slug).sort();
    expect(slugs).toEqual(['about', 'noteikumi']);
    // The tree is what the portal shows and uploads into: classes at the top, with icons.
    const tree = await t.app.inject({ url: '/api/categories' });
    expect(tree.statusCode).toBe(200);
    const top = json<{ data: Array<{ title: string; icon: unknown }> }>(tree).data;
    expect(top.length).toBeGreaterThanOrEqual(6);
    expect(top.every((c) => c.icon !== null)).toBe(true);
    expect((await t.app.inject({ url: '/api/pages/noteikumi' })).statusCode).toBe(200);
    const audit = await auditActions(t, 'portal.seed_base');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, actorLabel: 'komandrinda', itemType: 'portal' });

    const second = await runAdminCommand(adminContext(t), 'seed:base', {});
    expect(second).toEqual([
      'Pamatdati (skolas, kategorijas, noteikumu un „Par portālu” lapas) jau ir ielādēti; nekas netika mainīts.',
    ]);
    expect(await rowCounts(t.db)).toEqual(after);
  });

  it('keeps a page an administrator edited', async () => {
    await t.db.update(pages).set({ content: '<p>Mūsu noteikumi</p>' }).where(eq(pages.slug, 'about'));
    await runAdminCommand(adminContext(t), 'seed:base', {});
    const [about] = await t.db.select().from(pages).where(eq(pages.slug, 'about'));
    expect(about!.content).toBe('<p>Mūsu noteikumi</p>');
  });

  it('is refused for the demo data in production: seed:demo does nothing there', async () => {
    const before = await rowCounts(t.db);
    await expect(runAdminCommand(adminContext(t, true), 'seed:demo', {})).rejects.toThrow(
      /Darba vidē \(NODE_ENV=production\) demo datus neielādē/,
    );
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('published demo passwords', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ empty: true });
  });
  afterAll(() => t?.close());

  it('are found on the demo accounts that still have them, and user:password changes them with an audit row', async () => {
    expect(await accountsWithDemoPasswords(t.db)).toEqual([]);
    for (const demo of DEMO_USERS) {
      await t.db.insert(users).values({
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        passwordHash: await hashPassword(demo.password),
        isAdmin: demo.isAdmin,
        emailVerifiedAt: new Date(),
        approvedAt: new Date(),
      });
    }
    expect(await accountsWithDemoPasswords(t.db)).toEqual(DEMO_USERS.map((u) => u.email));
    const refusal = demoPasswordRefusal(['admin@demo.lv']);
    expect(refusal.join('\n')).toContain(
      "npm run portal -- user:password --email admin@demo.lv --password '<jauna parole>'",
    );

    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@demo.lv'));
    const session = await t.tokenFor(admin!.id);
    // In production a published demo password is not a new password either.
    await expect(
      runAdminCommand(adminContext(t, true), 'user:password', { email: 'admin@demo.lv', password: TEACHER_PASSWORD }),
    ).rejects.toThrow(/demo parole/);
    await expect(
      runAdminCommand(adminContext(t), 'user:password', { email: 'nav@demo.lv', password: 'Jauna2025parole' }),
    ).rejects.toBeInstanceOf(AdminError);
    const lines = await runAdminCommand(adminContext(t, true), 'user:password', {
      email: 'Admin@Demo.lv',
      password: 'Jauna2025parole',
    });
    expect(lines).toEqual(['Lietotāja admin@demo.lv parole nomainīta; visas viņa sesijas ir beigtas.']);
    const [changed] = await t.db.select().from(users).where(eq(users.id, admin!.id));
    expect(await verifyPassword(changed!.passwordHash!, 'Jauna2025parole')).toBe(true);
    expect(await verifyPassword(changed!.passwordHash!, ADMIN_PASSWORD)).toBe(false);
    expect((await t.app.inject({ url: '/api/user', headers: t.auth(session) })).statusCode).toBe(401);
    expect(await accountsWithDemoPasswords(t.db)).toEqual(
      DEMO_USERS.filter((u) => u.email !== 'admin@demo.lv').map((u) => u.email),
    );
    const audit = await auditActions(t, 'user.password');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorLabel: 'komandrinda', itemId: String(admin!.id) });
    expect(JSON.stringify(audit[0])).not.toContain('Jauna2025parole');
    expect(JSON.stringify(audit[0])).not.toContain(changed!.passwordHash!);
  });
});

describe('the one-time set-up link', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ empty: true, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t?.close());

  const tokenOf = (url: string) => url.split('/sakotne/')[1]!;
  const form = {
    first_name: 'Inese',
    last_name: 'Kalna',
    email: 'Inese.Kalna@skola.lv',
    password: 'Drosa2025parole',
    password_confirmation: 'Drosa2025parole',
  };

  it('setup:link makes a link (with an audit row) while no administrator exists', async () => {
    const lines = await runAdminCommand(adminContext(t, true), 'setup:link', {});
    expect(lines.join('\n')).toContain('http://portal.test/sakotne/');
    expect(lines.join('\n')).toContain('user:add --admin');
    expect(await auditActions(t, 'setup.link')).toHaveLength(1);
  });

  it('creates the first administrator once, signs them in, and is dead afterwards', async () => {
    const old = await createSetupLink(t.db, t.config.publicUrl);
    const link = await createSetupLink(t.db, t.config.publicUrl);
    // Only the last link printed works.
    expect((await t.app.inject({ url: `/api/setup/${tokenOf(old.url)}` })).statusCode).toBe(404);
    const unknown = await t.app.inject({ url: '/api/setup/nav-tada' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: SETUP_MESSAGES.unknown });
    const open = await t.app.inject({ url: `/api/setup/${tokenOf(link.url)}` });
    expect(open.statusCode).toBe(200);
    expect(json(open)).toEqual({ data: { expires_at: link.expiresAt.toISOString() } });
    expect(link.expiresAt.getTime() - Date.now()).toBeGreaterThan(SETUP_LINK_TTL_MS - 60_000);

    const url = `/api/setup/${tokenOf(link.url)}`;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...form, password_confirmation: 'Cita2025parole' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(bad).errors)).toEqual(['password_confirmation']);
    const demo = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...form, password: ADMIN_PASSWORD, password_confirmation: ADMIN_PASSWORD },
    });
    expect(json(demo)).toMatchObject({ errors: { password: [SETUP_MESSAGES.demoPassword] } });
    expect(await t.db.select().from(users)).toHaveLength(0);

    const done = await t.app.inject({ method: 'POST', url, payload: form });
    expect(done.statusCode, done.body).toBe(200);
    const token = json<{ access_token: string }>(done).access_token;
    const me = await t.app.inject({ url: '/api/user', headers: t.auth(token) });
    expect(json(me)).toMatchObject({
      data: { email: 'inese.kalna@skola.lv', first_name: 'Inese', is_admin: true, verified: true, enabled: true },
    });
    const [created] = await t.db.select().from(users);
    const audit = await auditActions(t, 'user.setup');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: created!.id, itemId: String(created!.id) });
    // In production the new administrator's next step is the second factor.
    const admin = await t.app.inject({ url: '/api/admin/users', headers: t.auth(token) });
    expect(json(admin)).toEqual({ message: SECURITY_MESSAGES.required, code: 'totp_required' });

    for (const method of ['GET', 'POST'] as const) {
      const again = await t.app.inject({ method, url, payload: method === 'POST' ? form : undefined });
      expect(again.statusCode).toBe(410);
      expect(json(again)).toEqual({ message: SETUP_MESSAGES.adminExists });
    }
    await expect(runAdminCommand(adminContext(t, true), 'setup:link', {})).rejects.toThrow(/jau ir administrators/);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('an expired link answers 410 and creates nobody', async () => {
    const t2 = await createTestContext({ empty: true });
    try {
      const link = await createSetupLink(t2.db, t2.config.publicUrl, new Date(Date.now() - SETUP_LINK_TTL_MS - 1000));
      const res = await t2.app.inject({ method: 'POST', url: `/api/setup/${tokenOf(link.url)}`, payload: form });
      expect(res.statusCode).toBe(410);
      expect(json(res)).toEqual({ message: SETUP_MESSAGES.expired });
      expect(await t2.db.select().from(users)).toHaveLength(0);
      const [row] = await t2.db.select().from(setupTokens).where(eq(setupTokens.id, link.id));
      expect(row!.usedAt).toBeNull();
    } finally {
      await t2.close();
    }
  });

  it('a link made while an administrator exists is dead', async () => {
    const t3 = await createTestContext({ empty: true });
    try {
      const link = await createSetupLink(t3.db, t3.config.publicUrl);
      await insertAdmin(t3.db, 'esosais@portal.test');
      const res = await t3.app.inject({ url: `/api/setup/${tokenOf(link.url)}` });
      expect(res.statusCode).toBe(410);
    } finally {
      await t3.close();
    }
  });
});

describe('NODE_ENV=production npm start (the server entry as its own process) on a fresh data folder', () => {
  afterAll(stopEverything);
  const production = { NODE_ENV: 'production' };
  const cliIn = (place: Place, ...args: string[]) =>
    collect(runNode('src/cli/main.ts', args, envFor(place, production)));

  it('seeds nothing, prints the set-up link, and starts with seed:base plus an administrator from the command line', async () => {
    const place = await freshPlace();
    // SEED_DEMO=true is what `npm start` would do on a first run; production ignores it.
    const first = await startPortal(place, { ...production, SEED_DEMO: 'true' });
    const output = first.output();
    expect(output).not.toContain('Pirmā palaišana');
    expect(output).not.toContain('Demo lietotāji');
    expect(output).toContain('Portālam vēl nav neviena administratora');
    expect(output).toContain('npm run portal -- seed:base');
    const link = /http:\/\/localhost:\d+\/sakotne\/([\w-]+)/.exec(output);
    expect(link, output).not.toBeNull();
    expect((await fetch(`${first.url}/api/setup/${link![1]}`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(await withDatabase(place, async (db) => (await db.select().from(users)).length)).toBe(0);

    const base = await cliIn(place, 'seed:base');
    expect(base.code, base.stderr).toBe(0);
    expect(base.stdout).toContain('Pamatdati ielādēti');
    const add = await cliIn(
      place,
      'user:add',
      '--admin',
      '--email',
      'direktore@skola.lv',
      '--password',
      'Skola2025drosi',
      '--first-name',
      'Dace',
      '--last-name',
      'Liepa',
    );
    expect(add.code, add.stderr).toBe(0);

    const second = await startPortal(place, production);
    expect(second.output()).not.toContain('Portālam vēl nav neviena administratora');
    expect(second.output()).not.toContain('seed:base');
    const categories = (await (await fetch(`${second.url}/api/categories`)).json()) as { data: unknown[] };
    expect(categories.data.length).toBeGreaterThanOrEqual(6);
    const signIn = await requestToken(second, 'direktore@skola.lv', 'Skola2025drosi');
    expect(signIn.status).toBe(200);
    // The administrator's first task in production: the second factor.
    const admin = await fetch(`${second.url}/api/admin/users`, {
      headers: { authorization: `Bearer ${String(signIn.body.access_token)}` },
    });
    expect(admin.status).toBe(403);
    expect(((await admin.json()) as { code?: string }).code).toBe('totp_required');
    // The old link died with the first administrator.
    expect((await fetch(`${second.url}/api/setup/${link![1]}`)).status).toBe(410);
    expect(await second.stop()).toBe(0);
    const counts = await withDatabase(place, async (db) => ({
      materials: (await db.select().from(materials)).length,
      articles: (await db.select().from(articles)).length,
      banners: (await db.select().from(banners)).length,
      schools: (await db.select().from(schools)).length,
      nodes: (await db.select().from(categoryNodes)).length,
      baseAudit: (await db.select().from(auditLog).where(eq(auditLog.action, 'portal.seed_base'))).length,
    }));
    expect(counts).toMatchObject({ materials: 0, articles: 0, banners: 0, schools: SCHOOLS.length, baseAudit: 1 });
  });

  it('refuses to start while demo accounts keep their published passwords, naming each, and starts once changed', async () => {
    const place = await freshPlace();
    // A portal first tried with `npm start` (the demo accounts) and then switched to production.
    const demo = await cli(place, 'seed:base');
    expect(demo.code, demo.stderr).toBe(0);
    await withDatabase(place, async (db) => {
      for (const user of DEMO_USERS) {
        await db.insert(users).values({
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          passwordHash: await hashPassword(user.password),
          isAdmin: user.isAdmin,
          emailVerifiedAt: new Date(),
          approvedAt: new Date(),
        });
      }
    });
    // seed:demo is refused in production, and changes nothing.
    const seedDemo = await cliIn(place, 'seed:demo');
    expect(seedDemo.code).toBe(1);
    expect(seedDemo.stderr).toContain('demo datus neielādē');

    const refused = await collect(
      runNode('src/main.ts', [], envFor(place, { ...production, PORT: '0', HOST: '127.0.0.1' })),
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toContain('Portāls darbojas');
    for (const user of DEMO_USERS) {
      expect(refused.stderr).toContain(`  ${user.email}`);
      expect(refused.stderr).toContain(`user:password --email ${user.email}`);
    }

    for (const user of DEMO_USERS.slice(0, -1)) {
      const changed = await cliIn(place, 'user:password', '--email', user.email, '--password', `Jauna${user.key}2025X`);
      expect(changed.code, changed.stderr).toBe(0);
    }
    const last = DEMO_USERS.at(-1)!;
    const still = await collect(
      runNode('src/main.ts', [], envFor(place, { ...production, PORT: '0', HOST: '127.0.0.1' })),
    );
    expect(still.code).toBe(1);
    expect(still.stderr).toContain(`user:password --email ${last.email}`);
    expect(still.stderr).not.toContain(`--email ${DEMO_USERS[0]!.email}`);

    expect((await cliIn(place, 'user:password', '--email', last.email, '--password', 'Pedeja2025X')).code).toBe(0);
    const portal = await startPortal(place, production);
    // No demo log-ins are printed in production, and the changed password works.
    expect(portal.output()).not.toContain('Admins123');
    expect((await requestToken(portal, last.email, 'Pedeja2025X')).status).toBe(200);
    expect(await portal.stop()).toBe(0);
    const audit = await withDatabase(place, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.password'), eq(auditLog.actorLabel, 'komandrinda'))),
    );
    expect(audit).toHaveLength(DEMO_USERS.length);
  });
});
