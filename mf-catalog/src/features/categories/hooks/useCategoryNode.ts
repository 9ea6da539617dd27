import { getCategory } from '@portal/contracts/api/categories';
import { useAsync } from '../../../lib/useAsync';

/** One node with its ancestors (path) and sub-tree; a different id starts from nothing. */
export function useCategoryNode(id: string | undefined) {
  const valid = id !== undefined && /^\d+$/.test(id) ? id : null;
  const { data, loading, error, reload } = useAsync(valid === null ? null : `category-node:${valid}`, () =>
    getCategory(valid ?? ''),
  );
  return { node: data ?? null, loading, error, reload, invalid: valid === null };
}
