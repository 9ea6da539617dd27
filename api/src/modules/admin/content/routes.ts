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
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import type { AppDeps } from '../../../http/deps';
import { notFound, ValidationError, type FieldErrors } from '../../../http/errors';
import { parseId } from '../../../http/params';
import { parseInput } from '../../../http/validation';
import type { Storage } from '../../../storage/storage';
import { jsonSchema, responses } from '../../../web/schemas';
import { NOT_AN_ADMIN } from '../../accounts/texts';
import { auditActor } from '../../audit/record';
import { sanitizeContent } from '../../content/sanitize';
import { checkPutOverride } from '../../inbox/methodOverride';
import { paged as pagedJson } from '../../shared/pagination';
import { readForm, type UploadedFile } from '../../shared/uploads';
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
import { IMAGE_FIELD, IMAGE_RULE } from './pictures';
import { changeFrontPageSettings } from './settings';

const bearer = [{ bearer: [] }];
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } as const;
const slugParams = { type: 'object', properties: { slug: { type: 'string' } } } as const;
type IdRoute = { Params: { id: string } };
type SlugRoute = { Params: { slug: string } };

const refusals = { 401: ErrorBody, 403: ErrorBody };
const noContent = {
  204: { type: 'null' },
  401: jsonSchema(ErrorBody),
  403: jsonSchema(ErrorBody),
  404: jsonSchema(ErrorBody),
  422: jsonSchema(ValidationErrorBody),
};

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

const FORM_BODY =
  'JSON, or multipart/form-data with the picture in `image` (JPEG, PNG, GIF or WebP by its content, at most 10 MB; re-encoded as WebP without metadata).';

export function registerAdminContentRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  const deps = { db, storage };
  const admin = (request: FastifyRequest) => auditActor(requireAdmin(request, NOT_AN_ADMIN));

  // --- news posts ------------------------------------------------------------------------------

  app.get(
    '/api/admin/articles',
    {
      schema: {
        tags: ['admin'],
        summary: 'News posts, drafts included, newest first (20 per page; state=all|draft|published, q)',
        security: bearer,
        querystring: jsonSchema(AdminArticleListQuery),
        response: responses(paged(AdminArticleSummary), { ...refusals, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      requireAdmin(request, NOT_AN_ADMIN);
      const query = parseInput(AdminArticleListQuery, request.query);
      const { rows, total } = await articlePage(db, query);
      return pagedJson(
        rows.map((row) => articleSummaryJson(row, storage)),
        query.page,
        ADMIN_CONTENT_PER_PAGE,
        total,
      );
    },
  );

  app.post(
    '/api/admin/articles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Write a news post (a draft unless `published`)',
        description: `${FORM_BODY} title required (at most 255), description at most 500, content (HTML, sanitised) required.`,
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(ArticleForm),
        response: {
          201: jsonSchema(single(AdminArticle)),
          401: jsonSchema(ErrorBody),
          403: jsonSchema(ErrorBody),
          422: jsonSchema(ValidationErrorBody),
        },
      },
    },
    async (request, reply) => {
      const actor = admin(request);
      const { form, image } = await readContentForm(request, ArticleForm, { edit: false });
      const id = await createArticle(deps, actor, form, image);
      return reply.code(201).send({ data: articleJson((await findArticleRecord(db, id))!, storage) });
    },
  );

  app.get<IdRoute>(
    '/api/admin/articles/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One news post, draft or published, with its body',
        security: bearer,
        params: idParams,
        response: responses(single(AdminArticle), { ...refusals, 404: ErrorBody }),
      },
    },
    async (request) => {
      requireAdmin(request, NOT_AN_ADMIN);
      const row = await findArticleRecord(db, parseId(request.params.id));
      if (!row) throw notFound();
      return { data: articleJson(row, storage) };
    },
  );

  app.post<IdRoute>(
    '/api/admin/articles/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a news post (_method=PUT): the fields sent change; publish and unpublish with `published`',
        description: `${FORM_BODY} \`remove_image\` drops the picture. Publishing a draft dates it to that moment.`,
        security: bearer,
        params: idParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(ArticleChanges),
        response: responses(single(AdminArticle), {
          ...refusals,
          404: ErrorBody,
          405: ErrorBody,
          422: ValidationErrorBody,
        }),
      },
    },
    async (request) => {
      const actor = admin(request);
      const id = parseId(request.params.id);
      if (!(await findArticleRecord(db, id))) throw notFound();
      const { form, image } = await readContentForm(request, ArticleChanges, { edit: true });
      await updateArticle(deps, actor, id, form, image);
      return { data: articleJson((await findArticleRecord(db, id))!, storage) };
    },
  );

  app.delete<IdRoute>(
    '/api/admin/articles/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a news post and its picture. 204',
        security: bearer,
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      const actor = admin(request);
      await deleteArticle(deps, actor, parseId(request.params.id));
      return reply.code(204).send();
    },
  );

  // --- static pages ----------------------------------------------------------------------------

  app.get(
    '/api/admin/pages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Static pages by title (20 per page; q in the title or address)',
        security: bearer,
        querystring: jsonSchema(AdminPageListQuery),
        response: responses(paged(AdminPageSummary), { ...refusals, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      requireAdmin(request, NOT_AN_ADMIN);
      const query = parseInput(AdminPageListQuery, request.query);
      const { rows, total } = await pagePage(db, query);
      return pagedJson(rows.map(pageSummaryJson), query.page, ADMIN_CONTENT_PER_PAGE, total);
    },
  );

  app.post(
    '/api/admin/pages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a static page at /lapa/{slug}',
        description:
          'title required (at most 255); slug required: a–z, digits and single hyphens, at least one letter, unique (422 on `slug`); content (HTML, sanitised) required.',
        security: bearer,
        body: jsonSchema(PageForm),
        response: {
          201: jsonSchema(single(AdminPage)),
          401: jsonSchema(ErrorBody),
          403: jsonSchema(ErrorBody),
          422: jsonSchema(ValidationErrorBody),
        },
      },
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
      schema: {
        tags: ['admin'],
        summary: 'One static page with its body, by its address',
        security: bearer,
        params: slugParams,
        response: responses(single(AdminPage), { ...refusals, 404: ErrorBody }),
      },
    },
    async (request) => {
      requireAdmin(request, NOT_AN_ADMIN);
      const row = await findPageRecord(db, request.params.slug);
      if (!row) throw notFound();
      return { data: pageJson(row) };
    },
  );

  app.post<SlugRoute>(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a static page (_method=PUT): title, content and its address',
        description:
          'Every field, as when adding one. The rules and about pages (noteikumi, about) keep their address: 422 on `slug`.',
        security: bearer,
        params: slugParams,
        body: jsonSchema(PageForm),
        response: responses(single(AdminPage), {
          ...refusals,
          404: ErrorBody,
          405: ErrorBody,
          422: ValidationErrorBody,
        }),
      },
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
      schema: {
        tags: ['admin'],
        summary: 'Delete a static page. 204; the rules and about pages: 422 on `slug`',
        security: bearer,
        params: slugParams,
        response: noContent,
      },
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
      schema: {
        tags: ['admin'],
        summary: 'Every banner, switched off ones too, in the slider’s order (positions 1..n)',
        security: bearer,
        response: responses(list(AdminBanner), refusals),
      },
    },
    async (request) => {
      requireAdmin(request, NOT_AN_ADMIN);
      return { data: (await bannerList(db)).map((row) => bannerJson(row, storage)) };
    },
  );

  app.post(
    '/api/admin/banners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a banner (its picture in `image`, required)',
        description: `${FORM_BODY} The picture is cut to 1200×400. title required; target_url an http(s) address or a portal address starting with /; position 1..n (empty: last); active (default true).`,
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(BannerForm),
        response: {
          201: jsonSchema(single(AdminBanner)),
          401: jsonSchema(ErrorBody),
          403: jsonSchema(ErrorBody),
          422: jsonSchema(ValidationErrorBody),
        },
      },
    },
    async (request, reply) => {
      const actor = admin(request);
      const { form, image } = await readContentForm(request, BannerForm, { edit: false, imageRequired: true });
      const id = await createBanner(deps, actor, form, image!);
      return reply.code(201).send({ data: bannerJson((await findBanner(db, id))!, storage) });
    },
  );

  app.post<IdRoute>(
    '/api/admin/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a banner (_method=PUT): the fields sent change; `position` moves it, `active` switches it',
        description: `${FORM_BODY} A new picture replaces the old one.`,
        security: bearer,
        params: idParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(BannerChanges),
        response: responses(single(AdminBanner), {
          ...refusals,
          404: ErrorBody,
          405: ErrorBody,
          422: ValidationErrorBody,
        }),
      },
    },
    async (request) => {
      const actor = admin(request);
      const id = parseId(request.params.id);
      if (!(await findBanner(db, id))) throw notFound();
      const { form, image } = await readContentForm(request, BannerChanges, { edit: true });
      await updateBanner(deps, actor, id, form, image);
      return { data: bannerJson((await findBanner(db, id))!, storage) };
    },
  );

  app.delete<IdRoute>(
    '/api/admin/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a banner and its picture; the others close up. 204',
        security: bearer,
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      const actor = admin(request);
      await deleteBanner(deps, actor, parseId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The home page’s switches: show_banners and show_articles, both required',
        security: bearer,
        body: jsonSchema(FrontPageSettingsForm),
        response: responses(single(Settings), { ...refusals, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      const actor = admin(request);
      const form = parseInput(FrontPageSettingsForm, request.body);
      return { data: await changeFrontPageSettings(db, actor, form) };
    },
  );
}
