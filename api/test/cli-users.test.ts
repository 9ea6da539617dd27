/**
 * The account commands of the command line (issue 19) as an operator runs them, in their own
 * processes like api/test/cli.test.ts: `user:list`, `user:refuse`, `user:disable`, `user:enable`,
 * with the portal stopped and while it runs, and the audit rows every account command writes with
 * the command line ('komandrinda') as the actor, `user:add` and `user:approve` included.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, mailOutbox, schools, users } from '../src/db/schema';
import { ACCOUNT_DISABLED } from '../src/modules/accounts/texts';
import { ACTION_REFUSALS } from '../src/modules/admin/users/service';
import { PASSWORD, testPasswordHash } from './helpers/fixtures';
import {
  PROCESS_TIMEOUT_MS,
  cli,
  freshPlace,
  requestToken,
  startPortal,
  stopEverything,
  withDatabase,
  type Place,
  type Portal,
} from './support/portalProcess';

vi.setConfig({ testTimeout: 2 * PROCESS_TIMEOUT_MS, hookTimeout: 2 * PROCESS_TIMEOUT_MS });
afterAll(stopEverything);

interface People {
  pending: number;
  teacher: number;
  admin: number;
}

/** A school, a registration request with its justification, a teacher and the only administrator. */
async function prepare(place: Place): Promise<People> {
  const passwordHash = await testPasswordHash();
  return withDatabase(place, async (db) => {
    const now = new Date();
    const [school] = await db.insert(schools).values({ title: 'Cēsu Valsts ģimnāzija' }).returning();
    const insert = async (values: Partial<typeof users.$inferInsert> & { email: string }) =>
      (
        await db
          .insert(users)
          .values({ firstName: 'Vārds', lastName: 'Uzvārds', passwordHash, emailVerifiedAt: now, ...values })
          .returning()
      )[0]!.id;
    return {
      pending: await insert({
        email: 'pieprasa@skola.lv',
        firstName: 'Pēteris',
        lastName: 'Pieprasītājs',
        schoolId: school!.id,
        note: 'Mūsu skola\nneizmanto platformas.',
      }),
      teacher: await insert({ email: 'skolotaja@skola.lv', firstName: 'Inga', lastName: 'Ozoliņa', approvedAt: now }),
      admin: await insert({
        email: 'vaditajs@skola.lv',
        firstName: 'Valdis',
        lastName: 'Vadītājs',
        approvedAt: now,
        isAdmin: true,
      }),
    };
  });
}

const auditOf = (place: Place, itemId: number) =>
  withDatabase(place, (db) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemType, 'user'), eq(auditLog.itemId, String(itemId))))
      .orderBy(auditLog.id),
  );

const userOf = (place: Place, id: number) =>
  withDatabase(place, async (db) => (await db.select().from(users).where(eq(users.id, id)))[0] ?? null);

describe('account commands with the portal stopped', () => {
  let place: Place;
  let people: People;
  beforeAll(async () => {
    place = await freshPlace();
    people = await prepare(place);
  });

  it('prints the forms of the new commands in its help', async () => {
    const help = await cli(place, '--help');
    expect(help.stdout).toContain('user:list [--status pending|active|disabled|admin]');
    expect(help.stdout).toContain('user:refuse <e-pasts|numurs> --reason "iemesls"');
    expect(help.stdout).toContain('user:disable <e-pasts|numurs> [--reason "iemesls"]');
    expect(help.stdout).toContain('user:enable <e-pasts|numurs>');
  });

  it('user:list shows the requests with number, name, e-mail, school and justification, and each other tab', async () => {
    const pending = await cli(place, 'user:list');
    expect(pending.stderr).toBe('');
    expect(pending.code).toBe(0);
    expect(pending.stdout).toContain('Gaida apstiprinājumu (vecākie pieprasījumi vispirms): 1.');
    expect(pending.stdout).toContain(`#${people.pending}  Pēteris Pieprasītājs <pieprasa@skola.lv>`);
    expect(pending.stdout).toContain('skola: Cēsu Valsts ģimnāzija');
    expect(pending.stdout).toContain('pamatojums: Mūsu skola neizmanto platformas.');
    expect(pending.stdout).toContain('Noraidīt: npm run portal -- user:refuse <e-pasts|numurs> --reason "iemesls"');
    expect(pending.stdout).not.toContain('skolotaja@skola.lv');

    const active = await cli(place, 'user:list', '--status', 'active');
    expect(active.stdout).toContain('Aktīvie konti (pēc uzvārda): 2.');
    expect(active.stdout).toContain(`#${people.teacher}  Inga Ozoliņa <skolotaja@skola.lv>`);
    expect(active.stdout).toContain('Valdis Vadītājs <vaditajs@skola.lv>  (administrators)');
    expect(active.stdout).not.toContain('pieprasa@skola.lv');

    const admins = await cli(place, 'user:list', '--status', 'admin');
    expect(admins.stdout).toContain('Administratori (pēc uzvārda): 1.');
    expect((await cli(place, 'user:list', '--status', 'disabled')).stdout).toContain(
      'Atslēgtie konti (pēdējie atslēgtie vispirms): nav neviena.',
    );

    const bad = await cli(place, 'user:list', '--status', 'deleted');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--status: jābūt vienam no: pending, active, disabled, admin.');
  });

  it('user:disable and user:enable, by e-mail or number, each with its audit row; the last administrator stays', async () => {
    const disabled = await cli(place, 'user:disable', 'Skolotaja@Skola.lv', '--reason', 'Pārbaude');
    expect(disabled.stderr).toBe('');
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toContain('Konts atslēgts: Inga Ozoliņa <skolotaja@skola.lv>.');
    expect(await userOf(place, people.teacher)).toMatchObject({ disabledReason: 'Pārbaude' });
    expect((await cli(place, 'user:list', '--status', 'disabled')).stdout).toContain('atslēgts ');

    const twice = await cli(place, 'user:disable', String(people.teacher));
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(ACTION_REFUSALS.alreadyDisabled);

    const enabled = await cli(place, 'user:enable', String(people.teacher));
    expect(enabled.code).toBe(0);
    expect(enabled.stdout).toContain('Konts atkal iespējots: Inga Ozoliņa <skolotaja@skola.lv>.');
    expect((await userOf(place, people.teacher))?.disabledAt).toBeNull();

    const rows = await auditOf(place, people.teacher);
    expect(rows.map((row) => [row.action, row.actorId, row.actorLabel])).toEqual([
      ['user.disable', null, 'komandrinda'],
      ['user.enable', null, 'komandrinda'],
    ]);

    const last = await cli(place, 'user:disable', 'vaditajs@skola.lv');
    expect(last.code).toBe(1);
    expect(last.stderr).toContain(ACTION_REFUSALS.lastAdmin);
    expect((await userOf(place, people.admin))?.disabledAt).toBeNull();

    const nobody = await cli(place, 'user:enable', 'neviens@skola.lv');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('Lietotājs ar e-pastu neviens@skola.lv nav atrasts.');
    const missing = await cli(place, 'user:disable');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Jānorāda lietotāja e-pasts vai numurs.');
  });

  it('user:refuse needs a reason, mails it, deletes the request and logs it; an approved account is not refused', async () => {
    const noReason = await cli(place, 'user:refuse', 'pieprasa@skola.lv');
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('Trūkst obligātā parametra --reason');
    const empty = await cli(place, 'user:refuse', 'pieprasa@skola.lv', '--reason', ' ');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('--reason: Obligāti jānorāda atteikuma iemesls');
    const approved = await cli(place, 'user:refuse', 'skolotaja@skola.lv', '--reason', 'Nē');
    expect(approved.code).toBe(1);
    expect(approved.stderr).toContain(ACTION_REFUSALS.refuseApproved);

    const refused = await cli(place, 'user:refuse', String(people.pending), '--reason', 'Konts jāpieprasa skolai.');
    expect(refused.stderr).toBe('');
    expect(refused.code).toBe(0);
    expect(refused.stdout).toContain(
      'Reģistrācijas pieprasījums noraidīts un dzēsts: Pēteris Pieprasītājs <pieprasa@skola.lv>.',
    );
    expect(await userOf(place, people.pending)).toBeNull();
    const [mail] = await withDatabase(place, (db) =>
      db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'pieprasa@skola.lv')),
    );
    expect(mail?.subject).toBe('Reģistrācijas pieprasījums noraidīts');
    expect(mail?.text).toContain('Iemesls:\nKonts jāpieprasa skolai.');
    const [row] = await auditOf(place, people.pending);
    expect(row).toMatchObject({
      action: 'user.refuse',
      actorLabel: 'komandrinda',
      before: { email: 'pieprasa@skola.lv', note: 'Mūsu skola\nneizmanto platformas.' },
      after: { reason: 'Konts jāpieprasa skolai.' },
    });
  });

  it('user:add and user:approve write their audit rows too', async () => {
    const added = await cli(
      place,
      'user:add',
      '--email',
      'jauna@skola.lv',
      '--password',
      'Jauna2025x',
      '--first-name',
      'Jauna',
      '--last-name',
      'Skolotāja',
      '--admin',
    );
    expect(added.code).toBe(0);
    const user = await withDatabase(
      place,
      async (db) => (await db.select().from(users).where(eq(users.email, 'jauna@skola.lv')))[0]!,
    );
    expect(await auditOf(place, user.id)).toMatchObject([
      {
        action: 'user.add',
        actorId: null,
        actorLabel: 'komandrinda',
        before: null,
        after: { email: 'jauna@skola.lv', first_name: 'Jauna', last_name: 'Skolotāja', is_admin: true },
      },
    ]);

    const waiting = await withDatabase(
      place,
      async (db) =>
        (
          await db
            .insert(users)
            .values({ email: 'otra@skola.lv', firstName: 'Otra', lastName: 'Gaidītāja', emailVerifiedAt: new Date() })
            .returning()
        )[0]!,
    );
    expect((await cli(place, 'user:approve', '--email', 'otra@skola.lv')).code).toBe(0);
    expect((await cli(place, 'user:approve', '--email', 'otra@skola.lv')).code).toBe(0);
    expect(await auditOf(place, waiting.id)).toMatchObject([
      { action: 'user.approve', actorLabel: 'komandrinda', before: { approved_at: null } },
    ]);
  });
});

describe('account commands while the portal runs', () => {
  let place: Place;
  let portal: Portal;
  beforeAll(async () => {
    place = await freshPlace();
    await prepare(place);
    portal = await startPortal(place);
  });
  afterAll(async () => {
    if (portal && portal.child.exitCode === null) await portal.stop();
  });

  it("user:disable ends the teacher's session in the running portal at once, user:enable lets them sign in again", async () => {
    const signedIn = await requestToken(portal, 'skolotaja@skola.lv', PASSWORD);
    expect(signedIn.status).toBe(200);
    const me = () =>
      fetch(`${portal.url}/api/user`, {
        headers: { authorization: `Bearer ${signedIn.body.access_token as string}` },
      }).then((res) => res.status);
    expect(await me()).toBe(200);
    expect(await me()).toBe(200);

    const disabled = await cli(place, 'user:disable', 'skolotaja@skola.lv');
    expect(disabled.code).toBe(0);
    expect(await me()).toBe(401);
    const refused = await requestToken(portal, 'skolotaja@skola.lv', PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ACCOUNT_DISABLED);

    expect((await cli(place, 'user:enable', 'skolotaja@skola.lv')).code).toBe(0);
    expect((await requestToken(portal, 'skolotaja@skola.lv', PASSWORD)).status).toBe(200);
  });
});
