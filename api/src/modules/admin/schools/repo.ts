/** SQL of the administrators' school list. */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { schools } from '../../../db/schema';
import { containsText } from '../../shared/textSearch';

export type SchoolRow = typeof schools.$inferSelect;

/** The expression of the trigram index (migration 0001): case- and diacritic-insensitive "contains". */
const matches = (q: string) => containsText(schools.title, q);

/** Teachers who named the school (written out: drizzle leaves columns unqualified in a subquery). */
const usersCount = () =>
  sql<number>`(select count(*) from "users" where "users"."school_id" = "schools"."id")`.mapWith(Number);

export async function schoolPage(
  db: Database,
  q: string,
  limit: number,
  offset: number,
): Promise<{ rows: Array<SchoolRow & { usersCount: number }>; total: number }> {
  const where = q ? matches(q) : undefined;
  const rows = await db
    .select({ id: schools.id, title: schools.title, createdAt: schools.createdAt, usersCount: usersCount() })
    .from(schools)
    .where(where)
    .orderBy(asc(schools.title), asc(schools.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(schools).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function schoolWithCount(db: Database, id: number) {
  const [row] = await db
    .select({
      id: schools.id,
      title: schools.title,
      createdAt: schools.createdAt,
      usersCount: usersCount(),
    })
    .from(schools)
    .where(eq(schools.id, id))
    .limit(1);
  return row ?? null;
}

/** School titles are one list: adding or renaming waits for the one before it, so a clash is always seen. */
const SCHOOLS_LOCK = 190_013;

export async function lockSchools(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SCHOOLS_LOCK})`);
}

/** Another school with the same title, whatever its letter case and spacing. */
export async function titleTaken(db: Database, title: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      sql`lower(regexp_replace(btrim(${schools.title}), '\\s+', ' ', 'g')) = lower(${title}) ${
        exceptId === null ? sql`` : sql`and ${schools.id} <> ${exceptId}`
      }`,
    )
    .limit(1);
  return row !== undefined;
}
