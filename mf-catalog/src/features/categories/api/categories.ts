import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategory } from '@portal/contracts/api/categories';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';
import { categoryKeys } from '@portal/shared-ui/queries/categories';

export const categoryNodeQuery = (id: string) =>
  queryOptions({
    queryKey: categoryKeys.node(id),
    queryFn: () => getCategory(id),
    meta: KEEP_ON_SESSION_CHANGE,
  });

/** One node with its ancestors (path) and sub-tree; an id that is not a number is not asked for. */
export function useCategoryNode(id: string | undefined) {
  const valid = id !== undefined && /^\d+$/.test(id) ? id : null;
  const query = useQuery({ ...categoryNodeQuery(valid ?? ''), enabled: valid !== null });
  return { ...query, invalid: valid === null };
}
