/** The administrators' category tree (issue 19, 'Kategorijas'); `id` is a node of the tree. */
import type { Single } from '@portal/contracts/schemas/entities';
import type {
  AdminCategoryNode,
  AdminCategoryTree,
  CategoryCreateForm,
  CategoryUpdateForm,
} from '@portal/contracts/schemas/admin/categories';
import { api, toFormData } from '@portal/contracts/api/client';

export function getAdminCategoryTree(): Promise<AdminCategoryTree> {
  return api.get('/api/admin/categories').json<AdminCategoryTree>();
}

export type CategoryCreateInput = Partial<CategoryCreateForm> & { icon?: Blob | null };
export type CategoryUpdateInput = Partial<CategoryUpdateForm> & { icon?: Blob | null };

/** JSON, or multipart when an icon file travels. */
function body({ icon, ...fields }: { icon?: Blob | null } & Record<string, unknown>) {
  return icon ? { body: toFormData(fields, { icon }) } : { json: fields };
}

export async function createCategory(input: CategoryCreateInput): Promise<AdminCategoryNode> {
  return (await api.post('/api/admin/categories', body(input)).json<Single<AdminCategoryNode>>()).data;
}

/** Changes only what `input` carries (see CategoryUpdateForm). */
export async function updateCategory(id: number, input: CategoryUpdateInput): Promise<AdminCategoryNode> {
  return (
    await api.post(`/api/admin/categories/${encodeURIComponent(id)}`, body(input)).json<Single<AdminCategoryNode>>()
  ).data;
}

/** Refused with 409 and the counts while the node has sub-nodes or materials. */
export async function deleteCategory(id: number): Promise<void> {
  await api.delete(`/api/admin/categories/${encodeURIComponent(id)}`);
}
