/**
 * The material calls of spec §7 (contracts/src/endpoints/materials.ts): GET /api/materials (page,
 * per_page, owner, categories, sort) and GET /api/materials/{id}; POST /api/materials (JSON for a
 * link, multipart with `file` for a file), POST /api/materials/{id} with _method=PUT (or PUT),
 * DELETE /api/materials/{id}; POST .../download and .../preview (a short-lived signed link) and GET
 * .../file (following one); POST|DELETE .../like and .../bookmark (the updated material); POST .../view.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/constants';
import { materialEndpoints as calls } from '@portal/contracts/endpoints/materials';
import { API_ERRORS, FORM_MESSAGES } from '@portal/contracts/messages';
import type { MaterialRequest } from '@portal/contracts/schemas/forms';
import { requireUser } from '../../auth/plugin';
import { registerEndpoint, validateBody } from '../../http/endpoint';
import { changedOnly } from '../../http/readCache';
import { HttpError, notFound, unauthorized } from '../../http/errors';
import { sendStoredFile } from '../../storage/serve';
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

export async function registerMaterialRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, config, appKey } = app;
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
      return await save(validateBody(calls.create, body.fields), body.file);
    } finally {
      await body.discard();
    }
  }

  registerEndpoint(app, calls.list, {}, async ({ query }, request) => {
    const viewerId = request.user?.id ?? null;
    // Whose materials these are is author identity: not for anonymous visitors.
    if ((query.sort === 'bookmarks' || query.owner !== null) && viewerId === null) throw unauthorized();
    return materialPage(
      db,
      storage,
      viewerId,
      { page: query.page, perPage: query.per_page, sort: query.sort, ownerId: query.owner ?? undefined, nodeIds: query.categories },
      request.keptReads,
    );
  });

  registerEndpoint(app, calls.get, {}, async ({ params }, request) => {
    const viewer = request.user;
    const material = await materialById(db, storage, viewer?.id ?? null, params.id, request.keptReads, viewer?.isAdmin === true);
    if (!material) throw notFound();
    return { data: material };
  });

  registerEndpoint(app, calls.create, {}, async (_input, request, reply) => {
    const user = requireUser(request);
    const material = await withMaterialForm(request, async (form, upload) => {
      const created = await createMaterial(deps, user, form, upload);
      // It shows in the lists of its own nodes (and those of none) alone, not in every list.
      changedOnly(request, [...form.categories.map((id) => `materials:${id}`), 'categories']);
      return created;
    });
    return reply.code(201).send({ data: material });
  });

  for (const entry of [calls.update, calls.replace]) {
    registerEndpoint(app, entry, {}, async ({ params }, request) => {
      const user = requireUser(request);
      // Who may change it is settled before a byte of the body is read.
      const facts = await ownMaterial(db, user, params.id);
      const material = await withMaterialForm(request, (form, upload) => updateMaterial(deps, user, facts, form, upload));
      return { data: material };
    });
  }

  registerEndpoint(app, calls.remove, {}, async ({ params }, request, reply) => {
    const facts = await ownMaterial(db, requireUser(request), params.id);
    await deleteMaterial(deps, facts);
    return reply.code(204).send();
  });

  for (const [entry, mode] of [
    [calls.downloadLink, 'download'],
    [calls.previewLink, 'preview'],
  ] as const) {
    registerEndpoint(app, entry, {}, async ({ params }, request) => ({
      url: await fileLink(deps, requireUser(request), params.id, mode),
    }));
  }

  registerEndpoint(
    app,
    calls.file,
    // Files are sent as stored (PDFs, images and Office files are compressed already) and byte
    // ranges must count bytes of the file itself.
    { compress: false },
    async ({ params, query }, request, reply) => {
      const delivery = await followFileLink(deps, params.id, query, {
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

  // What each changes is its entry's cache rule: a like the material and the lists showing it, both
  // the viewer's marks and bookmarks list (service.ts keeps them by the cache's rules).
  for (const [entry, set, on] of [
    [calls.like, setLiked, true],
    [calls.unlike, setLiked, false],
    [calls.bookmark, setBookmarked, true],
    [calls.unbookmark, setBookmarked, false],
  ] as const) {
    registerEndpoint(app, entry, {}, async ({ params }, request) => ({
      data: await set(deps, requireUser(request), params.id, on),
    }));
  }

  registerEndpoint(
    app,
    calls.view,
    {},
    async ({ params }, request, reply) => {
      await recordView(deps, request.user, params.id, request.ip);
      return reply.code(204).send();
    },
  );
}
