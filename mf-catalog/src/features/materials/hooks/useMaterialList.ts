import type { SortKey } from '@portal/contracts/constants';
import { listMaterials } from '@portal/contracts/api/materials';
import type { Material, PagedMeta } from '@portal/contracts/schemas/entities';
import { useAsync } from '../../../lib/useAsync';

export interface MaterialListRequest {
  /** the category node whose materials are listed */
  categoryId: number;
  sort: SortKey;
  page: number;
  perPage?: number;
}

export interface MaterialListState {
  materials: Material[];
  meta: PagedMeta | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** the list's identity for useMaterialReactions */
  scope: string;
}

/**
 * One page of a category's materials. The previous page stays visible while the next one loads
 * (same category); another category starts from an empty list (spec §4).
 */
export function useMaterialList({ categoryId, sort, page, perPage }: MaterialListRequest): MaterialListState {
  const scope = `category:${categoryId}`;
  const key = `${scope}|${sort}|${page}|${perPage ?? ''}`;
  const { data, loading, error, reload } = useAsync(
    key,
    () => listMaterials({ categories: [categoryId], sort, page, ...(perPage ? { per_page: perPage } : {}) }),
    { scope },
  );
  return { materials: data?.data ?? [], meta: data?.meta ?? null, loading, error, reload, scope: key };
}
