/**
 * The start-up sweep (src/storage/sweep.ts) and the presence it relies on (src/db/presence.ts), on
 * a real database, local disk and an S3 server (s3rver). Alone, it removes every temporary upload,
 * every stored upload without a row and every half-written `.part`; with other portal processes
 * running it removes only what is older than a day on disk (another process's upload in flight
 * survives) and nothing in a bucket (whose listing gives no age); rows' files, and files outside
 * the upload folders, are never touched. On PostgreSQL the presence is a shared advisory lock: a
 * second process is not alone while the first runs, is again once the first has left or was
 * killed, and a process whose connection the server ended counts again after it reconnects. (The
 * embedded database has one process by construction, its lock file; there the presence always
 * says alone, which the PGlite run checks.)
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { joinPortalProcesses, type Presence } from '../src/db/presence';
import { files } from '../src/db/schema';
import { createLocalStorage } from '../src/storage/local';
import { createS3Storage } from '../src/storage/s3';
import { SAFE_AGE_MS, sweepStorage, uploadTempDir } from '../src/storage/sweep';
import { openTestDatabase, usesPostgres, type TestDatabase } from './helpers/database';
import { startS3Server, type TestS3Server } from './support/s3Server';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-sweep-'));
});
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const storage = () => createLocalStorage(dataDir);
const filesRoot = () => path.join(dataDir, 'files');

/** Every file under DATA_DIR/files and DATA_DIR/tmp/uploads, as paths relative to DATA_DIR. */
async function onDisk(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    let items;
    try {
      items = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const item of items) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) await walk(full);
      else found.push(path.relative(dataDir, full));
    }
  };
  await walk(filesRoot());
  await walk(uploadTempDir(dataDir));
  return found.sort();
}

async function stored(key: string, { row, ageMs = 0 }: { row: boolean; ageMs?: number }): Promise<string> {
  const file = path.join(filesRoot(), ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, randomBytes(64));
  if (ageMs) await age(file, ageMs);
  if (row) {
    await database.handle.db
      .insert(files)
      .values({ storageKey: key, originalName: path.basename(key), mimeType: 'application/pdf', size: 64 });
  }
  return `files/${key}`;
}

async function tempUpload(ageMs = 0): Promise<string> {
  await mkdir(uploadTempDir(dataDir), { recursive: true });
  const file = path.join(uploadTempDir(dataDir), `${randomBytes(16).toString('hex')}.upload`);
  await writeFile(file, randomBytes(128));
  if (ageMs) await age(file, ageMs);
  return path.relative(dataDir, file);
}

async function age(file: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms);
  await utimes(file, then, then);
}

const key = (folder: string, ext = 'pdf') => `${folder}/${randomBytes(16).toString('hex')}.${ext}`;

describe('the start-up sweep', () => {
  afterEach(async () => {
    await rm(filesRoot(), { recursive: true, force: true });
    await rm(path.join(dataDir, 'tmp'), { recursive: true, force: true });
    await database.handle.db.delete(files);
  });

  it('alone, removes every temporary upload, stored upload without a row and .part, and nothing else', async () => {
    const kept = [
      await stored(key('materials'), { row: true }),
      await stored(key('avatars', 'png'), { row: true, ageMs: 2 * SAFE_AGE_MS }),
      // Outside the upload folders: the seed's files, anything an operator put there.
      await stored(key('demo/materials'), { row: false }),
      await stored('notes.txt', { row: false, ageMs: 2 * SAFE_AGE_MS }),
    ];
    const debris = [
      await tempUpload(),
      await tempUpload(2 * SAFE_AGE_MS),
      await stored(key('materials'), { row: false }),
      await stored(key('materials'), { row: false, ageMs: 2 * SAFE_AGE_MS }),
      await stored(key('avatars', 'png'), { row: false }),
      await stored(`${key('materials')}.1a2b3c4d5e6f.part`, { row: false }),
    ];
    expect(await onDisk()).toEqual([...kept, ...debris].sort());

    const report = await sweepStorage({ db: database.handle.db, storage: storage(), dataDir, alone: true });

    expect(await onDisk()).toEqual([...kept].sort());
    expect(report).toMatchObject({ tempUploads: 2, youngOrphans: 0 });
    expect(report.orphans.map((k) => `files/${k}`).sort()).toEqual(debris.filter((d) => d.startsWith('files/')).sort());
  });

  it("with other processes running, leaves young debris (someone's upload in flight) and removes the old", async () => {
    const inFlight = [
      await tempUpload(),
      await tempUpload(SAFE_AGE_MS - 60_000),
      await stored(key('materials'), { row: false }),
      await stored(key('avatars', 'png'), { row: false, ageMs: SAFE_AGE_MS - 60_000 }),
      await stored(`${key('materials')}.0a0b0c0d0e0f.part`, { row: false }),
    ];
    const withRows = [await stored(key('materials'), { row: true, ageMs: 3 * SAFE_AGE_MS })];
    const old = [
      await tempUpload(SAFE_AGE_MS + 60_000),
      await stored(key('materials'), { row: false, ageMs: SAFE_AGE_MS + 60_000 }),
      await stored(`${key('avatars', 'png')}.9f8e7d6c5b4a.part`, { row: false, ageMs: 2 * SAFE_AGE_MS }),
    ];
    expect(await onDisk()).toEqual([...inFlight, ...withRows, ...old].sort());

    const report = await sweepStorage({ db: database.handle.db, storage: storage(), dataDir, alone: false });

    expect(await onDisk()).toEqual([...inFlight, ...withRows].sort());
    expect(report).toMatchObject({ tempUploads: 1, youngOrphans: 3 });
    expect(report.orphans.map((k) => `files/${k}`).sort()).toEqual(old.slice(1).sort());
  });

  it('finds nothing to do on a fresh DATA_DIR', async () => {
    expect(await sweepStorage({ db: database.handle.db, storage: storage(), dataDir, alone: false })).toEqual({
      tempUploads: 0,
      orphans: [],
      youngOrphans: 0,
    });
  });
});

describe('the start-up sweep on S3 storage', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());
  afterEach(() => database.handle.db.delete(files));

  const bucket = () =>
    createS3Storage({
      bucket: s3.bucket,
      region: 'eu-north-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  async function put(key: string, { row }: { row: boolean }): Promise<string> {
    await bucket().put(key, randomBytes(32));
    if (row) {
      await database.handle.db
        .insert(files)
        .values({ storageKey: key, originalName: path.basename(key), mimeType: 'application/pdf', size: 32 });
    }
    return key;
  }

  it('removes the objects without a row when alone, and none while other processes run (their age is not listed)', async () => {
    const kept = [await put(key('materials'), { row: true }), await put(key('demo/avatars', 'png'), { row: false })];
    const orphans = [await put(key('materials'), { row: false }), await put(key('avatars', 'png'), { row: false })];

    const withCompany = await sweepStorage({ db: database.handle.db, storage: bucket(), dataDir, alone: false });
    expect(withCompany).toMatchObject({ orphans: [], youngOrphans: 2 });
    expect((await s3.keys()).sort()).toEqual([...kept, ...orphans].sort());

    const alone = await sweepStorage({ db: database.handle.db, storage: bucket(), dataDir, alone: true });
    expect(alone.orphans.sort()).toEqual(orphans.sort());
    expect((await s3.keys()).sort()).toEqual(kept.sort());
  });
});

const warnings: string[] = [];
const log = { warn: (line: string) => warnings.push(line) };
const connectionString = () =>
  database.handle.kind === 'postgres' ? database.handle.client.options.connectionString : undefined;

if (usesPostgres()) {
  describe('presence of portal processes on PostgreSQL', () => {
    const joined: Presence[] = [];
    const join = async () => {
      const presence = await joinPortalProcesses(database.handle, connectionString(), log);
      joined.push(presence);
      return presence;
    };
    afterEach(async () => {
      for (const presence of joined.splice(0)) await presence.leave();
    });

    it('the first process is alone, a second one is not while the first runs, a third is once both left', async () => {
      const first = await join();
      expect(first.alone).toBe(true);
      await first.serving();
      const second = await join();
      expect(second.alone).toBe(false);
      await second.serving();
      await first.leave();
      expect((await joinAndLeave()).alone).toBe(false);
      await second.leave();
      expect((await joinAndLeave()).alone).toBe(true);
    });

    it('a process starting while another sweeps alone waits for that sweep to finish', async () => {
      const sweeping = await join();
      expect(sweeping.alone).toBe(true);
      let joinedAt = 0;
      const waiting = join().then((presence) => {
        joinedAt = performance.now();
        return presence;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(joinedAt).toBe(0);
      const sweptAt = performance.now();
      await sweeping.serving();
      const second = await waiting;
      expect(second.alone).toBe(false);
      expect(joinedAt).toBeGreaterThanOrEqual(sweptAt);
    });

    it('a killed process counts no more; one whose connection the server ended counts again after reconnecting', async () => {
      // A process killed with SIGKILL: the server ends its session, and its lock with it.
      const killed = new pg.Client({ connectionString: connectionString() });
      killed.on('error', () => {});
      await killed.connect();
      await killed.query('SELECT pg_advisory_lock_shared($1)', [7_311_206]);
      expect((await joinAndLeave()).alone).toBe(false);
      await killed.end();
      expect((await joinAndLeave()).alone).toBe(true);

      const running = await join();
      await running.serving();
      const admin = new pg.Client({ connectionString: connectionString() });
      await admin.connect();
      try {
        const ended = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = 'portal-presence'`,
        );
        expect(ended.rowCount).toBe(1);
        // The portal process is not crashed by the ended connection; it takes its lock again.
        await expect.poll(() => warnings.some((w) => w.includes('presence connection was lost'))).toBe(true);
        await expect
          .poll(
            async () =>
              (
                await admin.query(
                  `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                    WHERE l.locktype = 'advisory' AND a.application_name = 'portal-presence' AND l.granted`,
                )
              ).rows[0].n,
            { timeout: 10_000 },
          )
          .toBe(1);
        expect((await joinAndLeave()).alone).toBe(false);
      } finally {
        await admin.end();
      }
    });

    async function joinAndLeave() {
      const presence = await joinPortalProcesses(database.handle, connectionString(), log);
      await presence.leave();
      return presence;
    }
  });
} else {
  describe('presence on the embedded database', () => {
    it('is always alone: the DATA_DIR lock lets one process open the database (src/admin/lock.ts)', async () => {
      const presence = await joinPortalProcesses(database.handle, undefined, log);
      expect(presence.alone).toBe(true);
      await presence.serving();
      await presence.leave();
    });
  });
}
