/** The header search (spec §7, §9). */
import { SEARCH } from '@portal/contracts/constants';
import type { List, SearchHit } from '@portal/contracts/schemas/entities';
import { api, query } from '@portal/contracts/api/client';

export async function search(q: string, limit: number = SEARCH.limit): Promise<SearchHit[]> {
  return (await api.get('/api/search', { searchParams: query({ q, limit }) }).json<List<SearchHit>>()).data;
}
