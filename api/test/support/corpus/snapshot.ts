/**
 * What the corpus must leave as it found it: the row count of every table of the database and the
 * files under the data folder's files/ (stored uploads) and tmp/ (uploads in progress).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';

export interface Snapshot {
  rows: Record<string, number>;
  /** 'files/avatars/anna.png 68' */
  files: string[];
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tableNames(db: Database): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(row?.n);
  }
  return counts;
}

async function listFiles(root: string, folder: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(root, relative)));
    else found.push(`${relative} ${(await stat(path.join(root, relative))).size}`);
  }
  return found.sort();
}

export async function takeSnapshot(db: Database, dataDir: string): Promise<Snapshot> {
  return {
    rows: await rowCounts(db),
    files: [...(await listFiles(dataDir, 'files')), ...(await listFiles(dataDir, 'tmp'))],
  };
}
