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
}

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const logger: Logger | undefined = options.onQuery ? { logQuery: options.onQuery } : undefined;

  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: options.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
    const db = drizzlePg({ client: pool, schema, logger });
    return { kind: 'postgres', db, client: pool, close: () => pool.end() };
  }

  let dataDir: string | undefined;
  if (!options.memory) {
    dataDir = path.join(config.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
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
