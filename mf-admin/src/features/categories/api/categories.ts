/** The category tree of 'Kategorijas' (issue 19): the whole tree, and its changes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCategory,
  deleteCategory,
  getAdminCategoryTree,
  updateCategory,
  type CategoryCreateInput,
  type CategoryUpdateInput,
} from '@portal/contracts/api/admin/categories';
import { categoryKeys } from '@portal/shared-ui/queries/categories';

export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  tree: () => [...adminCategoryKeys.all, 'tree'] as const,
};

export function useCategoryTree() {
  return useQuery({ queryKey: adminCategoryKeys.tree(), queryFn: getAdminCategoryTree });
}

/** After any change: this tree, and the portal's own (the header's menu, the catalogue) in this tab. */
function useRefreshTrees() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminCategoryKeys.all }),
      client.invalidateQueries({ queryKey: categoryKeys.all }),
    ]);
}

export function useCreateCategory() {
  const refresh = useRefreshTrees();
  return useMutation({ mutationFn: (input: CategoryCreateInput) => createCategory(input), onSuccess: refresh });
}

export function useUpdateCategory() {
  const refresh = useRefreshTrees();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CategoryUpdateInput }) => updateCategory(id, input),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshTrees();
  return useMutation({ mutationFn: (id: number) => deleteCategory(id), onSuccess: refresh });
}
