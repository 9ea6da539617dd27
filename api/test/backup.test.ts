/**
 * `npm run portal -- backup FILE` and `restore FILE` end to end, as an operator runs them: the
 * command line as its own process on a temporary DATA_DIR, with the portal stopped and running.
 * In project `api` the database is the embedded PGlite (a backup while the portal runs is taken by
 * the portal over the admin socket); in `api-postgres` it is a fresh PostgreSQL database (pg_dump
 * and psql). Files are on local disk, and in one block in an S3 bucket (s3rver).
 *
 * Each block backs up, changes the data (rows added, changed and deleted; files added and
 * deleted), restores and finds the original: every table's row count, the users row by row, the
 * stored keys and each file's bytes. Archives that are damaged, not backups or of the other kind
 * of database are refused with the data left as it was.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { countTables, type Manifest } from '../src/backup/manifest';
import { END_OF_ARCHIVE, entryHeader, entryPadding } from '../src/backup/tar';
import { HELP, parseCommandLine } from '../src/cli/args';
import { loadConfig } from '../src/config/index';
import type { Database } from '../src/db/client';
import { files, users } from '../src/db/schema';
import { createStorage } from '../src/storage/index';
import { createLocalStorage } from '../src/storage/local';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createS3Client, createS3Storage, type S3Settings } from '../src/storage/s3';
import type { Storage } from '../src/storage/storage';
import { usesPostgres } from './helpers/database';
import {
  PROCESS_TIMEOUT_MS,
  collect,
  envFor,
  freshPlace,
  requestToken,
  runNode,
  startPortal,
  stopEverything,
  withDatabase,
  type Place,
  type Portal,
  type Result,
} from './support/portalProcess';

// Every test runs several Node processes (tsx start-up, PGlite, pg_dump): give them room.
vi.setConfig({ testTimeout: 3 * PROCESS_TIMEOUT_MS, hookTimeout: 2 * PROCESS_TIMEOUT_MS });
afterAll(stopEverything);

const PASSWORD = 'Parole123';
const NOTHING_CHANGED = 'Nekas netika mainīts.';

/** `npm run portal -- …` with the place's environment (and S3's, when given). */
function portalCli(place: Place, env: NodeJS.ProcessEnv, ...args: string[]): Promise<Result> {
  return collect(runNode('src/cli/main.ts', args, envFor(place, env)));
}

function storageOf(place: Place, env: NodeJS.ProcessEnv): Storage {
  return createStorage(loadConfig(envFor(place, env)));
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`${key} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

interface State {
  tables: Record<string, number>;
  users: Array<{ email: string; firstName: string; lastName: string }>;
  fileRows: string[];
  /** Stored key → SHA-256 of its bytes. */
  stored: Record<string, string>;
}

async function databaseState(db: Database) {
  const tables = await countTables((text) => db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>);
  const people = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .orderBy(asc(users.email));
  const rows = await db.select({ key: files.storageKey }).from(files).orderBy(asc(files.storageKey));
  return { tables, users: people, fileRows: rows.map((row) => row.key) };
}

async function storedState(storage: Storage): Promise<Record<string, string>> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  const stored: Record<string, string> = {};
  for (const key of keys.sort()) stored[key] = sha(await readAll(storage, key));
  return stored;
}

async function stateOf(place: Place, storage: Storage): Promise<State> {
  return { ...(await withDatabase(place, databaseState)), stored: await storedState(storage) };
}

/** Three teachers, and files: a small one, one of 3 MB, one under a name longer than ustar's 100 bytes. */
async function seed(place: Place, storage: Storage): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  const stored = [
    { key: 'materials/2025/fizika-optika.pdf', data: Buffer.from('%PDF-1.4 optika\n') },
    { key: 'materials/2025/liels.bin', data: randomBytes(3 * 1024 * 1024) },
    { key: `avatars/${'a'.repeat(60)}/${'gars-nosaukums-'.repeat(5)}.png`, data: randomBytes(5000) },
  ];
  for (const file of stored) await storage.put(file.key, file.data);
  await withDatabase(place, async (db) => {
    await db.insert(users).values(
      [
        ['anna.ozola@skola.lv', 'Anna', 'Ozola'],
        ['janis.kalnins@skola.lv', 'Jānis', 'Kalniņš'],
        ['liga.berzina@skola.lv', 'Līga', 'Bērziņa'],
      ].map(([email, firstName, lastName]) => ({
        email: email!,
        firstName: firstName!,
        lastName: lastName!,
        passwordHash,
        emailVerifiedAt: new Date(),
        approvedAt: new Date(),
        // A portal in use has its administrator: without one, every start makes a set-up link (a row).
        isAdmin: email === 'liga.berzina@skola.lv',
      })),
    );
    await db.insert(files).values(
      stored.map((file) => ({
        storageKey: file.key,
        originalName: path.basename(file.key),
        mimeType: 'application/octet-stream',
        size: file.data.length,
      })),
    );
  });
}

/** What an operator's week does: a teacher joins, one leaves, one renames; a file comes, one goes. */
async function change(place: Place, storage: Storage): Promise<void> {
  await storage.put('materials/2026/jauns.pdf', Buffer.from('%PDF-1.4 jauns\n'));
  await storage.delete('materials/2025/fizika-optika.pdf');
  await withDatabase(place, async (db) => {
    await db.insert(users).values({ email: 'jauns@skola.lv', firstName: 'Jauns', lastName: 'Skolotājs' });
    await db.delete(users).where(eq(users.email, 'liga.berzina@skola.lv'));
    await db.update(users).set({ firstName: 'Annija' }).where(eq(users.email, 'anna.ozola@skola.lv'));
    await db.delete(files).where(eq(files.storageKey, 'materials/2025/fizika-optika.pdf'));
    await db
      .insert(files)
      .values({ storageKey: 'materials/2026/jauns.pdf', originalName: 'jauns.pdf', mimeType: 'application/pdf', size: 15 });
  });
}

function expectChanged(state: State, original: State): void {
  expect(state).not.toEqual(original);
  expect(state.users.map((u) => u.email)).toContain('jauns@skola.lv');
  expect(Object.keys(state.stored)).toContain('materials/2026/jauns.pdf');
}

function expectOriginal(state: State, original: State): void {
  expect(state.tables).toEqual(original.tables);
  expect(state.users).toEqual(original.users);
  expect(state.users).toContainEqual({ email: 'liga.berzina@skola.lv', firstName: 'Līga', lastName: 'Bērziņa' });
  expect(state.users).toContainEqual({ email: 'anna.ozola@skola.lv', firstName: 'Anna', lastName: 'Ozola' });
  expect(state.fileRows).toEqual(original.fileRows);
  expect(state.stored).toEqual(original.stored);
  expect(Object.keys(state.stored)).not.toContain('materials/2026/jauns.pdf');
}

/** The manifest of a backup, read with the system's tar. */
async function manifestOf(file: string): Promise<Manifest> {
  return JSON.parse(execFileSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' })) as Manifest;
}

const kind = usesPostgres() ? 'postgres' : 'pglite';

describe('the command line knows both commands', () => {
  it('lists them in its help and asks for the file', () => {
    expect(HELP).toContain('backup FILE');
    expect(HELP).toContain('restore FILE');
    expect(parseCommandLine(['backup', 'kopija.tar.gz'])).toEqual({
      kind: 'run',
      command: 'backup',
      args: { file: 'kopija.tar.gz' },
    });
    expect(parseCommandLine(['restore'])).toEqual({
      kind: 'error',
      message: 'Jānorāda fails. Komandas forma: npm run portal -- restore FILE',
    });
    expect(parseCommandLine(['backup', 'a.tar.gz', 'b.tar.gz'])).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('Lieks arguments: b.tar.gz'),
    });
  });
});

describe(`backup and restore with the portal stopped (${kind}, local files)`, () => {
  let place: Place;
  let storage: Storage;
  let original: State;
  let archive: string;

  beforeAll(async () => {
    place = await freshPlace();
    storage = storageOf(place, {});
    await seed(place, storage);
    original = await stateOf(place, storage);
    archive = path.join(place.dataDir, '..', `${path.basename(place.dataDir)}-kopija.tar.gz`);
  });

  it('writes one archive: the manifest with its counts, the database dump and every file', async () => {
    const result = await portalCli(place, {}, 'backup', archive);
    expect(result.stderr).not.toContain('Kļūda');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Rezerves kopija izveidota: ${archive}`);
    expect(result.stdout).toContain('  Faili: 3 (');

    const manifest = await manifestOf(archive);
    expect(manifest).toMatchObject({
      format: 'macibu-materialu-portals-backup',
      version: 1,
      database: { kind, tables: original.tables },
      files: { count: 3, storage: 'local' },
    });
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(10 * 60_000);
    expect(manifest.database.tables['public.users']).toBe(3);
    // Nothing of the work is left behind, and the lock is free again.
    expect((await stat(place.dataDir)).isDirectory()).toBe(true);
    expect((await readdir(place.dataDir)).filter((name) => name.startsWith('.'))).toEqual([]);
    expect((await readdir(path.dirname(archive))).filter((name) => name.includes('.partial'))).toEqual([]);
  });

  it('refuses a damaged archive, one that is not a backup, and one of the other database, changing nothing', async () => {
    await change(place, storage);
    const changed = await stateOf(place, storage);
    expectChanged(changed, original);

    const broken = path.join(path.dirname(archive), `${path.basename(place.dataDir)}-bojata.tar.gz`);
    // Cut off in the middle (a copy that did not finish).
    await copyFile(archive, broken);
    await truncate(broken, Math.floor((await stat(broken)).size * 0.6));
    const truncated = await portalCli(place, {}, 'restore', broken);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toContain('ir bojāta vai nepilnīga: arhīvs beidzas pusē.');
    expect(truncated.stderr).toContain(NOTHING_CHANGED);

    // Damaged bytes in the middle.
    await copyFile(archive, broken);
    const handle = await open(broken, 'r+');
    await handle.write(Buffer.from('BOJĀTS!'), 0, 7, Math.floor((await stat(broken)).size / 2));
    await handle.close();
    const damaged = await portalCli(place, {}, 'restore', broken);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/ir bojāta vai nepilnīga: .*\. Nekas netika mainīts\./);

    // Any other gzipped tar.
    await writeFile(path.join(place.dataDir, '..', 'piezimes.txt'), 'nav kopija');
    await pipeline(
      (async function* () {
        yield entryHeader('piezimes.txt', 10, new Date());
        yield Buffer.from('nav kopija');
        yield entryPadding(10);
        yield END_OF_ARCHIVE;
      })(),
      createGzip(),
      createWriteStream(broken),
    );
    const other = await portalCli(place, {}, 'restore', broken);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(`Fails ${path.basename(broken)} nav portāla rezerves kopija`);

    // A backup of the other kind of database (its manifest says so).
    const manifest = await manifestOf(archive);
    const foreign = Buffer.from(
      JSON.stringify({ ...manifest, database: { ...manifest.database, kind: kind === 'pglite' ? 'postgres' : 'pglite' } }),
    );
    await pipeline(
      (async function* () {
        yield entryHeader('manifest.json', foreign.length, new Date());
        yield foreign;
        yield entryPadding(foreign.length);
        yield END_OF_ARCHIVE;
      })(),
      createGzip(),
      createWriteStream(broken),
    );
    const wrongKind = await portalCli(place, {}, 'restore', broken);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toContain(
      kind === 'pglite'
        ? 'ir no PostgreSQL datu bāzes, bet šim portālam DATABASE_URL nav iestatīts'
        : 'ir no iebūvētās datu bāzes (PGlite), bet šis portāls izmanto PostgreSQL',
    );
    expect(wrongKind.stderr).toContain('netiek atbalstīta');

    if (place.databaseUrl) {
      // Someone else on the database (not a portal): a restore would replace the tables under them.
      const other = new pg.Client({ connectionString: place.databaseUrl, application_name: 'atskaite' });
      await other.connect();
      try {
        const busy = await portalCli(place, {}, 'restore', archive);
        expect(busy.code).toBe(1);
        expect(busy.stderr).toMatch(/Datu bāzei ir pievienoti citi savienojumi \(atskaite \(pid \d+\)\)\./);
        expect(busy.stderr).toContain(NOTHING_CHANGED);
      } finally {
        await other.end();
      }
    }

    expect(await stateOf(place, storage)).toEqual(changed);
  });

  it('restores exactly the backed-up rows and files', async () => {
    const result = await portalCli(place, {}, 'restore', archive);
    expect(result.stderr).not.toContain('Kļūda');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Atjaunots no ${archive}`);
    expect(result.stdout).toContain('  Faili: 3.');
    expectOriginal(await stateOf(place, storage), original);
    // The portal starts on what was restored (the remains of the old data went with the restore).
    expect((await readdir(place.dataDir)).filter((name) => name.startsWith('.'))).toEqual([]);
    const portal = await startPortal(place);
    expect((await requestToken(portal, 'liga.berzina@skola.lv', PASSWORD)).status).toBe(200);
    expect(await portal.stop()).toBe(0);
  });
});

describe(`backup while the portal runs (${kind})`, () => {
  let place: Place;
  let storage: Storage;
  let original: State;
  let portal: Portal;
  let archive: string;

  beforeAll(async () => {
    place = await freshPlace();
    storage = storageOf(place, {});
    await seed(place, storage);
    original = await stateOf(place, storage);
    archive = path.join(place.dataDir, '..', `${path.basename(place.dataDir)}-darbojas.tar.gz`);
    portal = await startPortal(place);
  });

  afterAll(async () => {
    if (portal && portal.child.exitCode === null) await portal.stop();
  });

  it('copies the live database (the portal takes the embedded one) and the portal keeps serving', async () => {
    const result = await portalCli(place, {}, 'backup', archive);
    expect(result.code, result.stderr).toBe(0);
    if (kind === 'pglite')
      expect(result.stderr).toContain(`Portāls darbojas (process ${portal.child.pid}); datu bāzes kopiju izveido tas.`);
    expect((await manifestOf(archive)).database.tables).toEqual(original.tables);
    expect((await fetch(`${portal.url}/api/settings`)).status).toBe(200);
    expect((await requestToken(portal, 'anna.ozola@skola.lv', PASSWORD)).status).toBe(200);
  });

  it('refuses to restore under the running portal and changes nothing', async () => {
    const added = await portalCli(
      place,
      {},
      'user:add',
      '--email',
      'jauns@skola.lv',
      '--password',
      PASSWORD,
      '--first-name',
      'Jauns',
      '--last-name',
      'Skolotājs',
    );
    expect(added.code, added.stderr).toBe(0);
    await storage.put('materials/2026/jauns.pdf', Buffer.from('%PDF-1.4 jauns\n'));
    await storage.delete('materials/2025/fizika-optika.pdf');
    const changedFiles = await storedState(storage);

    const refused = await portalCli(place, {}, 'restore', archive);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      kind === 'pglite'
        ? `Portāls darbojas (process ${portal.child.pid}). Aptur to`
        : 'Uz šīs datu bāzes darbojas portāls. Aptur visus tā procesus',
    );
    expect(refused.stderr).toContain(NOTHING_CHANGED);
    expect(await storedState(storage)).toEqual(changedFiles);
    expect((await requestToken(portal, 'jauns@skola.lv', PASSWORD)).status).toBe(200);
  });

  it('restores once the portal is stopped', async () => {
    expect(await portal.stop()).toBe(0);
    const result = await portalCli(place, {}, 'restore', archive);
    expect(result.code, result.stderr).toBe(0);
    expectOriginal(await stateOf(place, storage), original);
  });
});

/**
 * The test S3 server (test/support/s3Server.ts) in a process of its own, run with OpenSSL's legacy
 * provider: s3rver makes its ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3
 * refuses without it, so in the test process itself any listing longer than one page fails.
 */
async function startS3ServerProcess(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const script = `import('./test/support/s3Server.ts').then(async ({ startS3Server }) => {
    const server = await startS3Server();
    process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
    process.stdout.write(JSON.stringify(server.env) + '\\n');
  });`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const line = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('\n')) resolve(output.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`the S3 server exited (${code})`)));
  });
  return {
    env: JSON.parse(line) as Record<string, string>,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The bucket's keys as S3 lists them in one page (up to 1,000), apart from Storage.list(). */
async function bucketKeys(env: Record<string, string>): Promise<string[]> {
  const client = createS3Client(s3Settings(env));
  const page = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET }));
  client.destroy();
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

function s3Settings(env: Record<string, string>): S3Settings {
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
}

describe(`backup and restore with S3 storage (${kind})`, () => {
  let s3: { env: Record<string, string>; close(): Promise<void> };
  let place: Place;
  let storage: Storage;
  let original: State;
  let archive: string;

  beforeAll(async () => {
    s3 = await startS3ServerProcess();
    place = await freshPlace();
    storage = storageOf(place, s3.env);
    expect(storage.kind).toBe('s3');
    await seed(place, storage);
    original = await stateOf(place, storage);
    archive = path.join(place.dataDir, '..', `${path.basename(place.dataDir)}-s3.tar.gz`);
  });

  afterAll(async () => {
    await s3?.close();
  });

  it('lists a bucket page by page', async () => {
    const paged = createS3Storage({ ...s3Settings(s3.env), listPageSize: 2 });
    const keys: string[] = [];
    for await (const key of paged.list()) keys.push(key);
    expect(keys).toHaveLength(3);
    expect(keys.sort()).toEqual(await bucketKeys(s3.env));
    const inFolder: string[] = [];
    for await (const key of paged.list('materials')) inFolder.push(key);
    expect(inFolder.sort()).toEqual(['materials/2025/fizika-optika.pdf', 'materials/2025/liels.bin']);
  });

  it('backs up the bucket, and restores it exactly after changes', async () => {
    const backup = await portalCli(place, s3.env, 'backup', archive);
    expect(backup.code, backup.stderr).toBe(0);
    expect(await manifestOf(archive)).toMatchObject({ files: { count: 3, storage: 's3' } });

    await change(place, storage);
    expectChanged(await stateOf(place, storage), original);

    const restored = await portalCli(place, s3.env, 'restore', archive);
    expect(restored.code, restored.stderr).toBe(0);
    expectOriginal(await stateOf(place, storage), original);
    expect(await bucketKeys(s3.env)).toEqual(Object.keys(original.stored).sort());
  });
});

describe('local storage lists its keys', () => {
  it('walks the folders, leaving out files still being written', async () => {
    const place = await freshPlace('embedded');
    const local = createLocalStorage(place.dataDir);
    await local.put('materials/a/one.pdf', Buffer.from('1'));
    await local.put('avatars/two.png', Buffer.from('2'));
    await mkdir(path.join(place.dataDir, 'files', 'materials', 'a'), { recursive: true });
    await writeFile(path.join(place.dataDir, 'files', 'materials', 'a', 'three.pdf.0123456789ab.part'), 'half');
    const keys: string[] = [];
    for await (const key of local.list()) keys.push(key);
    expect(keys.sort()).toEqual(['avatars/two.png', 'materials/a/one.pdf']);
    const inFolder: string[] = [];
    for await (const key of local.list('materials')) inFolder.push(key);
    expect(inFolder).toEqual(['materials/a/one.pdf']);
    const none: string[] = [];
    for await (const key of createLocalStorage(path.join(place.dataDir, 'nav')).list()) none.push(key);
    expect(none).toEqual([]);
    expect(await readFile(path.join(place.dataDir, 'files', 'avatars', 'two.png'), 'utf8')).toBe('2');
  });
});
