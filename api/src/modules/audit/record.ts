/**
 * The audit log (db/schema.ts `auditLog`): one row for every administrator action, in the portal
 * or on the command line. Write it in the same transaction as the change it records, so a change
 * exists exactly when its row does. Rows are only ever inserted (the table's trigger refuses the rest).
 */
import { auditLog } from '../../db/schema';
import type { Database } from '../../db/client';

/** Who acted: a signed-in administrator, or the operator's command line (no account). */
export type AuditActor = { id: number; label: string } | 'cli';

/** How the command line is named in the log. */
export const CLI_ACTOR_LABEL = 'komandrinda';

export interface AuditEntry {
  actor: AuditActor;
  /** `<item type>.<verb>`, e.g. 'user.approve', 'article.update', 'material.hide' */
  action: string;
  itemType: string;
  itemId?: string | number | null;
  /** The item's changed fields as they were, and as they are now (null when created or deleted). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor === 'cli' ? null : entry.actor.id,
    actorLabel: entry.actor === 'cli' ? CLI_ACTOR_LABEL : entry.actor.label,
    action: entry.action,
    itemType: entry.itemType,
    itemId: entry.itemId === undefined || entry.itemId === null ? null : String(entry.itemId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Only the fields that differ between two versions of an item, for `before` and `after`. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

/** The signed-in administrator as the log names them. */
export function auditActor(user: { id: number; firstName: string; lastName: string; email: string }): AuditActor {
  return { id: user.id, label: `${user.firstName} ${user.lastName} <${user.email}>`.trim() };
}
