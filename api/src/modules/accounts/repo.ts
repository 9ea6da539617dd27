/** The account queries: users by address, schools, administrators, accounts awaiting approval. */
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { normaliseEmail } from '../../auth/email';
import type { Database } from '../../db/client';
import { schools, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function schoolTitle(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ title: schools.title }).from(schools).where(eq(schools.id, id)).limit(1);
  return row?.title ?? null;
}

/** Who hears about registration requests: administrators whose own address is confirmed. */
export async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNotNull(users.emailVerifiedAt)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}

export type AccountStatus = 'pending' | 'all';

/** Accounts for the administrators' list, oldest request first; `pending` = not approved yet. */
export async function accountPage(db: Database, status: AccountStatus, limit: number, offset: number) {
  const where = status === 'pending' ? isNull(users.approvedAt) : undefined;
  const rows = await db
    .select({ user: users, schoolTitle: schools.title })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}
