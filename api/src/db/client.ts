/**
 * Opens the database: the embedded PGlite under `${dataDir}/pglite` when no DATABASE_URL is set,
 * otherwise PostgreSQL through a node-postgres pool. Both speak the same dialect and share one
 * schema and one set of migrations, so the rest of the API only sees `Database`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import type { Config } from '../config/index';
import { isConnectionLost } from './errors';
import * as schema from './schema';

export type Schema = typeof schema;

/** What every module works with; both drivers satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface HandleBase {
  close(): Promise<void>;
}
export interface PgliteHandle extends HandleBase {
  kind: 'pglite';
  db: PgliteDatabase<Schema>;
  client: PGlite;
}
export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  db: NodePgDatabase<Schema>;
  client: pg.Pool;
}
export type DatabaseHandle = PgliteHandle | PostgresHandle;

export interface OpenDatabaseOptions {
  /** PGlite only: keep everything in memory (tests); nothing is written under dataDir. */
  memory?: boolean;
  /** Called with the SQL text of every query (tests count queries with it). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** node-postgres pool size (default 10). */
  poolMax?: number;
  /** Where a pool's lost idle connection is reported: the portal's logger; unset, stderr (command line, bench). */
  log?: { error(details: object, message: string): void };
  /** PGlite only: start from this `dumpDataDir()` instead of an empty cluster (tests' migrated copy). */
  loadDataDir?: Blob;
}

/** How long a query waits for a connection (a new one, or a free one of the pool). */
export const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Pauses before asking a read again after its connection was ended. A restart ends every connection
 * at once; the pool drops each idle one when its end arrives, so an immediate second try could take
 * another connection that is already gone, while after a moment only live ones are left.
 */
const READ_RETRY_PAUSES_MS = [25, 100, 250];

/** A plain SELECT (or a union of them), which may run twice without changing anything (not one that locks rows). */
function isPlainRead(args: unknown[]): boolean {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null | undefined)?.text;
  return (
    typeof text === 'string' &&
    /^[\s(]*select\b/i.test(text) &&
    !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(text)
  );
}

/**
 * When PostgreSQL restarts, it ends every connection; the pool hears of it from each idle
 * connection a moment later, and a query that took one in that moment, or was running, fails with
 * the connection. A read (everything outside a transaction that starts with SELECT, which is what
 * drizzle sends for selects) is then asked again on another connection, so no page fails because
 * of a restart. A write is not repeated: whether it was done before the connection ended cannot be
 * known, so it fails (503, http/errors.ts) and the person sends it again. Queries inside a
 * transaction run on a connection of their own (pool.connect), not through here.
 */
function askReadsAgain(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const withRetry = async (...args: unknown[]): Promise<unknown> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await query(...args);
      } catch (error) {
        const pause = READ_RETRY_PAUSES_MS[attempt];
        if (pause === undefined || !isConnectionLost(error) || !isPlainRead(args)) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
  // Only the promise form: a call with a callback is passed on untouched.
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) =>
    typeof args.at(-1) === 'function' ? query(...args) : withRetry(...args);
}

/**
 * PGlite's memory, sized for a school's small server (docs/decisions.md "The API runs compiled
 * JavaScript, and PGlite is sized"). PostgreSQL's default shared_buffers (128 MB) lives inside
 * PGlite's WebAssembly heap, so in this process, and is touched as pages are read: most of an idle
 * portal's resident memory. The embedded database's files stay in the operating system's page cache,
 * so a smaller buffer costs a copy per page read, not a disk read. PGLITE_SHARED_BUFFERS overrides
 * (src/config/index.ts).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'pgliteSharedBuffers'>>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery ? { logQuery: options.onQuery } : undefined;

  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: options.poolMax ?? 10,
      // A server that does not answer at all (a machine gone, a network cut) fails the request
      // (503) after this long instead of holding it, and every request queued behind it, forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client losing its connection (the server restarting) must not crash the process: the
    // pool drops it and makes a new one for the next query.
    pool.on('error', (err) =>
      options.log
        ? options.log.error({ err }, 'PostgreSQL pool error')
        : process.stderr.write(`PostgreSQL pool error: ${err.message}\n`),
    );
    askReadsAgain(pool);
    const db = drizzlePg({ client: pool, schema, logger });
    return { kind: 'postgres', db, client: pool, close: () => pool.end() };
  }

  let dataDir: string | undefined;
  if (!options.memory) {
    dataDir = path.join(config.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir ?? 'memory://', {
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${config.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ],
  });
  const db = drizzlePglite({ client, schema, logger });
  return {
    kind: 'pglite',
    db,
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
