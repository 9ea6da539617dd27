/**
 * A fresh, migrated database for one test file: in-memory PGlite (project `api`) or a new
 * PostgreSQL database on TEST_DATABASE_URL's server (project `api-postgres`), dropped at the end.
 * Both are copies of the run's migrated template (support/databaseTemplate.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { onServer, withDatabase } from '../support/databaseTemplate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** SQL text of every query since the last `queries.length = 0`. */
  queries: string[];
  close(): Promise<void>;
}

export function usesPostgres(): boolean {
  return process.env.API_TEST_DATABASE === 'postgres';
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const queries: string[] = [];
  const onQuery = (query: string) => {
    queries.push(query);
  };

  if (!usesPostgres()) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const handle = await openDatabase(
      { dataDir: '/nonexistent', databaseUrl: undefined },
      { memory: true, onQuery, loadDataDir: template },
    );
    return { handle, queries, close: () => handle.close() };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const handle = await openDatabase(
    { dataDir: '/nonexistent', databaseUrl: withDatabase(serverUrl, name) },
    { onQuery, poolMax: 4 },
  );
  return {
    handle,
    queries,
    async close() {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
