/**
 * Other teachers as signed-in users see them (spec §7 GET /api/users…): only verified and approved
 * accounts, and never anything that ties a pseudonym to its person.
 */
import { and, asc, count, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, materials, schools, users } from '../../db/schema';
import { containsPattern } from '../shared/textSearch';

export const USERS_PER_PAGE = 20;

const listed = and(isNotNull(users.emailVerifiedAt), isNotNull(users.approvedAt));

const publicColumns = { user: users, schoolTitle: schools.title, avatarKey: files.storageKey };

export type PublicUserRow = { user: typeof users.$inferSelect; schoolTitle: string | null; avatarKey: string | null };

export async function findPublicUser(db: Database, id: number): Promise<PublicUserRow | null> {
  const rows = await db
    .select(publicColumns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(and(eq(users.id, id), listed))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Teachers other than the caller whose first name, last name or "first last" contains `s` (case
 * and diacritics ignored; the pseudonym is never searched), by last and first name.
 */
export async function publicUserPage(
  db: Database,
  callerId: number,
  { page, s }: { page: number; s?: string | null },
): Promise<{ rows: PublicUserRow[]; total: number }> {
  const conditions: SQL[] = [listed!, ne(users.id, callerId)];
  const needle = s?.trim();
  if (needle) {
    const pattern = containsPattern(needle);
    conditions.push(
      or(
        sql`f_unaccent(lower(${users.firstName} || ' ' || ${users.lastName})) like ${pattern}`,
        sql`f_unaccent(lower(${users.lastName} || ' ' || ${users.firstName})) like ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(publicColumns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(USERS_PER_PAGE)
    .offset((page - 1) * USERS_PER_PAGE);
  return { rows, total: totalRow?.n ?? 0 };
}

export interface UserTotals {
  likes: number;
  views: number;
  downloads: number;
}

/**
 * Likes, views and downloads of a teacher's materials, summed from the counts kept on the
 * materials rows. Others see only the materials signed with a name and not hidden by an
 * administrator (issue 19); the owner sees all of their own.
 */
export async function userTotals(db: Database, ownerId: number, ownTotals: boolean): Promise<UserTotals> {
  const [row] = await db
    .select({
      likes: sql<string | number>`coalesce(sum(${materials.likesCount}), 0)`,
      views: sql<string | number>`coalesce(sum(${materials.viewsCount}), 0)`,
      downloads: sql<string | number>`coalesce(sum(${materials.downloadsCount}), 0)`,
    })
    .from(materials)
    .where(
      ownTotals
        ? eq(materials.ownerId, ownerId)
        : and(eq(materials.ownerId, ownerId), eq(materials.signatureType, 'name'), isNull(materials.hiddenAt)),
    );
  return { likes: Number(row?.likes ?? 0), views: Number(row?.views ?? 0), downloads: Number(row?.downloads ?? 0) };
}
