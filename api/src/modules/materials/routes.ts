/**
 * The material calls of spec §7: GET /api/materials (page, per_page, owner, categories, sort) and
 * GET /api/materials/{id}; POST /api/materials (JSON for a link, multipart with `file` for a file),
 * POST /api/materials/{id} with _method=PUT (or PUT), DELETE /api/materials/{id}; POST .../download
 * and .../preview (a short-lived signed link) and GET .../file (following one); POST|DELETE
 * .../like and .../bookmark (the updated material); POST .../view.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/constants';
import { API_ERRORS, FORM_MESSAGES } from '@portal/contracts/messages';
import { ErrorBody, Material, UrlResult, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { MaterialListQuery, MaterialRequest } from '@portal/contracts/schemas/forms';
import { validate } from '@portal/contracts/validation';
import { requireUser } from '../../auth/plugin';
import type { AppDeps } from '../../http/deps';
import { HttpError, notFound, unauthorized, ValidationError } from '../../http/errors';
import { parseId, type IdRoute } from '../../http/params';
import { parseInput } from '../../http/validation';
import { sendStoredFile } from '../../storage/serve';
import { createdResponses, idParams, jsonSchema, noContentResponses, responses } from '../../web/schemas';
import { readStreamedForm, sweepStaleUploads, type StreamedFileRule } from '../shared/uploads';
import {
  createMaterial,
  deleteMaterial,
  fileLink,
  followFileLink,
  materialById,
  materialPage,
  ownMaterial,
  recordView,
  setBookmarked,
  setLiked,
  updateMaterial,
  type MaterialDeps,
} from './service';

const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

const MATERIAL_FORM_DESCRIPTION =
  'A link material as JSON; a file material as multipart/form-data with the file in `file` ' +
  '(at most 250 MB; Excel, PDF, Word, PowerPoint or an image, judged by its content). ' +
  '`categories`: the class, theme and type node ids (repeated field, array or comma-joined), one path of the tree; ' +
  "a link's type node is 'Noderīgas saites', a file's any other. Over 250 MB: 413 with the message on `file`.";

export function registerMaterialRoutes(app: FastifyInstance, { db, storage, config, appKey }: AppDeps): void {
  const deps: MaterialDeps = { db, storage, appKey, log: app.log };
  const uploadRule: StreamedFileRule = {
    field: 'file',
    maxBytes: MAX_UPLOAD_BYTES,
    tempDir: path.join(config.dataDir, 'tmp', 'uploads'),
    tooLarge: FORM_MESSAGES.fileTooLarge,
  };
  // Temporary files of a process that died mid-upload; an upload never takes a day.
  app.addHook('onReady', async () => {
    const removed = await sweepStaleUploads(uploadRule.tempDir, STALE_UPLOAD_MS);
    if (removed) app.log.info({ removed }, 'removed stale temporary uploads');
  });

  /** The form of a save: validated fields and the streamed file; the temporary file is removed after. */
  async function withMaterialForm<T>(
    request: FastifyRequest,
    save: (form: MaterialRequest, upload: Awaited<ReturnType<typeof readStreamedForm>>['file']) => Promise<T>,
  ): Promise<T> {
    const body = await readStreamedForm(request, uploadRule);
    try {
      const method = body.fields._method;
      if (method !== undefined && (typeof method !== 'string' || method.toUpperCase() !== 'PUT')) {
        throw new HttpError(405, API_ERRORS.methodNotAllowed);
      }
      const checked = validate(MaterialRequest, body.fields);
      if (!checked.success) throw new ValidationError(checked.errors);
      return await save(checked.output, body.file);
    } finally {
      await body.discard();
    }
  }

  app.get(
    '/api/materials',
    {
      config: { publicCache: true },
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
      return materialPage(
        db,
        storage,
        viewerId,
        {
          page: query.page,
          perPage: query.per_page,
          sort: query.sort,
          ownerId: query.owner ?? undefined,
          nodeIds: query.categories,
        },
        app.sharedReads,
      );
    },
  );

  app.get<IdRoute>(
    '/api/materials/:id',
    {
      schema: {
        tags: ['materials'],
        summary: 'One material',
        description:
          'A material an administrator hid is 404 to everyone but its owner and administrators, who get it with `hidden` (when and why).',
        params: idParams,
        response: responses(single(Material), { 404: ErrorBody }),
      },
    },
    async (request) => {
      const material = await materialById(
        db,
        storage,
        request.user?.id ?? null,
        parseId(request.params.id),
        app.sharedReads,
        request.user?.isAdmin === true,
      );
      if (!material) throw notFound();
      return { data: material };
    },
  );

  app.post(
    '/api/materials',
    {
      schema: {
        tags: ['materials'],
        summary: 'Add a material (sign-in required)',
        description: MATERIAL_FORM_DESCRIPTION,
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(MaterialRequest),
        response: createdResponses(single(Material), {
          401: ErrorBody,
          413: ValidationErrorBody,
          422: ValidationErrorBody,
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const material = await withMaterialForm(request, (form, upload) => createMaterial(deps, user, form, upload));
      return reply.code(201).send({ data: material });
    },
  );

  const update = async (request: FastifyRequest<IdRoute>) => {
    const user = requireUser(request);
    // Who may change it is settled before a byte of the body is read.
    const facts = await ownMaterial(db, user, parseId(request.params.id));
    const material = await withMaterialForm(request, (form, upload) => updateMaterial(deps, user, facts, form, upload));
    return { data: material };
  };
  const updateSchema = {
    tags: ['materials'],
    summary: "Change one's own material (_method=PUT)",
    description: `${MATERIAL_FORM_DESCRIPTION} Without a new file the stored one stays. The type cannot change. Others' materials: 403.`,
    params: idParams,
    consumes: ['application/json', 'multipart/form-data'],
    body: jsonSchema(MaterialRequest),
    response: responses(single(Material), {
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      413: ValidationErrorBody,
      422: ValidationErrorBody,
    }),
  };
  app.post<IdRoute>('/api/materials/:id', { schema: updateSchema }, update);
  app.put<IdRoute>('/api/materials/:id', { schema: { ...updateSchema, hide: true } }, update);

  app.delete<IdRoute>(
    '/api/materials/:id',
    {
      schema: {
        tags: ['materials'],
        summary: "Delete one's own material and its file",
        params: idParams,
        response: noContentResponses({ 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const facts = await ownMaterial(db, user, parseId(request.params.id));
      await deleteMaterial(deps, facts);
      return reply.code(204).send();
    },
  );

  for (const mode of ['download', 'preview'] as const) {
    app.post<IdRoute>(
      `/api/materials/:id/${mode}`,
      {
        schema: {
          tags: ['materials'],
          summary: mode === 'download' ? 'A short-lived download link' : 'A short-lived inline preview link',
          description:
            mode === 'download'
              ? 'The browser navigates to `url`; following it counts one download. 404 for a link material.'
              : 'Only PDFs and images a browser shows inline; 404 for other kinds.',
          params: idParams,
          response: responses(UrlResult, { 401: ErrorBody, 404: ErrorBody }),
        },
      },
      async (request) => {
        const user = requireUser(request);
        return { url: await fileLink(deps, user, parseId(request.params.id), mode) };
      },
    );
  }

  app.get<IdRoute & { Querystring: Record<string, unknown> }>(
    '/api/materials/:id/file',
    {
      // Files are sent as stored (PDFs, images and Office files are compressed already) and byte
      // ranges must count bytes of the file itself.
      compress: false,
      schema: {
        tags: ['materials'],
        summary: 'Follow a download or preview link',
        description:
          'Streams the file with its stored type, `nosniff` and a Content-Disposition of its sanitised name; single byte ranges (206). With S3 storage: a redirect to the bucket.',
        params: idParams,
      },
    },
    async (request, reply: FastifyReply) => {
      const delivery = await followFileLink(deps, parseId(request.params.id), request.query, {
        method: request.method,
        range: request.headers.range,
      });
      if (delivery.kind === 'redirect') {
        return reply.header('cache-control', 'private, no-store').redirect(delivery.url, 302);
      }
      const sent = await sendStoredFile(reply, storage, delivery.key, {
        contentType: delivery.contentType,
        fileName: delivery.fileName,
        disposition: delivery.disposition,
        range: request.headers.range,
      });
      if (!sent) throw notFound();
      return reply;
    },
  );

  for (const [what, set] of [
    ['like', setLiked],
    ['bookmark', setBookmarked],
  ] as const) {
    const schema = {
      tags: ['materials'],
      params: idParams,
      response: responses(single(Material), { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }),
    };
    // Both empty the read cache: a like moves counts and the likes sort, and the viewer's marks and
    // bookmarks list are kept by the cache's rules (service.ts).
    app.post<IdRoute>(
      `/api/materials/:id/${what}`,
      { schema: { ...schema, summary: `Add a ${what} (not to one's own material)` } },
      async (request) => ({ data: await set(deps, requireUser(request), parseId(request.params.id), true) }),
    );
    app.delete<IdRoute>(
      `/api/materials/:id/${what}`,
      { schema: { ...schema, summary: `Remove a ${what}` } },
      async (request) => ({ data: await set(deps, requireUser(request), parseId(request.params.id), false) }),
    );
  }

  app.post<IdRoute>(
    '/api/materials/:id/view',
    {
      // Every material page records one: emptying the cache for each would empty it all the time.
      // A kept list's view count may lag by up to READ_CACHE_TTL_MS; no list is sorted by views.
      config: { keepsReadCache: true },
      schema: {
        tags: ['materials'],
        summary: 'Record a view',
        description: 'Counted once per viewer per material per hour.',
        params: idParams,
        response: noContentResponses({ 404: ErrorBody }),
      },
    },
    async (request, reply) => {
      await recordView(deps, request.user, parseId(request.params.id), request.ip);
      return reply.code(204).send();
    },
  );
}
