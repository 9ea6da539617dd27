/**
 * The lists' text search: case- and diacritic-insensitive "contains" ('zinas' finds 'Ziņas'), with
 * % and _ meant literally. The text side is `f_unaccent(lower(…))`, the expression the trigram
 * indexes stand on (migration 0001).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** LIKE treats % and _ as wildcards; a search means them literally. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern of "contains `needle`", for `f_unaccent(lower(<text>)) like <pattern>`. */
export function containsPattern(needle: string): SQL {
  return sql`'%' || f_unaccent(lower(${likeEscape(needle)})) || '%'`;
}

/** `text` contains `needle`, letter case and diacritics ignored. */
export function containsText(text: SQLWrapper, needle: string): SQL {
  return sql`f_unaccent(lower(${text})) like ${containsPattern(needle)}`;
}
