/** GET /api/categories, GET /api/categories/{id} and GET /api/cats?type=file|link (contracts/src/endpoints/categories.ts). */
import type { FastifyInstance } from 'fastify';
import { categoryEndpoints as calls } from '@portal/contracts/endpoints/categories';
import { registerEndpoint } from '../../http/endpoint';
import { notFound, unauthorized } from '../../http/errors';
import { loadNodes } from './repo';
import { CategoryTree, UNLIMITED_DEPTH } from './tree';

export async function registerCategoryRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  registerEndpoint(app, calls.list, {}, async ({ query }, request) => {
    const viewerId = request.user?.id ?? null;
    const userId = query.with_user_item_count;
    if (userId !== null && viewerId === null) throw unauthorized();
    const rows = await loadNodes(db, userId === null ? undefined : { userId, nameSignedOnly: userId !== viewerId });
    const tree = new CategoryTree(rows, storage);
    if (query.parent_id !== null && !tree.has(query.parent_id)) throw notFound();
    return { data: tree.forest(query.parent_id, query.depth ?? UNLIMITED_DEPTH) };
  });

  registerEndpoint(app, calls.get, {}, async ({ params }) => {
    const node = new CategoryTree(await loadNodes(db), storage).detail(params.id);
    if (!node) throw notFound();
    return { data: node };
  });

  registerEndpoint(app, calls.formTree, {}, async ({ query }) => {
    const tree = new CategoryTree(await loadNodes(db), storage);
    return { data: query.type ? tree.forMaterialType(query.type) : tree.forest(null, UNLIMITED_DEPTH) };
  });
}
