/**
 * PostgreSQL's backup with its own client tools, which must be on PATH (Debian/Ubuntu:
 * `apt install postgresql-client`; pg_dump refuses a server newer than itself):
 *
 * - backup: one REPEATABLE READ transaction exports its snapshot and counts the rows of every
 *   table; `pg_dump --snapshot` dumps exactly that snapshot as plain SQL, so the counts in the
 *   manifest are the rows in the dump, while the portal keeps running and writing.
 * - restore: `psql --single-transaction` runs, as one transaction, the removal of the portal's
 *   schemas (public, drizzle), the dump, and a check that every table has the manifest's number of
 *   rows; any error rolls all of it back and the database is as it was. Objects are created owned by
 *   DATABASE_URL's user (the dump carries no owners or privileges).
 *
 * While a restore runs it holds the portal processes' presence lock (db/presence.ts) exclusively:
 * it refuses when a portal runs, and a portal started meanwhile waits for the restore to end.
 *
 * The password travels to the tools in PGPASSWORD, not on their command line.
 */
import { spawn } from 'node:child_process';
import { open, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { PRESENCE_LOCK_ID } from '../db/presence';
import { BackupError } from './errors';
import { countTables, quotedTable, type Manifest } from './manifest';

/** Last line pg_dump writes into a plain dump that it finished. */
const DUMP_COMPLETE = '-- PostgreSQL database dump complete';

interface ToolConnection {
  /** --dbname: the connection URL without its password. */
  dbname: string;
  env: NodeJS.ProcessEnv;
}

/** DATABASE_URL as libpq's tools take it; node-postgres's own `ssl=true` becomes sslmode=require. */
export function toolConnection(databaseUrl: string): ToolConnection {
  const url = new URL(databaseUrl);
  // The sessions' name in pg_stat_activity.
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'portal-backup' };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  const ssl = url.searchParams.get('ssl');
  if (ssl !== null) {
    url.searchParams.delete('ssl');
    if ((ssl === 'true' || ssl === '1') && !url.searchParams.has('sslmode')) url.searchParams.set('sslmode', 'require');
  }
  return { dbname: url.toString(), env };
}

/** Runs one of PostgreSQL's client programs; rejects with the reason in Latvian. */
function runTool(program: 'pg_dump' | 'psql', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `Nav atrasta programma ${program} (PostgreSQL klienta rīki). Uzstādi tos (Debian/Ubuntu: apt install postgresql-client) ar versiju, kas nav vecāka par datu bāzes servera versiju, un pārliecinies, ka ${program} ir atrodams PATH.`,
            )
          : new BackupError(`Neizdevās palaist ${program}: ${error.message}`),
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const said = stderr
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('NOTICE:'))
        .slice(-6)
        .join('\n');
      const versions = /server version mismatch/.test(stderr)
        ? `\n${program} versija ir vecāka par datu bāzes servera versiju: uzstādi tās pašas vai jaunākas versijas PostgreSQL klienta rīkus.`
        : '';
      reject(new BackupError(`${program} neizdevās (izejas kods ${code}):\n${said}${versions}`));
    });
  });
}

/**
 * Dumps the database to `file` (plain SQL) and counts the rows of every table in the same
 * snapshot.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const tables = await countTables((text) => client.query(text));
    const { dbname, env } = toolConnection(databaseUrl);
    await runTool(
      'pg_dump',
      ['--format=plain', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('COMMIT');
    return tables;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether a plain dump ends the way pg_dump ends one it finished. */
export async function isCompleteDump(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 4096);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    return tail.toString('utf8').includes(DUMP_COMPLETE);
  } finally {
    await handle.close();
  }
}

export interface RestoreGuard {
  /** Sessions on the database other than this guard's own. */
  otherSessions(): Promise<string[]>;
  release(): Promise<void>;
}

/**
 * Keeps portal processes off the database while a restore runs: every running portal holds the
 * presence lock shared (db/presence.ts), so taking it exclusively fails while one runs, and a
 * portal that starts meanwhile waits for it before it sweeps or serves. Null when a portal runs.
 */
export async function guardRestore(databaseUrl: string): Promise<RestoreGuard | null> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'portal-restore' });
  await client.connect();
  const { rows } = await client.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1) AS free', [PRESENCE_LOCK_ID]);
  if (!rows[0]?.free) {
    await client.end().catch(() => {});
    return null;
  }
  return {
    // Also sessions that are not portals (a psql, a report): the restore replaces every table under
    // them. A session that has just been closed may linger for a moment, hence the few looks.
    async otherSessions() {
      let found: string[] = [];
      for (let look = 0; look < 10; look++) {
        const result = await client.query<{ who: string }>(
          `SELECT coalesce(nullif(application_name, ''), host(client_addr), 'local') || ' (pid ' || pid || ')' AS who
             FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        found = result.rows.map((row) => row.who);
        if (found.length === 0) return [];
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return found;
    },
    // Ending the session lets go of the lock.
    release: () => client.end().catch(() => {}),
  };
}

/**
 * Replaces the portal's schemas with the dump in `file`, checking the manifest's row counts before
 * the commit; all or nothing. `workDir` takes the two small SQL files around the dump.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  manifest: Manifest,
  workDir: string,
): Promise<void> {
  const before = `${workDir}/before.sql`;
  const after = `${workDir}/after.sql`;
  await writeFile(
    before,
    [
      'SET client_min_messages = warning;',
      'DROP SCHEMA IF EXISTS drizzle CASCADE;',
      'DROP SCHEMA IF EXISTS public CASCADE;',
      'CREATE SCHEMA public;',
      // As a new database has it (PostgreSQL 15+; older servers have no pg_database_owner).
      `DO $$ BEGIN
         IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pg_database_owner') THEN
           ALTER SCHEMA public OWNER TO pg_database_owner;
         END IF;
       END $$;`,
      'GRANT USAGE ON SCHEMA public TO PUBLIC;',
      "COMMENT ON SCHEMA public IS 'standard public schema';",
      '',
    ].join('\n'),
  );
  // The dump empties search_path for its session; every name below is written out in full.
  const checks = Object.entries(manifest.database.tables).map(
    ([name, rows]) =>
      `  IF (SELECT count(*) FROM ${quotedTable(name)}) <> ${rows} THEN RAISE EXCEPTION 'portal-restore: % rows differ', '${name}'; END IF;`,
  );
  const expected = Object.keys(manifest.database.tables)
    .map((name) => `'${name}'`)
    .join(', ');
  await writeFile(
    after,
    [
      'DO $$ BEGIN',
      ...checks,
      `  IF EXISTS (SELECT 1 FROM information_schema.tables WHERE table_type = 'BASE TABLE'`,
      `      AND table_schema IN ('public', 'drizzle')`,
      `      AND table_schema || '.' || table_name NOT IN (${expected || "''"})) THEN`,
      `    RAISE EXCEPTION 'portal-restore: a table the manifest does not count';`,
      '  END IF;',
      'END $$;',
      '',
    ].join('\n'),
  );
  const { dbname, env } = toolConnection(databaseUrl);
  try {
    await runTool(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        '--output=/dev/null',
        `--file=${before}`,
        `--file=${file}`,
        `--file=${after}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
  } catch (error) {
    if (error instanceof BackupError && error.message.includes('portal-restore:'))
      throw new BackupError(
        `Atjaunotajā datu bāzē rindu skaits neatbilst rezerves kopijas manifestam (${/portal-restore: (.*)/.exec(error.message)?.[1] ?? ''}).`,
      );
    throw error;
  }
}
