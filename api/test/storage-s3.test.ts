/**
 * STORAGE=s3 end to end against a real S3-compatible server (s3rver on 127.0.0.1): a material's
 * file is uploaded in parts to the bucket, its download link redirects to a presigned address that
 * serves the bytes with the stored type and disposition (ranges too) and counts the download, a
 * replaced or deleted material's object goes, a refused file never reaches the bucket, and public
 * images are read back through /files/.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import type { Material } from '@portal/contracts/schemas/entities';
import { files, materials } from '../src/db/schema';
import { createStorage } from '../src/storage/index';
import { json, useTestContext } from './helpers/app';
import { multipartBody } from './helpers/accounts';
import { EXE, officeOpenXml, pdf, PNG } from './helpers/documents';
import { startS3Server, type TestS3Server } from './support/s3Server';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());
// After the S3 server (its address is known once it runs) and closed before it.
const t = useTestContext(() => ({ env: s3.env }));
let token: string;
beforeAll(async () => {
  token = await t.tokenFor(t.fixtures.users.anna.id);
});

async function upload(name: string, data: Buffer, url = '/api/materials', extra: Record<string, string> = {}) {
  const { class7, mechanics, presentations } = t.fixtures.nodes;
  const body = await multipartBody(
    {
      type: 'file',
      title: 'S3 materiāls',
      categories: `${class7.id},${mechanics.id},${presentations.id}`,
      signature_type: 'name',
      ...extra,
    },
    { name, type: 'application/octet-stream', data },
  );
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...t.auth(token) } });
}

async function keyOf(materialId: number) {
  const [row] = await t.db
    .select({ key: files.storageKey, sha: files.sha256 })
    .from(materials)
    .innerJoin(files, eq(files.id, materials.fileId))
    .where(eq(materials.id, materialId));
  return row!;
}

describe('STORAGE=s3', () => {
  it('uses the S3 driver the configuration names', () => {
    expect(t.config.storage).toBe('s3');
    expect(createStorage(t.config).kind).toBe('s3');
  });

  it('uploads a large file in parts and delivers it through a presigned address, counting the download', async () => {
    // 20 MB: three parts of lib-storage's multipart upload.
    const data = Buffer.alloc(20 * 1024 * 1024, 0x20);
    pdf('S3').copy(data);
    const res = await upload('Liels fails ūdenī.pdf', data);
    expect(res.statusCode, res.body).toBe(201);
    const material = json<{ data: Material }>(res).data;
    const { key, sha } = await keyOf(material.id);
    expect(sha).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await s3.keys()).toContain(key);

    const link = json<{ url: string }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/materials/${material.id}/download`,
        headers: t.auth(await t.tokenFor(t.fixtures.users.liga.id)),
      }),
    ).url;
    const followed = await t.app.inject({ url: link });
    expect(followed.statusCode).toBe(302);
    const location = followed.headers.location as string;
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');

    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('application/pdf');
    expect(fromBucket.headers.get('content-disposition')).toBe(
      `attachment; filename="Liels fails udeni.pdf"; filename*=UTF-8''Liels%20fails%20%C5%ABden%C4%AB.pdf`,
    );
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(data)).toBe(true);
    const ranged = await fetch(location, { headers: { range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).toString()).toBe('%PDF-1.4');

    const after = json<{ data: Material }>(
      await t.app.inject({ url: `/api/materials/${material.id}`, headers: t.auth(token) }),
    );
    expect(after.data.downloads).toBe(1);
  });

  it('previews an image inline from the bucket', async () => {
    const material = json<{ data: Material }>(await upload('bilde.png', PNG)).data;
    const link = json<{ url: string }>(
      await t.app.inject({ method: 'POST', url: `/api/materials/${material.id}/preview`, headers: t.auth(token) }),
    ).url;
    const location = (await t.app.inject({ url: link })).headers.location as string;
    const shown = await fetch(location);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await shown.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('removes the object of a replaced file and of a deleted material', async () => {
    const material = json<{ data: Material }>(await upload('pirmais.pdf', pdf('1'))).data;
    const first = (await keyOf(material.id)).key;
    const replaced = await upload('otrais.docx', officeOpenXml('docx'), `/api/materials/${material.id}`, {
      _method: 'PUT',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = (await keyOf(material.id)).key;
    const keys = await s3.keys();
    expect(keys).toContain(second);
    expect(keys).not.toContain(first);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/materials/${material.id}`,
      headers: t.auth(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.keys()).not.toContain(second);
  });

  it('never puts a refused file into the bucket', async () => {
    const before = await s3.keys();
    const res = await upload('programma.pdf', EXE);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ errors: { file: [FORM_MESSAGES.fileKind] } });
    expect(await s3.keys()).toEqual(before);
  });

  it('serves public images from the bucket at their portal address', async () => {
    const storage = createStorage(t.config);
    await storage.put('avatars/s3-anna.png', PNG, { contentType: 'image/png' });
    await t.db.insert(files).values({
      storageKey: 'avatars/s3-anna.png',
      originalName: 'anna.png',
      mimeType: 'image/png',
      size: PNG.length,
      isPublic: true,
    });
    const res = await t.app.inject({ url: storage.publicUrl('avatars/s3-anna.png') });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(await storage.get('avatars/none.png')).toBeNull();
    expect(await storage.size('avatars/none.png')).toBeNull();
    await storage.delete('avatars/s3-anna.png');
    expect(await storage.get('avatars/s3-anna.png')).toBeNull();
  });
});
