/**
 * The address of one call of the endpoint table: its route's path with the parameters filled in,
 * and its query as the search string. The browser's client (api/client.ts `call`) requests exactly
 * this, and the server asks its own routes at the same address when it answers a page's first calls
 * in the HTML (api/src/web/initialData.ts), so both reach the same answer (and the same read-cache
 * entry). No DOM and no ky here: the API imports it too. Kept under endpoints/routes/ so the
 * browser build bundles it into the client module rather than sharing it as a chunk of its own
 * (build/rspack.mjs).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** Query values for a search string: undefined, null, '' and [] are left out; lists are comma-joined. */
export function query(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text !== undefined && text !== null && text !== '') search.set(key, String(text));
  }
  return search;
}

/** `/api/materials/:id` with `{ id: 5 }` is `/api/materials/5`. */
export function pathOf(route: Route, params: Readonly<Record<string, string | number>> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${route.method} ${route.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

export interface UrlInput {
  params?: Readonly<Record<string, string | number>>;
  query?: unknown;
}

/** `pathOf` plus `?` and the query when it has any value: `/api/materials?sort=likes&per_page=5`. */
export function urlOf(route: Route, input: UrlInput = {}): string {
  const path = pathOf(route, input.params);
  const search = input.query === undefined ? '' : query(input.query as QueryParams).toString();
  return search === '' ? path : `${path}?${search}`;
}
