/** The accounts as the administrators list them, and the row locks their actions take. */
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserStatus } from '@portal/contracts/schemas/admin/users';
import type { Database } from '../../../db/client';
import { files, schools, users } from '../../../db/schema';
import { containsPattern } from '../../shared/textSearch';

export type UserRow = typeof users.$inferSelect;

export interface ListedUser {
  user: UserRow;
  schoolTitle: string | null;
}

/** An administrator who can act: signs in (address confirmed, approved) and is not disabled. */
export const activeAdmin = and(
  eq(users.isAdmin, true),
  isNotNull(users.emailVerifiedAt),
  isNotNull(users.approvedAt),
  isNull(users.disabledAt),
)!;

/**
 * The tabs of 'Lietotāji': `pending` awaits approval (and is not disabled), `active` is approved and
 * not disabled (administrators included), `disabled` is disabled, `admin` is every administrator
 * not disabled; `all` is everyone.
 */
const STATUS_WHERE: Record<AdminUserStatus, SQL | undefined> = {
  pending: and(isNull(users.approvedAt), isNull(users.disabledAt)),
  active: and(isNotNull(users.approvedAt), isNull(users.disabledAt)),
  disabled: isNotNull(users.disabledAt),
  admin: and(eq(users.isAdmin, true), isNull(users.disabledAt)),
  all: undefined,
};

/**
 * Requests in the order they came (the oldest waits longest); people by name; disabled accounts
 * the most recently disabled first.
 */
const STATUS_ORDER: Record<AdminUserStatus, SQL[]> = {
  pending: [asc(users.createdAt), asc(users.id)],
  active: [asc(users.lastName), asc(users.firstName), asc(users.id)],
  disabled: [desc(users.disabledAt), desc(users.id)],
  admin: [asc(users.lastName), asc(users.firstName), asc(users.id)],
  all: [asc(users.createdAt), asc(users.id)],
};

/** A page of one tab, optionally only those whose name or address contains `q` (case and diacritics ignored). */
export async function adminUserPage(
  db: Database,
  { status, q, limit, offset }: { status: AdminUserStatus; q: string; limit: number; offset: number },
): Promise<{ rows: ListedUser[]; total: number }> {
  const conditions: SQL[] = [];
  const statusWhere = STATUS_WHERE[status];
  if (statusWhere) conditions.push(statusWhere);
  const needle = q.trim();
  if (needle) {
    const pattern = containsPattern(needle);
    conditions.push(
      or(
        sql`f_unaccent(lower(${users.firstName} || ' ' || ${users.lastName})) like ${pattern}`,
        sql`f_unaccent(lower(${users.lastName} || ' ' || ${users.firstName})) like ${pattern}`,
        sql`f_unaccent(${users.email}) like ${pattern}`,
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({ user: users, schoolTitle: schools.title })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(where)
    .orderBy(...STATUS_ORDER[status])
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findListedUser(db: Database, id: number): Promise<ListedUser | null> {
  const [row] = await db
    .select({ user: users, schoolTitle: schools.title })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The ids of the administrators who can act, as they are now. */
export async function activeAdminIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(activeAdmin).orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/**
 * Locks the rows of the administrators who can act (in id order, so two actions lock them in the
 * same order and cannot deadlock) and returns their ids. An action that could leave the portal
 * without one takes this lock before it looks at its account: a second such action waits, and
 * then sees the first one's change (PostgreSQL checks a locked row's conditions again once it may
 * have it), so two administrators removing each other at once cannot both succeed.
 */
export async function lockActiveAdmins(tx: Database): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(activeAdmin).orderBy(asc(users.id)).for('update');
  return rows.map((row) => row.id);
}

/** The account, its row locked until the transaction ends; null when there is none. */
export async function lockUser(tx: Database, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/** The account's avatar's stored key, for removing the file once the account is gone. */
export async function avatarKey(tx: Database, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  const [row] = await tx.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId)).limit(1);
  return row?.key ?? null;
}

export async function deleteFileRow(tx: Database, fileId: number): Promise<void> {
  await tx.delete(files).where(eq(files.id, fileId));
}

export async function deleteUser(tx: Database, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

export async function updateUser(
  tx: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}
