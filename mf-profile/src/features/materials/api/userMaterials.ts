import { useQuery } from '@tanstack/react-query';
import type { SortKey } from '@portal/contracts/constants';
import { materialListQuery } from '@portal/shared-ui/queries/materials';

export interface UserMaterialsRequest {
  /** whose materials; for someone else the server lists only the name-signed ones */
  owner: number | null;
  /** narrowed to one category node (its materials, at any depth below) */
  categoryId: number | null;
  sort: SortKey;
  page: number;
}

/**
 * One page of a teacher's materials, through the shared material list query: a like or bookmark
 * toggled elsewhere shows here too, and the previous page stays visible while the next one loads.
 */
export function useUserMaterials({ owner, categoryId, sort, page }: UserMaterialsRequest) {
  return useQuery({
    ...materialListQuery({ owner, categories: categoryId === null ? undefined : [categoryId], sort, page }),
    enabled: owner !== null,
  });
}
