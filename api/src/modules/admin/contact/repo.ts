/** SQL of the stored contact-form messages ('Saziņa'). */
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContactMessageStatus } from '@portal/contracts/schemas/admin/contact';
import type { Database } from '../../../db/client';
import { contactMessages, users } from '../../../db/schema';
import { containsText } from '../../shared/textSearch';

export interface ContactMessageRow {
  message: typeof contactMessages.$inferSelect;
  answeredByName: string | null;
}

/** The sender's name, address or topic contains `q` (letter case and diacritics ignored). */
function matches(q: string): SQL {
  return containsText(
    sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.topic}`,
    q,
  );
}

const inStatus = (status: ContactMessageStatus) =>
  status === 'new' ? isNull(contactMessages.answeredAt) : isNotNull(contactMessages.answeredAt);

const select = (db: Database) =>
  db
    .select({
      message: contactMessages,
      answeredByName: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.answeredBy));

export async function contactMessagePage(
  db: Database,
  { status, q }: { status: ContactMessageStatus; q: string },
  limit: number,
  offset: number,
): Promise<{ rows: ContactMessageRow[]; total: number; counts: Record<ContactMessageStatus, number> }> {
  const search = q ? matches(q) : undefined;
  const rows = await select(db)
    .where(and(inStatus(status), search))
    .orderBy(
      ...(status === 'new'
        ? [desc(contactMessages.createdAt), desc(contactMessages.id)]
        : [desc(contactMessages.answeredAt), desc(contactMessages.id)]),
    )
    .limit(limit)
    .offset(offset);
  const [tally] = await db
    .select({
      fresh: sql<number>`count(*) filter (where ${contactMessages.answeredAt} is null)`.mapWith(Number),
      answered: sql<number>`count(*) filter (where ${contactMessages.answeredAt} is not null)`.mapWith(Number),
    })
    .from(contactMessages)
    .where(search);
  const counts = { new: tally?.fresh ?? 0, answered: tally?.answered ?? 0 };
  return { rows, total: counts[status], counts };
}

export async function contactMessageById(db: Database, id: number): Promise<ContactMessageRow | null> {
  const [row] = await select(db).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}
