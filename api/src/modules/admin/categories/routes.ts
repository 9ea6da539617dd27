/**
 * GET|POST /api/admin/categories, POST|DELETE /api/admin/categories/{id} (issue 19, 'Kategorijas').
 * `{id}` is a node of the tree (a place), as in the public GET /api/categories/{id}; what a node
 * shows (title, description, icon) is its category, which may show in other places too. JSON, or
 * multipart/form-data when an icon file travels (`icon`). 401 anonymous, 403 for anyone but an
 * administrator; every write records one audit row, and empties the read cache as every write does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorBody, ValidationErrorBody, single } from '@portal/contracts/schemas/entities';
import {
  AdminCategoryNode,
  AdminCategoryTree,
  CATEGORY_MESSAGES,
  CategoryCreateForm,
  CategoryNotEmptyBody,
  CategoryUpdateForm,
} from '@portal/contracts/schemas/admin/categories';
import { FORM_ERROR_KEY, validate } from '@portal/contracts/validation';
import type { GenericSchema, InferOutput } from 'valibot';
import { requireAdmin } from '../../../auth/plugin';
import type { AppDeps } from '../../../http/deps';
import { ValidationError } from '../../../http/errors';
import { parseId, type IdRoute } from '../../../http/params';
import { createdResponses, idParams, jsonSchema, noContentResponses, responses } from '../../../web/schemas';
import { auditActor } from '../../audit/record';
import { checkPutOverride } from '../../inbox/methodOverride';
import { readForm, type UploadedFile } from '../../shared/uploads';
import { adminSchema } from '../http';
import { ICON_RULE } from './icon';
import { categoryTree, createCategoryNode, deleteCategoryNode, updateCategoryNode } from './service';

/** The fields and icon of a JSON or multipart body; every problem (fields and file) in one 422. */
async function readCategoryForm<TSchema extends GenericSchema>(
  request: FastifyRequest,
  schema: TSchema,
): Promise<{ form: InferOutput<TSchema>; icon: UploadedFile | null }> {
  const { fields, files, errors } = await readForm(request, { icon: ICON_RULE });
  checkPutOverride(fields);
  const checked = validate(schema, fields);
  if (!checked.success || Object.keys(errors).length > 0) {
    throw new ValidationError({ ...errors, ...(checked.success ? {} : checked.errors) });
  }
  return { form: checked.output, icon: files.icon ?? null };
}

export function registerCategoryAdminRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  const deps = { db, storage };

  app.get(
    '/api/admin/categories',
    {
      schema: adminSchema({
        summary: 'The whole category tree as the administrators see it, and the icons to pick from',
        description:
          '`data`: every node (a place in the tree), depth first with siblings in order, with its level (1 class, 2 theme, 3 type), its category (title, description, icon), materials and children counts and the other places that show the same category. `icons`: the portal’s icons (the seed’s drawings and every icon a category has) for `icon_file_id`.',
        response: responses(AdminCategoryTree),
      }),
    },
    async (request) => {
      requireAdmin(request);
      return categoryTree(deps);
    },
  );

  app.post(
    '/api/admin/categories',
    {
      schema: adminSchema({
        summary: 'Add a node: a new category, or an existing one in one more place',
        description:
          'Under `parent_id` (empty: the top level) at `position` among its siblings (default last). A new category: `title` (required, at most 100, unique among its siblings), `description` (at most 1000), an icon uploaded in `icon` (multipart; JPEG, PNG, GIF or WebP up to 2 MB, made a 128×128 WebP) or one of the portal’s icons in `icon_file_id`. `category_id`: show that existing category here instead (its title, description and icon stay; the fields above are not read). The tree has three levels. Answers 201 with the node.',
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(CategoryCreateForm),
        response: createdResponses(single(AdminCategoryNode), { 422: ValidationErrorBody }),
      }),
    },
    async (request, reply) => {
      const user = requireAdmin(request);
      const { form, icon } = await readCategoryForm(request, CategoryCreateForm);
      const node = await createCategoryNode(deps, auditActor(user), form, icon);
      return reply.code(201).send({ data: node });
    },
  );

  app.post<IdRoute>(
    '/api/admin/categories/:id',
    {
      schema: adminSchema({
        summary: 'Change a node: rename, describe, give an icon, reorder or move (_method=PUT accepted)',
        description:
          'Changes only the fields sent. `title`, `description`, `icon` (multipart upload), `icon_file_id` or `remove_icon` change the category in every place it shows (`shared_node_ids`). `parent_id` moves the node (null or empty: the top level); never under itself, never deeper than three levels, and a node with materials only on its own level (its materials follow it). `position`: the place among its siblings (1 first). Answers the node.',
        params: idParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(CategoryUpdateForm),
        response: responses(single(AdminCategoryNode), { 404: ErrorBody, 405: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const user = requireAdmin(request);
      const id = parseId(request.params.id);
      const { form, icon } = await readCategoryForm(request, CategoryUpdateForm);
      // An empty change (a body that did not arrive, or names no field) is refused, not recorded.
      if (icon === null && Object.values(form).every((value) => value === undefined)) {
        throw new ValidationError({ [FORM_ERROR_KEY]: [CATEGORY_MESSAGES.nothingToChange] });
      }
      return { data: await updateCategoryNode(deps, auditActor(user), id, form, icon) };
    },
  );

  app.delete<IdRoute>(
    '/api/admin/categories/:id',
    {
      schema: adminSchema({
        summary: 'Delete an empty node (204); one with sub-nodes or materials is refused (409) with the counts',
        description:
          'The category goes too when no other place shows it. 409 `{ message, children_count, materials_count }` in Latvian when the node has sub-nodes or materials (those of its sub-nodes included): nothing is changed.',
        params: idParams,
        response: noContentResponses({ 404: ErrorBody, 409: CategoryNotEmptyBody }),
      }),
    },
    async (request, reply) => {
      const user = requireAdmin(request);
      await deleteCategoryNode(deps, auditActor(user), parseId(request.params.id));
      return reply.code(204).send();
    },
  );
}
