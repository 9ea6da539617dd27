/**
 * The page's first data calls answered in its HTML by the portal's server (see
 * api/src/web/initialData.ts): put into the query cache before the first render, so the home page
 * renders with its data as soon as its code arrives, without a round trip to the API after it.
 * A page without the block (another route, a shell served by anything else) fetches as before.
 */
import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_DATA_ELEMENT_ID, type InitialQuery } from '@portal/contracts/initialData';

function queriesOf(body: unknown): InitialQuery[] {
  const list = (body as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (q): q is InitialQuery =>
      typeof q === 'object' && q !== null && Array.isArray((q as InitialQuery).key) && 'data' in q,
  );
}

/** Seeds `client` from the block in `doc`, once (the block is removed); returns how many queries. */
export function seedInitialData(client: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return 0;
  // Read once: a later render (a client-side navigation back home) fetches as usual.
  element.remove();
  let queries: InitialQuery[];
  try {
    queries = queriesOf(JSON.parse(element.textContent));
  } catch {
    return 0;
  }
  for (const { key, data } of queries) client.setQueryData(key, data);
  return queries.length;
}
