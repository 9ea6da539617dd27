/**
 * A material's file after upload and around it: the 413 over 250 MB and a broken-off upload (no
 * file, no row left), download and preview links (signed, short-lived, counted on following),
 * the headers files are served with, byte ranges; likes, bookmarks and views (spec §4, §6).
 */
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/constants';
import { API_ERRORS, FORM_MESSAGES, MATERIAL_ERRORS } from '@portal/contracts/messages';
import type { Material } from '@portal/contracts/schemas/entities';
import { ANONYMOUS_AUTHOR_LABEL } from '@portal/contracts/schemas/entities';
import { files, materialDownloads, materials, materialViews } from '../src/db/schema';
import { sweepStaleUploads } from '../src/modules/shared/uploads';
import { useTestContext, json } from './helpers/app';
import { freshIp, multipartBody } from './helpers/accounts';
import { officeOpenXml, pdf, PNG } from './helpers/documents';
import { PSEUDONYM } from './helpers/fixtures';

type M = v.InferOutput<typeof Material>;

const t = useTestContext();
let tokens: { anna: string; janis: string; liga: string };
beforeAll(async () => {
  tokens = await t.teacherTokens();
});

const filesDir = () => path.join(t.config.dataDir, 'files', 'materials');
const tempDir = () => path.join(t.config.dataDir, 'tmp', 'uploads');
async function listDir(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}
const materialCount = async () => (await t.db.select({ n: count() }).from(materials))[0]!.n;

function fields(): Record<string, string> {
  const { class7, mechanics, presentations } = t.fixtures.nodes;
  return {
    type: 'file',
    title: 'Darba lapa',
    categories: `${class7.id},${mechanics.id},${presentations.id}`,
    signature_type: 'name',
  };
}

async function upload(token: string, name: string, data: Buffer, extra: Record<string, string> = {}) {
  const body = await multipartBody({ ...fields(), ...extra }, { name, type: 'application/pdf', data });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/materials',
    payload: body.payload,
    headers: { ...body.headers, ...t.auth(token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: M }>(res).data;
}

const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.auth(token) : {} });

describe('limits of an upload', () => {
  it('answers 413 with the file field message over 250 MB and leaves nothing behind', async () => {
    const before = await materialCount();
    const data = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    pdf().copy(data);
    const body = await multipartBody(fields(), { name: 'liels.pdf', type: 'application/pdf', data });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(tokens.anna) },
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      message: FORM_MESSAGES.fileTooLarge,
      errors: { file: [FORM_MESSAGES.fileTooLarge] },
    });
    expect(await materialCount()).toBe(before);
    expect(await listDir(filesDir())).toEqual([]);
    expect(await listDir(tempDir())).toEqual([]);
  }, 120_000);

  it('answers 413 at once when the request announces more than 250 MB, reading none of it', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          [
            'POST /api/materials HTTP/1.1',
            'Host: 127.0.0.1',
            `Authorization: Bearer ${tokens.anna}`,
            'Content-Type: multipart/form-data; boundary=x',
            `Content-Length: ${MAX_UPLOAD_BYTES * 2}`,
            '',
            '--x\r\n',
          ].join('\r\n'),
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(FORM_MESSAGES.fileTooLarge);
  });

  it('leaves no file and no row when the upload breaks off half-way', async () => {
    const before = await materialCount();
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const { payload, headers } = await multipartBody(fields(), {
      name: 'katkestas.pdf',
      type: 'application/pdf',
      data: Buffer.concat([pdf(), Buffer.alloc(4 * 1024 * 1024, 0x20)]),
    });
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          [
            'POST /api/materials HTTP/1.1',
            'Host: 127.0.0.1',
            `Authorization: Bearer ${tokens.anna}`,
            `Content-Type: ${headers['content-type']}`,
            `Content-Length: ${payload.length}`,
            '',
            '',
          ].join('\r\n'),
        );
        // About half of the body, then the connection is gone.
        socket.write(payload.subarray(0, payload.length / 2), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    // The server notices the broken connection a moment later: on a loaded machine (CI runs the
    // suites side by side) that moment can pass 5 s, so allow 30.
    for (let i = 0; i < 300 && (await listDir(tempDir())).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await listDir(tempDir())).toEqual([]);
    expect(await listDir(filesDir())).toEqual([]);
    expect(await materialCount()).toBe(before);
  }, 60_000);
});

describe('temporary files', () => {
  it('sweeps what a process that died mid-upload left, and nothing younger', async () => {
    const dir = tempDir();
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'old.upload'), 'x');
    await writeFile(path.join(dir, 'fresh.upload'), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(path.join(dir, 'old.upload'), twoDaysAgo, twoDaysAgo);
    expect(await sweepStaleUploads(dir, 24 * 60 * 60 * 1000)).toBe(1);
    expect(await listDir(dir)).toEqual(['fresh.upload']);
    expect(await sweepStaleUploads(dir, 0, Date.now() + 1000)).toBe(1);
    expect(await listDir(dir)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every material call', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject({ url: '/api/docs/json' }));
    const calls = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/materials',
        'POST /api/materials/{id}',
        'DELETE /api/materials/{id}',
        'POST /api/materials/{id}/download',
        'POST /api/materials/{id}/preview',
        'GET /api/materials/{id}/file',
        'POST /api/materials/{id}/like',
        'DELETE /api/materials/{id}/like',
        'POST /api/materials/{id}/bookmark',
        'DELETE /api/materials/{id}/bookmark',
        'POST /api/materials/{id}/view',
        'GET /api/materials/{id}/comments',
        'POST /api/materials/{id}/comments',
        'GET /api/search',
      ]),
    );
  });
});

describe('download and preview', () => {
  it('answers a short-lived link; following it streams the file with safe headers and counts one download', async () => {
    const material = await upload(tokens.anna, 'Kustība; ūdenī (1).pdf', pdf('lejuplāde'));
    const res = await post(`/api/materials/${material.id}/download`, tokens.liga);
    expect(res.statusCode).toBe(200);
    const { url } = json<{ url: string }>(res);
    expect(url).toMatch(new RegExp(`^/api/materials/${material.id}/file\\?`));

    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf('lejuplāde'))).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Kustiba_ udeni (1).pdf"; filename*=UTF-8''Kust%C4%ABba%3B%20%C5%ABden%C4%AB%20%281%29.pdf`,
    );
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['accept-ranges']).toBe('bytes');

    const after = json<{ data: M }>(
      await t.app.inject({ url: `/api/materials/${material.id}`, headers: t.auth(tokens.liga) }),
    );
    expect(after.data.downloads).toBe(1);
    const [row] = await t.db.select().from(materialDownloads).where(eq(materialDownloads.materialId, material.id));
    expect(row?.userId).toBe(t.fixtures.users.liga.id);
  });

  it('serves byte ranges (206) and counts a resumed download once', async () => {
    const data = Buffer.concat([pdf(), Buffer.alloc(10_000, 0x41)]);
    const material = await upload(tokens.anna, 'liels.pdf', data);
    const { url } = json<{ url: string }>(await post(`/api/materials/${material.id}/download`, tokens.janis));
    const first = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${data.length}`);
    expect(first.rawPayload.equals(data.subarray(0, 100))).toBe(true);
    const rest = await t.app.inject({ url, headers: { range: 'bytes=100-' } });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(data.subarray(100))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(data.subarray(data.length - 10))).toBe(true);
    const outside = await t.app.inject({ url, headers: { range: `bytes=${data.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${data.length}`);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.headers['content-length']).toBe(String(data.length));
    const [downloads] = await t.db
      .select({ n: count() })
      .from(materialDownloads)
      .where(eq(materialDownloads.materialId, material.id));
    // bytes=0-99 counted; the continuation, the tail, the 416 probe and the HEAD did not.
    expect(downloads!.n).toBeLessThanOrEqual(2);
    expect((await t.db.select().from(materials).where(eq(materials.id, material.id)))[0]!.downloadsCount).toBe(
      downloads!.n,
    );
  });

  it('serves a stored file of a type no upload accepts as a plain download, never as a page', async () => {
    const material = await upload(tokens.anna, 'vēlāk-html.pdf', pdf());
    await t.db.update(files).set({ mimeType: 'text/html' }).where(eq(files.originalName, 'vēlāk-html.pdf'));
    const { url } = json<{ url: string }>(await post(`/api/materials/${material.id}/download`, tokens.liga));
    const res = await t.app.inject({ url });
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses a tampered, foreign or expired link', async () => {
    const material = await upload(tokens.anna, 'a.pdf', pdf());
    const { url } = json<{ url: string }>(await post(`/api/materials/${material.id}/download`, tokens.liga));
    expect((await t.app.inject({ url: url.replace('mode=download', 'mode=preview') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(/user=\d+/, 'user=1') })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: url.replace(`/materials/${material.id}/`, `/materials/${t.fixtures.materials.m1.id}/`),
        })
      ).statusCode,
    ).toBe(404);
    const expired = url.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ url: expired })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/materials/${material.id}/file` })).statusCode).toBe(404);
  });

  it('needs sign-in, a file material and (for a preview) a PDF or an image', async () => {
    const pdfMaterial = await upload(tokens.anna, 'a.pdf', pdf());
    const picture = await upload(tokens.anna, 'a.png', PNG);
    const document = await upload(tokens.anna, 'a.docx', officeOpenXml('docx'));
    expect((await post(`/api/materials/${pdfMaterial.id}/download`)).statusCode).toBe(401);
    expect((await post(`/api/materials/${pdfMaterial.id}/preview`)).statusCode).toBe(401);
    const link = await post(`/api/materials/${t.fixtures.materials.m3.id}/download`, tokens.liga);
    expect(link.statusCode).toBe(404);
    expect(json(link)).toEqual({ message: MATERIAL_ERRORS.noFile });
    expect((await post('/api/materials/999999/download', tokens.liga)).statusCode).toBe(404);
    expect((await post(`/api/materials/${document.id}/preview`, tokens.liga)).statusCode).toBe(404);
    // The material answer says the same: the preview call for the PDF and the picture, none for the document.
    const previewUrlOf = async (id: number) =>
      json<{ data: M }>(await t.app.inject({ url: `/api/materials/${id}`, headers: t.auth(tokens.liga) })).data
        .preview_url;
    expect(await previewUrlOf(pdfMaterial.id)).toBe(`/api/materials/${pdfMaterial.id}/preview`);
    expect(await previewUrlOf(picture.id)).toBe(`/api/materials/${picture.id}/preview`);
    expect(await previewUrlOf(document.id)).toBeNull();

    for (const [material, type] of [
      [pdfMaterial, 'application/pdf'],
      [picture, 'image/png'],
    ] as const) {
      const res = await post(`/api/materials/${material.id}/preview`, tokens.liga);
      expect(res.statusCode).toBe(200);
      const shown = await t.app.inject({ url: json<{ url: string }>(res).url });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe(type);
      expect(shown.headers['content-disposition']).toMatch(/^inline; /);
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
    }
    // A preview is not a download.
    expect(
      json<{ data: M }>(await t.app.inject({ url: `/api/materials/${picture.id}`, headers: t.auth(tokens.anna) })).data
        .downloads,
    ).toBe(0);
  });
});

describe('likes and bookmarks', () => {
  it('adds and removes a like, answering the updated material', async () => {
    const id = t.fixtures.materials.m3.id;
    const before = json<{ data: M }>(
      await t.app.inject({ url: `/api/materials/${id}`, headers: t.auth(tokens.liga) }),
    ).data;
    const liked = await post(`/api/materials/${id}/like`, tokens.liga);
    expect(liked.statusCode).toBe(200);
    expect(json<{ data: M }>(liked).data).toMatchObject({ id, is_liked: true, likes: before.likes + 1 });
    // Twice is still one like.
    expect(json<{ data: M }>(await post(`/api/materials/${id}/like`, tokens.liga)).data.likes).toBe(before.likes + 1);
    const unliked = await t.app.inject({
      method: 'DELETE',
      url: `/api/materials/${id}/like`,
      headers: t.auth(tokens.liga),
    });
    expect(json<{ data: M }>(unliked).data).toMatchObject({ is_liked: false, likes: before.likes });
  });

  it('adds and removes a bookmark, answering the updated material', async () => {
    const id = t.fixtures.materials.m5.id;
    const added = json<{ data: M }>(await post(`/api/materials/${id}/bookmark`, tokens.janis)).data;
    expect(added.has_bookmark).toBe(true);
    const [row] = await t.db.select().from(materials).where(eq(materials.id, id));
    expect(row!.bookmarksCount).toBe(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/materials/${id}/bookmark`,
      headers: t.auth(tokens.janis),
    });
    expect(json<{ data: M }>(removed).data.has_bookmark).toBe(false);
  });

  it("refuses a like or bookmark of one's own material (403), of an unknown one (404) and anonymously (401)", async () => {
    const own = t.fixtures.materials.m1.id;
    const like = await post(`/api/materials/${own}/like`, tokens.anna);
    expect(like.statusCode).toBe(403);
    expect(json(like)).toEqual({ message: MATERIAL_ERRORS.ownLike });
    const bookmark = await post(`/api/materials/${own}/bookmark`, tokens.anna);
    expect(json(bookmark)).toEqual({ message: MATERIAL_ERRORS.ownBookmark });
    expect((await post('/api/materials/999999/like', tokens.anna)).statusCode).toBe(404);
    expect((await post(`/api/materials/${own}/bookmark`)).statusCode).toBe(401);
    expect(json(await post(`/api/materials/${own}/like`))).toEqual({ message: API_ERRORS.unauthenticated });
  });

  it("keeps a pseudonym-signed material's owner hidden in the answer to a like", async () => {
    const res = await post(`/api/materials/${t.fixtures.materials.m2.id}/like`, tokens.liga);
    const m = json<{ data: M }>(res).data;
    expect(m).toMatchObject({ signature: PSEUDONYM, owner: null, owner_id: null, note: null });
    expect(res.body).not.toContain('Kalniņš');
  });
});

describe('views', () => {
  const viewsOf = async (id: number) =>
    (await t.db.select().from(materials).where(eq(materials.id, id)))[0]!.viewsCount;

  it('counts a view once per viewer per material per hour', async () => {
    const id = t.fixtures.materials.m4.id;
    const start = await viewsOf(id);
    for (let i = 0; i < 3; i++) {
      const res = await post(`/api/materials/${id}/view`, tokens.liga);
      expect(res.statusCode).toBe(204);
    }
    expect(await viewsOf(id)).toBe(start + 1);
    await post(`/api/materials/${id}/view`, tokens.janis);
    expect(await viewsOf(id)).toBe(start + 2);

    // Visitors who are not signed in count by their address, which is never stored as such.
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      await t.app.inject({ method: 'POST', url: `/api/materials/${id}/view`, remoteAddress: ip });
    await t.app.inject({ method: 'POST', url: `/api/materials/${id}/view`, remoteAddress: freshIp() });
    expect(await viewsOf(id)).toBe(start + 4);
    const keys = (await t.db.select().from(materialViews).where(eq(materialViews.materialId, id))).map(
      (r) => r.viewerKey,
    );
    expect(keys.join(' ')).not.toContain(ip);
    // The material's answer shows the count.
    expect(json<{ data: M }>(await t.app.inject({ url: `/api/materials/${id}` })).data).toMatchObject({
      views: start + 4,
      signature: ANONYMOUS_AUTHOR_LABEL,
    });
    expect((await post('/api/materials/999999/view', tokens.liga)).statusCode).toBe(404);
  });
});
