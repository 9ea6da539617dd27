/** GET /api/categories, GET /api/categories/{id} and GET /api/cats?type=file|link. */
import type { FastifyInstance } from 'fastify';
import { CategoryNode, ErrorBody, ValidationErrorBody, list, single } from '@portal/contracts/schemas/entities';
import { CategoryListQuery, CatsQuery } from '@portal/contracts/schemas/forms';
import type { AppDeps } from '../../http/deps';
import { notFound, unauthorized } from '../../http/errors';
import { parseId } from '../../http/params';
import { parseInput } from '../../http/validation';
import { jsonSchema, responses } from '../../web/schemas';
import { loadNodes } from './repo';
import { CategoryTree, UNLIMITED_DEPTH } from './tree';

export function registerCategoryRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  app.get(
    '/api/categories',
    {
      config: { publicCache: true },
      schema: {
        tags: ['categories'],
        summary: 'The category tree',
        description:
          'Every node has `category.materials_count` (materials attached to that node). `depth` 1..3 (default: the whole tree), from the top level or from the children of `parent_id`. `with_user_item_count=<user id>` fills `category.user_materials_count` (sign-in required; for another user only name-signed materials count).',
        querystring: jsonSchema(CategoryListQuery),
        response: responses(list(CategoryNode), { 401: ErrorBody, 404: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const query = parseInput(CategoryListQuery, request.query);
      const viewerId = request.user?.id ?? null;
      const userId = query.with_user_item_count;
      if (userId !== null && viewerId === null) throw unauthorized();
      const rows = await loadNodes(db, userId === null ? undefined : { userId, nameSignedOnly: userId !== viewerId });
      const tree = new CategoryTree(rows, storage);
      if (query.parent_id !== null && !tree.has(query.parent_id)) throw notFound();
      return { data: tree.forest(query.parent_id, query.depth ?? UNLIMITED_DEPTH) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/categories/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['categories'],
        summary: 'One node with the path of its ancestors and its children',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        response: responses(single(CategoryNode), { 404: ErrorBody }),
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      const node = new CategoryTree(await loadNodes(db), storage).detail(id);
      if (!node) throw notFound();
      return { data: node };
    },
  );

  app.get(
    '/api/cats',
    {
      config: { publicCache: true },
      schema: {
        tags: ['categories'],
        summary: 'The tree for the material form',
        description:
          "`type=link`: only the branches ending in 'Noderīgas saites' nodes; `type=file`: every branch without them; no type: the whole tree.",
        querystring: jsonSchema(CatsQuery),
        response: responses(list(CategoryNode), { 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const query = parseInput(CatsQuery, request.query);
      const tree = new CategoryTree(await loadNodes(db), storage);
      return { data: query.type ? tree.forMaterialType(query.type) : tree.forest(null, UNLIMITED_DEPTH) };
    },
  );
}
