/** The header search (spec §7, §9), over the endpoint table's entry (endpoints/search.ts). */
import { SEARCH } from '@portal/contracts/constants';
import { searchRoutes } from '@portal/contracts/endpoints/routes/search';
import type { SearchEndpoints } from '@portal/contracts/endpoints/search';
import type { SearchHit } from '@portal/contracts/schemas/entities';
import { clientFor } from '@portal/contracts/api/client';

const calls = clientFor<SearchEndpoints>(searchRoutes);

export interface SearchOptions {
  /** Aborts the request: a query typed further makes the answer to the older one useless. */
  signal?: AbortSignal;
}

export async function search(
  q: string,
  limit: number = SEARCH.limit,
  { signal }: SearchOptions = {},
): Promise<SearchHit[]> {
  return (await calls.search({ query: { q, limit } }, { signal })).data;
}
