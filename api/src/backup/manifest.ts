/**
 * What a backup archive holds, and the manifest that opens it:
 *
 *   manifest.json            this file's Manifest (always the first entry)
 *   database/pglite.tar      the embedded database: PGlite's own dump of its data directory
 *   database/postgres.sql    or PostgreSQL: pg_dump's plain SQL (no owners, no privileges)
 *   files/<key>              every stored file under its storage key
 *
 * all in one gzip-compressed tar (`.tar.gz`; any `tar` unpacks it). The manifest counts what the
 * rest must be: the rows of every table at the moment of the dump, the stored files, the dump's
 * size and SHA-256. A restore checks each of them before it changes anything.
 */
import * as v from 'valibot';

export const BACKUP_FORMAT = 'macibu-materialu-portals-backup';
export const BACKUP_VERSION = 1;

export const MANIFEST_PATH = 'manifest.json';
export const FILES_PREFIX = 'files/';
/** A manifest is a few hundred bytes; a bigger first entry is not one. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_PATHS: Record<DatabaseKind, string> = {
  pglite: 'database/pglite.tar',
  postgres: 'database/postgres.sql',
};

export const DATABASE_NAMES: Record<DatabaseKind, string> = {
  pglite: 'iebūvētā datu bāze (PGlite)',
  postgres: 'PostgreSQL',
};

/** `schema.table`, in the plain lower-case names the migrations use (they go into SQL on restore). */
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}\.[a-z_][a-z0-9_]{0,62}$/;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const ManifestSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  database: v.object({
    kind: v.picklist(['pglite', 'postgres']),
    bytes: count,
    sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    /** Rows per table (`schema.table`), counted in the same snapshot as the dump. */
    tables: v.record(v.pipe(v.string(), v.regex(TABLE_NAME)), count),
  }),
  files: v.object({
    count,
    /** Where they were stored: `local` or `s3` (either restores into either). */
    storage: v.picklist(['local', 's3']),
  }),
});

export type Manifest = v.InferOutput<typeof ManifestSchema>;

/** The drizzle-kit journal's table: how many migrations the backed-up schema had. */
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export type ManifestCheck = { ok: true; manifest: Manifest } | { ok: false; newerVersion?: number };

/** Reads the first entry of an archive; `ok: false` when it is not a manifest this portal knows. */
export function parseManifest(text: string): ManifestCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const result = v.safeParse(ManifestSchema, value);
  if (result.success) return { ok: true, manifest: result.output };
  const { format, version } = (value ?? {}) as { format?: unknown; version?: unknown };
  if (format === BACKUP_FORMAT && typeof version === 'number' && version > BACKUP_VERSION)
    return { ok: false, newerVersion: version };
  return { ok: false };
}

/** "schema"."table" for a name that passed TABLE_NAME. */
export function quotedTable(name: string): string {
  if (!TABLE_NAME.test(name)) throw new Error(`not a table name: ${name}`);
  return name
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');
}

/** The base tables whose rows a backup counts (the portal's schema and drizzle's journal). */
export const TABLES_QUERY = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`;

/** One query counting every table named. */
export function countQuery(names: string[]): string {
  return names
    .map((name) => `select '${name}' as name, count(*)::bigint as rows from ${quotedTable(name)}`)
    .join(' union all ');
}

/** Rows per table, read with `query` (a PGlite transaction or a PostgreSQL client in its snapshot). */
export async function countTables(
  query: (text: string) => Promise<{ rows: unknown[] }>,
): Promise<Record<string, number>> {
  const names = ((await query(TABLES_QUERY)).rows as Array<{ name: string }>)
    .map((row) => row.name)
    .filter((name) => TABLE_NAME.test(name));
  if (names.length === 0) return {};
  const rows = (await query(countQuery(names))).rows as Array<{ name: string; rows: string | number }>;
  const tables: Record<string, number> = {};
  for (const row of rows) tables[row.name] = Number(row.rows);
  return tables;
}

/** The tables whose counts differ, for the message of a restore that found a damaged dump. */
export function differingTables(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names]
    .filter((name) => expected[name] !== found[name])
    .sort()
    .map((name) => `${name} (${expected[name] ?? 'nav'} → ${found[name] ?? 'nav'})`);
}
