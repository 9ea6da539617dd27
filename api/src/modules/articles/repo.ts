/** Published news posts. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { articles, files } from '../../db/schema';

export type ArticleOrder = 'created_at' | 'title';
export type Direction = 'asc' | 'desc';

export interface ArticleRow {
  id: number;
  title: string;
  description: string | null;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  imageKey: string | null;
}

const columns = {
  id: articles.id,
  title: articles.title,
  description: articles.description,
  content: articles.content,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  imageKey: files.storageKey,
};

export async function listArticles(
  db: Database,
  options: { orderBy: ArticleOrder; direction: Direction; limit: number; offset: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const dir = options.direction === 'asc' ? asc : desc;
  const primary = options.orderBy === 'title' ? dir(articles.title) : dir(articles.createdAt);
  const rows = await db
    .select(columns)
    .from(articles)
    .leftJoin(files, eq(files.id, articles.imageFileId))
    .where(eq(articles.published, true))
    .orderBy(primary, dir(articles.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totals] = await db.select({ total: count() }).from(articles).where(eq(articles.published, true));
  return { rows, total: totals?.total ?? 0 };
}

export async function findArticle(db: Database, id: number): Promise<ArticleRow | null> {
  const rows = await db
    .select(columns)
    .from(articles)
    .leftJoin(files, eq(files.id, articles.imageFileId))
    .where(and(eq(articles.id, id), eq(articles.published, true)))
    .limit(1);
  return rows[0] ?? null;
}
