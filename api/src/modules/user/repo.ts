/** The signed-in user's own record. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, schools, users } from '../../db/schema';

export async function findOwnProfile(db: Database, userId: number) {
  const rows = await db
    .select({ user: users, schoolTitle: schools.title, avatarKey: files.storageKey })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
