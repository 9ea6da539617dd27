/**
 * `npm run portal -- backup FILE`: the database and every stored file in one archive (the layout is
 * in manifest.ts). Where the database's dump is taken is the caller's part (cli/dispatch.ts: in
 * this process, or by the running portal over the admin socket); the rest happens here.
 *
 * The dump comes first, then the files are listed and copied: the copy holds every file the
 * dumped rows name, unless one was deleted in the seconds between (a file uploaded meanwhile
 * comes along unnamed, and the portal's start-up sweep removes such files). Stored files never
 * change under their key, so a file that is gone or changed when its turn comes means a deletion
 * raced the backup: it starts again, up to three times.
 *
 * The archive is written to a temporary name beside FILE and renamed onto it when complete and
 * flushed to disk: FILE is never half a backup.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants as zlib, createGzip } from 'node:zlib';
import type { Storage } from '../storage/storage';
import { BackupError } from './errors';
import { describeTables, formatBytes } from './format';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_NAMES,
  DATABASE_PATHS,
  FILES_PREFIX,
  MANIFEST_PATH,
  type DatabaseKind,
  type Manifest,
} from './manifest';
import { END_OF_ARCHIVE, entryHeader, entryPadding } from './tar';

export interface BackupOptions {
  /** Absolute path of the archive to write (replaced if it exists). */
  target: string;
  kind: DatabaseKind;
  /** Writes the database's dump to `file` (which does not exist yet); resolves to rows per table. */
  dumpDatabase(file: string): Promise<Record<string, number>>;
  /** A folder the dump may be written in (the portal must be able to write there). */
  workParent: string;
  storage: Storage;
  progress(line: string): void;
}

const ATTEMPTS = 3;
/** Files are mostly PDFs, pictures and office documents, compressed already: gzip's fastest level. */
const GZIP_LEVEL = zlib.Z_BEST_SPEED;

/** A stored file went away (or changed) while the backup was copying it. */
class FileRaced extends Error {
  constructor(readonly key: string) {
    super(`stored file ${key} changed during the backup`);
  }
}

export async function createBackup(options: BackupOptions): Promise<string[]> {
  const directory = path.dirname(options.target);
  const info = await stat(directory).catch(() => null);
  if (!info?.isDirectory()) throw new BackupError(`Mape ${directory} nav atrasta; rezerves kopiju nav kur saglabāt.`);
  if ((await stat(options.target).catch(() => null))?.isDirectory())
    throw new BackupError(`${options.target} ir mape; norādi rezerves kopijas faila nosaukumu (piemēram, portals.tar.gz).`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptBackup(options);
    } catch (error) {
      if (!(error instanceof FileRaced)) throw error;
      if (attempt === ATTEMPTS)
        throw new BackupError(
          `Fails ${error.key} tika mainīts vai izdzēsts dublēšanas laikā (${ATTEMPTS} reizes pēc kārtas); rezerves kopija netika izveidota. Mēģini vēlreiz mierīgākā brīdī.`,
        );
      options.progress(`Fails ${error.key} tika izdzēsts dublēšanas laikā; sāku no jauna…`);
    }
  }
}

async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

async function attemptBackup(options: BackupOptions): Promise<string[]> {
  const { storage, progress, target, kind } = options;
  const work = await mkdtemp(path.join(options.workParent, '.backup-'));
  const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
  try {
    progress(`Kopēju datu bāzi: ${DATABASE_NAMES[kind]}…`);
    const dumpFile = path.join(work, path.basename(DATABASE_PATHS[kind]));
    const tables = await options.dumpDatabase(dumpFile);
    const dump = await fileDigest(dumpFile);

    progress('Uzskaitu saglabātos failus…');
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);

    const createdAt = new Date();
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: createdAt.toISOString(),
      database: { kind, bytes: dump.bytes, sha256: dump.sha256, tables },
      files: { count: keys.length, storage: storage.kind },
    };
    progress(`Rakstu arhīvu: datu bāze ${formatBytes(dump.bytes)}, faili ${keys.length}…`);
    let fileBytes = 0;

    async function* archive(): AsyncGenerator<Buffer> {
      const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
      yield entryHeader(MANIFEST_PATH, manifestBytes.length, createdAt);
      yield manifestBytes;
      yield entryPadding(manifestBytes.length);

      yield entryHeader(DATABASE_PATHS[kind], dump.bytes, createdAt);
      let dumped = 0;
      for await (const chunk of createReadStream(dumpFile) as AsyncIterable<Buffer>) {
        dumped += chunk.length;
        yield chunk;
      }
      if (dumped !== dump.bytes) throw new Error('the database dump changed while it was archived');
      yield entryPadding(dump.bytes);

      let done = 0;
      let reported = Date.now();
      for (const key of keys) {
        const stored = await storage.get(key);
        if (!stored) throw new FileRaced(key);
        yield entryHeader(FILES_PREFIX + key, stored.size, createdAt);
        let copied = 0;
        for await (const chunk of stored.stream as AsyncIterable<Buffer>) {
          copied += chunk.length;
          if (copied > stored.size) throw new FileRaced(key);
          yield chunk;
        }
        if (copied !== stored.size) throw new FileRaced(key);
        yield entryPadding(stored.size);
        fileBytes += stored.size;
        done++;
        if (Date.now() - reported > 10_000) {
          reported = Date.now();
          progress(`  faili: ${done} no ${keys.length} (${formatBytes(fileBytes)})`);
        }
      }
      yield END_OF_ARCHIVE;
    }

    await pipeline(
      archive(),
      createGzip({ level: GZIP_LEVEL }),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await flushToDisk(partial);
    await rename(partial, target);
    await flushToDisk(path.dirname(target)).catch(() => {}); // the rename itself; not every system allows it
    const { size } = await stat(target);
    return [
      `Rezerves kopija izveidota: ${target} (${formatBytes(size)}).`,
      `  Datu bāze: ${DATABASE_NAMES[kind]}, ${describeTables(tables)}.`,
      `  Faili: ${keys.length} (${formatBytes(fileBytes)}).`,
      `Atjaunot: npm run portal -- restore ${target}`,
    ];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EACCES')
      throw new BackupError(`Nav atļaujas rakstīt ${target}: ${(error as Error).message}`);
    throw error;
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
