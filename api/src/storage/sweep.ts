/**
 * The start-up sweep (run by main.ts before the portal serves): what a process killed in the middle
 * of a write can leave behind.
 *
 * How an upload is written (materials/service.ts, accounts/registration.ts, user/profile.ts): the
 * bytes are streamed to `${DATA_DIR}/tmp/uploads/<random>.upload` (materials) or held in memory
 * (avatars); the file is put into storage under a new random key; only then is the `files` row
 * committed, in one transaction with the row that uses it (the material, the user). A replaced or
 * deleted file is removed from storage after its row change has committed. So a `files` row never
 * names a file that was not stored yet, and a crash can leave only:
 *  - temporary uploads under tmp/uploads (killed while receiving or checking the file);
 *  - a stored file without a row (killed between storing it and the commit, or between the commit
 *    of a replacement or deletion and removing the old file);
 *  - on local disk, a `<key>.<random>.part` beside where a file was being written (local.ts).
 * This sweep removes them: every `.upload` in tmp/uploads, and every object under the upload
 * folders (materials/, avatars/) that no `files` row names.
 *
 * Other processes: with PostgreSQL several portal processes may share the database and the files
 * (WORKERS=N on one DATA_DIR, or several machines on one S3 bucket), and another process's upload
 * in flight looks exactly like debris: its temporary file, or its stored file whose row is not
 * committed yet. So unless this process is alone (db/presence.ts: the embedded database's lock, or
 * no other process holding PostgreSQL's presence lock), only what is older than SAFE_AGE_MS goes.
 * The age is the time since the file was last written: its modification time, which a rename
 * keeps, so a stored material file is as old as the end of its upload. A temporary upload is
 * written to as long as its request sends bytes, and a stored file waits for its row only for the
 * rest of its request: checking the file, moving it (a rename on the same disk) and one
 * transaction. A day is far beyond either, and costs nothing but the disk space of a crash's debris
 * until a later start: a process that is alone (the usual single-process portal, and every restart
 * after `kill -9` of a single process) removes everything at once. A bucket's objects are listed
 * without their age (Storage.list()), so with company none of them is removed; S3's LastModified
 * would be the start of a multipart upload, minutes before a 250 MB file's row on a slow link, so
 * the same day would hold there if the listing ever gives it.
 * Files outside the upload folders (demo/ of the seed, whatever an operator put there) are never
 * touched, and a bucket must not be shared with another portal's database (its files would have
 * no row here).
 */
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { like, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { sweepStaleUploads } from '../modules/shared/uploads';
import { isSafeStorageKey, type Storage } from './storage';

/** How old debris must be before a process that is not alone removes it (see above). */
export const SAFE_AGE_MS = 24 * 60 * 60 * 1000;

/** The storage folders uploads are written to; every object in them has a `files` row when complete. */
export const UPLOAD_FOLDERS = ['materials', 'avatars'] as const;

export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

export interface SweepReport {
  /** Temporary uploads removed. */
  tempUploads: number;
  /** Stored objects without a row that were removed. */
  orphans: string[];
  /** Stored objects without a row left for a later start: younger than SAFE_AGE_MS, or of unknown age. */
  youngOrphans: number;
}

export interface SweepOptions {
  db: Database;
  storage: Storage;
  dataDir: string;
  /** No other portal process can be writing (db/presence.ts): everything found is debris. */
  alone: boolean;
  now?: number;
}

/** One stored object: its key, and when it was last written (ms since the epoch; null if unknown). */
export interface StoredEntry {
  key: string;
  modifiedAt(): Promise<number | null>;
}

const unknownAge = async () => null;

/**
 * The objects stored under `folder`. Local disk is walked here rather than with `Storage.list()`,
 * which leaves out the `.part` files being written (this sweep removes those left by a crash) and
 * does not say how old a file is; a bucket is listed with `Storage.list()`, its objects' age unknown
 * (so a process with company leaves them, and the next process that starts alone removes them).
 */
export async function listStored(storage: Storage, dataDir: string, folder: string): Promise<StoredEntry[]> {
  if (storage.kind !== 'local') {
    const entries: StoredEntry[] = [];
    for await (const key of storage.list(folder)) entries.push({ key, modifiedAt: unknownAge });
    return entries;
  }
  const root = path.join(dataDir, 'files');
  const entries: StoredEntry[] = [];
  const walk = async (dir: string): Promise<void> => {
    let items: Dirent[];
    try {
      items = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // a folder nothing was ever uploaded to
    }
    for (const item of items) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) await walk(full);
      else if (item.isFile()) {
        const key = path.relative(root, full).split(path.sep).join('/');
        if (!isSafeStorageKey(key)) continue; // not a name the portal writes: not ours to remove
        entries.push({
          key,
          modifiedAt: () =>
            stat(full).then(
              (info) => info.mtimeMs,
              () => null,
            ),
        });
      }
    }
  };
  await walk(path.join(root, folder));
  return entries;
}

/** The storage keys under the upload folders that `files` rows name. */
async function referencedKeys(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(or(...UPLOAD_FOLDERS.map((folder) => like(files.storageKey, `${folder}/%`))));
  return new Set(rows.map((row) => row.key));
}

export async function sweepStorage(options: SweepOptions): Promise<SweepReport> {
  const { db, storage, dataDir, alone } = options;
  const now = options.now ?? Date.now();
  const oldEnough = (writtenAt: number | null) => alone || (writtenAt !== null && now - writtenAt > SAFE_AGE_MS);

  const tempUploads = await sweepStaleUploads(
    uploadTempDir(dataDir),
    alone ? Number.NEGATIVE_INFINITY : SAFE_AGE_MS,
    now,
  );

  const report: SweepReport = { tempUploads, orphans: [], youngOrphans: 0 };
  // Listed before the rows are read: an object stored after the listing is not looked at, and one
  // whose row commits before the rows are read is seen with its row. (Only a process with company
  // can meet a write in between at all, and it leaves young objects alone.)
  const listed: StoredEntry[] = [];
  for (const folder of UPLOAD_FOLDERS) listed.push(...(await listStored(storage, dataDir, folder)));
  if (listed.length === 0) return report;
  const referenced = await referencedKeys(db);
  for (const entry of listed) {
    if (referenced.has(entry.key)) continue;
    if (!oldEnough(alone ? null : await entry.modifiedAt())) {
      report.youngOrphans++;
      continue;
    }
    await storage.delete(entry.key);
    report.orphans.push(entry.key);
  }
  return report;
}
