/**
 * The administration of news posts, static pages, banners and the home page's switches (issue 19):
 * every call for administrators only; what each one changes, and that visitors see it at once
 * (the read cache is emptied by the write); a picture re-encoded without its metadata; one audit
 * row per write; bad input a Latvian 422 on its field that changes nothing.
 */
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_MAX_BYTES } from '@portal/contracts/schemas/admin/content';
import { articles, auditLog, banners, files, pages, settings } from '../src/db/schema';
import { createLocalStorage } from '../src/storage/local';
import { insertAdmin, multipartBody } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';

const t = useTestContext();
let adminToken: string;
let adminId: number;
let teacherToken: string;

beforeAll(async () => {
  const admin = await insertAdmin(t.db, 'saturs@portal.test');
  adminId = admin.id;
  adminToken = await t.tokenFor(admin.id);
  teacherToken = await t.tokenFor(t.fixtures.users.anna.id);
  // The fixtures' pictures on disk, so that removing one shows.
  const storage = createLocalStorage(t.config.dataDir);
  for (const row of await t.db.select().from(files)) await storage.put(row.storageKey, Buffer.from('fixture'));
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Multipart = { payload: Buffer; headers: Record<string, string> };
type Payload = Record<string, unknown> | Multipart;

const isMultipart = (body: Payload): body is Multipart => Buffer.isBuffer(body.payload);

function call(method: Method, url: string, body?: Payload, token: string | null = adminToken) {
  const headers: Record<string, string> = token ? t.auth(token) : {};
  if (body && isMultipart(body)) {
    return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  }
  return t.app.inject({ method, url, headers, ...(body ? { payload: body as Record<string, unknown> } : {}) });
}

/** A multipart form: `fields`, and `data` in `image` as the file `name` (its type by the name's ending). */
function withImage(fields: Record<string, string>, name: string, data: Buffer): Promise<Multipart> {
  const types: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
  return multipartBody(fields, { field: 'image', name, type: types[name.split('.').pop()!]!, data });
}

/** POSTs `fields` with a picture, as the administrator. */
async function postWithImage(url: string, fields: Record<string, string>, name: string, data: Buffer) {
  return call('POST', url, await withImage(fields, name, data));
}

/** Everything the calls may change, to show that a refused one changed nothing. */
async function contentState() {
  return {
    articles: await t.db.select().from(articles).orderBy(asc(articles.id)),
    pages: await t.db.select().from(pages).orderBy(asc(pages.id)),
    banners: await t.db.select().from(banners).orderBy(asc(banners.id)),
    settings: await t.db.select().from(settings).orderBy(asc(settings.key)),
    files: await t.db.select().from(files).orderBy(asc(files.id)),
    audit: await t.db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
}

async function auditRows() {
  return t.db.select().from(auditLog).orderBy(asc(auditLog.id));
}

/** The audit rows written since `before` (a count taken earlier). */
async function auditSince(before: number) {
  return (await auditRows()).slice(before);
}

async function expectRefused(response: { statusCode: number; body: string }, status: number, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = json<{ message: string; errors?: Record<string, string[]> }>(response as never);
  if (field) expect(Object.keys(body.errors ?? {})).toContain(field);
  return body;
}

/** A camera-like JPEG: large, with EXIF naming its owner. */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1f5fa8' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Anna Ozola', Copyright: 'Skolas foto' } })
    .toBuffer();
}

async function servedPicture(url: string) {
  const served = await t.app.inject({ url });
  expect(served.statusCode, url).toBe(200);
  return served.rawPayload;
}

/** Anonymous GET of a cached public call: its answer and whether it came from the read cache. */
async function visitor<T>(url: string): Promise<{ data: T; cache: string | undefined }> {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return { data: json<{ data: T }>(response).data, cache: response.headers['x-cache'] as string | undefined };
}

const ADMIN_CALLS: Array<[Method, string]> = [
  ['GET', '/api/admin/articles'],
  ['POST', '/api/admin/articles'],
  ['GET', '/api/admin/articles/1'],
  ['POST', '/api/admin/articles/1'],
  ['DELETE', '/api/admin/articles/1'],
  ['GET', '/api/admin/pages'],
  ['POST', '/api/admin/pages'],
  ['GET', '/api/admin/pages/about'],
  ['POST', '/api/admin/pages/about'],
  ['DELETE', '/api/admin/pages/about'],
  ['GET', '/api/admin/banners'],
  ['POST', '/api/admin/banners'],
  ['POST', '/api/admin/banners/1'],
  ['DELETE', '/api/admin/banners/1'],
  ['PUT', '/api/admin/settings'],
];

describe('who may', () => {
  it('answers 401 to visitors and 403 to teachers on every call, and changes nothing', async () => {
    const before = await contentState();
    const body = { title: 'Ielaušanās', content: '<p>x</p>', slug: 'x', show_banners: false, show_articles: false };
    for (const [method, url] of ADMIN_CALLS) {
      const withBody = method === 'GET' ? undefined : body;
      await expectRefused(await call(method, url, withBody, null), 401);
      const teacher = await expectRefused(await call(method, url, withBody, teacherToken), 403);
      expect(teacher.message).toBe('Šī darbība pieejama tikai administratoriem.');
    }
    expect(await contentState()).toEqual(before);
  });

  it('is in the OpenAPI document under the admin tag', async () => {
    const document = json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
      await t.app.inject({ url: '/api/docs/json' }),
    );
    for (const [method, url] of ADMIN_CALLS) {
      const path = url.replace(/\/1$/, '/{id}').replace(/\/about$/, '/{slug}');
      expect(document.paths[path]?.[method.toLowerCase()]?.tags, `${method} ${path}`).toEqual(['admin']);
    }
  });
});

describe('news posts', () => {
  it('lists drafts and published posts newest first, by state and by search', async () => {
    const all = json<{ data: { title: string; published: boolean }[]; meta: { total: number } }>(
      await call('GET', '/api/admin/articles'),
    );
    expect(all.data.map((a) => a.title).slice(0, 4)).toEqual([
      'Melnraksts',
      'Atjaunināts portāls',
      'Apmācības skolotājiem',
      'Jauns mācību gads',
    ]);
    expect(all.data[0]).toMatchObject({ published: false });
    expect(all.data[0]).not.toHaveProperty('content');

    const drafts = json<{ data: { title: string }[] }>(await call('GET', '/api/admin/articles?state=draft'));
    expect(drafts.data.map((a) => a.title)).toEqual(['Melnraksts']);
    const published = json<{ data: { published: boolean }[] }>(
      await call('GET', '/api/admin/articles?state=published'),
    );
    expect(published.data.every((a) => a.published)).toBe(true);

    // Without its diacritics and capitals, in the title or the lead.
    const found = json<{ data: { title: string }[] }>(await call('GET', '/api/admin/articles?q=MACIBU'));
    expect(found.data.map((a) => a.title)).toEqual(['Jauns mācību gads']);
    const lead = json<{ data: { title: string }[] }>(await call('GET', '/api/admin/articles?q=s%C4%81kas'));
    expect(lead.data.map((a) => a.title)).toEqual(['Jauns mācību gads']);
    const literal = json<{ data: unknown[] }>(await call('GET', '/api/admin/articles?q=%25'));
    expect(literal.data).toEqual([]);

    const bad = await expectRefused(await call('GET', '/api/admin/articles?state=visi'), 422, 'state');
    expect(bad.errors?.state).toEqual([
      'Stāvoklim jābūt „all” (visi), „draft” (melnraksti) vai „published” (publicētie).',
    ]);
    await expectRefused(await call('GET', '/api/admin/articles?page=0'), 422, 'page');
  });

  it('pages the list 20 at a time', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ title: `Lapošana ${i}`, content: '<p>x</p>' }));
    await t.db.insert(articles).values(many);
    const first = json<{ data: unknown[]; meta: { total: number; last_page: number } }>(
      await call('GET', '/api/admin/articles?q=Lapo%C5%A1ana'),
    );
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ total: 21, last_page: 2 });
    const second = json<{ data: unknown[] }>(await call('GET', '/api/admin/articles?q=Lapo%C5%A1ana&page=2'));
    expect(second.data).toHaveLength(1);
    await t.db.delete(articles).where(eq(articles.content, '<p>x</p>'));
  });

  it('writes a draft that no visitor sees, and one audit row', async () => {
    const audits = (await auditRows()).length;
    const created = await call('POST', '/api/admin/articles', {
      title: '  Skolotāju konference  ',
      description: 'Pavasarī',
      content: '<p onclick="steal()">Programma<script>alert(1)</script></p><h2>Laiks</h2>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = json<{ data: { id: number; title: string; published: boolean; content: string; image: null } }>(
      created,
    ).data;
    expect(article).toMatchObject({ title: 'Skolotāju konference', published: false, image: null });
    // Saved through the sanitiser: no handler, no script.
    expect(article.content).toBe('<p>Programma</p><h2>Laiks</h2>');
    const [row] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row?.content).toBe('<p>Programma</p><h2>Laiks</h2>');

    expect((await t.app.inject({ url: `/api/articles/${article.id}` })).statusCode).toBe(404);
    const { data: news } = await visitor<{ id: number }[]>('/api/articles?perPage=100');
    expect(news.map((a) => a.id)).not.toContain(article.id);

    const rows = await auditSince(audits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: adminId,
      action: 'article.create',
      itemType: 'article',
      itemId: String(article.id),
      before: null,
      after: { title: 'Skolotāju konference', published: false, image: null },
    });
    expect(rows[0]?.actorLabel).toContain('saturs@portal.test');

    const opened = json<{ data: { content: string } }>(await call('GET', `/api/admin/articles/${article.id}`));
    expect(opened.data.content).toBe('<p>Programma</p><h2>Laiks</h2>');
  });

  it('publishes a post with a picture that a visitor sees on the home page at once', async () => {
    const home = '/api/articles?perPage=3&orderBy=created_at&orderByDirection=desc';
    await visitor(home);
    const kept = await visitor<{ id: number }[]>(home);
    expect(kept.cache).toBe('hit');

    const picture = await photo(2400, 1200);
    const created = await postWithImage(
      '/api/admin/articles',
      { title: 'Jauna tiešsaistes darbnīca', description: 'Piesakies', content: '<p>Sveiki!</p>', published: '1' },
      'darbnica.jpg',
      picture,
    );
    expect(created.statusCode, created.body).toBe(201);
    const article = json<{ data: { id: number; published: boolean; image: { full_url: string } } }>(created).data;
    expect(article.published).toBe(true);

    const after =
      await visitor<{ id: number; title: string; image: { sizes: { medium: { full_url: string } } } }[]>(home);
    expect(after.cache).not.toBe('hit');
    expect(after.data[0]).toMatchObject({ id: article.id, title: 'Jauna tiešsaistes darbnīca' });
    expect(after.data[0]?.image.sizes.medium.full_url).toBe(article.image.full_url);

    // Re-encoded: WebP, at most 1600 px on the longer side, shape kept, no metadata.
    const stored = await servedPicture(article.image.full_url);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Anna Ozola')).toBe(false);
  });

  it('edits only the fields sent, unpublishes and publishes again, each one audit row', async () => {
    const created = json<{ data: { id: number; created_at: string } }>(
      await call('POST', '/api/admin/articles', {
        title: 'Olimpiāde',
        description: 'Fizikā',
        content: '<p>1. kārta</p>',
        published: true,
      }),
    ).data;
    const url = `/api/admin/articles/${created.id}`;
    const audits = (await auditRows()).length;

    const edited = await call('POST', url, { _method: 'PUT', title: 'Fizikas olimpiāde' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<{ data: object }>(edited).data).toMatchObject({
      title: 'Fizikas olimpiāde',
      description: 'Fizikā',
      content: '<p>1. kārta</p>',
      published: true,
    });

    const off = await call('POST', url, { _method: 'PUT', published: false });
    expect(json<{ data: { published: boolean } }>(off).data.published).toBe(false);
    expect((await t.app.inject({ url: `/api/articles/${created.id}` })).statusCode).toBe(404);
    const { data: listed } = await visitor<{ id: number }[]>('/api/articles?perPage=100');
    expect(listed.map((a) => a.id)).not.toContain(created.id);

    const on = json<{ data: { published: boolean; created_at: string } }>(
      await call('POST', url, { _method: 'PUT', published: '1' }),
    ).data;
    expect(on.published).toBe(true);
    // Published again: dated to that moment, so it is the newest post.
    expect(new Date(on.created_at).getTime()).toBeGreaterThanOrEqual(new Date(created.created_at).getTime());
    expect((await t.app.inject({ url: `/api/articles/${created.id}` })).statusCode).toBe(200);

    const rows = await auditSince(audits);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['article.update', { title: 'Olimpiāde' }, { title: 'Fizikas olimpiāde' }],
      ['article.update', { published: true }, { published: false }],
      ['article.update', { published: false }, { published: true }],
    ]);
  });

  it('replaces and removes the picture, and the old file leaves storage', async () => {
    const created = json<{ data: { id: number; image: { full_url: string } } }>(
      await postWithImage(
        '/api/admin/articles',
        { title: 'Ar attēlu', content: '<p>Teksts</p>' },
        'a.png',
        await photo(300, 200),
      ),
    ).data;
    const url = `/api/admin/articles/${created.id}`;
    const first = created.image.full_url;
    await servedPicture(first);

    const replaced = json<{ data: { image: { full_url: string }; title: string } }>(
      await postWithImage(url, { _method: 'PUT' }, 'b.png', await photo(500, 500)),
    ).data;
    expect(replaced.title).toBe('Ar attēlu');
    expect(replaced.image.full_url).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect(await sharp(await servedPicture(replaced.image.full_url)).metadata()).toMatchObject({ width: 500 });

    const fileCount = (await t.db.select().from(files)).length;
    const removed = json<{ data: { image: null } }>(
      await call('POST', url, { _method: 'PUT', remove_image: true }),
    ).data;
    expect(removed.image).toBeNull();
    expect((await t.app.inject({ url: replaced.image.full_url })).statusCode).toBe(404);
    expect((await t.db.select().from(files)).length).toBe(fileCount - 1);
  });

  it('refuses bad input in Latvian on its field and changes nothing', async () => {
    const before = await contentState();
    const cases: Array<[Payload, string, string]> = [
      [{ content: '<p>x</p>' }, 'title', 'Obligāti jāaizpilda nosaukums.'],
      [{ title: 'x'.repeat(256), content: '<p>x</p>' }, 'title', 'Nosaukumam atļautas ne vairāk kā 255 rakstzīmes.'],
      [{ title: 'Tukšs', content: '<p></p><p>&nbsp;</p>' }, 'content', 'Obligāti jāaizpilda saturs.'],
      [{ title: 'Tukšs', content: ['<p>x</p>'] }, 'content', 'Saturam jābūt tekstam.'],
      [
        { title: 'x', content: '<p>x</p>', published: 'varbūt' },
        'published',
        'Laukam „Publicēts” jābūt „jā” vai „nē”.',
      ],
      [
        // multipart fields pass no JSON hook: PostgreSQL would refuse the NUL with a 500
        await multipartBody({ title: 'Nul\u0000s', content: '<p>x</p>' }),
        'title',
        'Teksts satur neatļautu rakstzīmi.',
      ],
      [
        await withImage({ title: 'Bilde', content: '<p>x</p>' }, 'x.pdf', Buffer.from('%PDF-1.4\n')),
        'image',
        'Attēlam jābūt JPEG, PNG, GIF vai WebP failam.',
      ],
      [
        // Starts like a PNG, but is not one: sharp cannot read it.
        await withImage(
          { title: 'Bilde', content: '<p>x</p>' },
          'x.png',
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
        ),
        'image',
        'Attēlam jābūt JPEG, PNG, GIF vai WebP failam.',
      ],
      [
        await withImage({ title: 'Bilde', content: '<p>x</p>' }, 'x.png', Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1, 1)),
        'image',
        'Attēls nedrīkst būt lielāks par 10 MB.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await expectRefused(await call('POST', '/api/admin/articles', body), 422, field);
      expect(refused.errors?.[field], field).toEqual([message]);
    }
    const id = t.fixtures.articles.a2.id;
    const edit = await expectRefused(
      await call('POST', `/api/admin/articles/${id}`, { _method: 'PUT', title: '', content: '' }),
      422,
    );
    expect(edit.errors).toEqual({
      title: ['Obligāti jāaizpilda nosaukums.'],
      content: ['Obligāti jāaizpilda saturs.'],
    });
    await expectRefused(await call('POST', `/api/admin/articles/${id}`, { _method: 'DELETE', title: 'x' }), 405);
    const nothing = await expectRefused(await call('POST', `/api/admin/articles/${id}`, { _method: 'PUT' }), 422);
    expect(nothing.errors).toEqual({ form: ['Nav norādīts, ko mainīt: nosūti vismaz vienu lauku vai attēlu.'] });
    // A multipart body announced with an empty boundary reads as no fields at all.
    const unreadable = await multipartBody({ title: 'Cits nosaukums' });
    await expectRefused(
      await call('POST', `/api/admin/articles/${id}`, {
        payload: unreadable.payload,
        headers: { 'content-type': 'multipart/form-data; boundary=' },
      }),
      422,
      'form',
    );
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      await expectRefused(
        await call(method, '/api/admin/articles/999999', method === 'POST' ? { title: 'x' } : undefined),
        404,
      );
      await expectRefused(await call(method, '/api/admin/articles/abc'), 404);
    }
    expect(await contentState()).toEqual(before);
  });

  it('deletes a post with its picture', async () => {
    const created = json<{ data: { id: number; title: string; image: { full_url: string } } }>(
      await postWithImage(
        '/api/admin/articles',
        { title: 'Dzēšamais', content: '<p>Drīz prom</p>', published: 'true' },
        'x.png',
        await photo(100, 100),
      ),
    ).data;
    const audits = (await auditRows()).length;
    const removed = await call('DELETE', `/api/admin/articles/${created.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call('GET', `/api/admin/articles/${created.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/articles/${created.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: created.image.full_url })).statusCode).toBe(404);
    const rows = await auditSince(audits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'article.delete',
      itemId: String(created.id),
      before: { title: 'Dzēšamais', content: '<p>Drīz prom</p>', published: true },
      after: null,
    });
  });
});

describe('static pages', () => {
  it('lists pages by title with their address, the rules and about pages marked as kept', async () => {
    const listed = json<{ data: { slug: string; title: string; protected: boolean }[]; meta: { total: number } }>(
      await call('GET', '/api/admin/pages'),
    );
    expect(listed.data.map((page) => [page.slug, page.title, page.protected])).toEqual([
      ['noteikumi', 'Lietošanas noteikumi', true],
      ['about', 'Par portālu', true],
    ]);
    expect(listed.meta.total).toBe(2);
    const found = json<{ data: { slug: string }[] }>(await call('GET', '/api/admin/pages?q=portalu'));
    expect(found.data.map((page) => page.slug)).toEqual(['about']);
    const opened = json<{ data: { content: string; protected: boolean } }>(
      await call('GET', '/api/admin/pages/noteikumi'),
    );
    // Sanitised on output as on the public page.
    expect(opened.data.content).toBe('<h2>Noteikumi</h2><p>Ievēro tos.</p>');
    expect((await call('GET', '/api/admin/pages/nav-tadas')).statusCode).toBe(404);
  });

  it('adds a page at its own address that visitors can open at once', async () => {
    const audits = (await auditRows()).length;
    const created = await call('POST', '/api/admin/pages', {
      title: 'Biežāk uzdotie jautājumi',
      slug: 'BUJ-2026',
      content: '<h2>Kā pievienot materiālu?</h2><p>Spied „Pievienot”.</p><img src=x onerror=alert(1)>',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json<{ data: object }>(created).data).toMatchObject({
      slug: 'buj-2026',
      protected: false,
      content: '<h2>Kā pievienot materiālu?</h2><p>Spied „Pievienot”.</p><img src="x" />',
    });
    const { data: page } = await visitor<{ title: string }>('/api/pages/buj-2026');
    expect(page.title).toBe('Biežāk uzdotie jautājumi');
    expect((await auditSince(audits)).map((row) => [row.action, row.after])).toEqual([
      [
        'page.create',
        {
          slug: 'buj-2026',
          title: 'Biežāk uzdotie jautājumi',
          content: '<h2>Kā pievienot materiālu?</h2><p>Spied „Pievienot”.</p><img src="x" />',
        },
      ],
    ]);
  });

  it('refuses a taken or malformed address in Latvian and changes nothing', async () => {
    const before = await contentState();
    const page = (slug: unknown) => ({ title: 'Jauna lapa', slug, content: '<p>Teksts</p>' });
    const cases: Array<[unknown, string]> = [
      ['about', 'Lapa ar šādu adresi jau ir. Izvēlies citu adresi.'],
      ['ABOUT', 'Lapa ar šādu adresi jau ir. Izvēlies citu adresi.'],
      ['', 'Obligāti jāaizpilda lapas adrese.'],
      ['par mums', 'Lapas adresē drīkst būt tikai mazie latīņu burti (a–z), cipari un defises starp tiem.'],
      ['ziņas', 'Lapas adresē drīkst būt tikai mazie latīņu burti (a–z), cipari un defises starp tiem.'],
      ['-sakums', 'Lapas adresē drīkst būt tikai mazie latīņu burti (a–z), cipari un defises starp tiem.'],
      ['a--b', 'Lapas adresē drīkst būt tikai mazie latīņu burti (a–z), cipari un defises starp tiem.'],
      ['../admin', 'Lapas adresē drīkst būt tikai mazie latīņu burti (a–z), cipari un defises starp tiem.'],
      ['2026', 'Lapas adresē jābūt vismaz vienam burtam.'],
      ['a'.repeat(101), 'Lapas adresei atļautas ne vairāk kā 100 rakstzīmes.'],
      [7, 'Lapas adresei jābūt tekstam.'],
    ];
    for (const [slug, message] of cases) {
      const refused = await expectRefused(await call('POST', '/api/admin/pages', page(slug)), 422, 'slug');
      expect(refused.errors?.slug, String(slug)).toEqual([message]);
    }
    const noTitle = await expectRefused(
      await call('POST', '/api/admin/pages', { slug: 'x-lapa', content: '<p></p>' }),
      422,
    );
    expect(noTitle.errors).toEqual({
      title: ['Obligāti jāaizpilda nosaukums.'],
      content: ['Obligāti jāaizpilda saturs.'],
    });
    expect(await contentState()).toEqual(before);
  });

  it('changes a page and its address; the old address then names nothing', async () => {
    const created = json<{ data: { slug: string } }>(
      await call('POST', '/api/admin/pages', { title: 'Pasākumi', slug: 'pasakumi', content: '<p>2025</p>' }),
    ).data;
    const audits = (await auditRows()).length;
    const changed = await call('POST', `/api/admin/pages/${created.slug}`, {
      _method: 'PUT',
      title: 'Pasākumi 2026',
      slug: 'pasakumi-2026',
      content: '<p>2026</p>',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ data: object }>(changed).data).toMatchObject({ slug: 'pasakumi-2026', title: 'Pasākumi 2026' });
    expect((await t.app.inject({ url: '/api/pages/pasakumi' })).statusCode).toBe(404);
    expect((await visitor<{ content: string }>('/api/pages/pasakumi-2026')).data.content).toBe('<p>2026</p>');
    expect((await auditSince(audits)).map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'page.update',
        { slug: 'pasakumi', title: 'Pasākumi', content: '<p>2025</p>' },
        { slug: 'pasakumi-2026', title: 'Pasākumi 2026', content: '<p>2026</p>' },
      ],
    ]);

    const clash = await expectRefused(
      await call('POST', '/api/admin/pages/pasakumi-2026', {
        title: 'Pasākumi',
        slug: 'noteikumi',
        content: '<p>x</p>',
      }),
      422,
      'slug',
    );
    expect(clash.errors?.slug).toEqual(['Lapa ar šādu adresi jau ir. Izvēlies citu adresi.']);
    await expectRefused(
      await call('POST', '/api/admin/pages/pasakumi-2026', { _method: 'PATCH', title: 'x', slug: 'x', content: 'x' }),
      405,
    );
    // 405 whatever the fields, and an unknown page 404 before that.
    await expectRefused(await call('POST', '/api/admin/pages/pasakumi-2026', { _method: 'PATCH' }), 405);
    await expectRefused(await call('POST', '/api/admin/pages/nav-tadas', { _method: 'PATCH' }), 404);
    await expectRefused(await call('POST', '/api/admin/pages/nav-tadas', { title: 'x', slug: 'x', content: 'x' }), 404);
  });

  it('keeps the address of the rules and about pages and never deletes them, but their text changes', async () => {
    const before = await contentState();
    const moved = await expectRefused(
      await call('POST', '/api/admin/pages/noteikumi', {
        _method: 'PUT',
        title: 'Noteikumi',
        slug: 'lietosanas-noteikumi',
        content: '<p>Jauni</p>',
      }),
      422,
      'slug',
    );
    expect(moved.errors?.slug).toEqual([
      'Šīs lapas adresi nevar mainīt: uz to ved saites portāla kājenē, reģistrācijas formā un paziņojumā par sīkdatnēm.',
    ]);
    for (const slug of ['noteikumi', 'about']) {
      const kept = await expectRefused(await call('DELETE', `/api/admin/pages/${slug}`), 422, 'slug');
      expect(kept.errors?.slug?.[0]).toMatch(/^Šo lapu nevar dzēst/);
    }
    expect(await contentState()).toEqual(before);

    const rewritten = await call('POST', '/api/admin/pages/noteikumi', {
      _method: 'PUT',
      title: 'Lietošanas noteikumi',
      slug: 'noteikumi',
      content: '<h2 id="sikdatnes">Sīkdatnes</h2><p>Tikai nepieciešamās.</p>',
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect((await visitor<{ content: string }>('/api/pages/noteikumi')).data.content).toBe(
      '<h2 id="sikdatnes">Sīkdatnes</h2><p>Tikai nepieciešamās.</p>',
    );
  });

  it('deletes a page', async () => {
    await call('POST', '/api/admin/pages', { title: 'Īslaicīga', slug: 'islaiciga', content: '<p>x</p>' });
    const audits = (await auditRows()).length;
    const removed = await call('DELETE', '/api/admin/pages/islaiciga');
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await t.app.inject({ url: '/api/pages/islaiciga' })).statusCode).toBe(404);
    expect((await auditSince(audits)).map((row) => [row.action, row.before])).toEqual([
      ['page.delete', { slug: 'islaiciga', title: 'Īslaicīga', content: '<p>x</p>' }],
    ]);
    expect((await call('DELETE', '/api/admin/pages/islaiciga')).statusCode).toBe(404);
  });
});

describe('banners', () => {
  beforeEach(async () => {
    // Each test starts from the fixtures' three banners (Pirmais, Otrais, Bez attēla).
    const keep = [t.fixtures.banners.b1.id, t.fixtures.banners.b2.id, t.fixtures.banners.noImage.id];
    for (const row of await t.db.select().from(banners))
      if (!keep.includes(row.id)) await t.db.delete(banners).where(eq(banners.id, row.id));
    await t.db.update(banners).set({ active: true }).where(eq(banners.id, t.fixtures.banners.b1.id));
  });

  const adminList = async () =>
    json<{ data: { id: number; title: string; position: number; active: boolean; image: unknown }[] }>(
      await call('GET', '/api/admin/banners'),
    ).data;

  it('lists every banner, switched off and without a picture too, in order 1..n', async () => {
    const listed = await adminList();
    expect(listed.map((b) => [b.title, b.position])).toEqual([
      ['Pirmais', 1],
      ['Otrais', 2],
      ['Bez attēla', 3],
    ]);
    expect(listed[2]?.image).toBeNull();
  });

  it('adds a banner cut to the slider’s frame, last unless placed', async () => {
    const audits = (await auditRows()).length;
    const created = await postWithImage(
      '/api/admin/banners',
      { title: 'Konkurss', target_url: '/jaunumi' },
      'konkurss.jpg',
      await photo(1800, 900),
    );
    expect(created.statusCode, created.body).toBe(201);
    const banner = json<{
      data: { id: number; position: number; active: boolean; target_url: string; image: { full_url: string } };
    }>(created).data;
    expect(banner).toMatchObject({ position: 4, active: true, target_url: '/jaunumi' });
    const meta = await sharp(await servedPicture(banner.image.full_url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect((await auditSince(audits)).map((row) => [row.action, row.after])).toEqual([
      [
        'banner.create',
        {
          title: 'Konkurss',
          target_url: '/jaunumi',
          position: 4,
          active: true,
          image: expect.stringMatching(/^banners\//),
        },
      ],
    ]);

    const first = json<{ data: { id: number; position: number } }>(
      await postWithImage(
        '/api/admin/banners',
        { title: 'Svarīgākais', target_url: 'https://example.lv/a', position: '1' },
        'a.png',
        await photo(1200, 400),
      ),
    ).data;
    expect(first.position).toBe(1);
    expect((await adminList()).map((b) => b.title)).toEqual([
      'Svarīgākais',
      'Pirmais',
      'Otrais',
      'Bez attēla',
      'Konkurss',
    ]);
    const { data: slider } = await visitor<{ title: string }[]>('/api/banners');
    expect(slider.map((b) => b.title)).toEqual(['Svarīgākais', 'Pirmais', 'Otrais', 'Konkurss']);
  });

  it('refuses a banner without a picture or with a target that is not a web or portal address', async () => {
    const before = await contentState();
    const noPicture = await expectRefused(await call('POST', '/api/admin/banners', { title: 'Bez bildes' }), 422);
    expect(noPicture.errors).toEqual({ image: ['Obligāti jāpievieno attēls.'] });
    const target =
      'Saitei jābūt interneta adresei, kas sākas ar http:// vai https://, vai portāla adresei, kas sākas ar /.';
    for (const url of ['javascript:alert(1)', '//evil.example', 'ftp://example.lv', 'example.lv', '/\\evil.example']) {
      const refused = await expectRefused(
        await postWithImage('/api/admin/banners', { title: 'Saite', target_url: url }, 'a.png', await photo(10, 10)),
        422,
      );
      expect(refused.errors, url).toEqual({ target_url: [target] });
    }
    const badPlace = await expectRefused(
      await call('POST', `/api/admin/banners/${t.fixtures.banners.b1.id}`, { _method: 'PUT', position: 0 }),
      422,
    );
    expect(badPlace.errors).toEqual({ position: ['Vietai sarakstā jābūt veselam skaitlim no 1 līdz 10 000.'] });
    const badSwitch = await expectRefused(
      await call('POST', `/api/admin/banners/${t.fixtures.banners.b1.id}`, { active: 'ne' }),
      422,
    );
    expect(badSwitch.errors).toEqual({ active: ['Laukam „Rādīt sākumlapā” jābūt „jā” vai „nē”.'] });
    await expectRefused(await call('POST', '/api/admin/banners/999999', { title: 'x' }), 404);
    await expectRefused(await call('DELETE', '/api/admin/banners/999999'), 404);
    expect(await contentState()).toEqual(before);
  });

  it('switches a banner off: gone from the home page at once, kept in the administration', async () => {
    const { b2 } = t.fixtures.banners;
    await visitor('/api/banners');
    expect((await visitor<{ id: number }[]>('/api/banners')).cache).toBe('hit');
    const audits = (await auditRows()).length;
    const off = await call('POST', `/api/admin/banners/${b2.id}`, { _method: 'PUT', active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(json<{ data: object }>(off).data).toMatchObject({ id: b2.id, active: false, title: 'Pirmais', position: 1 });
    const slider = await visitor<{ id: number }[]>('/api/banners');
    expect(slider.data.map((b) => b.id)).toEqual([t.fixtures.banners.b1.id]);
    expect((await adminList()).map((b) => [b.title, b.active])).toEqual([
      ['Pirmais', false],
      ['Otrais', true],
      ['Bez attēla', true],
    ]);
    expect((await auditSince(audits)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['banner.update', { active: true }, { active: false }],
    ]);
    await call('POST', `/api/admin/banners/${b2.id}`, { _method: 'PUT', active: true });
  });

  it('moves a banner up and down; the others close up', async () => {
    const { noImage, b1 } = t.fixtures.banners;
    const audits = (await auditRows()).length;
    const up = json<{ data: { position: number } }>(
      await call('POST', `/api/admin/banners/${noImage.id}`, { _method: 'PUT', position: 1 }),
    ).data;
    expect(up.position).toBe(1);
    expect((await adminList()).map((b) => [b.title, b.position])).toEqual([
      ['Bez attēla', 1],
      ['Pirmais', 2],
      ['Otrais', 3],
    ]);
    await call('POST', `/api/admin/banners/${b1.id}`, { _method: 'PUT', position: '2' });
    expect((await adminList()).map((b) => b.title)).toEqual(['Bez attēla', 'Otrais', 'Pirmais']);
    // Past the end: last.
    await call('POST', `/api/admin/banners/${noImage.id}`, { _method: 'PUT', position: 99 });
    expect((await adminList()).map((b) => b.title)).toEqual(['Otrais', 'Pirmais', 'Bez attēla']);
    expect((await auditSince(audits)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['banner.update', { position: 3 }, { position: 1 }],
      ['banner.update', { position: 3 }, { position: 2 }],
      ['banner.update', { position: 1 }, { position: 3 }],
    ]);
    const stored = await t.db.select().from(banners).orderBy(asc(banners.position));
    expect(stored.map((b) => b.position)).toEqual([1, 2, 3]);
  });

  it('deletes a banner; a picture another banner still shows stays', async () => {
    const { b1, b2 } = t.fixtures.banners;
    const shared = t.fixtures.files.bannerImage;
    expect([b1.imageFileId, b2.imageFileId]).toEqual([shared.id, shared.id]);
    const audits = (await auditRows()).length;
    const removed = await call('DELETE', `/api/admin/banners/${b1.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await adminList()).map((b) => [b.title, b.position])).toEqual([
      ['Pirmais', 1],
      ['Bez attēla', 2],
    ]);
    expect(await t.db.select().from(files).where(eq(files.id, shared.id))).toHaveLength(1);
    expect((await t.app.inject({ url: `/files/${shared.storageKey}` })).statusCode).toBe(200);
    expect((await auditSince(audits)).map((row) => [row.action, row.itemId])).toEqual([
      ['banner.delete', String(b1.id)],
    ]);
    await t.db.insert(banners).values({ ...b1 });
  });
});

describe('the home page’s switches', () => {
  it('switches banners and news off and on; visitors see it at once', async () => {
    await visitor('/api/settings');
    expect((await visitor('/api/settings')).cache).toBe('hit');
    const audits = (await auditRows()).length;
    const saved = await call('PUT', '/api/admin/settings', { show_banners: true, show_articles: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toEqual({ data: { show_banners: true, show_articles: false } });
    expect((await visitor('/api/settings')).data).toEqual({ show_banners: true, show_articles: false });
    expect(
      (await auditSince(audits)).map((row) => [row.action, row.itemType, row.itemId, row.before, row.after]),
    ).toEqual([
      [
        'settings.update',
        'settings',
        'front_page',
        { show_banners: false, show_articles: true },
        { show_banners: true, show_articles: false },
      ],
    ]);
    await call('PUT', '/api/admin/settings', { show_banners: 'false', show_articles: '1' });
    expect((await visitor('/api/settings')).data).toEqual({ show_banners: false, show_articles: true });
  });

  it('needs both switches, as yes or no', async () => {
    const before = await contentState();
    const missing = await expectRefused(await call('PUT', '/api/admin/settings', { show_banners: true }), 422);
    expect(missing.errors).toEqual({ show_articles: ['Obligāti jānorāda, vai „Rādīt jaunumus sākumlapā”.'] });
    const wrong = await expectRefused(
      await call('PUT', '/api/admin/settings', { show_banners: 'jā', show_articles: {} }),
      422,
    );
    expect(wrong.errors).toEqual({
      show_banners: ['Laukam „Rādīt banerus sākumlapā” jābūt „jā” vai „nē”.'],
      show_articles: ['Laukam „Rādīt jaunumus sākumlapā” jābūt „jā” vai „nē”.'],
    });
    expect(await contentState()).toEqual(before);
  });
});
