/** The planner's statistics on the embedded database (src/db/analyze.ts): PGlite has no autovacuum. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeEmbedded } from '../src/db/analyze';
import { openTestDatabase, usesPostgres, type TestDatabase } from './helpers/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  // Autovacuum off for this table, so on PostgreSQL nothing but the code under test could analyze it.
  await database.handle.db.execute(sql`create table analyze_probe (n integer) with (autovacuum_enabled = false)`);
  await database.handle.db.execute(sql`insert into analyze_probe select generate_series(1, 500)`);
});
afterAll(() => database?.close());

const statisticsRows = async () =>
  Number(
    (
      await database.handle.db.execute<{ count: string }>(
        sql`select count(*)::text as count from pg_stats where tablename = 'analyze_probe'`,
      )
    ).rows[0]!.count,
  );

describe('analyzeEmbedded', () => {
  it(
    usesPostgres()
      ? 'leaves PostgreSQL to its autovacuum'
      : 'gives the planner statistics of the embedded tables, which it has none of before',
    async () => {
      expect(await statisticsRows()).toBe(0);
      await analyzeEmbedded(database.handle);
      expect(await statisticsRows()).toBe(usesPostgres() ? 0 : 1);
    },
  );
});
