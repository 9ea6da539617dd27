/**
 * Saving and deleting materials (POST /api/materials, POST /api/materials/{id} with _method=PUT,
 * DELETE): the rules of spec §4–§6 with their Latvian messages, files judged by their content,
 * stored with a sha256 and removed with the material, and privacy of every answer.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS, fieldMessage, FORM_MESSAGES } from '@portal/contracts/messages';
import { Material, single } from '@portal/contracts/schemas/entities';
import { files, materialCategories, materials } from '../src/db/schema';
import { useTestContext, json } from './helpers/app';
import { multipartBody } from './helpers/accounts';
import { compoundFile, EXE, officeOpenXml, openDocument, pdf, PNG } from './helpers/documents';
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

function fileCategories() {
  const { class7, mechanics, presentations } = t.fixtures.nodes;
  return [class7.id, mechanics.id, presentations.id];
}
function linkCategories() {
  const { class7, mechanics, mechanicsLinks } = t.fixtures.nodes;
  return [class7.id, mechanics.id, mechanicsLinks.id];
}

const linkBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'link',
  title: 'Svārstību simulācija',
  description: 'Atsperes svārstības',
  uri: 'https://phet.colorado.edu/lv/simulations/masses-and-springs',
  categories: linkCategories(),
  signature_type: 'name',
  ...overrides,
});

async function postFile(
  token: string | null,
  file: { name: string; type?: string; data: Buffer } | null,
  fields: Record<string, string> = {},
  url = '/api/materials',
) {
  const body = await multipartBody(
    {
      type: 'file',
      title: 'Darba lapa',
      categories: fileCategories().join(','),
      signature_type: 'name',
      ...fields,
    },
    file ? { name: file.name, type: file.type ?? 'application/octet-stream', data: file.data } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? t.auth(token) : {}) },
  });
}

async function fileRow(materialId: number) {
  const [row] = await t.db
    .select({
      key: files.storageKey,
      name: files.originalName,
      mime: files.mimeType,
      size: files.size,
      sha: files.sha256,
    })
    .from(materials)
    .innerJoin(files, eq(files.id, materials.fileId))
    .where(eq(materials.id, materialId));
  return row;
}

describe('POST /api/materials (a link, JSON)', () => {
  it('saves a link material for the signed-in teacher and answers it as its owner sees it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      payload: linkBody(),
      headers: t.auth(tokens.anna),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = json<{ data: M }>(res);
    expect(v.safeParse(single(Material), body).success).toBe(true);
    expect(body.data).toMatchObject({
      type: 'link',
      title: 'Svārstību simulācija',
      uri: 'https://phet.colorado.edu/lv/simulations/masses-and-springs',
      basic_type: 'link',
      owner_id: t.fixtures.users.anna.id,
      signature: 'Anna Ozola',
      likes: 0,
      views: 0,
      downloads: 0,
      categories: linkCategories().map((id) => expect.objectContaining({ id })),
    });
    expect(body.data.path.map((p) => p.title)).toEqual(['7. klase', 'Mehānika', 'Noderīgas saites']);
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/materials', payload: linkBody() });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: API_ERRORS.unauthenticated });
  });

  it('refuses a form against the rules of spec §5 with the Latvian message of each field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      payload: {
        type: 'link',
        title: 'x'.repeat(251),
        description: 'd'.repeat(1001),
        uri: 'javascript:alert(1)',
        categories: [1],
        signature_type: '',
      },
      headers: t.auth(tokens.anna),
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      message: API_ERRORS.validation,
      errors: {
        title: [fieldMessage('max', 'title', { max: 250 })],
        description: [fieldMessage('max', 'description', { max: 1000 })],
        uri: [fieldMessage('url', 'uri')],
        categories: [FORM_MESSAGES.categories],
        signature_type: [FORM_MESSAGES.signature],
      },
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      payload: { type: 'link', categories: linkCategories(), signature_type: 'name' },
      headers: t.auth(tokens.anna),
    });
    expect(json(empty)).toMatchObject({
      errors: { title: [fieldMessage('required', 'title')], uri: [fieldMessage('required', 'uri')] },
    });
    const noType = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      payload: { ...linkBody(), type: 'video' },
      headers: t.auth(tokens.anna),
    });
    expect(json(noType)).toMatchObject({ errors: { type: [fieldMessage('one_of', 'type')] } });
  });

  it('takes exactly one class, theme and type forming one path, the links type for links only', async () => {
    const { class7, class8, mechanics, presentations, electricity, electricityLinks, optics } = t.fixtures.nodes;
    const post = (categories: number[], type: 'link' | 'file' = 'link') =>
      type === 'link'
        ? t.app.inject({
            method: 'POST',
            url: '/api/materials',
            payload: linkBody({ categories }),
            headers: t.auth(tokens.anna),
          })
        : postFile(tokens.anna, { name: 'a.pdf', data: pdf() }, { categories: categories.join(',') });
    const expectError = async (categories: number[], message: string, type: 'link' | 'file' = 'link') => {
      const res = await post(categories, type);
      expect(res.statusCode, `${categories.join(',')}: ${res.body}`).toBe(422);
      expect(json(res)).toEqual({ message: API_ERRORS.validation, errors: { categories: [message] } });
    };
    // Not one path: a type of another theme, a class twice, a theme of another class, unknown nodes.
    await expectError([class7.id, mechanics.id, electricityLinks.id], FORM_MESSAGES.categoriesInvalid);
    await expectError([class7.id, class7.id, mechanics.id], FORM_MESSAGES.categoriesInvalid);
    await expectError([class8.id, mechanics.id, presentations.id], FORM_MESSAGES.categoriesInvalid);
    await expectError([class7.id, optics.id, mechanics.id], FORM_MESSAGES.categoriesInvalid);
    await expectError([999_999, 999_998, 999_997], FORM_MESSAGES.categoriesInvalid);
    // A link under a file type, a file under 'Noderīgas saites'.
    await expectError([class7.id, mechanics.id, presentations.id], FORM_MESSAGES.linkCategory);
    await expectError([class8.id, electricity.id, electricityLinks.id], FORM_MESSAGES.fileCategory, 'file');
    expect(await listDir(filesDir())).toEqual([]);
  });

  it('signs with a pseudonym only for a teacher who has one, and then hides the owner from others', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      payload: linkBody({ signature_type: 'pseudonym' }),
      headers: t.auth(tokens.anna),
    });
    expect(json(refused)).toEqual({
      message: API_ERRORS.validation,
      errors: { signature_type: [FORM_MESSAGES.pseudonymMissing] },
    });

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      payload: linkBody({ signature_type: 'pseudonym', title: 'Pseidonīma saite' }),
      headers: t.auth(tokens.janis),
    });
    expect(saved.statusCode).toBe(201);
    const mine = json<{ data: M }>(saved).data;
    expect(mine).toMatchObject({ signature: PSEUDONYM, owner_id: t.fixtures.users.janis.id });

    for (const token of [tokens.anna, null]) {
      const res = await t.app.inject({ url: `/api/materials/${mine.id}`, headers: token ? t.auth(token) : {} });
      const seen = json<{ data: M }>(res).data;
      expect(seen.owner_id).toBeNull();
      expect(seen.owner).toBeNull();
      expect(res.body).not.toContain('Kalniņš');
    }
  });
});

describe('POST /api/materials (a file, multipart)', () => {
  it('stores a PDF with its sha256, the type found in its content and a sanitised name', async () => {
    const data = pdf('Kustības vienādojumi');
    const res = await postFile(tokens.anna, { name: 'Kustība ūdenī.pdf', type: 'application/pdf', data });
    expect(res.statusCode, res.body).toBe(201);
    const material = json<{ data: M }>(res).data;
    expect(material).toMatchObject({
      type: 'file',
      file: 'Kustība ūdenī.pdf',
      mime_type: 'application/pdf',
      basic_type: 'pdf',
      uri: null,
    });
    const row = await fileRow(material.id);
    expect(row).toMatchObject({
      name: 'Kustība ūdenī.pdf',
      mime: 'application/pdf',
      size: data.length,
      sha: createHash('sha256').update(data).digest('hex'),
    });
    expect(row!.key).toMatch(/^materials\/[0-9a-f]{32}\.pdf$/);
    expect(await listDir(filesDir())).toContain(path.basename(row!.key));
    expect(await listDir(tempDir())).toEqual([]);
  });

  it('tells Office, OpenDocument and compound files apart by what is inside them', async () => {
    const cases: Array<[string, Buffer, string, string]> = [
      [
        'darbs.docx',
        officeOpenXml('docx'),
        'word',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'tabula.xlsx',
        officeOpenXml('xlsx'),
        'excel',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      [
        'slaidi.pptx',
        officeOpenXml('pptx'),
        'powerpoint',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      [
        'teksts.odt',
        openDocument('application/vnd.oasis.opendocument.text'),
        'word',
        'application/vnd.oasis.opendocument.text',
      ],
      ['vecs.doc', compoundFile(['WordDocument', '1Table']), 'word', 'application/msword'],
      ['vecs.xls', compoundFile(['Workbook']), 'excel', 'application/vnd.ms-excel'],
      // A presentation with a Word document embedded in it is still a presentation.
      [
        'vecs.ppt',
        compoundFile(['PowerPoint Document'], ['WordDocument']),
        'powerpoint',
        'application/vnd.ms-powerpoint',
      ],
      ['attels.png', PNG, 'image', 'image/png'],
    ];
    for (const [name, data, basic, mime] of cases) {
      const res = await postFile(tokens.liga, { name, data });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(json<{ data: M }>(res).data, name).toMatchObject({ basic_type: basic, mime_type: mime, file: name });
    }
  });

  it('judges a file by its content, not its name: a program, a page or a macro document called .pdf is refused', async () => {
    const before = await listDir(filesDir());
    for (const [name, data] of [
      ['darba-lapa.pdf', EXE],
      ['lapa.pdf', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
      ['makro.docx', officeOpenXml('docm')],
      ['dati.xls', compoundFile(['Other stream'])],
      ['attels.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ] as const) {
      const res = await postFile(tokens.anna, { name, type: 'application/pdf', data: data as Buffer });
      expect(res.statusCode, name).toBe(422);
      expect(json(res)).toEqual({ message: API_ERRORS.validation, errors: { file: [FORM_MESSAGES.fileKind] } });
    }
    expect(await listDir(filesDir())).toEqual(before);
    expect(await listDir(tempDir())).toEqual([]);
  });

  it('stores a picture named .pdf as the picture it is, under a name that says so', async () => {
    const res = await postFile(tokens.anna, { name: 'piezīmes.pdf', type: 'application/pdf', data: PNG });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: M }>(res).data).toMatchObject({
      mime_type: 'image/png',
      basic_type: 'image',
      file: 'piezīmes.png',
    });
  });

  it('keeps only the last segment of a path-traversal file name and stores under a key of its own', async () => {
    for (const name of ['../../../../etc/passwd.pdf', '..\\..\\windows\\system32\\boot.pdf', '..', '\u202egpj.pdf']) {
      const res = await postFile(tokens.anna, { name, data: pdf() });
      expect(res.statusCode, name).toBe(201);
      const material = json<{ data: M }>(res).data;
      expect(material.file).not.toMatch(/[/\\]|^\.|\u202e/);
      const row = await fileRow(material.id);
      expect(row!.key).toMatch(/^materials\/[0-9a-f]{32}\.pdf$/);
    }
    const names = await Promise.all((await t.db.select({ name: files.originalName }).from(files)).map((r) => r.name));
    expect(names).toEqual(expect.arrayContaining(['passwd.pdf', 'boot.pdf', 'fails.pdf', '_gpj.pdf']));
    expect(await listDir(path.join(t.config.dataDir, 'etc'))).toEqual([]);
  });

  it('needs the file for a file material', async () => {
    const res = await postFile(tokens.anna, null);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      message: API_ERRORS.validation,
      errors: { file: [fieldMessage('file_required', 'file')] },
    });
  });
});

describe('POST /api/materials/{id} with _method=PUT', () => {
  async function ownLink(token: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      payload: linkBody(),
      headers: t.auth(token),
    });
    return json<{ data: M }>(res).data;
  }

  it("changes the owner's material and its category path", async () => {
    const material = await ownLink(tokens.anna);
    const { class8, electricity, electricityLinks } = t.fixtures.nodes;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/materials/${material.id}`,
      payload: linkBody({
        _method: 'PUT',
        title: 'Jauns nosaukums',
        uri: 'https://example.lv/jauna',
        categories: `${class8.id},${electricity.id},${electricityLinks.id}`,
      }),
      headers: t.auth(tokens.anna),
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<{ data: M }>(res).data;
    expect(saved).toMatchObject({ id: material.id, title: 'Jauns nosaukums', uri: 'https://example.lv/jauna' });
    expect(saved.path.map((p) => p.id)).toEqual([class8.id, electricity.id, electricityLinks.id]);
    const nodes = await t.db.select().from(materialCategories).where(eq(materialCategories.materialId, material.id));
    expect(nodes).toHaveLength(3);
  });

  it("answers 403 for someone else's material and 404 for an unknown one, reading no file", async () => {
    const material = await ownLink(tokens.anna);
    const before = await listDir(filesDir());
    const other = await postFile(
      tokens.liga,
      { name: 'a.pdf', data: pdf() },
      { _method: 'PUT' },
      `/api/materials/${material.id}`,
    );
    expect(other.statusCode).toBe(403);
    expect(json(other)).toEqual({ message: API_ERRORS.forbidden });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/materials/999999',
      payload: linkBody({ _method: 'PUT' }),
      headers: t.auth(tokens.anna),
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/materials/${material.id}`, payload: linkBody() })).statusCode,
    ).toBe(401);
    expect(await listDir(filesDir())).toEqual(before);
    expect(await listDir(tempDir())).toEqual([]);
  });

  it('replaces the file with a new one and deletes the old; without a new file the old one stays', async () => {
    const created = json<{ data: M }>(await postFile(tokens.anna, { name: 'pirmais.pdf', data: pdf('1') })).data;
    const first = await fileRow(created.id);

    const kept = await postFile(
      tokens.anna,
      null,
      { _method: 'PUT', title: 'Bez jauna faila' },
      `/api/materials/${created.id}`,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<{ data: M }>(kept).data).toMatchObject({ title: 'Bez jauna faila', file: 'pirmais.pdf' });
    expect((await fileRow(created.id))!.key).toBe(first!.key);

    const replaced = await postFile(
      tokens.anna,
      { name: 'otrais.docx', data: officeOpenXml('docx') },
      { _method: 'PUT' },
      `/api/materials/${created.id}`,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(json<{ data: M }>(replaced).data).toMatchObject({ file: 'otrais.docx', basic_type: 'word' });
    const second = await fileRow(created.id);
    expect(second!.key).not.toBe(first!.key);
    const stored = await listDir(filesDir());
    expect(stored).toContain(path.basename(second!.key));
    expect(stored).not.toContain(path.basename(first!.key));
    expect(await t.db.select().from(files).where(eq(files.storageKey, first!.key))).toEqual([]);
  });

  it('takes a real PUT too, and refuses another _method', async () => {
    const material = await ownLink(tokens.anna);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/materials/${material.id}`,
      payload: linkBody({ title: 'Ar PUT' }),
      headers: t.auth(tokens.anna),
    });
    expect(put.statusCode).toBe(200);
    expect(json<{ data: M }>(put).data.title).toBe('Ar PUT');
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/materials/${material.id}`,
      payload: linkBody({ _method: 'DELETE' }),
      headers: t.auth(tokens.anna),
    });
    expect(other.statusCode).toBe(405);
    expect(json(other)).toEqual({ message: API_ERRORS.methodNotAllowed });
    expect((await t.app.inject({ url: `/api/materials/${material.id}` })).statusCode).toBe(200);
  });

  it('does not turn a link into a file or back', async () => {
    const material = await ownLink(tokens.anna);
    const res = await postFile(
      tokens.anna,
      { name: 'a.pdf', data: pdf() },
      { _method: 'PUT' },
      `/api/materials/${material.id}`,
    );
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ errors: { type: [FORM_MESSAGES.materialTypeChange] } });
  });
});

describe('DELETE /api/materials/{id}', () => {
  it("deletes the owner's material with its file; others get 403, unknown ids 404", async () => {
    const material = json<{ data: M }>(await postFile(tokens.anna, { name: 'dzēšamais.pdf', data: pdf() })).data;
    const row = await fileRow(material.id);
    expect(await listDir(filesDir())).toContain(path.basename(row!.key));

    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/materials/${material.id}`,
      headers: t.auth(tokens.liga),
    });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/materials/${material.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/materials/999999', headers: t.auth(tokens.anna) })).statusCode,
    ).toBe(404);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/materials/${material.id}`,
      headers: t.auth(tokens.anna),
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/materials/${material.id}` })).statusCode).toBe(404);
    expect(await listDir(filesDir())).not.toContain(path.basename(row!.key));
    expect(await t.db.select().from(files).where(eq(files.storageKey, row!.key))).toEqual([]);
  });
});
