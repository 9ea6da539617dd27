/** POST /api/user with _method=PUT: the profile rules of spec §5 with their Latvian messages, the avatar, newsletter. */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldMessage, FORM_MESSAGES } from '@portal/contracts/messages';
import { CurrentUser, single } from '@portal/contracts/schemas/entities';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files } from '../src/db/schema';
import { AVATAR_MESSAGES } from '../src/modules/shared/uploads';
import { multipartBody, PNG } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';

const t = useTestContext();
let tokens: { anna: string; liga: string };
beforeAll(async () => {
  tokens = { anna: await t.tokenFor(t.fixtures.users.anna.id), liga: await t.tokenFor(t.fixtures.users.liga.id) };
});

type U = v.InferOutput<typeof CurrentUser> & { avatar: { full_url: string } | null };

const valid = {
  _method: 'PUT',
  first_name: 'Līga',
  last_name: 'Bērziņa-Kalna',
  pseudonym: 'Zvaigzne',
  school_id: '',
  description: 'Matemātikas skolotāja',
  newsletter: null as unknown,
};

const save = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user', payload, headers: token ? t.auth(token) : {} });
const saveMultipart = async (
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const { payload, headers } = await multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/user', payload, headers: { ...headers, ...t.auth(token) } });
};

describe('POST /api/user (_method=PUT)', () => {
  it('saves the profile and answers the saved user; an unanswered newsletter is saved as false', async () => {
    const res = await save(tokens.liga, { ...valid, school_id: t.fixtures.schools.riga.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: U }>(res);
    v.parse(single(CurrentUser), body);
    expect(body.data).toMatchObject({
      first_name: 'Līga',
      last_name: 'Bērziņa-Kalna',
      name: 'Līga Bērziņa-Kalna',
      pseudonym: 'Zvaigzne',
      school: { id: t.fixtures.schools.riga.id, title: 'Rīgas Valsts 1. ģimnāzija' },
      description: 'Matemātikas skolotāja',
      newsletter: false,
      email: 'liga@example.lv',
    });
    const again = json<{ data: U }>(await t.app.inject({ url: '/api/user', headers: t.auth(tokens.liga) }));
    expect(again.data).toEqual(body.data);
    // A real PUT and an empty school do as well.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      payload: { ...valid, newsletter: true, description: '' },
      headers: t.auth(tokens.liga),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<{ data: U }>(put).data).toMatchObject({
      school: null,
      school_id: null,
      newsletter: true,
      description: null,
    });
  });

  it('refuses missing and too long fields and an unknown school with the Latvian messages, as a whole (the pseudonym may be empty)', async () => {
    const res = await save(tokens.liga, {
      ...valid,
      first_name: ' ',
      last_name: '',
      pseudonym: '',
      description: 'x'.repeat(501),
      school_id: 999999,
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      first_name: [fieldMessage('required', 'first_name')],
      last_name: [fieldMessage('required', 'last_name')],
      description: [fieldMessage('max', 'description', { max: 500 })],
    });
    const long = await save(tokens.liga, { ...valid, first_name: 'x'.repeat(256) });
    expect(json<{ errors: Record<string, string[]> }>(long).errors).toEqual({
      first_name: [fieldMessage('max', 'first_name', { max: 255 })],
    });
    const school = await save(tokens.liga, { ...valid, school_id: 999999 });
    expect(school.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(school).errors).toEqual({
      school_id: [FORM_MESSAGES.schoolNotFound],
    });
    expect((await save(tokens.liga, { ...valid, _method: 'DELETE' })).statusCode).toBe(405);
    expect((await save(null, valid)).statusCode).toBe(401);
  });

  it('changes the avatar (checked by content) and removes it; the replaced file leaves storage', async () => {
    // Anna's own pseudonym: Līga's 'Zvaigzne' is hers alone (pseudonyms are unique, see pseudonyms.test.ts).
    const annas = { ...valid, pseudonym: 'Saulespuķe' };
    const fields = { ...annas, newsletter: '1' } as Record<string, string>;
    const changed = await saveMultipart(tokens.anna, fields, { name: 'es.png', type: 'image/png', data: PNG });
    expect(changed.statusCode, changed.body).toBe(200);
    const user = json<{ data: U }>(changed).data;
    expect(user.avatar?.full_url).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(user.avatar_id).not.toBe(t.fixtures.files.avatar.id);
    expect(await t.db.select().from(files).where(eq(files.id, t.fixtures.files.avatar.id))).toEqual([]);
    const served = await t.app.inject({ url: user.avatar!.full_url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240 });

    // Starts like a PNG, but is none.
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]);
    const notAnImage = await saveMultipart(tokens.anna, fields, { name: 'x.png', type: 'image/png', data: broken });
    expect(notAnImage.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(notAnImage).errors).toEqual({ file: [AVATAR_MESSAGES.invalid] });

    const fake = await saveMultipart(tokens.anna, fields, {
      name: 'x.png',
      type: 'image/png',
      data: Buffer.from('<svg/>'),
    });
    expect(fake.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(fake).errors).toEqual({ file: [AVATAR_MESSAGES.invalid] });

    const removed = await save(tokens.anna, { ...annas, remove_avatar: true });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json<{ data: U }>(removed).data).toMatchObject({ avatar: null, avatar_id: null });
    expect((await t.app.inject({ url: user.avatar!.full_url })).statusCode).toBe(404);
  });

  it('tells a wrong avatar and wrong fields in one answer, and a NUL in a multipart field, and saves nothing', async () => {
    const before = json<{ data: U }>(await t.app.inject({ url: '/api/user', headers: t.auth(tokens.liga) })).data;
    const fields = { ...valid, first_name: '', newsletter: '1' } as Record<string, string>;
    const both = await saveMultipart(tokens.liga, fields, { name: 'x.png', type: 'image/png', data: Buffer.from('<svg/>') });
    expect(both.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(both).errors).toEqual({
      file: [AVATAR_MESSAGES.invalid],
      first_name: [fieldMessage('required', 'first_name')],
    });
    const nul = await saveMultipart(tokens.liga, { ...valid, last_name: 'Bērziņa\u0000' } as Record<string, string>);
    expect(nul.statusCode).toBe(422);
    const after = json<{ data: U }>(await t.app.inject({ url: '/api/user', headers: t.auth(tokens.liga) })).data;
    expect(after).toEqual(before);
  });

  it('re-encodes a photo upright and square, without its EXIF (no GPS location, no name)', async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c03' } })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Slepenais Autors', Orientation: '6' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('Slepenais')).toBe(true);

    const res = await saveMultipart(tokens.liga, { ...valid, newsletter: '' } as Record<string, string>, {
      name: 'IMG_0001.JPG',
      type: 'image/jpeg',
      data: photo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = json<{ data: U }>(res).data.avatar!.full_url;
    const stored = (await t.app.inject({ url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(stored.includes('Slepenais')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
  });
});
