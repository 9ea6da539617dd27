/** The audit log as 'Žurnāls' reads it: newest first, filtered, paged. The log is never changed here. */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuditListQuery } from '@portal/contracts/schemas/admin/audit';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { containsPattern } from '../../shared/textSearch';

export type AuditRow = typeof auditLog.$inferSelect;

function conditionsOf(query: AuditListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.item_type) conditions.push(eq(auditLog.itemType, query.item_type));
  if (query.actor_id !== null) conditions.push(eq(auditLog.actorId, query.actor_id));
  const needle = query.q.trim();
  if (needle) {
    const pattern = containsPattern(needle);
    // Who (name and address as logged), what, which item, and any value before or after.
    conditions.push(
      or(
        sql`f_unaccent(lower(${auditLog.actorLabel})) like ${pattern}`,
        sql`lower(${auditLog.action}) like ${pattern}`,
        sql`lower(coalesce(${auditLog.itemId}, '')) like ${pattern}`,
        sql`f_unaccent(lower(coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, ''))) like ${pattern}`,
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function auditPage(
  db: Database,
  query: AuditListQuery,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditionsOf(query);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The actions and item types the log holds, for the filters' choices. */
export async function auditFacets(db: Database): Promise<{ actions: string[]; itemTypes: string[] }> {
  const actions = await db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  const itemTypes = await db.selectDistinct({ v: auditLog.itemType }).from(auditLog).orderBy(asc(auditLog.itemType));
  return { actions: actions.map((row) => row.v), itemTypes: itemTypes.map((row) => row.v) };
}
