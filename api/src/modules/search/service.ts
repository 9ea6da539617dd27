/** The header search (spec §2.2, §3, §9): hits with their category path and basic type. */
import { basicType, SEARCH } from '@portal/contracts/constants';
import type { SearchHit } from '@portal/contracts/schemas/entities';
import type { Database } from '../../db/client';
import { categoryPaths } from '../materials/service';
import { normalise, searchMaterials } from './repo';

/** More words than this say nothing more; each one is another condition. */
const MAX_WORDS = 8;

/** Spec §9: cut at 200 characters plus an ellipsis (characters as people count them). */
export function shortDescription(text: string | null): string | null {
  if (text === null) return null;
  const characters = [...text];
  if (characters.length <= SEARCH.descriptionMax) return text;
  return `${characters.slice(0, SEARCH.descriptionMax).join('').trimEnd()}…`;
}

export async function search(db: Database, query: string, limit: number): Promise<SearchHit[]> {
  const normal = (await normalise(db, query)).trim();
  const words = [...new Set(normal.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  if (!words.length) return [];
  const rows = await searchMaterials(db, words, limit);
  const paths = await categoryPaths(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    source_type: 'materials',
    title: row.title,
    description: shortDescription(row.description),
    path: paths.get(row.id) ?? [],
    basicType: basicType(row.type, row.mimeType),
  }));
}
