import { useQuery } from '@tanstack/react-query';
import type { SortKey } from '@portal/contracts/constants';
import { materialListQuery } from '@portal/shared-ui/queries/materials';

export interface CategoryMaterialsRequest {
  /** the category node whose materials are listed */
  categoryId: number;
  sort: SortKey;
  page: number;
}

/**
 * One page of a category's materials. The previous page stays visible while the next one loads;
 * the list of another category is mounted afresh and starts empty (spec §4).
 */
export function useCategoryMaterials({ categoryId, sort, page }: CategoryMaterialsRequest) {
  return useQuery(materialListQuery({ categories: [categoryId], sort, page }));
}
