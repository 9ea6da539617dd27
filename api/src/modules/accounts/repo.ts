/** The account queries: users by address, administrators. */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { normaliseEmail } from '../../auth/email';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

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

/** Who hears about registration requests: administrators whose own address is confirmed, not disabled. */
export async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNotNull(users.emailVerifiedAt), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
