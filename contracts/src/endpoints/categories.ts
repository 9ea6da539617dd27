/** The category tree's calls (spec §7). */
import { CategoryNode, ErrorBody, list, single } from '@portal/contracts/schemas/entities';
import { CategoryListQuery, CatsQuery } from '@portal/contracts/schemas/forms';
import { endpoints, IdParams } from '@portal/contracts/endpoints/endpoint';
import { categoryRoutes } from '@portal/contracts/endpoints/routes/categories';

const tags = ['categories'];

export const categoryEndpoints = endpoints(categoryRoutes, {
  list: {
    tags,
    summary: 'The category tree',
    description:
      'Every node has `category.materials_count` (materials attached to that node). `depth` 1..3 (default: the whole tree), from the top level or from the children of `parent_id`. `with_user_item_count=<user id>` fills `category.user_materials_count` (sign-in required; for another user only name-signed materials count).',
    signIn: 'optional',
    cache: { reads: ['categories'] },
    query: CategoryListQuery,
    responses: {
      200: list(CategoryNode),
      401: ErrorBody,
      404: ErrorBody,
    },
  },
  get: {
    tags,
    summary: 'One node with the path of its ancestors and its children',
    signIn: 'none',
    cache: { reads: ['categories'] },
    params: IdParams,
    responses: { 200: single(CategoryNode) },
  },
  formTree: {
    tags,
    summary: 'The tree for the material form',
    description:
      "`type=link`: only the branches ending in 'Noderīgas saites' nodes; `type=file`: every branch without them; no type: the whole tree.",
    signIn: 'none',
    cache: { reads: ['categories'] },
    query: CatsQuery,
    responses: { 200: list(CategoryNode) },
  },
});

export type CategoryEndpoints = typeof categoryEndpoints;
