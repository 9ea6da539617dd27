/**
 * News posts as the administrators keep them: drafts and published posts, written, changed,
 * published, unpublished and deleted. The body is saved through the portal's sanitiser
 * (content/sanitize.ts), the picture re-encoded (pictures.ts); every change writes one audit row in
 * its own transaction. Only published posts ever reach the public calls (articles/repo.ts).
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminArticleListQuery, ArticleChanges, ArticleForm } from '@portal/contracts/schemas/admin/content';
import type { Database } from '../../../db/client';
import { articles, files } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record';
import { sanitizeContent } from '../../content/sanitize';
import type { UploadedFile } from '../../shared/uploads';
import { dropFileIfUnused, writeWithPicture, type PictureDeps } from './files';
import { containsText } from '../../shared/textSearch';

export interface ArticleRecord {
  id: number;
  title: string;
  description: string | null;
  content: string;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
  imageFileId: number | null;
  imageKey: string | null;
}

const columns = {
  id: articles.id,
  title: articles.title,
  description: articles.description,
  content: articles.content,
  published: articles.published,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  imageFileId: articles.imageFileId,
  imageKey: files.storageKey,
};

/** What the audit log keeps of a post. */
function auditView(article: Pick<ArticleRecord, 'title' | 'description' | 'content' | 'published' | 'imageKey'>) {
  return {
    title: article.title,
    description: article.description,
    content: article.content,
    published: article.published,
    image: article.imageKey,
  };
}

export async function findArticleRecord(db: Database, id: number, lock = false): Promise<ArticleRecord | null> {
  const query = db
    .select(columns)
    .from(articles)
    .leftJoin(files, eq(files.id, articles.imageFileId))
    .where(eq(articles.id, id))
    .limit(1);
  const rows = lock ? await query.for('update', { of: articles }) : await query;
  return rows[0] ?? null;
}

export async function articlePage(
  db: Database,
  query: AdminArticleListQuery,
  limit: number,
  offset: number,
): Promise<{ rows: Omit<ArticleRecord, 'content'>[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.state !== 'all') conditions.push(eq(articles.published, query.state === 'published'));
  if (query.q) {
    conditions.push(
      or(containsText(articles.title, query.q), containsText(sql`coalesce(${articles.description}, '')`, query.q))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { content: _body, ...summary } = columns;
  const rows = await db
    .select(summary)
    .from(articles)
    .leftJoin(files, eq(files.id, articles.imageFileId))
    .where(where)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db.select({ total: count() }).from(articles).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function createArticle(
  deps: PictureDeps,
  actor: AuditActor,
  form: ArticleForm,
  upload: UploadedFile | null,
): Promise<number> {
  return writeWithPicture(deps, upload, 'article', async (tx, picture) => {
    const [row] = await tx
      .insert(articles)
      .values({
        title: form.title,
        description: form.description || null,
        content: sanitizeContent(form.content),
        published: form.published,
        imageFileId: picture?.fileId ?? null,
      })
      .returning();
    const created = row!;
    await recordAudit(tx, {
      actor,
      action: 'article.create',
      itemType: 'article',
      itemId: created.id,
      after: auditView({ ...created, imageKey: picture?.key ?? null }),
    });
    return { result: created.id, removedKeys: [] };
  });
}

export async function updateArticle(
  deps: PictureDeps,
  actor: AuditActor,
  id: number,
  changes: ArticleChanges,
  upload: UploadedFile | null,
): Promise<void> {
  // A post that does not exist is a 404 before its picture is stored.
  if (!(await findArticleRecord(deps.db, id))) throw notFound();
  await writeWithPicture(deps, upload, 'article', async (tx, picture) => {
    const current = await findArticleRecord(tx, id, true);
    if (!current) throw notFound();
    const replacing = picture !== null || changes.remove_image === true;
    const imageFileId = picture ? picture.fileId : replacing ? null : current.imageFileId;
    const next = {
      title: changes.title ?? current.title,
      description: changes.description === undefined ? current.description : changes.description || null,
      content: changes.content === undefined ? current.content : sanitizeContent(changes.content),
      published: changes.published ?? current.published,
    };
    await tx
      .update(articles)
      .set({
        ...next,
        imageFileId,
        // Publishing a draft dates it to that moment: the news list and the home page are newest first.
        ...(next.published && !current.published ? { createdAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(articles.id, id));
    const removed = replacing ? await dropFileIfUnused(tx, current.imageFileId) : null;
    const { before, after } = changedFields(
      auditView(current),
      auditView({ ...next, imageKey: picture ? picture.key : replacing ? null : current.imageKey }),
    );
    await recordAudit(tx, { actor, action: 'article.update', itemType: 'article', itemId: id, before, after });
    return { result: undefined, removedKeys: [removed] };
  });
}

export async function deleteArticle(deps: PictureDeps, actor: AuditActor, id: number): Promise<void> {
  await writeWithPicture(deps, null, 'article', async (tx) => {
    const current = await findArticleRecord(tx, id, true);
    if (!current) throw notFound();
    await tx.delete(articles).where(eq(articles.id, id));
    const removed = await dropFileIfUnused(tx, current.imageFileId);
    await recordAudit(tx, {
      actor,
      action: 'article.delete',
      itemType: 'article',
      itemId: id,
      before: auditView(current),
    });
    return { result: undefined, removedKeys: [removed] };
  });
}
