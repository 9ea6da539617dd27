/**
 * The administration command line end to end, as an operator runs it: a separate process on a
 * temporary DATA_DIR, with the portal stopped and with the portal running (`src/main.ts` as its own
 * process). In project `api` the database is the embedded PGlite, so commands sent while the portal
 * runs go over the admin socket; in `api-postgres` they use DATABASE_URL on a fresh database.
 * The lock tests at the end are about PGlite's single-process rule and always use it.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES, fieldMessage } from '@portal/contracts/messages';
import { tryAcquireLock } from '../src/admin/lock';
import { hashPassword, verifyPassword } from '../src/auth/password';
import { mailOutbox, users } from '../src/db/schema';
import {
  PROCESS_TIMEOUT_MS,
  cli,
  collect,
  envFor,
  freshPlace,
  requestToken,
  runNode,
  startPortal,
  started,
  stopEverything,
  withDatabase,
  type Place,
  type Portal,
} from './support/portalProcess';

// Each test starts Node processes (tsx, migrations, sometimes the demo seed and a second start):
// 10–20 s alone, and CI ran one past the project's 30 s while the other suites shared the two
// cores. A test fails on its processes' own timeouts, so it gets room for them.
vi.setConfig({ testTimeout: 2 * PROCESS_TIMEOUT_MS });

async function findUser(place: Place, email: string) {
  return withDatabase(place, async (db) => (await db.select().from(users).where(eq(users.email, email)))[0]);
}

/** A registered but not yet approved teacher, as registration by e-mail leaves one. */
async function insertUnapprovedUser(place: Place, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await withDatabase(place, async (db) => {
    await db
      .insert(users)
      .values({ email, passwordHash, firstName: 'Gaida', lastName: 'Apstiprinājumu', emailVerifiedAt: new Date() });
  });
}

const BAD_EMAIL_MESSAGE = fieldMessage('email', 'email');
const TAKEN = FORM_MESSAGES.emailTaken.replace(/\.$/, '');

// Whatever a failed test left running (a portal shared by a describe block lives until here).
afterAll(stopEverything);

describe('portal CLI with the portal stopped', () => {
  let place: Place;
  beforeAll(async () => {
    place = await freshPlace();
  });

  it('prints its help in Latvian with every command form', async () => {
    const result = await cli(place, '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'user:add --email E --password P --first-name F --last-name L [--pseudonym X] [--admin]',
    );
    expect(result.stdout).toContain('user:approve --email E');
    expect(result.stdout).toContain('mail:list [--failed]');
    expect(result.stdout).toContain('mail:retry --id N | --all');
    expect(result.stdout).toContain('migrate');
    expect(result.stdout).toContain('seed:demo');
    expect(result.stdout).toContain('pseudonym:clashes');
  });

  it('applies the migrations', async () => {
    const result = await cli(place, 'migrate');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('migrācijas piemērotas');
  });

  it('user:add creates a verified, enabled user whose password verifies', async () => {
    const result = await cli(
      place,
      'user:add',
      '--email',
      'Ilze.Liepa@Skola.lv',
      '--password',
      'Skolotaja2025',
      '--first-name',
      'Ilze',
      '--last-name',
      'Liepa',
      '--pseudonym',
      'Optikas Ola',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Izveidots lietotājs: Ilze Liepa <ilze.liepa@skola.lv>');

    const user = await findUser(place, 'ilze.liepa@skola.lv');
    expect(user).toMatchObject({ firstName: 'Ilze', lastName: 'Liepa', pseudonym: 'Optikas Ola', isAdmin: false });
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(user!.approvedAt).not.toBeNull();
    expect(await verifyPassword(user!.passwordHash!, 'Skolotaja2025')).toBe(true);
    expect(await verifyPassword(user!.passwordHash!, 'skolotaja2025')).toBe(false);
  });

  it('user:add --admin creates an administrator', async () => {
    const result = await cli(
      place,
      'user:add',
      '--email',
      'vaditajs@skola.lv',
      '--password',
      'Admins123',
      '--first-name',
      'Pēteris',
      '--last-name',
      'Vadītājs',
      '--admin',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Izveidots administrators: Pēteris Vadītājs');
    expect((await findUser(place, 'vaditajs@skola.lv'))!.isAdmin).toBe(true);
  });

  it('refuses a second user with the same e-mail, in any letter case', async () => {
    const result = await cli(
      place,
      'user:add',
      '--email',
      'ILZE.LIEPA@skola.lv',
      '--password',
      'Cita1parole',
      '--first-name',
      'Cita',
      '--last-name',
      'Ilze',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${TAKEN}: ilze.liepa@skola.lv.`);
    expect(result.stdout).toBe('');
    expect((await findUser(place, 'ilze.liepa@skola.lv'))!.firstName).toBe('Ilze');
  });

  it('refuses bad input with the Latvian messages of the forms and creates nothing', async () => {
    const result = await cli(
      place,
      'user:add',
      '--email',
      'nav-epasts',
      '--password',
      'vajadzigscipars',
      '--first-name',
      ' ',
      '--last-name',
      'Kalna',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`--email: ${BAD_EMAIL_MESSAGE}`);
    expect(result.stderr).toContain(`--password: ${FORM_MESSAGES.password}`);
    expect(result.stderr).toContain(`--first-name: ${fieldMessage('required', 'first_name')}`);
    expect(await findUser(place, 'nav-epasts')).toBeUndefined();
  });

  it('explains a missing option, an unknown option and an unknown command', async () => {
    const missing = await cli(place, 'user:add', '--email', 'a@b.lv', '--password', 'Parole123', '--first-name', 'A');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Trūkst obligātā parametra --last-name.');
    const unknown = await cli(place, 'user:approve', '--email', 'a@b.lv', '--force');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Nezināms parametrs --force');
    const command = await cli(place, 'user:delete');
    expect(command.code).toBe(1);
    expect(command.stderr).toContain('Nezināma komanda: user:delete');
  });

  it('user:approve enables a registered user, and says so when there is nobody to approve', async () => {
    await insertUnapprovedUser(place, 'gaida@skola.lv', 'Gaidu2025x');
    expect((await findUser(place, 'gaida@skola.lv'))!.approvedAt).toBeNull();

    const result = await cli(place, 'user:approve', '--email', 'gaida@skola.lv');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Lietotājs gaida@skola.lv apstiprināts.');
    expect((await findUser(place, 'gaida@skola.lv'))!.approvedAt).not.toBeNull();

    const again = await cli(place, 'user:approve', '--email', 'gaida@skola.lv');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('jau ir apstiprināts');

    const nobody = await cli(place, 'user:approve', '--email', 'neviens@skola.lv');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('Lietotājs ar e-pastu neviens@skola.lv nav atrasts.');
  });

  it('mail:list shows the queued and the failed mail, mail:retry puts a failed one back', async () => {
    // The approval above queued the teacher's mail; no portal runs to send it. And one that failed.
    const [failed] = await withDatabase(place, (db) =>
      db
        .insert(mailOutbox)
        .values({
          recipient: 'atmesta@skola.lv',
          subject: 'Paroles atjaunošana',
          text: 'Saite',
          html: '<p>Saite</p>',
          attempts: 12,
          lastError: 'connect ECONNREFUSED 127.0.0.1:25',
          failedAt: new Date(),
        })
        .returning(),
    );

    const all = await cli(place, 'mail:list');
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('Nenosūtītās vēstules: 2, no tām neizdevušās: 1 (jaunākās vispirms).');
    expect(all.stdout).toContain(`#${failed!.id} `);
    expect(all.stdout).toContain('atmesta@skola.lv  „Paroles atjaunošana”');
    expect(all.stdout).toContain('mēģinājumi: 12');
    expect(all.stdout).toContain('pēdējā kļūda: connect ECONNREFUSED 127.0.0.1:25');
    expect(all.stdout).toContain('gaida@skola.lv  „Tavs konts ir apstiprināts”');
    expect(all.stdout).toContain('gaida nosūtīšanu; mēģinājumi: 0');
    // Newest first.
    expect(all.stdout.indexOf('atmesta@skola.lv')).toBeLessThan(all.stdout.indexOf('gaida@skola.lv'));

    const onlyFailed = await cli(place, 'mail:list', '--failed');
    expect(onlyFailed.stdout).toContain('Neizdevušās vēstules: 1 (jaunākās vispirms).');
    expect(onlyFailed.stdout).not.toContain('gaida@skola.lv');

    const neither = await cli(place, 'mail:retry');
    expect(neither.code).toBe(1);
    expect(neither.stderr).toContain('Norādi vai nu --id N (vienu vēstuli), vai --all (visas neizdevušās).');
    const word = await cli(place, 'mail:retry', '--id', 'pēdējo');
    expect(word.code).toBe(1);
    expect(word.stderr).toContain('--id: Jānorāda vēstules numurs (vesels skaitlis, lielāks par 0).');

    const retried = await cli(place, 'mail:retry', '--id', String(failed!.id));
    expect(retried.code).toBe(0);
    expect(retried.stdout).toContain(`Vēstule #${failed!.id} atkal ielikta nosūtāmo vēstuļu rindā.`);
    const row = await withDatabase(
      place,
      async (db) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id)))[0],
    );
    expect(row).toMatchObject({ attempts: 0, failedAt: null, sentAt: null });
    expect((await cli(place, 'mail:list', '--failed')).stdout).toContain('Neizdevušos vēstuļu nav.');
  });

  it('leaves no lock behind', () => {
    expect(existsSync(path.join(place.dataDir, 'portal.lock'))).toBe(false);
  });
});

describe('portal CLI while the portal runs', () => {
  let place: Place;
  let portal: Portal;
  let clashing: { first: number; second: number };

  beforeAll(async () => {
    place = await freshPlace();
    await insertUnapprovedUser(place, 'jauna@skola.lv', 'Jaunapar0le');
    // Two pseudonyms from before they had to be unique (written without claims): the start reports the clash.
    clashing = await withDatabase(place, async (db) => {
      const [first, second] = await db
        .insert(users)
        .values([
          { email: 'pirmais@skola.lv', firstName: 'Pirmais', lastName: 'Konts', pseudonym: 'Fizikas Fans' },
          { email: 'otrais@skola.lv', firstName: 'Otrais', lastName: 'Konts', pseudonym: 'fizikas  fans' },
        ])
        .returning({ id: users.id });
      return { first: first!.id, second: second!.id };
    });
    portal = await startPortal(place);
  });

  afterAll(async () => {
    if (portal && portal.child.exitCode === null) await portal.stop();
  });

  it('holds the embedded database and listens on a socket only its user can open', async () => {
    if (place.databaseUrl) {
      // PostgreSQL takes any number of connections: no lock, no socket.
      expect(existsSync(path.join(place.dataDir, 'portal.lock'))).toBe(false);
      return;
    }
    const lock = JSON.parse(await readFile(path.join(place.dataDir, 'portal.lock'), 'utf8')) as {
      pid: number;
      role: string;
    };
    expect(lock).toMatchObject({ pid: portal.child.pid, role: 'portal' });
    const socket = statSync(path.join(place.dataDir, 'admin.sock'));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
  });

  it('user:approve enables a waiting user in the running portal: sign-in is refused before and works after', async () => {
    const before = await requestToken(portal, 'jauna@skola.lv', 'Jaunapar0le');
    expect(before.status).toBe(403);
    expect(before.body.error).toBe('access_denied');

    const result = await cli(place, 'user:approve', '--email', 'jauna@skola.lv');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Lietotājs jauna@skola.lv apstiprināts.');
    expect(result.stdout).toContain('Paziņojums par apstiprināšanu uz jauna@skola.lv ielikts nosūtāmo vēstuļu rindā');
    if (!place.databaseUrl)
      expect(result.stderr).toContain(`Portāls darbojas (process ${portal.child.pid}); komandu izpilda tas.`);
    // The running portal sends it (without SMTP_URL: an .eml file under DATA_DIR/mail): at once
    // when it ran the command, at its next look at the queue when the command ran on PostgreSQL.
    await vi.waitFor(
      async () => {
        const files = await readdir(path.join(place.dataDir, 'mail')).catch(() => []);
        const texts = await Promise.all(files.map((file) => readFile(path.join(place.dataDir, 'mail', file), 'utf8')));
        expect(texts.filter((text) => /^To: jauna@skola\.lv$/m.test(text))).toHaveLength(1);
      },
      { timeout: 20_000, interval: 200 },
    );

    const after = await requestToken(portal, 'jauna@skola.lv', 'Jaunapar0le');
    expect(after.status).toBe(200);
    expect(after.body.access_token).toEqual(expect.any(String));
  });

  it('user:add creates a user who can sign in to the running portal at once', async () => {
    const result = await cli(
      place,
      'user:add',
      '--email',
      'karlis@skola.lv',
      '--password',
      'Karlis2025',
      '--first-name',
      'Kārlis',
      '--last-name',
      'Ozols',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Izveidots lietotājs: Kārlis Ozols <karlis@skola.lv>');
    const token = await requestToken(portal, 'karlis@skola.lv', 'Karlis2025');
    expect(token.status).toBe(200);
    const wrong = await requestToken(portal, 'karlis@skola.lv', 'Karlis2026');
    expect(wrong.body.error).toBe('invalid_credentials');
  });

  it("empties the running portal's read cache after a command (socket on PGlite, LISTEN/NOTIFY on PostgreSQL)", async () => {
    const url = `${portal.url}/api/schools?s=a`;
    await fetch(url);
    expect((await fetch(url)).headers.get('x-cache')).toBe('hit');
    const result = await cli(
      place,
      'user:add',
      '--email',
      'kesam@skola.lv',
      '--password',
      'Kesam2025',
      '--first-name',
      'Kešs',
      '--last-name',
      'Tīrs',
    );
    expect(result.code, result.stderr).toBe(0);
    await expect.poll(async () => (await fetch(url)).headers.get('x-cache'), { timeout: 5000 }).toBe('miss');
  });

  it('refuses a duplicate and a bad e-mail through the running portal too', async () => {
    const duplicate = await cli(
      place,
      'user:add',
      '--email',
      'karlis@skola.lv',
      '--password',
      'Karlis2025',
      '--first-name',
      'Kārlis',
      '--last-name',
      'Otrs',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain(`${TAKEN}: karlis@skola.lv.`);
    const bad = await cli(
      place,
      'user:add',
      '--email',
      'karlis(at)skola.lv',
      '--password',
      'Karlis2025',
      '--first-name',
      'Kārlis',
      '--last-name',
      'Ozols',
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`--email: ${BAD_EMAIL_MESSAGE}`);
  });

  it('warns about a pseudonym clash in its log at the start, and pseudonym:clashes lists it', async () => {
    const warning = portal
      .output()
      .split('\n')
      .find((line) => line.includes('pseudonym clash'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning!)).toMatchObject({
      level: 40,
      pseudonymClash: { userId: clashing.second, pseudonym: 'fizikas  fans', holderId: clashing.first },
    });
    const result = await cli(place, 'pseudonym:clashes');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Pseidonīmu sadursmes: 1.');
    expect(result.stdout).toContain(
      `lietotājs #${clashing.second} „fizikas  fans”: tas pats vai līdzīgs kā lietotāja #${clashing.first} „Fizikas Fans”`,
    );
  });

  it('migrate runs on the portal and the portal keeps serving', async () => {
    const result = await cli(place, 'migrate');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('migrācijas piemērotas');
    expect((await fetch(`${portal.url}/api/settings`)).status).toBe(200);
  });

  it('stops on SIGTERM and lets go of the database', async () => {
    expect(await portal.stop()).toBe(0);
    expect(existsSync(path.join(place.dataDir, 'portal.lock'))).toBe(false);
    expect(existsSync(path.join(place.dataDir, 'admin.sock'))).toBe(false);
    // With the portal gone the command runs in its own process again.
    const result = await cli(place, 'user:approve', '--email', 'karlis@skola.lv');
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('Portāls darbojas');
  });
});

describe('npm start on an empty DATA_DIR', () => {
  it('loads the demo data once, and prints the address and the demo log-ins', async () => {
    const place = await freshPlace();
    const first = await startPortal(place, { SEED_DEMO: 'true' });
    expect(first.output()).toContain('Pirmā palaišana: ielādēju demo datus…');
    for (const login of [
      'anna.ozola@demo.lv       Parole123',
      'janis.kalnins@demo.lv    Parole123',
      'liga.berzina@demo.lv     Parole123',
      'admin@demo.lv            Admins123',
    ]) {
      expect(first.output()).toContain(login);
    }
    const list = (await (await fetch(`${first.url}/api/materials`)).json()) as { meta: { total: number } };
    expect(list.meta.total).toBeGreaterThanOrEqual(40);
    expect((await requestToken(first, 'janis.kalnins@demo.lv', 'Parole123')).status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await startPortal(place, { SEED_DEMO: 'true' });
    expect(second.output()).not.toContain('Pirmā palaišana');
    expect(second.output()).toContain('admin@demo.lv            Admins123');
    const again = (await (await fetch(`${second.url}/api/materials`)).json()) as { meta: { total: number } };
    expect(again.meta.total).toBe(list.meta.total);
    expect(await second.stop()).toBe(0);
  });
});

describe('the embedded database has one owner at a time', () => {
  it('refuses a second portal on the same DATA_DIR, and recovers after a crash', async () => {
    const place = await freshPlace('embedded');
    const first = await startPortal(place);

    const second = await collect(runNode('src/main.ts', [], envFor(place, { PORT: '0', HOST: '127.0.0.1' })));
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Portāls ar šo datu mapi jau darbojas (process ${first.child.pid}`);

    // A crash leaves the lock and the socket behind…
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(existsSync(path.join(place.dataDir, 'portal.lock'))).toBe(true);
    expect(existsSync(path.join(place.dataDir, 'admin.sock'))).toBe(true);

    // …which the next command sees as stale and takes over,
    const added = await cli(
      place,
      'user:add',
      '--email',
      'pec.avarijas@skola.lv',
      '--password',
      'Atjaunots1',
      '--first-name',
      'Pēc',
      '--last-name',
      'Avārijas',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);

    // and so does the next portal, which then serves that user.
    const third = await startPortal(place);
    expect((await requestToken(third, 'pec.avarijas@skola.lv', 'Atjaunots1')).status).toBe(200);
    expect(await third.stop()).toBe(0);
  });

  it('a portal starting while a command holds the database waits for it instead of opening it too', async () => {
    const place = await freshPlace('embedded');
    const held = tryAcquireLock(place.dataDir, 'cli');
    expect(held.acquired).toBe(true);
    if (!held.acquired) return;

    const starting = startPortal(place);
    const child = [...started].at(-1)!;
    let output = '';
    child.stdout!.on('data', (chunk: Buffer | string) => (output += String(chunk)));
    await expect
      .poll(() => output, { timeout: 30_000 })
      .toContain(`Datu bāzi izmanto administrēšanas komanda (process ${process.pid}); gaidu`);
    expect(existsSync(path.join(place.dataDir, 'pglite'))).toBe(false);

    held.lock.release();
    const portal = await starting;
    expect((await fetch(`${portal.url}/api/settings`)).status).toBe(200);
    expect(await portal.stop()).toBe(0);
  });

  it('a command waits while another command holds the database', async () => {
    const place = await freshPlace('embedded');
    const held = tryAcquireLock(place.dataDir, 'cli');
    if (!held.acquired) throw new Error('lock not taken');
    const child = runNode('src/cli/main.ts', ['migrate'], envFor(place));
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer | string) => (stderr += String(chunk)));
    const running = collect(child);
    await expect
      .poll(() => stderr, { timeout: 30_000 })
      .toContain(`Datu bāzi pašlaik izmanto cita administrēšanas komanda (process ${process.pid}); gaidu`);
    expect(existsSync(path.join(place.dataDir, 'pglite'))).toBe(false);
    held.lock.release();
    const result = await running;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('migrācijas piemērotas');
  });
});
