/** GET /api/materials (page, per_page, owner, categories, sort) and GET /api/materials/{id}. */
import type { FastifyInstance } from 'fastify';
import { ErrorBody, Material, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { MaterialListQuery } from '@portal/contracts/schemas/forms';
import type { AppDeps } from '../../http/deps';
import { notFound, unauthorized } from '../../http/errors';
import { parseId } from '../../http/params';
import { parseInput } from '../../http/validation';
import { jsonSchema, responses } from '../../web/schemas';
import { materialById, materialPage } from './service';

export function registerMaterialRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  app.get(
    '/api/materials',
    {
      schema: {
        tags: ['materials'],
        summary: 'Paged materials',
        description:
          "`categories`: comma-joined node ids, a material must be attached to every one. `sort=bookmarks` lists only the signed-in user's bookmarks, newest bookmark first (401 anonymous). `owner` lists one user's materials (sign-in required; someone else sees only the name-signed ones). 20 per page unless `per_page` says otherwise.",
        querystring: jsonSchema(MaterialListQuery),
        response: responses(paged(Material), { 401: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const query = parseInput(MaterialListQuery, request.query);
      const viewerId = request.user?.id ?? null;
      // Whose materials these are is author identity: not for anonymous visitors.
      if ((query.sort === 'bookmarks' || query.owner !== null) && viewerId === null) throw unauthorized();
      return materialPage(db, storage, viewerId, {
        page: query.page,
        perPage: query.per_page,
        sort: query.sort,
        ownerId: query.owner ?? undefined,
        nodeIds: query.categories,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/materials/:id',
    {
      schema: {
        tags: ['materials'],
        summary: 'One material',
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        response: responses(single(Material), { 404: ErrorBody }),
      },
    },
    async (request) => {
      const material = await materialById(db, storage, request.user?.id ?? null, parseId(request.params.id));
      if (!material) throw notFound();
      return { data: material };
    },
  );
}
