/**
 * Material search: every word of the query, lower-cased and without diacritics, found inside the
 * title (a title hit) or else inside the description, through the trigram indexes on
 * f_unaccent(lower(...)) of schema.ts (f_unaccent is the IMMUTABLE wrapper of migration 0000).
 * Title hits rank above description hits, then by trigram similarity of the title, then newest.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { materials } from '../../db/schema';

export interface SearchRow {
  id: number;
  title: string;
  description: string | null;
  type: 'file' | 'link';
  mimeType: string | null;
}

/** The query as the indexes spell their text: lower case, no diacritics ('Svārstību' → 'svarstibu'). */
export async function normalise(db: Database, text: string): Promise<string> {
  // A select without a table: drizzle's builder needs one, so any one-row source will do.
  const [row] = await db.select({ normal: sql<string>`f_unaccent(lower(${text}))` }).from(sql`(select 1) as one`);
  return row?.normal ?? text.toLowerCase();
}

/** `%word%` with LIKE's own characters taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const titleText = sql`f_unaccent(lower(${materials.title}))`;
const descriptionText = sql`f_unaccent(lower(coalesce(${materials.description}, '')))`;

export async function searchMaterials(
  db: Database,
  words: string[],
  normalQuery: string,
  limit: number,
): Promise<SearchRow[]> {
  const patterns = words.map(containsPattern);
  const all = (text: SQL) => and(...patterns.map((p) => sql`${text} like ${p}`))!;
  const inTitle = all(titleText);
  return db
    .select({
      id: materials.id,
      title: materials.title,
      description: materials.description,
      type: materials.type,
      mimeType: materials.mimeType,
    })
    .from(materials)
    .where(sql`(${inTitle}) or (${all(descriptionText)})`)
    .orderBy(
      desc(sql`(${inTitle})`),
      desc(sql`similarity(${titleText}, ${normalQuery})`),
      desc(materials.createdAt),
      desc(materials.id),
    )
    .limit(limit);
}
