/**
 * GET|POST /api/admin/categories, POST|DELETE /api/admin/categories/{id} (issue 19, 'Kategorijas').
 * `{id}` is a node of the tree (a place), as in the public GET /api/categories/{id}; what a node
 * shows (title, description, icon) is its category, which may show in other places too. JSON, or
 * multipart/form-data when an icon file travels (`icon`). 401 anonymous, 403 for anyone but an
 * administrator; every write records one audit row, and empties the read cache as every write does.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InferOutput } from 'valibot';
import { adminCategoryEndpoints as calls } from '@portal/contracts/endpoints/admin/categories';
import { CATEGORY_MESSAGES } from '@portal/contracts/schemas/admin/categories';
import { FORM_ERROR_KEY } from '@portal/contracts/validation';
import { validateBody } from '../../../http/endpoint';
import { ValidationError } from '../../../http/errors';
import { auditActor } from '../../audit/record';
import { checkPutOverride } from '../../shared/methodOverride';
import { readForm, type UploadedFile } from '../../shared/uploads';
import { registerAdminEndpoint } from '../http';
import { ICON_RULE } from './icon';
import { categoryTree, createCategoryNode, deleteCategoryNode, updateCategoryNode } from './service';

type FormEntry = typeof calls.create | typeof calls.update;

/** The fields and icon of a JSON or multipart body; every problem (fields and file) in one 422. */
async function readCategoryForm<TEntry extends FormEntry>(
  request: FastifyRequest,
  entry: TEntry,
): Promise<{ form: InferOutput<TEntry['body']>; icon: UploadedFile | null }> {
  const { fields, files, errors } = await readForm(request, { icon: ICON_RULE });
  checkPutOverride(fields);
  let form: InferOutput<TEntry['body']> | undefined;
  let fieldErrors = {};
  try {
    form = validateBody(entry, fields);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    fieldErrors = error.errors;
  }
  if (form === undefined || Object.keys(errors).length > 0) throw new ValidationError({ ...errors, ...fieldErrors });
  return { form, icon: files.icon ?? null };
}

export async function registerCategoryAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  const deps = { db, storage };

  registerAdminEndpoint(app, calls.tree, {}, async () => categoryTree(deps));

  registerAdminEndpoint(app, calls.create, {}, async (_input, user, request, reply) => {
    const { form, icon } = await readCategoryForm(request, calls.create);
    const node = await createCategoryNode(deps, auditActor(user), form, icon);
    return reply.code(201).send({ data: node });
  });

  registerAdminEndpoint(app, calls.update, {}, async ({ params: { id } }, user, request) => {
    const { form, icon } = await readCategoryForm(request, calls.update);
    // An empty change (a body that did not arrive, or names no field) is refused, not recorded.
    if (icon === null && Object.values(form).every((value) => value === undefined)) {
      throw new ValidationError({ [FORM_ERROR_KEY]: [CATEGORY_MESSAGES.nothingToChange] });
    }
    return { data: await updateCategoryNode(deps, auditActor(user), id, form, icon) };
  });

  registerAdminEndpoint(app, calls.remove, {}, async ({ params: { id } }, user, _request, reply) => {
    await deleteCategoryNode(deps, auditActor(user), id);
    return reply.code(204).send();
  });
}
