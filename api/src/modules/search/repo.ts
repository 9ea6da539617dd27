/**
 * Material search: every word of the query, lower-cased and without diacritics, found inside the
 * title (a title hit) or else inside the description. The texts are compared as stored in
 * materials.search_title and search_description (f_unaccent(lower(...)), generated columns of
 * schema.ts; f_unaccent is the IMMUTABLE wrapper of migration 0000), through their trigram indexes.
 *
 * Title hits come first, then description hits, each newest first (the description hits only when
 * the title hits leave room). No plan ranks every hit of a common word: see `hits` below and
 * bench/materials.ts (100,000 materials). A material an administrator hid is never a hit (issue 19).
 */
import { and, isNull, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { materials } from '../../db/schema';

export interface SearchRow {
  id: number;
  title: string;
  description: string | null;
  type: 'file' | 'link';
  mimeType: string | null;
}

/** The query as the stored texts spell it: lower case, no diacritics ('Svārstību' → 'svarstibu'). */
export async function normalise(db: Database, text: string): Promise<string> {
  // A select without a table: drizzle's builder needs one, so any one-row source will do.
  const [row] = await db.select({ normal: sql<string>`f_unaccent(lower(${text}))` }).from(sql`(select 1) as one`);
  return row?.normal ?? text.toLowerCase();
}

/** `%word%` with LIKE's own characters taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The newest materials that a query's hits are first looked for among. */
const RECENT_WINDOW = 2_000;

const newestFirst = (table: { createdAt: SQLWrapper; id: SQLWrapper }) => [
  // NULLS LAST as materials_created_at_idx is built, so the index hands the rows over in order.
  sql`${table.createdAt} desc nulls last`,
  sql`${table.id} desc nulls last`,
];

export async function searchMaterials(db: Database, words: string[], limit: number): Promise<SearchRow[]> {
  const patterns = words.map(containsPattern);
  const all = (text: SQLWrapper) => and(...patterns.map((p) => sql`${text} like ${p}`))!;
  type Texts = { searchTitle: SQLWrapper; searchDescription: SQLWrapper };
  const inTitle = (t: Texts) => all(t.searchTitle);
  const inDescriptionOnly = (t: Texts) => and(all(t.searchDescription), not(inTitle(t)))!;
  const columns = {
    id: materials.id,
    title: materials.title,
    description: materials.description,
    type: materials.type,
    mimeType: materials.mimeType,
  };

  /**
   * The newest `count` hits. First among the newest RECENT_WINDOW materials, read off the index
   * and checked one by one: a common word's hits are all found there, whatever the planner
   * estimates (for several words it multiplies their shares, far too low for words that go
   * together, and would fetch every hit through the trigram index to sort them). Only when the
   * window has too few, through the trigram index, where the hits are then few.
   */
  const hits = async (match: (t: Texts) => SQL, count: number): Promise<SearchRow[]> => {
    const recent = db
      .select({
        ...columns,
        createdAt: materials.createdAt,
        searchTitle: materials.searchTitle,
        searchDescription: materials.searchDescription,
      })
      .from(materials)
      // Never a hidden material (issue 19): the predicate of the partial materials_created_at_idx.
      .where(isNull(materials.hiddenAt))
      .orderBy(...newestFirst(materials))
      .limit(RECENT_WINDOW)
      .as('recent');
    const found = await db
      .select({
        id: recent.id,
        title: recent.title,
        description: recent.description,
        type: recent.type,
        mimeType: recent.mimeType,
      })
      .from(recent)
      .where(match(recent))
      .orderBy(...newestFirst(recent))
      .limit(count);
    if (found.length >= count) return found;
    return db
      .select(columns)
      .from(materials)
      .where(and(match(materials), isNull(materials.hiddenAt)))
      .orderBy(...newestFirst(materials))
      .limit(count);
  };

  const titleHits = await hits(inTitle, limit);
  if (titleHits.length >= limit) return titleHits;
  return [...titleHits, ...(await hits(inDescriptionOnly, limit - titleHits.length))];
}
