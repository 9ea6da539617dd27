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
import { adminContentEndpoints as calls } from '@portal/contracts/endpoints/admin/content';
import {
  ADMIN_CONTENT_PER_PAGE,
  CONTENT_MESSAGES,
  isProtectedPage,
  type AdminArticle,
  type AdminArticleSummary,
  type AdminBanner,
  type AdminPage,
  type AdminPageSummary,
} from '@portal/contracts/schemas/admin/content';
import { FORM_ERROR_KEY } from '@portal/contracts/validation';
import type { AuthUser } from '../../../auth/plugin';
import type { Database } from '../../../db/client';
import { validateBody } from '../../../http/endpoint';
import { notFound, ValidationError, type FieldErrors } from '../../../http/errors';
import type { Storage } from '../../../storage/storage';
import { auditActor, type AuditActor } from '../../audit/record';
import { sanitizeContent } from '../../content/sanitize';
import { checkPutOverride } from '../../shared/methodOverride';
import { loadPage } from '../../shared/pagination';
import { readForm, type UploadedFile } from '../../shared/uploads';
import { registerAdminEndpoint } from '../http';
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

/** The entries whose body is a post's or a banner's form, JSON or multipart with the picture. */
type FormEntry =
  typeof calls.createArticle | typeof calls.updateArticle | typeof calls.createBanner | typeof calls.updateBanner;

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
async function readContentForm<TEntry extends FormEntry>(
  request: FastifyRequest,
  entry: TEntry,
  { edit, imageRequired = false }: { edit: boolean; imageRequired?: boolean },
): Promise<{ form: v.InferOutput<TEntry['body']>; image: UploadedFile | null }> {
  const { fields, files, errors: fileErrors } = await readForm(request, { [IMAGE_FIELD]: IMAGE_RULE });
  if (edit) checkPutOverride(fields);
  let form: v.InferOutput<TEntry['body']> | undefined;
  let errors: FieldErrors = { ...fileErrors };
  try {
    // Also refuses NUL characters, which multipart fields bring past the JSON hook.
    form = validateBody(entry, fields);
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
interface PictureItem<TCreate extends FormEntry, TUpdate extends FormEntry, TRecord, TJson> {
  createEntry: TCreate;
  updateEntry: TUpdate;
  imageRequired: boolean;
  find(db: Database, id: number): Promise<TRecord | null>;
  create(
    deps: PictureDeps,
    actor: AuditActor,
    form: v.InferOutput<TCreate['body']>,
    image: UploadedFile | null,
  ): Promise<number>;
  update(
    deps: PictureDeps,
    actor: AuditActor,
    id: number,
    changes: v.InferOutput<TUpdate['body']>,
    image: UploadedFile | null,
  ): Promise<void>;
  remove(deps: PictureDeps, actor: AuditActor, id: number): Promise<void>;
  json(row: TRecord, storage: Storage): TJson;
}

/** The handlers that read, write (JSON or multipart with the picture) and delete a PictureItem. */
function pictureItemHandlers<TCreate extends FormEntry, TUpdate extends FormEntry, TRecord, TJson>(
  deps: PictureDeps,
  item: PictureItem<TCreate, TUpdate, TRecord, TJson>,
) {
  const { db, storage } = deps;
  const answer = async (id: number) => ({ data: item.json((await item.find(db, id))!, storage) });
  return {
    async one(id: number) {
      const row = await item.find(db, id);
      if (!row) throw notFound();
      return { data: item.json(row, storage) };
    },
    async create(admin: AuthUser, request: FastifyRequest) {
      const { form, image } = await readContentForm(request, item.createEntry, {
        edit: false,
        imageRequired: item.imageRequired,
      });
      return answer(await item.create(deps, auditActor(admin), form, image));
    },
    async update(admin: AuthUser, id: number, request: FastifyRequest) {
      if (!(await item.find(db, id))) throw notFound();
      const { form, image } = await readContentForm(request, item.updateEntry, { edit: true });
      await item.update(deps, auditActor(admin), id, form, image);
      return answer(id);
    },
    async remove(admin: AuthUser, id: number) {
      await item.remove(deps, auditActor(admin), id);
    },
  };
}

export async function registerAdminContentRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;
  const deps = { db, storage };
  const article = pictureItemHandlers(deps, {
    createEntry: calls.createArticle,
    updateEntry: calls.updateArticle,
    imageRequired: false,
    find: findArticleRecord,
    create: createArticle,
    update: updateArticle,
    remove: deleteArticle,
    json: articleJson,
  });
  const banner = pictureItemHandlers(deps, {
    createEntry: calls.createBanner,
    updateEntry: calls.updateBanner,
    imageRequired: true,
    find: findBanner,
    create: createBanner,
    update: updateBanner,
    remove: deleteBanner,
    json: bannerJson,
  });

  // --- news posts ------------------------------------------------------------------------------

  registerAdminEndpoint(app, calls.listArticles, {}, async ({ query }) =>
    loadPage(
      query.page,
      ADMIN_CONTENT_PER_PAGE,
      (limit, offset) => articlePage(db, query, limit, offset),
      (row) => articleSummaryJson(row, storage),
    ),
  );
  registerAdminEndpoint(app, calls.createArticle, {}, async (_input, admin, request, reply) =>
    reply.code(201).send(await article.create(admin, request)),
  );
  registerAdminEndpoint(app, calls.getArticle, {}, async ({ params }) => article.one(params.id));
  registerAdminEndpoint(app, calls.updateArticle, {}, async ({ params }, admin, request) =>
    article.update(admin, params.id, request),
  );
  registerAdminEndpoint(app, calls.deleteArticle, {}, async ({ params }, admin, _request, reply) => {
    await article.remove(admin, params.id);
    return reply.code(204).send();
  });

  // --- static pages ----------------------------------------------------------------------------

  registerAdminEndpoint(app, calls.listPages, {}, async ({ query }) =>
    loadPage(
      query.page,
      ADMIN_CONTENT_PER_PAGE,
      (limit, offset) => pagePage(db, query, limit, offset),
      pageSummaryJson,
    ),
  );
  registerAdminEndpoint(app, calls.createPage, {}, async ({ body }, admin, _request, reply) =>
    reply.code(201).send({ data: pageJson(await createPage(db, auditActor(admin), body)) }),
  );
  registerAdminEndpoint(app, calls.getPage, {}, async ({ params }) => {
    const row = await findPageRecord(db, params.slug);
    if (!row) throw notFound();
    return { data: pageJson(row) };
  });
  registerAdminEndpoint(
    app,
    calls.updatePage,
    {
      // An unknown page is 404, then another `_method` 405, whatever the body holds.
      beforeBody: async (request) => {
        if (!(await findPageRecord(db, (request.params as { slug: string }).slug))) throw notFound();
      },
      putOverride: true,
    },
    async ({ params, body }, admin) => ({ data: pageJson(await updatePage(db, auditActor(admin), params.slug, body)) }),
  );
  registerAdminEndpoint(app, calls.deletePage, {}, async ({ params }, admin, _request, reply) => {
    await deletePage(db, auditActor(admin), params.slug);
    return reply.code(204).send();
  });

  // --- banners and the home page's switches ----------------------------------------------------

  registerAdminEndpoint(app, calls.listBanners, {}, async () => ({
    data: (await bannerList(db)).map((row) => bannerJson(row, storage)),
  }));
  registerAdminEndpoint(app, calls.createBanner, {}, async (_input, admin, request, reply) =>
    reply.code(201).send(await banner.create(admin, request)),
  );
  registerAdminEndpoint(app, calls.updateBanner, {}, async ({ params }, admin, request) =>
    banner.update(admin, params.id, request),
  );
  registerAdminEndpoint(app, calls.deleteBanner, {}, async ({ params }, admin, _request, reply) => {
    await banner.remove(admin, params.id);
    return reply.code(204).send();
  });

  registerAdminEndpoint(app, calls.saveSettings, {}, async ({ body }, admin) => ({
    data: await changeFrontPageSettings(db, auditActor(admin), body),
  }));
}
