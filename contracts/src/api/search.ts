/** The header search (spec §7, §9). */
import { SEARCH } from '@portal/contracts/constants';
import type { List, SearchHit } from '@portal/contracts/schemas/entities';
import { api, query } from '@portal/contracts/api/client';

export interface SearchOptions {
  /** Aborts the request: a query typed further makes the answer to the older one useless. */
  signal?: AbortSignal;
}

export async function search(
  q: string,
  limit: number = SEARCH.limit,
  { signal }: SearchOptions = {},
): Promise<SearchHit[]> {
  return (await api.get('/api/search', { searchParams: query({ q, limit }), signal }).json<List<SearchHit>>()).data;
}
