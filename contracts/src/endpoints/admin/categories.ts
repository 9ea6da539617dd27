/**
 * 'Kategorijas' (issue 19): the tree as the administrators see it and its changes. `{id}` is a node
 * of the tree (a place), as in the public GET /api/categories/{id}; what a node shows (title,
 * description, icon) is its category, which may show in other places too. JSON, or
 * multipart/form-data when an icon file travels (`icon`).
 */
import {
  AdminCategoryNode,
  AdminCategoryTree,
  CategoryCreateForm,
  CategoryNotEmptyBody,
  CategoryUpdateForm,
} from '@portal/contracts/schemas/admin/categories';
import { ErrorBody, single } from '@portal/contracts/schemas/entities';
import { endpoints, IdParams, noContent } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN } from '@portal/contracts/endpoints/admin/common';
import { adminCategoryRoutes } from '@portal/contracts/endpoints/routes/admin/categories';

export const adminCategoryEndpoints = endpoints(adminCategoryRoutes, {
  tree: {
    ...ADMIN,
    summary: 'The whole category tree as the administrators see it, and the icons to pick from',
    description:
      '`data`: every node (a place in the tree), depth first with siblings in order, with its level (1 class, 2 theme, 3 type), its category (title, description, icon), materials and children counts and the other places that show the same category. `icons`: the portal’s icons (the seed’s drawings and every icon a category has) for `icon_file_id`.',
    responses: { 200: AdminCategoryTree, ...NOT_ADMIN },
  },
  create: {
    ...ADMIN,
    summary: 'Add a node: a new category, or an existing one in one more place',
    description:
      'Under `parent_id` (empty: the top level) at `position` among its siblings (default last). A new category: `title` (required, at most 100, unique among its siblings), `description` (at most 1000), an icon uploaded in `icon` (multipart; JPEG, PNG, GIF or WebP up to 2 MB, made a 128×128 WebP) or one of the portal’s icons in `icon_file_id`. `category_id`: show that existing category here instead (its title, description and icon stay; the fields above are not read). The tree has three levels. Answers 201 with the node.',
    body: CategoryCreateForm,
    multipart: true,
    responses: { 201: single(AdminCategoryNode), ...NOT_ADMIN, 405: ErrorBody },
  },
  update: {
    ...ADMIN,
    summary: 'Change a node: rename, describe, give an icon, reorder or move (_method=PUT accepted)',
    description:
      'Changes only the fields sent. `title`, `description`, `icon` (multipart upload), `icon_file_id` or `remove_icon` change the category in every place it shows (`shared_node_ids`). `parent_id` moves the node (null or empty: the top level); never under itself, never deeper than three levels, and a node with materials only on its own level (its materials follow it). `position`: the place among its siblings (1 first). Answers the node.',
    params: IdParams,
    body: CategoryUpdateForm,
    multipart: true,
    responses: { 200: single(AdminCategoryNode), ...NOT_ADMIN, 405: ErrorBody },
  },
  remove: {
    ...ADMIN,
    summary: 'Delete an empty node (204); one with sub-nodes or materials is refused (409) with the counts',
    description:
      'The category goes too when no other place shows it. 409 `{ message, children_count, materials_count }` in Latvian when the node has sub-nodes or materials (those of its sub-nodes included): nothing is changed.',
    params: IdParams,
    responses: { 204: noContent, ...NOT_ADMIN, 409: CategoryNotEmptyBody },
  },
});

export type AdminCategoryEndpoints = typeof adminCategoryEndpoints;
