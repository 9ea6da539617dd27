/** The administrators' category tree (issue 19, 'Kategorijas'); `id` is a node of the tree. */
import type { AdminCategoryEndpoints } from '@portal/contracts/endpoints/admin/categories';
import { adminCategoryRoutes } from '@portal/contracts/endpoints/routes/admin/categories';
import type {
  AdminCategoryNode,
  AdminCategoryTree,
  CategoryCreateForm,
  CategoryUpdateForm,
} from '@portal/contracts/schemas/admin/categories';
import { clientFor, toFormData } from '@portal/contracts/api/client';

const categories = clientFor<AdminCategoryEndpoints>(adminCategoryRoutes);

export function getAdminCategoryTree(): Promise<AdminCategoryTree> {
  return categories.tree();
}

export type CategoryCreateInput = Partial<CategoryCreateForm> & { icon?: Blob | null };
export type CategoryUpdateInput = Partial<CategoryUpdateForm> & { icon?: Blob | null };

/** JSON, or multipart when an icon file travels. */
function formBody<TFields extends object>({ icon, ...fields }: TFields & { icon?: Blob | null }) {
  return icon ? toFormData(fields, { icon }) : fields;
}

export async function createCategory(input: CategoryCreateInput): Promise<AdminCategoryNode> {
  return (await categories.create({ body: formBody(input) })).data;
}

/** Changes only what `input` carries (see CategoryUpdateForm). */
export async function updateCategory(id: number, input: CategoryUpdateInput): Promise<AdminCategoryNode> {
  return (await categories.update({ params: { id }, body: formBody(input) })).data;
}

/** Refused with 409 and the counts while the node has sub-nodes or materials. */
export async function deleteCategory(id: number): Promise<void> {
  await categories.remove({ params: { id } });
}
