/**
 * A fresh, migrated database for one test file: in-memory PGlite (project `api`) or a new
 * PostgreSQL database on TEST_DATABASE_URL's server (project `api-postgres`), dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** SQL text of every query since the last `queries.length = 0`. */
  queries: string[];
  close(): Promise<void>;
}

export function usesPostgres(): boolean {
  return process.env.API_TEST_DATABASE === 'postgres';
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const queries: string[] = [];
  const onQuery = (query: string) => {
    queries.push(query);
  };

  if (!usesPostgres()) {
    const handle = await openDatabase({ dataDir: '/nonexistent', databaseUrl: undefined }, { memory: true, onQuery });
    await migrate(handle);
    queries.length = 0;
    return { handle, queries, close: () => handle.close() };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase(
    { dataDir: '/nonexistent', databaseUrl: withDatabase(serverUrl, name) },
    { onQuery, poolMax: 4 },
  );
  await migrate(handle);
  queries.length = 0;
  return {
    handle,
    queries,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
