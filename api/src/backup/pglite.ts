/**
 * The embedded database's backup with PGlite's own tools: `dumpDataDir()` on the open instance and
 * `loadDataDir` to start one from such a dump. (`@electric-sql/pglite-tools`, PGlite's pg_dump,
 * pins one exact PGlite version as its peer and cannot be installed beside ours.)
 *
 * The dump is taken inside a PGlite transaction: PGlite runs one statement at a time on its single
 * connection, and its transaction lock keeps every other query and transaction of the process out
 * until the dump is in memory. So the copy of the data directory is of a database at rest between
 * two transactions: a CHECKPOINT has just written every page, nothing is half done, and the rows
 * counted in that same moment are exactly the rows in the copy. While the running portal does
 * this its requests wait, about a second for a small portal's ~40 MB directory.
 *
 * PGlite hands the dump over as one in-memory Blob, and takes one back the same way: the database
 * (not the stored files) passes through memory once, on backup and on restore.
 */
import { createWriteStream, openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { countTables } from './manifest';

/**
 * Writes a consistent copy of the database's data directory to `file` (a tar, which must not exist
 * yet) and says how many rows each table had in it.
 */
export async function snapshotPglite(client: PGlite, file: string): Promise<Record<string, number>> {
  let dump: Blob | undefined;
  let tables: Record<string, number> = {};
  await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    tables = await countTables((text) => tx.query(text));
    // End the transaction but keep its lock: the copy then holds no open transaction either.
    await tx.rollback();
    dump = await client.dumpDataDir('none');
  });
  const stream = Readable.fromWeb(dump!.stream() as WebReadableStream<Uint8Array>);
  await pipeline(stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return tables;
}

/**
 * Starts a database in the empty folder `dataDir` from the dump in `file`, counts its rows and
 * closes it again: the folder is then a complete PGlite data directory, recovered and checked.
 */
export async function loadPgliteDump(file: string, dataDir: string): Promise<Record<string, number>> {
  const dump = await openAsBlob(file, { type: 'application/x-tar' });
  const client = await PGlite.create(dataDir, { loadDataDir: dump, extensions: { pg_trgm, unaccent } });
  try {
    return await countTables((text) => client.query(text));
  } finally {
    await client.close();
  }
}
