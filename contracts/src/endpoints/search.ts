/** The header search (spec §7, §9): for signed-in users (spec §6). */
import { SearchHit, list } from '@portal/contracts/schemas/entities';
import { SearchQuery } from '@portal/contracts/schemas/forms';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { searchRoutes } from '@portal/contracts/endpoints/routes/search';

export const searchEndpoints = endpoints(searchRoutes, {
  search: {
    tags: ['search'],
    summary: 'Search materials (sign-in required)',
    description:
      'At least 3 characters; case and Latvian diacritics do not matter (`skolens` finds `skolēns`). Title hits come before description hits. Descriptions are cut at 200 characters plus an ellipsis.',
    signIn: 'required',
    query: SearchQuery,
    responses: { 200: list(SearchHit) },
  },
});

export type SearchEndpoints = typeof searchEndpoints;
