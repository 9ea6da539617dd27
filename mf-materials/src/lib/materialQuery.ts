/** One material (GET /api/materials/{id}): the material page and the edit form both show it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMaterial } from '@portal/contracts/api/materials';
import { materialKeys } from '@portal/shared-ui/queries/materials';

/** Held per viewer (is_liked, has_bookmark, the author), so it is dropped on sign-in and sign-out. */
export const materialQuery = (id: number) =>
  queryOptions({
    queryKey: materialKeys.detail(id),
    queryFn: () => getMaterial(id),
  });

/** The :id of the address as a material id, or null when it cannot be one. */
export function readMaterialId(id: string | undefined): number | null {
  return id !== undefined && /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

export function useMaterial(id: number | null) {
  return useQuery({ ...materialQuery(id ?? 0), enabled: id !== null });
}
