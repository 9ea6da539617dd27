/**
 * `npm run portal -- restore FILE`: the database and the stored files become exactly those of the
 * backup. The caller (cli/dispatch.ts) makes sure no portal runs on the embedded database (it holds
 * the lock throughout); on PostgreSQL, restore refuses while other sessions are connected.
 *
 * All or nothing, as far as the two stores allow:
 * 1. The whole archive is read and checked before anything changes: the manifest, the kind of
 *    database, the dump's size and SHA-256, every entry's name, the number of files, gzip's CRC at
 *    the end. The database is unpacked beside the live one (`DATA_DIR/.restore-*`): PGlite is
 *    started from its dump there and its rows counted against the manifest; a PostgreSQL dump must
 *    end as pg_dump ends a finished one. Local files are unpacked there too.
 * 2. S3 (no second place to swap in): the backup's files are uploaded into the bucket (keys never
 *    change content, so a file already there is overwritten by the same bytes). If anything fails
 *    from here until the database is replaced, the objects this restore added are removed again.
 * 3. The database is replaced: PGlite by renaming the checked data directory into place, PostgreSQL
 *    in one psql transaction that also checks the row counts before it commits.
 * 4. Local files: the unpacked folder is renamed into place (a failure here puts the PGlite
 *    directory back). S3: objects that are not in the backup are deleted.
 * The folders that were replaced are removed at the end.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { isSafeStorageKey, type Storage } from '../storage/storage';
import { BackupError, NOTHING_CHANGED } from './errors';
import { describeTables, formatMoment } from './format';
import {
  DATABASE_NAMES,
  DATABASE_PATHS,
  FILES_PREFIX,
  MANIFEST_PATH,
  MAX_MANIFEST_BYTES,
  MIGRATIONS_TABLE,
  differingTables,
  parseManifest,
  type Manifest,
} from './manifest';
import { loadPgliteDump } from './pglite';
import { guardRestore, isCompleteDump, restorePostgres, type RestoreGuard } from './postgres';
import { readTar, TarFormatError } from './tar';

export type RestoreTarget = { kind: 'pglite' } | { kind: 'postgres'; databaseUrl: string };

export interface RestoreOptions {
  /** Absolute path of the archive. */
  file: string;
  dataDir: string;
  database: RestoreTarget;
  storage: Storage;
  progress(line: string): void;
}

interface Visitor {
  /** Throws (a BackupError) when this portal cannot take the backup. */
  manifest(manifest: Manifest): void | Promise<void>;
  database(body: AsyncIterable<Buffer>): Promise<void>;
  file(key: string, body: AsyncIterable<Buffer>): Promise<void>;
}

/** A refusal before anything changed. */
const refuse = (reason: string) => new BackupError(`${reason} ${NOTHING_CHANGED}`);

/** Reads the archive from start to end, checking its structure, and hands each part to `visitor`. */
async function scanArchive(file: string, visitor: Visitor): Promise<{ manifest: Manifest; keys: Set<string> }> {
  const name = path.basename(file);
  const notOurs = (why: string) => refuse(`Fails ${name} nav portāla rezerves kopija (${why}).`);
  const damaged = (why: string) => refuse(`Rezerves kopija ${name} ir bojāta vai nepilnīga: ${why}.`);

  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);

  let manifest: Manifest | undefined;
  const keys = new Set<string>();
  let sawDatabase = false;
  try {
    for await (const entry of readTar(gunzip as AsyncIterable<Buffer>)) {
      if (!manifest) {
        if (entry.path !== MANIFEST_PATH || entry.type !== 'File' || entry.size > MAX_MANIFEST_BYTES)
          throw notOurs('arhīva sākumā nav tās manifesta');
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body()) chunks.push(chunk);
        const check = parseManifest(Buffer.concat(chunks).toString('utf8'));
        if (!check.ok)
          throw check.newerVersion
            ? refuse(
                `Rezerves kopija ${name} ir jaunākā formātā (${check.newerVersion}), nekā šī portāla versija prot atjaunot; atjaunini portālu.`,
              )
            : notOurs('tās manifests nav saprotams');
        manifest = check.manifest;
        await visitor.manifest(manifest);
        continue;
      }
      if (entry.type !== 'File') throw damaged(`negaidīts ieraksts ${entry.path}`);
      if (!sawDatabase) {
        const expected = DATABASE_PATHS[manifest.database.kind];
        if (entry.path !== expected) throw damaged(`datu bāzes kopijas ${expected} vietā ir ${entry.path}`);
        if (entry.size !== manifest.database.bytes) throw damaged('datu bāzes kopijas izmērs neatbilst manifestam');
        const hash = createHash('sha256');
        const body = entry.body();
        async function* hashed() {
          for await (const chunk of body) {
            hash.update(chunk);
            yield chunk;
          }
        }
        const tap = hashed();
        await visitor.database(tap);
        for await (const chunk of tap) void chunk; // whatever the visitor did not read
        if (hash.digest('hex') !== manifest.database.sha256)
          throw damaged('datu bāzes kopijas kontrolsumma (SHA-256) neatbilst manifestam');
        sawDatabase = true;
        continue;
      }
      const key = entry.path.startsWith(FILES_PREFIX) ? entry.path.slice(FILES_PREFIX.length) : '';
      if (!isSafeStorageKey(key)) throw damaged(`negaidīts ieraksts ${entry.path}`);
      if (keys.has(key)) throw damaged(`fails ${key} ir arhīvā divreiz`);
      keys.add(key);
      await visitor.file(key, entry.body());
    }
  } catch (error) {
    input.destroy();
    gunzip.destroy();
    if (error instanceof BackupError) throw error;
    const code = (error as { code?: string }).code;
    const early = !manifest;
    if (error instanceof TarFormatError)
      throw early && !error.truncated
        ? notOurs('tas nav tar arhīvs')
        : damaged(error.truncated ? 'arhīvs beidzas pusē' : 'arhīva struktūra ir bojāta');
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      // zlib says "incorrect header check" when the file does not start as gzip does.
      throw early && /header check/.test((error as Error).message)
        ? notOurs('tas nav gzip saspiests tar arhīvs')
        : damaged(code === 'Z_BUF_ERROR' ? 'arhīvs beidzas pusē' : 'saspiestie dati ir bojāti');
    throw error;
  }
  if (!manifest) throw notOurs('tas ir tukšs');
  if (!sawDatabase) throw damaged('tajā nav datu bāzes kopijas');
  if (keys.size !== manifest.files.count)
    throw damaged(`tajā ir ${keys.size} faili, manifestā ${manifest.files.count}`);
  return { manifest, keys };
}

/** Migrations this portal knows: a backup made by a newer portal may have more. */
async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function checkFits(manifest: Manifest, target: RestoreTarget, file: string): Promise<void> {
  const from = manifest.database.kind;
  if (from !== target.kind) {
    throw refuse(
      from === 'pglite'
        ? `Rezerves kopija ${file} ir no iebūvētās datu bāzes (PGlite), bet šis portāls izmanto PostgreSQL (DATABASE_URL). To var atjaunot tikai portālā bez DATABASE_URL; pārnešana no iebūvētās datu bāzes uz PostgreSQL netiek atbalstīta.`
        : `Rezerves kopija ${file} ir no PostgreSQL datu bāzes, bet šim portālam DATABASE_URL nav iestatīts (tas izmanto iebūvēto datu bāzi). Iestati DATABASE_URL uz PostgreSQL datu bāzi, kurā to atjaunot; pārnešana uz iebūvēto datu bāzi netiek atbalstīta.`,
    );
  }
  const migrations = manifest.database.tables[MIGRATIONS_TABLE] ?? 0;
  const known = await knownMigrations();
  if (migrations > known)
    throw refuse(
      `Rezerves kopija ${file} ir no jaunākas portāla versijas (datu bāzes migrācijas: ${migrations}, šī versija zina ${known}); atjaunini portālu un mēģini vēlreiz.`,
    );
}

async function writeUnder(root: string, key: string, body: AsyncIterable<Buffer>): Promise<void> {
  const target = path.join(root, ...key.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(body, createWriteStream(target, { flags: 'wx' }));
}

async function exists(place: string): Promise<boolean> {
  return stat(place).then(
    () => true,
    () => false,
  );
}

/** Renames `staged` to `live`, keeping what was there at `aside`; returns how to undo it. */
async function swapIn(live: string, staged: string, aside: string): Promise<() => Promise<void>> {
  const hadLive = await exists(live);
  if (hadLive) await rename(live, aside);
  try {
    await rename(staged, live);
  } catch (error) {
    if (hadLive) await rename(aside, live);
    throw error;
  }
  return async () => {
    await rename(live, staged);
    if (hadLive) await rename(aside, live);
  };
}

async function refuseIfConnected(guard: RestoreGuard): Promise<void> {
  const sessions = await guard.otherSessions();
  if (sessions.length > 0)
    throw refuse(
      `Datu bāzei ir pievienoti citi savienojumi (${sessions.join(', ')}). Aizver tos un palaid atjaunošanu vēlreiz: atjaunošana aizstāj visas tabulas.`,
    );
}

export async function restoreBackup(options: RestoreOptions): Promise<string[]> {
  const { file, database } = options;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw refuse(`Rezerves kopijas fails ${file} nav atrasts.`);
  let guard: RestoreGuard | null = null;
  if (database.kind === 'postgres') {
    guard = await guardRestore(database.databaseUrl);
    if (!guard)
      throw refuse(
        'Uz šīs datu bāzes darbojas portāls. Aptur visus tā procesus (arī citos serveros) un palaid atjaunošanu vēlreiz: datus nevar aizstāt zem strādājoša portāla.',
      );
  }
  try {
    return await restoreGuarded(options, guard);
  } finally {
    await guard?.release();
  }
}

async function restoreGuarded(options: RestoreOptions, guard: RestoreGuard | null): Promise<string[]> {
  const { file, dataDir, database, storage, progress } = options;
  if (guard) await refuseIfConnected(guard);

  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(path.join(dataDir, '.restore-'));
  const dumpFile = path.join(work, 'database');
  const stagedFiles = storage.kind === 'local' ? path.join(work, 'files') : undefined;
  const added: string[] = [];
  let replaced = false;
  try {
    progress(`Pārbaudu rezerves kopiju ${file}…`);
    if (stagedFiles) await mkdir(stagedFiles);
    const { manifest, keys } = await scanArchive(file, {
      manifest: (found) => checkFits(found, database, path.basename(file)),
      database: (body) => pipeline(body, createWriteStream(dumpFile, { flags: 'wx', mode: 0o600 })),
      file: (key, body) => (stagedFiles ? writeUnder(stagedFiles, key, body) : drain(body)),
    });
    const label = `rezerves kopija ${path.basename(file)}`;

    const stagedDatabase = path.join(work, 'pglite');
    if (database.kind === 'pglite') {
      progress('Pārbaudu datu bāzes kopiju…');
      let found: Record<string, number>;
      try {
        found = await loadPgliteDump(dumpFile, stagedDatabase);
      } catch (error) {
        throw refuse(`Datu bāzi no ${label} neizdevās atvērt: ${(error as Error).message}.`);
      }
      const differing = differingTables(manifest.database.tables, found);
      if (differing.length)
        throw refuse(`Datu bāzē no ${label} rindu skaits neatbilst manifestam: ${differing.join(', ')}.`);
    } else if (!(await isCompleteDump(dumpFile))) {
      throw refuse(`Datu bāzes kopija ${label} nav pabeigta (pg_dump to nepabeidza).`);
    }

    if (storage.kind === 's3') {
      progress(`Augšupielādēju failus (${keys.size}) krātuvē…`);
      const before = new Set<string>();
      for await (const key of storage.list()) before.add(key);
      await scanArchive(file, {
        manifest: () => {},
        database: drain,
        file: async (key, body) => {
          await storage.put(key, Readable.from(body));
          if (!before.has(key)) added.push(key);
        },
      });
    }

    progress('Aizstāju datu bāzi…');
    const undo: Array<() => Promise<void>> = [];
    if (database.kind === 'pglite') {
      undo.push(await swapIn(path.join(dataDir, 'pglite'), stagedDatabase, path.join(work, 'pglite.before')));
    } else {
      await refuseIfConnected(guard!);
      await restorePostgres(database.databaseUrl, dumpFile, manifest, work);
    }
    replaced = true;
    if (stagedFiles) {
      try {
        await swapIn(path.join(dataDir, 'files'), stagedFiles, path.join(work, 'files.before'));
      } catch (error) {
        for (const step of undo.reverse()) await step();
        if (database.kind === 'pglite') replaced = false;
        throw error;
      }
    }

    let leftover = 0;
    if (storage.kind === 's3') {
      progress('Dzēšu failus, kuru rezerves kopijā nav…');
      const extra: string[] = [];
      for await (const key of storage.list()) if (!keys.has(key)) extra.push(key);
      for (const key of extra) {
        try {
          await storage.delete(key);
        } catch {
          leftover++;
        }
      }
    }

    return [
      `Atjaunots no ${file} (izveidota ${formatMoment(new Date(manifest.createdAt))}).`,
      `  Datu bāze: ${DATABASE_NAMES[database.kind]}, ${describeTables(manifest.database.tables)}.`,
      `  Faili: ${keys.size}.`,
      ...(leftover ? [`  ${leftover} lieko failu neizdevās izdzēst no krātuves; tie netraucē.`] : []),
      'Palaid portālu: npm start',
    ];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (replaced)
      throw new BackupError(
        `Datu bāze ir atjaunota, bet failus neizdevās ielikt vietā: ${message}. Palaid atjaunošanu vēlreiz.`,
      );
    // Nothing the portal uses was touched; take back the objects this restore added to the bucket.
    for (const key of added) await storage.delete(key).catch(() => {});
    if (error instanceof BackupError && message.endsWith(NOTHING_CHANGED)) throw error;
    throw new BackupError(
      `${error instanceof BackupError ? message : `Atjaunošana neizdevās: ${message}.`} ${NOTHING_CHANGED}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function drain(body: AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of body) void chunk;
}
