/** Settings, banners, news, static pages, the category tree, the form tree, schools and public files. */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@portal/contracts/messages';
import {
  Article,
  Banner,
  CategoryNode,
  Page,
  School,
  Settings,
  list,
  paged,
  single,
} from '@portal/contracts/schemas/entities';
import { schools } from '../src/db/schema';
import { useTestContext, json } from './helpers/app';
import { expectShape } from './helpers/shape';

const t = useTestContext();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/settings', () => {
  it('answers the front page switches', async () => {
    const res = await get('/api/settings');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ data: { show_banners: false, show_articles: true } });
    expectShape(single(Settings), json(res));
  });
});

describe('GET /api/banners', () => {
  it('lists banners with an image in position order', async () => {
    const res = await get('/api/banners');
    expect(res.statusCode).toBe(200);
    const body = json<{
      data: { id: number; title: string; target_url: string | null; image: { full_url: string } }[];
    }>(res);
    expectShape(list(Banner), body);
    expect(body.data.map((b) => b.title)).toEqual(['Pirmais', 'Otrais']);
    expect(body.data[1]).toMatchObject({
      target_url: 'https://example.lv/2',
      image: { full_url: '/files/banners/one.png' },
    });
  });
});

describe('GET /api/articles', () => {
  it('pages published posts, newest first, 9 per page by default', async () => {
    const res = await get('/api/articles');
    expect(res.statusCode).toBe(200);
    const body = json<{ data: { title: string }[]; meta: Record<string, number> }>(res);
    expectShape(paged(Article), body);
    expect(body.data.map((a) => a.title)).toEqual([
      'Atjaunināts portāls',
      'Apmācības skolotājiem',
      'Jauns mācību gads',
    ]);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 3, per_page: 9 });
  });

  it('takes the home page query: perPage, orderBy, orderByDirection, page', async () => {
    const res = await get('/api/articles?perPage=2&orderBy=title&orderByDirection=asc&page=2');
    const body = json<{ data: { title: string }[]; meta: Record<string, number> }>(res);
    expect(body.data.map((a) => a.title)).toEqual(['Jauns mācību gads']);
    expect(body.meta).toMatchObject({ current_page: 2, last_page: 2, total: 3, per_page: 2 });
  });

  it('answers a page past the end with an empty list, not an error', async () => {
    const body = json<{ data: unknown[]; meta: Record<string, number> }>(await get('/api/articles?page=5'));
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 5, last_page: 1, total: 3 });
  });

  it('sanitises the HTML: no scripts, event handlers, javascript: links or iframes', async () => {
    const res = await get(`/api/articles/${t.fixtures.articles.a1.id}`);
    expect(res.statusCode).toBe(200);
    const article = json<{ data: { content: string; image: { sizes: { medium: { full_url: string } } } } }>(res).data;
    expectShape(single(Article), json(res));
    expect(article.content).toContain('<p>Sveiki!</p>');
    expect(article.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(article.content).toContain('rel="noopener noreferrer"');
    expect(article.image.sizes.medium.full_url).toBe('/files/articles/news.png');
  });

  it('hides unpublished posts and answers unknown or malformed ids with 404', async () => {
    for (const id of [t.fixtures.articles.hidden.id, 999999, 'abc', '-1', '1.5', '99999999999']) {
      const res = await get(`/api/articles/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(json(res)).toEqual({ message: 'Nav atrasts.' });
    }
  });

  it('refuses bad paging and ordering with Latvian field errors', async () => {
    const res = await get('/api/articles?page=-1&perPage=500&orderBy=secret&orderByDirection=up');
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: {
        page: [fieldMessage('min_value', 'page', { min: 1 })],
        perPage: [fieldMessage('max_value', 'perPage', { max: 100 })],
        orderBy: [fieldMessage('one_of', 'orderBy')],
        orderByDirection: [fieldMessage('one_of', 'orderByDirection')],
      },
    });
    const garbage = await get('/api/articles?page=abc');
    expect(garbage.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(garbage).errors.page).toEqual(['Lapai jābūt veselam skaitlim.']);
  });
});

describe('GET /api/pages', () => {
  it('lists pages and finds one by slug or by id, sanitised', async () => {
    const all = json<{ data: { slug: string }[] }>(await get('/api/pages'));
    expect(all.data.map((p) => p.slug).sort()).toEqual(['about', 'noteikumi']);

    const bySlug = await get('/api/pages/noteikumi');
    expect(bySlug.statusCode).toBe(200);
    expectShape(single(Page), json(bySlug));
    const page = json<{ data: { title: string; content: string } }>(bySlug).data;
    expect(page.title).toBe('Lietošanas noteikumi');
    expect(page.content).toBe('<h2>Noteikumi</h2><p>Ievēro tos.</p>');

    const byId = json<{ data: { slug: string } }>(await get(`/api/pages/${t.fixtures.pages.about.id}`));
    expect(byId.data.slug).toBe('about');
  });

  it('answers 404 for an unknown page', async () => {
    expect((await get('/api/pages/nav-tadas')).statusCode).toBe(404);
    expect((await get('/api/pages/99999')).statusCode).toBe(404);
    expect((await get('/api/pages/..%2F..%2Fetc')).statusCode).toBe(404);
  });
});

interface Node {
  id: number;
  parent_id: number | null;
  category: { title: string; materials_count: number; user_materials_count: number | null };
  path: { id: number; title: string; has_children: boolean }[];
  children: Node[];
}

describe('GET /api/categories', () => {
  it('answers the whole tree with counts of materials attached to each node', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    expectShape(list(CategoryNode), json(res));
    const tree = json<{ data: Node[] }>(res).data;
    expect(tree.map((n) => n.category.title)).toEqual(['7. klase', '8. klase']);
    const [class7] = tree;
    expect(class7?.category.materials_count).toBe(4);
    expect(class7?.category.user_materials_count).toBeNull();
    const mechanics = class7?.children[0];
    expect(mechanics?.category).toMatchObject({ title: 'Mehānika', materials_count: 3 });
    expect(mechanics?.path).toEqual([
      { id: t.fixtures.nodes.class7.id, category_id: expect.any(Number), title: '7. klase', has_children: true },
    ]);
    expect(mechanics?.children.map((n) => [n.category.title, n.category.materials_count])).toEqual([
      ['Prezentācijas', 2],
      ['Darba lapas', 0],
      ['Noderīgas saites', 1],
    ]);
  });

  it('limits the depth and starts below parent_id', async () => {
    const top = json<{ data: Node[] }>(await get('/api/categories?depth=1')).data;
    expect(top.every((n) => n.children.length === 0)).toBe(true);
    const two = json<{ data: Node[] }>(await get('/api/categories?depth=2')).data;
    expect(two[0]?.children[0]?.children).toEqual([]);
    const below = json<{ data: Node[] }>(await get(`/api/categories?parent_id=${t.fixtures.nodes.mechanics.id}`)).data;
    expect(below.map((n) => n.category.title)).toEqual(['Prezentācijas', 'Darba lapas', 'Noderīgas saites']);
    expect((await get('/api/categories?parent_id=999999')).statusCode).toBe(404);
  });

  it('refuses a bad depth', async () => {
    const res = await get('/api/categories?depth=7');
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.depth).toEqual([
      fieldMessage('max_value', 'depth', { max: 3 }),
    ]);
    expect((await get('/api/categories?depth=0')).statusCode).toBe(422);
  });

  it("counts a user's materials per node: all of them for the user, only name-signed ones for others", async () => {
    const { janis, liga } = t.fixtures.users;
    const anonymous = await get(`/api/categories?with_user_item_count=${janis.id}`);
    expect(anonymous.statusCode).toBe(401);

    const own = json<{ data: Node[] }>(
      await get(`/api/categories?with_user_item_count=${janis.id}`, t.auth(await t.tokenFor(janis.id))),
    ).data;
    expect(own[0]?.category.user_materials_count).toBe(2);
    const others = json<{ data: Node[] }>(
      await get(`/api/categories?with_user_item_count=${janis.id}`, t.auth(await t.tokenFor(liga.id))),
    ).data;
    // Jānis's pseudonym-signed material must not be attributable to him through counts.
    expect(others[0]?.category.user_materials_count).toBe(1);
    expect(others[0]?.category.materials_count).toBe(4);
  });
});

describe('GET /api/categories/{id}', () => {
  it('answers the node with its ancestors and its children', async () => {
    const res = await get(`/api/categories/${t.fixtures.nodes.mechanics.id}`);
    expect(res.statusCode).toBe(200);
    expectShape(single(CategoryNode), json(res));
    const node = json<{ data: Node }>(res).data;
    expect(node.category.title).toBe('Mehānika');
    expect(node.path.map((p) => p.title)).toEqual(['7. klase']);
    expect(node.children.map((c) => c.category.title)).toEqual(['Prezentācijas', 'Darba lapas', 'Noderīgas saites']);

    const leaf = json<{ data: Node }>(await get(`/api/categories/${t.fixtures.nodes.presentations.id}`)).data;
    expect(leaf.path.map((p) => p.title)).toEqual(['7. klase', 'Mehānika']);
    expect(leaf.children).toEqual([]);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'x', '0', '-3']) expect((await get(`/api/categories/${id}`)).statusCode, id).toBe(404);
  });
});

describe('GET /api/cats', () => {
  const titles = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.category.title, ...titles(n.children)]);

  it("gives link materials only the 'Noderīgas saites' branches", async () => {
    const tree = json<{ data: Node[] }>(await get('/api/cats?type=link')).data;
    expect(titles(tree)).toEqual([
      '7. klase',
      'Mehānika',
      'Noderīgas saites',
      '8. klase',
      'Elektrība',
      'Noderīgas saites',
    ]);
  });

  it("gives file materials every branch without 'Noderīgas saites'", async () => {
    const tree = json<{ data: Node[] }>(await get('/api/cats?type=file')).data;
    expect(titles(tree)).not.toContain('Noderīgas saites');
    expect(titles(tree)).toEqual([
      '7. klase',
      'Mehānika',
      'Prezentācijas',
      'Darba lapas',
      'Optika',
      'Prezentācijas optikā',
      '8. klase',
      'Elektrība',
      'Testi',
    ]);
  });

  it('refuses an unknown type', async () => {
    const res = await get('/api/cats?type=video');
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.type).toEqual([fieldMessage('one_of', 'type')]);
  });
});

describe('GET /api/schools', () => {
  it('finds schools ignoring case and Latvian diacritics', async () => {
    for (const s of ['gimn', 'ĢIMN', 'cesu', 'Cēsu']) {
      const res = await get(`/api/schools?s=${encodeURIComponent(s)}`);
      expect(res.statusCode).toBe(200);
      expectShape(list(School), json(res));
      const found = json<{ data: { title: string }[] }>(res).data.map((x) => x.title);
      expect(found, s).toContain('Cēsu Valsts ģimnāzija');
    }
  });

  it('treats % and _ literally', async () => {
    expect(json<{ data: { title: string }[] }>(await get('/api/schools?s=%25')).data.map((x) => x.title)).toEqual([
      '100% skola_test',
    ]);
    expect(json<{ data: unknown[] }>(await get('/api/schools?s=_t')).data).toHaveLength(1);
  });

  it('answers at most 50 schools', async () => {
    await t.db.insert(schools).values(Array.from({ length: 60 }, (_, i) => ({ title: `Pamatskola Nr. ${i + 1}` })));
    expect(json<{ data: unknown[] }>(await get('/api/schools?s=pamatskola')).data).toHaveLength(50);
    expect(json<{ data: unknown[] }>(await get('/api/schools')).data).toHaveLength(50);
  });

  it('refuses a search text over 255 characters', async () => {
    expect((await get(`/api/schools?s=${'a'.repeat(300)}`)).statusCode).toBe(422);
  });
});

describe('GET /files/{key}', () => {
  it('serves public images and never material files', async () => {
    const dir = path.join(t.config.dataDir, 'files');
    await mkdir(path.join(dir, 'avatars'), { recursive: true });
    await mkdir(path.join(dir, 'materials'), { recursive: true });
    await writeFile(path.join(dir, 'avatars', 'anna.png'), Buffer.from('png-bytes'));
    await writeFile(path.join(dir, 'materials', 'secret.pdf'), Buffer.from('%PDF'));

    const image = await get('/files/avatars/anna.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body).toBe('png-bytes');
    expect(image.headers['cache-control']).toContain('immutable');

    expect((await get('/files/materials/secret.pdf')).statusCode).toBe(404);
    expect((await get('/files/avatars/none.png')).statusCode).toBe(404);
    expect((await get('/files/..%2F..%2Fapp.key')).statusCode).toBe(404);
  });
});
