/**
 * The endpoint table: every call moved onto it so far, grouped by module. The API registers each
 * handler against its entry (api/src/http/endpoint.ts) and its tests walk this table against the
 * server's routes (api/test/endpoint-table.test.ts).
 */
import { categoryEndpoints } from '@portal/contracts/endpoints/categories';
import { commentEndpoints } from '@portal/contracts/endpoints/comments';
import type { Endpoint } from '@portal/contracts/endpoints/endpoint';
import { materialEndpoints } from '@portal/contracts/endpoints/materials';
import { messageEndpoints } from '@portal/contracts/endpoints/messages';
import { profileEndpoints } from '@portal/contracts/endpoints/profiles';
import { reportEndpoints } from '@portal/contracts/endpoints/reports';
import { searchEndpoints } from '@portal/contracts/endpoints/search';
import { userEndpoints } from '@portal/contracts/endpoints/user';

export const ENDPOINTS = {
  categories: categoryEndpoints,
  materials: materialEndpoints,
  comments: commentEndpoints,
  user: userEndpoints,
  profiles: profileEndpoints,
  messages: messageEndpoints,
  search: searchEndpoints,
  reports: reportEndpoints,
} as const;

/** Every entry, with the module it belongs to and its name there. */
export function allEndpoints(): Array<{ module: string; name: string; entry: Endpoint }> {
  return Object.entries(ENDPOINTS).flatMap(([module, group]) =>
    Object.entries(group).map(([name, entry]) => ({ module, name, entry: entry as Endpoint })),
  );
}
