/**
 * The administration of the portal's own content (issue 19), administrators only (401 anonymous,
 * 403 anyone else, before a byte of a body is read):
 *
 *   GET|POST /api/admin/articles, GET|POST|DELETE /api/admin/articles/{id}   news posts (_method=PUT to edit)
 *   GET|POST /api/admin/pages,    GET|POST|DELETE /api/admin/pages/{slug}    static pages
 *   GET|POST /api/admin/banners,  POST|DELETE /api/admin/banners/{id}        the home page's banners
 *   PUT /api/admin/settings                                                   its two switches
 *
 * Posts and banners take JSON, or multipart with the picture in `image`; edits change only the
 * fields sent. Bad input is one 422 in Latvian on its fields and changes nothing. Every write is one
 * transaction with its audit row, and like every write it empties the read caches of every process
 * (http/readCache.ts), so visitors see it at once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  AdminArticle,
  AdminArticleListQuery,
  AdminArticleSummary,
  AdminBanner,
  AdminPage,
  AdminPageListQuery,
  AdminPageSummary,
  ADMIN_CONTENT_PER_PAGE,
  ArticleChanges,
  ArticleForm,
  BannerChanges,
  BannerForm,
  CONTENT_MESSAGES,
  FrontPageSettingsForm,
  isProtectedPage,
  PageForm,
} from '@portal/contracts/schemas/admin/content';
import { FORM_ERROR_KEY } from '@portal/contracts/validation';
import { ErrorBody, Settings, ValidationErrorBody, list, paged, single } from '@portal/contracts/schemas/entities';
import { requireAdmin } from '../../../auth/plugin';
import type { Database } from '../../../db/client';
import type { AppDeps } from '../../../http/deps';
import { notFound, ValidationError, type FieldErrors } from '../../../http/errors';
import { parseId, type IdRoute } from '../../../http/params';
import { parseInput } from '../../../http/validation';
import type { Storage } from '../../../storage/storage';
import { createdResponses, idParams, jsonSchema, noContentResponses, responses } from '../../../web/schemas';
import { auditActor, type AuditActor } from '../../audit/record';
import { sanitizeContent } from '../../content/sanitize';
import { checkPutOverride } from '../../inbox/methodOverride';
import { loadPage } from '../../shared/pagination';
import { readForm, type UploadedFile } from '../../shared/uploads';
import { adminSchema } from '../http';
import {
  articlePage,
  createArticle,
  deleteArticle,
  findArticleRecord,
  updateArticle,
  type ArticleRecord,
} from './articles';
import { bannerList, createBanner, deleteBanner, findBanner, updateBanner, type BannerRecord } from './banners';
import { createPage, deletePage, findPageRecord, pagePage, updatePage, type PageRecord } from './pages';
import type { PictureDeps } from './files';
import { IMAGE_FIELD, IMAGE_RULE } from './pictures';
import { changeFrontPageSettings } from './settings';

const slugParams = { type: 'object', properties: { slug: { type: 'string' } } } as const;
type SlugRoute = { Params: { slug: string } };

const deleted = noContentResponses({ 404: ErrorBody, 422: ValidationErrorBody });

const picture = (storage: Storage, key: string | null) => (key ? { full_url: storage.publicUrl(key) } : null);

function articleSummaryJson(row: Omit<ArticleRecord, 'content'>, storage: Storage): AdminArticleSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    image: picture(storage, row.imageKey),
  };
}

function articleJson(row: ArticleRecord, storage: Storage): AdminArticle {
  return { ...articleSummaryJson(row, storage), content: sanitizeContent(row.content) };
}

function pageSummaryJson(row: Pick<PageRecord, 'id' | 'slug' | 'title' | 'updatedAt'>): AdminPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    protected: isProtectedPage(row.slug),
    updated_at: row.updatedAt.toISOString(),
  };
}

function pageJson(row: PageRecord): AdminPage {
  return { ...pageSummaryJson(row), content: sanitizeContent(row.content) };
}

function bannerJson(row: BannerRecord, storage: Storage): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    target_url: row.targetUrl,
    image: picture(storage, row.imageKey),
    position: row.position,
    active: row.active,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The checked fields and the picture of a post or banner form (JSON, form or multipart): one 422
 * with the fields' and the picture's messages together when anything is wrong.
 */
async function readContentForm<TSchema extends v.GenericSchema>(
  request: FastifyRequest,
  schema: TSchema,
  { edit, imageRequired = false }: { edit: boolean; imageRequired?: boolean },
): Promise<{ form: v.InferOutput<TSchema>; image: UploadedFile | null }> {
  const { fields, files, errors: fileErrors } = await readForm(request, { [IMAGE_FIELD]: IMAGE_RULE });
  if (edit) checkPutOverride(fields);
  let form: v.InferOutput<TSchema> | undefined;
  let errors: FieldErrors = { ...fileErrors };
  try {
    // parseInput also refuses NUL characters, which multipart fields bring past the JSON hook.
    form = parseInput(schema, fields);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors = { ...error.errors, ...fileErrors };
  }
  const image = files[IMAGE_FIELD] ?? null;
  if (imageRequired && !image && !errors[IMAGE_FIELD]) errors[IMAGE_FIELD] = [CONTENT_MESSAGES.imageRequired];
  if (form === undefined || Object.keys(errors).length > 0) throw new ValidationError(errors);
  // An edit that names nothing (a body the server could not read as a form, as often as an empty
  // one) is a mistake of the sender's, not a save.
  if (edit && !image && Object.values(form as Record<string, unknown>).every((value) => value === undefined))
    throw new ValidationError({ [FORM_ERROR_KEY]: [CONTENT_MESSAGES.nothingToChange] });
  return { form, image };
}

/** A news post or a banner: the same flow around its picture, with its own rules and rows. */
interface PictureItem<TForm extends v.GenericSchema, TChanges extends v.GenericSchema, TRecord> {
  form: TForm;
  changes: TChanges;
  imageRequired: boolean;
  find(db: Database, id: number): Promise<TRecord | null>;
  create(deps: PictureDeps, actor: AuditActor, form: v.InferOutput<TForm>, image: UploadedFile | null): Promise<number>;
  update(
    deps: PictureDeps,
    actor: AuditActor,
    id: number,
    changes: v.InferOutput<TChanges>,
    image: UploadedFile | null,
  ): Promise<void>;
  remove(deps: PictureDeps, actor: AuditActor, id: number): Promise<void>;
  json(row: TRecord, storage: Storage): unknown;
}

/** The handlers that read, write (JSON or multipart with the picture) and delete a PictureItem. */
function pictureItemHandlers<TForm extends v.GenericSchema, TChanges extends v.GenericSchema, TRecord>(
  deps: PictureDeps,
  item: PictureItem<TForm, TChanges, TRecord>,
) {
  const { db, storage } = deps;
  const answer = async (id: number) => ({ data: item.json((await item.find(db, id))!, storage) });
  return {
    async one(request: FastifyRequest<IdRoute>) {
      requireAdmin(request);
      const row = await item.find(db, parseId(request.params.id));
      if (!row) throw notFound();
      return { data: item.json(row, storage) };
    },
    async create(request: FastifyRequest, reply: FastifyReply) {
      const actor = auditActor(requireAdmin(request));
      const { form, image } = await readContentForm(request, item.form, {
        edit: false,
        imageRequired: item.imageRequired,
      });
      const id = await item.create(deps, actor, form, image);
      return reply.code(201).send(await answer(id));
    },
    async update(request: FastifyRequest<IdRoute>) {
      const actor = auditActor(requireAdmin(request));
      const id = parseId(request.params.id);
      if (!(await item.find(db, id))) throw notFound();
      const { form, image } = await readContentForm(request, item.changes, { edit: true });
      await item.update(deps, actor, id, form, image);
      return answer(id);
    },
    async remove(request: FastifyRequest<IdRoute>, reply: FastifyReply) {
      const actor = auditActor(requireAdmin(request));
      await item.remove(deps, actor, parseId(request.params.id));
      return reply.code(204).send();
    },
  };
}

const FORM_BODY =
  'JSON, or multipart/form-data with the picture in `image` (JPEG, PNG, GIF or WebP by its content, at most 10 MB; re-encoded as WebP without metadata).';

export function registerAdminContentRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  const deps = { db, storage };
  const admin = (request: FastifyRequest) => auditActor(requireAdmin(request));
  const article = pictureItemHandlers(deps, {
    form: ArticleForm,
    changes: ArticleChanges,
    imageRequired: false,
    find: findArticleRecord,
    create: createArticle,
    update: updateArticle,
    remove: deleteArticle,
    json: articleJson,
  });
  const banner = pictureItemHandlers(deps, {
    form: BannerForm,
    changes: BannerChanges,
    imageRequired: true,
    find: findBanner,
    create: createBanner,
    update: updateBanner,
    remove: deleteBanner,
    json: bannerJson,
  });

  // --- news posts ------------------------------------------------------------------------------

  app.get(
    '/api/admin/articles',
    {
      schema: adminSchema({
        summary: 'News posts, drafts included, newest first (20 per page; state=all|draft|published, q)',
        querystring: jsonSchema(AdminArticleListQuery),
        response: responses(paged(AdminArticleSummary), { 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      requireAdmin(request);
      const query = parseInput(AdminArticleListQuery, request.query);
      return loadPage(
        query.page,
        ADMIN_CONTENT_PER_PAGE,
        (limit, offset) => articlePage(db, query, limit, offset),
        (row) => articleSummaryJson(row, storage),
      );
    },
  );

  app.post(
    '/api/admin/articles',
    {
      schema: adminSchema({
        summary: 'Write a news post (a draft unless `published`)',
        description: `${FORM_BODY} title required (at most 255), description at most 500, content (HTML, sanitised) required.`,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(ArticleForm),
        response: createdResponses(single(AdminArticle), { 422: ValidationErrorBody }),
      }),
    },
    article.create,
  );

  app.get<IdRoute>(
    '/api/admin/articles/:id',
    {
      schema: adminSchema({
        summary: 'One news post, draft or published, with its body',
        params: idParams,
        response: responses(single(AdminArticle), { 404: ErrorBody }),
      }),
    },
    article.one,
  );

  app.post<IdRoute>(
    '/api/admin/articles/:id',
    {
      schema: adminSchema({
        summary: 'Change a news post (_method=PUT): the fields sent change; publish and unpublish with `published`',
        description: `${FORM_BODY} \`remove_image\` drops the picture. Publishing a draft dates it to that moment.`,
        params: idParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(ArticleChanges),
        response: responses(single(AdminArticle), { 404: ErrorBody, 405: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    article.update,
  );

  app.delete<IdRoute>(
    '/api/admin/articles/:id',
    {
      schema: adminSchema({
        summary: 'Delete a news post and its picture. 204',
        params: idParams,
        response: deleted,
      }),
    },
    article.remove,
  );

  // --- static pages ----------------------------------------------------------------------------

  app.get(
    '/api/admin/pages',
    {
      schema: adminSchema({
        summary: 'Static pages by title (20 per page; q in the title or address)',
        querystring: jsonSchema(AdminPageListQuery),
        response: responses(paged(AdminPageSummary), { 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      requireAdmin(request);
      const query = parseInput(AdminPageListQuery, request.query);
      return loadPage(
        query.page,
        ADMIN_CONTENT_PER_PAGE,
        (limit, offset) => pagePage(db, query, limit, offset),
        pageSummaryJson,
      );
    },
  );

  app.post(
    '/api/admin/pages',
    {
      schema: adminSchema({
        summary: 'Add a static page at /lapa/{slug}',
        description:
          'title required (at most 255); slug required: a–z, digits and single hyphens, at least one letter, unique (422 on `slug`); content (HTML, sanitised) required.',
        body: jsonSchema(PageForm),
        response: createdResponses(single(AdminPage), { 422: ValidationErrorBody }),
      }),
    },
    async (request, reply) => {
      const actor = admin(request);
      const form = parseInput(PageForm, request.body);
      return reply.code(201).send({ data: pageJson(await createPage(db, actor, form)) });
    },
  );

  app.get<SlugRoute>(
    '/api/admin/pages/:slug',
    {
      schema: adminSchema({
        summary: 'One static page with its body, by its address',
        params: slugParams,
        response: responses(single(AdminPage), { 404: ErrorBody }),
      }),
    },
    async (request) => {
      requireAdmin(request);
      const row = await findPageRecord(db, request.params.slug);
      if (!row) throw notFound();
      return { data: pageJson(row) };
    },
  );

  app.post<SlugRoute>(
    '/api/admin/pages/:slug',
    {
      schema: adminSchema({
        summary: 'Change a static page (_method=PUT): title, content and its address',
        description:
          'Every field, as when adding one. The rules and about pages (noteikumi, about) keep their address: 422 on `slug`.',
        params: slugParams,
        body: jsonSchema(PageForm),
        response: responses(single(AdminPage), { 404: ErrorBody, 405: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const actor = admin(request);
      if (!(await findPageRecord(db, request.params.slug))) throw notFound();
      checkPutOverride(request.body);
      const form = parseInput(PageForm, request.body);
      return { data: pageJson(await updatePage(db, actor, request.params.slug, form)) };
    },
  );

  app.delete<SlugRoute>(
    '/api/admin/pages/:slug',
    {
      schema: adminSchema({
        summary: 'Delete a static page. 204; the rules and about pages: 422 on `slug`',
        params: slugParams,
        response: deleted,
      }),
    },
    async (request, reply) => {
      const actor = admin(request);
      await deletePage(db, actor, request.params.slug);
      return reply.code(204).send();
    },
  );

  // --- banners and the home page's switches ----------------------------------------------------

  app.get(
    '/api/admin/banners',
    {
      schema: adminSchema({
        summary: 'Every banner, switched off ones too, in the slider’s order (positions 1..n)',
        response: responses(list(AdminBanner)),
      }),
    },
    async (request) => {
      requireAdmin(request);
      return { data: (await bannerList(db)).map((row) => bannerJson(row, storage)) };
    },
  );

  app.post(
    '/api/admin/banners',
    {
      schema: adminSchema({
        summary: 'Add a banner (its picture in `image`, required)',
        description: `${FORM_BODY} The picture is cut to 1200×400. title required; target_url an http(s) address or a portal address starting with /; position 1..n (empty: last); active (default true).`,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(BannerForm),
        response: createdResponses(single(AdminBanner), { 422: ValidationErrorBody }),
      }),
    },
    banner.create,
  );

  app.post<IdRoute>(
    '/api/admin/banners/:id',
    {
      schema: adminSchema({
        summary: 'Change a banner (_method=PUT): the fields sent change; `position` moves it, `active` switches it',
        description: `${FORM_BODY} A new picture replaces the old one.`,
        params: idParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(BannerChanges),
        response: responses(single(AdminBanner), { 404: ErrorBody, 405: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    banner.update,
  );

  app.delete<IdRoute>(
    '/api/admin/banners/:id',
    {
      schema: adminSchema({
        summary: 'Delete a banner and its picture; the others close up. 204',
        params: idParams,
        response: deleted,
      }),
    },
    banner.remove,
  );

  app.put(
    '/api/admin/settings',
    {
      schema: adminSchema({
        summary: 'The home page’s switches: show_banners and show_articles, both required',
        body: jsonSchema(FrontPageSettingsForm),
        response: responses(single(Settings), { 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const actor = admin(request);
      const form = parseInput(FrontPageSettingsForm, request.body);
      return { data: await changeFrontPageSettings(db, actor, form) };
    },
  );
}
