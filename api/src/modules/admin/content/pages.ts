/**
 * Static pages (/lapa/<slug>) as the administrators keep them. A page's address is its slug:
 * a–z, digits and single hyphens, unique (a clash is a 422 on `slug`). The rules and about pages
 * (PROTECTED_PAGE_SLUGS) are linked from the portal itself, so their text changes but their address
 * stays and they cannot be deleted. Bodies are saved through the sanitiser; one audit row per change.
 */
import { asc, count, eq, or } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  isProtectedPage,
  type AdminPageListQuery,
  type PageForm,
} from '@portal/contracts/schemas/admin/content';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { pages } from '../../../db/schema';
import { fieldError, notFound } from '../../../http/errors';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record';
import { sanitizeContent } from '../../content/sanitize';
import { containsText } from '../../shared/textSearch';

export type PageRecord = typeof pages.$inferSelect;

/** A slug as the path names it: only what could be one is looked up (anything else names nothing). */
const SLUG_IN_PATH = /^[a-z0-9-]{1,100}$/;

export async function findPageRecord(db: Database, slug: string, lock = false): Promise<PageRecord | null> {
  const key = slug.toLowerCase();
  if (!SLUG_IN_PATH.test(key)) return null;
  const query = db.select().from(pages).where(eq(pages.slug, key)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function pagePage(db: Database, query: AdminPageListQuery, limit: number, offset: number) {
  const where = query.q ? or(containsText(pages.title, query.q), containsText(pages.slug, query.q)) : undefined;
  const rows = await db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
    .from(pages)
    .where(where)
    .orderBy(asc(pages.title), asc(pages.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db.select({ total: count() }).from(pages).where(where);
  return { rows, total: totals?.total ?? 0 };
}

const auditView = (page: Pick<PageRecord, 'slug' | 'title' | 'content'>) => ({
  slug: page.slug,
  title: page.title,
  content: page.content,
});

/** A slug another page has is a 422 on `slug`, also when two saves race for it. */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('slug', CONTENT_MESSAGES.slugTaken);
    throw error;
  }
}

async function refuseTakenSlug(db: Database, slug: string, except: number | null): Promise<void> {
  const [other] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1);
  if (other && other.id !== except) throw fieldError('slug', CONTENT_MESSAGES.slugTaken);
}

export async function createPage(db: Database, actor: AuditActor, form: PageForm): Promise<PageRecord> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      await refuseTakenSlug(tx, form.slug, null);
      const [row] = await tx
        .insert(pages)
        .values({ slug: form.slug, title: form.title, content: sanitizeContent(form.content) })
        .returning();
      const created = row!;
      await recordAudit(tx, {
        actor,
        action: 'page.create',
        itemType: 'page',
        itemId: created.id,
        after: auditView(created),
      });
      return created;
    }),
  );
}

export async function updatePage(db: Database, actor: AuditActor, slug: string, form: PageForm): Promise<PageRecord> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const current = await findPageRecord(tx, slug, true);
      if (!current) throw notFound();
      if (form.slug !== current.slug) {
        if (isProtectedPage(current.slug)) throw fieldError('slug', CONTENT_MESSAGES.protectedSlug);
        await refuseTakenSlug(tx, form.slug, current.id);
      }
      const next = { slug: form.slug, title: form.title, content: sanitizeContent(form.content) };
      const [row] = await tx
        .update(pages)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(pages.id, current.id))
        .returning();
      const { before, after } = changedFields(auditView(current), next);
      await recordAudit(tx, { actor, action: 'page.update', itemType: 'page', itemId: current.id, before, after });
      return row!;
    }),
  );
}

export async function deletePage(db: Database, actor: AuditActor, slug: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findPageRecord(tx, slug, true);
    if (!current) throw notFound();
    if (isProtectedPage(current.slug)) throw fieldError('slug', CONTENT_MESSAGES.protectedDelete);
    await tx.delete(pages).where(eq(pages.id, current.id));
    await recordAudit(tx, {
      actor,
      action: 'page.delete',
      itemType: 'page',
      itemId: current.id,
      before: auditView(current),
    });
  });
}
