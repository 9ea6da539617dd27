/** The category tree of the material form's selects, per material type (GET /api/cats?type=). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCats } from '@portal/contracts/api/categories';
import type { MaterialType } from '@portal/contracts/constants';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';

export const catsKeys = {
  all: ['cats'] as const,
  type: (type: MaterialType) => [...catsKeys.all, type] as const,
};

/** The same for everyone and changed only by editors: fetched once per page load. */
export const catsQuery = (type: MaterialType) =>
  queryOptions({
    queryKey: catsKeys.type(type),
    queryFn: () => listCats(type),
    staleTime: Infinity,
    meta: KEEP_ON_SESSION_CHANGE,
  });

export function useCats(type: MaterialType) {
  return useQuery(catsQuery(type));
}
