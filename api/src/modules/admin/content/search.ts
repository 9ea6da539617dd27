/**
 * The administration's text search: case- and diacritic-insensitive "contains" ('zinas' finds
 * 'Ziņas'), with % and _ meant literally. The lists it filters are a school's own posts and pages,
 * a few hundred rows at most, so no index stands behind it.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** LIKE treats % and _ as wildcards; a search means them literally. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function containsText(column: SQLWrapper, needle: string): SQL {
  return sql`f_unaccent(lower(${column})) like '%' || f_unaccent(lower(${likeEscape(needle)})) || '%'`;
}
