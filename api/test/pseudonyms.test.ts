/**
 * Unique pseudonyms (issue 17): a pseudonym another teacher holds, the same in other case or spacing,
 * or one that looks like it, is refused with its Latvian 422 and changes nothing; a teacher may change
 * the case of their own, or remove it; a removed pseudonym that signed a material stays reserved for
 * its owner. Pseudonyms given before they had to be unique are claimed after the migrations, and the
 * clashes among them are reported (server log, `pseudonym:clashes`) instead of failing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import { AdminError, runAdminCommand } from '../src/admin/commands';
import { HELP, parseCommandLine } from '../src/cli/args';
import { migrate } from '../src/migrate';
import { pseudonymClaims, users } from '../src/db/schema';
import { findPseudonymClashes, logPseudonymClashes, setPseudonym } from '../src/modules/pseudonyms/service';
import { createLocalStorage } from '../src/storage/local';
import { PASSWORD, PSEUDONYM } from './helpers/fixtures';
import { useTestContext, json } from './helpers/app';

const TAKEN = FORM_MESSAGES.pseudonymTaken;
const LOOK_ALIKE = FORM_MESSAGES.pseudonymLookAlike;

const t = useTestContext({ logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } });
let tokens: { anna: string; janis: string; liga: string };
const logLines: string[] = [];

beforeAll(async () => {
  tokens = await t.teacherTokens();
});

type Teacher = 'anna' | 'janis' | 'liga';

const profileOf = (teacher: Teacher) => {
  const user = t.fixtures.users[teacher];
  return {
    _method: 'PUT',
    first_name: user.firstName,
    last_name: user.lastName,
    school_id: user.schoolId ?? '',
    description: user.description ?? '',
    newsletter: user.newsletter ?? false,
  };
};

const save = (teacher: Teacher, pseudonym: string | null, changes: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user',
    payload: { ...profileOf(teacher), pseudonym, ...changes },
    headers: t.auth(tokens[teacher]),
  });

const userRow = async (teacher: Teacher) =>
  (await t.db.select().from(users).where(eq(users.id, t.fixtures.users[teacher].id)))[0]!;

/** Every claim as (user, pseudonym), in key order: what "nothing changed" compares. */
const claims = () =>
  t.db
    .select({ key: pseudonymClaims.key, userId: pseudonymClaims.userId, pseudonym: pseudonymClaims.pseudonym })
    .from(pseudonymClaims)
    .orderBy(asc(pseudonymClaims.key));

const claimedBy = async (userId: number) => [
  ...new Set((await claims()).filter((claim) => claim.userId === userId).map((claim) => claim.pseudonym)),
];

const errorsOf = (response: Parameters<typeof json>[0]) => json<{ errors: Record<string, string[]> }>(response).errors;

/** A save that must be refused with `message` on pseudonym and leave the user and the claims as they were. */
async function expectRefused(teacher: Teacher, pseudonym: string, message: string) {
  const userBefore = await userRow(teacher);
  const claimsBefore = await claims();
  // Another field changes too: the refusal must undo the whole save, not only the pseudonym.
  const res = await save(teacher, pseudonym, { description: 'Jāpaliek nemainītam' });
  expect(res.statusCode, `${pseudonym}: ${res.body}`).toBe(422);
  expect(errorsOf(res)).toEqual({ pseudonym: [message] });
  expect(await userRow(teacher)).toEqual(userBefore);
  expect(await claims()).toEqual(claimsBefore);
}

describe('a pseudonym another teacher has', () => {
  it('is refused as taken, written exactly so, in other case or with other spacing', async () => {
    expect(await claimedBy(t.fixtures.users.janis.id)).toEqual([PSEUDONYM]);
    await expectRefused('liga', 'Fizikas Fans', TAKEN);
    await expectRefused('liga', 'fizikas  fans', TAKEN);
    await expectRefused('liga', 'FIZIKAS FANS', TAKEN);
    await expectRefused('anna', ' Fizikas\u00a0Fans ', TAKEN);
  });

  it('is refused as too similar when written with look-alike letters', async () => {
    await expectRefused('liga', 'Fizikаs Fаns', LOOK_ALIKE); // Cyrillic а
    await expectRefused('liga', 'FIZIKAS FАNS', LOOK_ALIKE); // Cyrillic А
    await expectRefused('anna', 'Flzlkas Fans', LOOK_ALIKE); // small l for i
    await expectRefused('anna', 'Fіzіkas Fans', LOOK_ALIKE); // Cyrillic і
  });

  it('is refused to exactly one of two teachers saving look-alikes at the same moment, never with a 500', async () => {
    const [first, second] = await Promise.all([save('anna', 'Vēstures Vilks'), save('liga', 'vēsturеs  vilks')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const refused = first.statusCode === 422 ? first : second;
    expect(errorsOf(refused).pseudonym).toHaveLength(1);
    expect([TAKEN, LOOK_ALIKE]).toContain(errorsOf(refused).pseudonym![0]);
    const winner: Teacher = first.statusCode === 200 ? 'anna' : 'liga';
    const loser: Teacher = winner === 'anna' ? 'liga' : 'anna';
    expect((await userRow(loser)).pseudonym).toBeNull();
    expect(await claimedBy(t.fixtures.users[winner].id)).toEqual([(await userRow(winner)).pseudonym]);
    // Back to none, for the tests below.
    expect((await save(winner, '')).statusCode).toBe(200);
    expect(await claimedBy(t.fixtures.users[winner].id)).toEqual([]);
  });
});

describe("a teacher's own pseudonym", () => {
  it('may change case or spacing: the claim follows what is written', async () => {
    const res = await save('janis', 'fizikas  fans');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { pseudonym: string } }>(res).data.pseudonym).toBe('fizikas  fans');
    expect(await claimedBy(t.fixtures.users.janis.id)).toEqual(['fizikas  fans']);
    expect((await save('janis', PSEUDONYM)).statusCode).toBe(200);
    expect(await claimedBy(t.fixtures.users.janis.id)).toEqual([PSEUDONYM]);
  });

  it('can be removed: saved as none, and an unused one is free for anyone at once', async () => {
    expect((await save('liga', 'Zvaigzne')).statusCode).toBe(200);
    expect(await claimedBy(t.fixtures.users.liga.id)).toEqual(['Zvaigzne']);
    await expectRefused('anna', 'zvaigzne', TAKEN);

    const removed = await save('liga', '');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<{ data: { pseudonym: string | null } }>(removed).data.pseudonym).toBeNull();
    expect((await userRow('liga')).pseudonym).toBeNull();
    expect(await claimedBy(t.fixtures.users.liga.id)).toEqual([]);
    // Missing altogether reads as none too.
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: profileOf('liga'),
      headers: t.auth(tokens.liga),
    });
    expect(missing.statusCode, missing.body).toBe(200);

    const taken = await save('anna', 'zvaigzne');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await claimedBy(t.fixtures.users.anna.id)).toEqual(['zvaigzne']);
  });

  it('still refuses more than 255 characters', async () => {
    const res = await save('liga', 'x'.repeat(256));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ pseudonym: ['Pseidonīmam atļautas ne vairāk kā 255 rakstzīmes.'] });
  });

  it('that signed a material stays reserved for its owner when removed or changed', async () => {
    // Jānis owns m2, signed with his pseudonym.
    const removed = await save('janis', '');
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await userRow('janis')).pseudonym).toBeNull();
    expect(await claimedBy(t.fixtures.users.janis.id)).toEqual([PSEUDONYM]);
    await expectRefused('liga', PSEUDONYM, TAKEN);
    await expectRefused('liga', 'Fizikаs Fans', LOOK_ALIKE);

    // A new pseudonym keeps the old one reserved beside it; he can take the old one back.
    expect((await save('janis', 'Optikas Ola')).statusCode).toBe(200);
    expect((await claimedBy(t.fixtures.users.janis.id)).sort()).toEqual([PSEUDONYM, 'Optikas Ola'].sort());
    await expectRefused('anna', 'fizikas fans', TAKEN);
    const back = await save('janis', 'fizikas fans');
    expect(back.statusCode, back.body).toBe(200);
    expect((await userRow('janis')).pseudonym).toBe('fizikas fans');
    expect((await claimedBy(t.fixtures.users.janis.id)).sort()).toEqual(['Optikas Ola', 'fizikas fans'].sort());
    expect((await save('janis', PSEUDONYM)).statusCode).toBe(200);
  });
});

describe('the admin command line', () => {
  const context = () => ({
    handle: t.database.handle,
    storage: createLocalStorage(t.config.dataDir),
    publicUrl: t.config.publicUrl,
  });
  const userAdd = (email: string, pseudonym: string) =>
    runAdminCommand(context(), 'user:add', {
      email,
      password: PASSWORD,
      'first-name': 'Ilze',
      'last-name': 'Liepa',
      pseudonym,
    });

  it('user:add claims the pseudonym and refuses one that another teacher has, creating nobody', async () => {
    await expect(userAdd('ilze@example.lv', 'fizikas fans')).rejects.toThrow(new AdminError(`--pseudonym: ${TAKEN}`));
    await expect(userAdd('ilze@example.lv', 'Fizikаs Fans')).rejects.toThrow(
      new AdminError(`--pseudonym: ${LOOK_ALIKE}`),
    );
    expect(await t.db.select().from(users).where(eq(users.email, 'ilze@example.lv'))).toEqual([]);

    const lines = await userAdd('ilze@example.lv', 'Optikas Ilze');
    expect(lines.join('\n')).toContain('Pseidonīms: Optikas Ilze');
    const [ilze] = await t.db.select().from(users).where(eq(users.email, 'ilze@example.lv'));
    expect(await claimedBy(ilze!.id)).toEqual(['Optikas Ilze']);
    await expectRefused('liga', 'optikas ilze', TAKEN);
  });
});

describe('pseudonyms from before they had to be unique', () => {
  let ids: { first: number; spaced: number; cyrillic: number; alone: number };

  beforeAll(async () => {
    // As an older portal left them: pseudonyms written straight into users, without claims.
    const insert = async (email: string, pseudonym: string) => {
      const [row] = await t.db
        .insert(users)
        .values({ email, firstName: 'Vecs', lastName: 'Konts', pseudonym })
        .returning({ id: users.id });
      return row!.id;
    };
    ids = {
      first: await insert('old1@example.lv', 'Ķīmijas Ķēniņš'),
      spaced: await insert('old2@example.lv', 'ķīmijas  ķēniņš'),
      cyrillic: await insert('old3@example.lv', 'Ķīmijаs Ķēniņš'),
      alone: await insert('old4@example.lv', 'Bioloģijas Bite'),
    };
  });

  it('are claimed after the migrations, the earliest account first; the clashes are answered, not a failure', async () => {
    const report = await migrate(t.database.handle);
    expect(report.pseudonymClashes).toEqual([
      { userId: ids.spaced, pseudonym: 'ķīmijas  ķēniņš', holderId: ids.first, holderPseudonym: 'Ķīmijas Ķēniņš' },
      { userId: ids.cyrillic, pseudonym: 'Ķīmijаs Ķēniņš', holderId: ids.first, holderPseudonym: 'Ķīmijas Ķēniņš' },
    ]);
    expect(await claimedBy(ids.first)).toEqual(['Ķīmijas Ķēniņš']);
    expect(await claimedBy(ids.alone)).toEqual(['Bioloģijas Bite']);
    expect(await claimedBy(ids.spaced)).toEqual([]);
    expect(await claimedBy(ids.cyrillic)).toEqual([]);
    // Nobody's pseudonym changed.
    const [spaced] = await t.db.select().from(users).where(eq(users.id, ids.spaced));
    expect(spaced!.pseudonym).toBe('ķīmijas  ķēniņš');
    await expectRefused('liga', 'Bioloģijas bite', TAKEN);
  });

  it('a second run changes nothing and reports the same clashes', async () => {
    const before = await claims();
    const again = await migrate(t.database.handle);
    expect(again.pseudonymClashes.map((clash) => clash.userId)).toEqual([ids.spaced, ids.cyrillic]);
    expect(await claims()).toEqual(before);
    expect(await findPseudonymClashes(t.db)).toEqual(again.pseudonymClashes);
  });

  it('each clash is a warning in the server log naming both users and pseudonyms', async () => {
    logLines.length = 0;
    logPseudonymClashes(t.app.log, (await migrate(t.database.handle)).pseudonymClashes);
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) expect(warning.level).toBe(40);
    expect(warnings[0]!.msg).toContain(`user ${ids.spaced}'s pseudonym "ķīmijas  ķēniņš"`);
    expect(warnings[0]!.msg).toContain(`held by user ${ids.first} ("Ķīmijas Ķēniņš")`);
    expect(warnings[1]!.msg).toContain(`user ${ids.cyrillic}'s pseudonym "Ķīmijаs Ķēniņš"`);
    expect(warnings[1]!.msg).toContain('pseudonym:clashes');
  });

  it('pseudonym:clashes lists them for the administrator', async () => {
    expect(parseCommandLine(['pseudonym:clashes'])).toEqual({ kind: 'run', command: 'pseudonym:clashes', args: {} });
    expect(HELP).toContain('pseudonym:clashes');
    const lines = await runAdminCommand(
      { handle: t.database.handle, storage: createLocalStorage(t.config.dataDir), publicUrl: t.config.publicUrl },
      'pseudonym:clashes',
      {},
    );
    expect(lines[0]).toContain('Pseidonīmu sadursmes: 2.');
    expect(lines.slice(1)).toEqual([
      `  lietotājs #${ids.spaced} „ķīmijas  ķēniņš”: tas pats vai līdzīgs kā lietotāja #${ids.first} „Ķīmijas Ķēniņš”`,
      `  lietotājs #${ids.cyrillic} „Ķīmijаs Ķēniņš”: tas pats vai līdzīgs kā lietotāja #${ids.first} „Ķīmijas Ķēniņš”`,
    ]);
  });

  it('a clash ends when its user chooses another pseudonym, and the list says when there are none', async () => {
    const context = {
      handle: t.database.handle,
      storage: createLocalStorage(t.config.dataDir),
      publicUrl: t.config.publicUrl,
    };
    await t.db.transaction(async (tx) => {
      await setPseudonym(tx, ids.spaced, 'Ķīmijas Karalis');
      await setPseudonym(tx, ids.cyrillic, null);
    });
    expect(await runAdminCommand(context, 'pseudonym:clashes', {})).toEqual(['Pseidonīmu sadursmju nav.']);
    expect((await migrate(t.database.handle)).pseudonymClashes).toEqual([]);
  });
});
