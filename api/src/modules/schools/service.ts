/** The schools a teacher belongs to, as other modules ask about them (registration, profile edit). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { schools } from '../../db/schema';

/** The title of school `id`, or null when there is no such school. */
export async function schoolTitle(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ title: schools.title }).from(schools).where(eq(schools.id, id)).limit(1);
  return row?.title ?? null;
}
