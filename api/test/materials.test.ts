/** GET /api/materials and /api/materials/{id}: filters, sorts, shapes, privacy and query cost. */
import { beforeAll, describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { fieldMessage } from '@portal/contracts/messages';
import { ANONYMOUS_AUTHOR_LABEL, Material, paged, single } from '@portal/contracts/schemas/entities';
import { categories, categoryNodes, materialCategories, materials } from '../src/db/schema';
import { useTestContext, json } from './helpers/app';
import { expectShape } from './helpers/shape';
import { PSEUDONYM } from './helpers/fixtures';

type M = v.InferOutput<typeof Material>;

const t = useTestContext();
let tokens: { anna: string; janis: string; liga: string };
beforeAll(async () => {
  tokens = await t.teacherTokens();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? t.auth(token) : {} });
const list = async (url: string, token?: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: M[]; meta: { current_page: number; last_page: number; total: number; per_page: number } }>(res);
};
const titles = (body: { data: M[] }) => body.data.map((m) => m.title);

describe('GET /api/materials', () => {
  it('pages the newest materials first in the shape of spec §3', async () => {
    const body = await list('/api/materials', tokens.liga);
    expectShape(paged(Material), body);
    expect(titles(body)).toEqual([
      'Gaismas laušana',
      'Elektrības video',
      'PhET simulācijas',
      'Spēku prezentācija',
      'Kustības prezentācija',
    ]);
    expect(body.meta).toEqual(expect.objectContaining({ current_page: 1, last_page: 1, total: 5, per_page: 20 }));

    const m1 = body.data.find((m) => m.id === t.fixtures.materials.m1.id);
    expect(m1).toMatchObject({
      type: 'file',
      file: 'Kustība.pdf',
      mime_type: 'application/pdf',
      basic_type: 'pdf',
      likes: 1,
      views: 2,
      downloads: 1,
      is_liked: false,
      has_bookmark: true,
      categories: [
        { id: t.fixtures.nodes.class7.id, parent_id: null },
        { id: t.fixtures.nodes.mechanics.id, parent_id: t.fixtures.nodes.class7.id },
        { id: t.fixtures.nodes.presentations.id, parent_id: t.fixtures.nodes.mechanics.id },
      ],
      signature: 'Anna Ozola',
      signature_type: 'name',
      owner: { id: t.fixtures.users.anna.id, avatar: '/files/avatars/anna.png' },
      owner_id: t.fixtures.users.anna.id,
      pseudonym: null,
      note: null,
      // A signed-in viewer of a PDF with its file: the call that answers the signed preview link.
      preview_url: `/api/materials/${t.fixtures.materials.m1.id}/preview`,
    });
    expect(m1?.path).toEqual([
      { id: t.fixtures.nodes.class7.id, category_id: expect.any(Number), title: '7. klase', has_children: true },
      { id: t.fixtures.nodes.mechanics.id, category_id: expect.any(Number), title: 'Mehānika', has_children: true },
      {
        id: t.fixtures.nodes.presentations.id,
        category_id: expect.any(Number),
        title: 'Prezentācijas',
        has_children: false,
      },
    ]);
    const link = body.data.find((m) => m.id === t.fixtures.materials.m3.id);
    expect(link).toMatchObject({
      type: 'link',
      uri: 'https://phet.colorado.edu/lv/',
      basic_type: 'link',
      file: null,
      downloads: 3,
    });
  });

  it('keeps only materials attached to every given category node', async () => {
    const { class7, mechanics, presentations, electricity, worksheets } = t.fixtures.nodes;
    expect(titles(await list(`/api/materials?categories=${class7.id}`))).toHaveLength(4);
    expect(titles(await list(`/api/materials?categories=${class7.id},${mechanics.id},${presentations.id}`))).toEqual([
      'Spēku prezentācija',
      'Kustības prezentācija',
    ]);
    expect(titles(await list(`/api/materials?categories=${class7.id},${electricity.id}`))).toEqual([]);
    expect((await list(`/api/materials?categories=${worksheets.id}`)).meta.total).toBe(0);
  });

  it('sorts by likes and by downloads', async () => {
    expect(titles(await list('/api/materials?sort=likes')).slice(0, 2)).toEqual([
      'Spēku prezentācija',
      'Kustības prezentācija',
    ]);
    expect(titles(await list('/api/materials?sort=downloads')).slice(0, 2)).toEqual([
      'PhET simulācijas',
      'Kustības prezentācija',
    ]);
  });

  it("sort=bookmarks lists only the viewer's bookmarks, newest bookmark first, and needs sign-in", async () => {
    const anonymous = await get('/api/materials?sort=bookmarks');
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toEqual({ message: 'Lai turpinātu, autorizējies.' });

    const liga = await list('/api/materials?sort=bookmarks', tokens.liga);
    expect(titles(liga)).toEqual(['Elektrības video', 'Kustības prezentācija']);
    expect(liga.data.every((m) => m.has_bookmark)).toBe(true);
    expect(liga.meta.total).toBe(2);
    expect(titles(await list('/api/materials?sort=bookmarks', tokens.janis))).toEqual([]);
  });

  it('marks what the viewer likes', async () => {
    const body = await list('/api/materials', tokens.janis);
    expect(body.data.find((m) => m.id === t.fixtures.materials.m1.id)?.is_liked).toBe(true);
    expect(body.data.find((m) => m.id === t.fixtures.materials.m2.id)?.is_liked).toBe(false);
  });

  it("lists one owner's materials: all of them for the owner, the name-signed ones for others", async () => {
    const { janis } = t.fixtures.users;
    expect((await get(`/api/materials?owner=${janis.id}`)).statusCode).toBe(401);
    expect(titles(await list(`/api/materials?owner=${janis.id}`, tokens.janis))).toEqual([
      'PhET simulācijas',
      'Spēku prezentācija',
    ]);
    const seenByOthers = await list(`/api/materials?owner=${janis.id}`, tokens.liga);
    expect(titles(seenByOthers)).toEqual(['PhET simulācijas']);
  });

  it('takes per_page (the home page asks for 5) and pages on', async () => {
    const first = await list('/api/materials?per_page=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta).toEqual(expect.objectContaining({ current_page: 1, last_page: 3, total: 5, per_page: 2 }));
    const last = await list('/api/materials?per_page=2&page=3');
    expect(titles(last)).toEqual(['Kustības prezentācija']);
  });

  it('refuses malformed queries with Latvian field errors, never a 500', async () => {
    const res = await get('/api/materials?page=-2&sort=popular&categories=1,x&owner=abc&per_page=1000');
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: {
        page: [fieldMessage('min_value', 'page', { min: 1 })],
        per_page: [fieldMessage('max_value', 'per_page', { max: 100 })],
        owner: [fieldMessage('integer', 'owner')],
        categories: [fieldMessage('id_list', 'categories')],
        sort: [fieldMessage('one_of', 'sort')],
      },
    });
    for (const query of [
      'page=1.5',
      'page=',
      'page=99999999999999999999',
      'categories=99999999999',
      'page=1&page=2',
      'sort[]=likes',
    ]) {
      const r = await get(`/api/materials?${query}`);
      expect([200, 422], query).toContain(r.statusCode);
    }
    expect((await get('/api/materials?page=1&page=2')).statusCode).toBe(422);
  });
});

describe('privacy of authors', () => {
  it('never tells an anonymous visitor who the author is', async () => {
    const body = await list('/api/materials');
    for (const m of body.data) {
      expect(m.signature).toBe(ANONYMOUS_AUTHOR_LABEL);
      expect(m.owner).toBeNull();
      expect(m.owner_id).toBeNull();
      expect(m.pseudonym).toBeNull();
      expect(m.note).toBeNull();
      expect(m.is_liked).toBe(false);
      expect(m.has_bookmark).toBe(false);
    }
    const raw = (await get('/api/materials')).body + (await get(`/api/materials/${t.fixtures.materials.m2.id}`)).body;
    for (const secret of ['Anna', 'Ozola', 'Jānis', 'Kalniņš', PSEUDONYM, '@example.lv', 'avatars/anna.png'])
      expect(raw).not.toContain(secret);
  });

  it('shows a pseudonym-signed material with the pseudonym and without its owner to other users', async () => {
    const res = await get(`/api/materials/${t.fixtures.materials.m2.id}`, tokens.anna);
    const m = json<{ data: M }>(res).data;
    expect(m).toMatchObject({
      signature: PSEUDONYM,
      signature_type: 'pseudonym',
      pseudonym: PSEUDONYM,
      owner: null,
      owner_id: null,
      note: null,
    });
    expect(res.body).not.toContain('Jānis');
    expect(res.body).not.toContain('Kalniņš');
    expect(res.body).not.toContain(String(`"owner_id":${t.fixtures.users.janis.id}`));
  });

  it('lets the owner see their own pseudonym-signed material as theirs', async () => {
    const m = json<{ data: M }>(await get(`/api/materials/${t.fixtures.materials.m2.id}`, tokens.janis)).data;
    expect(m).toMatchObject({
      signature: PSEUDONYM,
      owner_id: t.fixtures.users.janis.id,
      owner: { id: t.fixtures.users.janis.id, avatar: null },
      note: 'Jāņa piezīme',
    });
  });

  it('shows a name-signed author to signed-in users, with no e-mail anywhere', async () => {
    const res = await get(`/api/materials/${t.fixtures.materials.m3.id}`, tokens.anna);
    expect(json<{ data: M }>(res).data).toMatchObject({
      signature: 'Jānis Kalniņš',
      owner_id: t.fixtures.users.janis.id,
      pseudonym: null,
    });
    expect(res.body).not.toContain('@example.lv');
    expect((await get('/api/materials', tokens.anna)).body).not.toContain('@example.lv');
  });

  it('treats a dead token as an anonymous visitor', async () => {
    const m = json<{ data: M }>(await get(`/api/materials/${t.fixtures.materials.m3.id}`, 'not-a-real-token')).data;
    expect(m.owner).toBeNull();
    expect(m.signature).toBe(ANONYMOUS_AUTHOR_LABEL);
  });
});

describe('GET /api/materials/{id}', () => {
  it('answers one material', async () => {
    const res = await get(`/api/materials/${t.fixtures.materials.m4.id}`, tokens.liga);
    expect(res.statusCode).toBe(200);
    expectShape(single(Material), json(res));
    expect(json<{ data: M }>(res).data).toMatchObject({ title: 'Elektrības video', has_bookmark: true });
  });

  it('offers the preview call only for a stored PDF or image, and only to signed-in viewers', async () => {
    const { m1, m2, m3, m5 } = t.fixtures.materials;
    const previewOf = async (id: number, token?: string) =>
      json<{ data: M }>(await get(`/api/materials/${id}`, token)).data.preview_url;
    expect(await previewOf(m1.id, tokens.liga)).toBe(`/api/materials/${m1.id}/preview`);
    expect(await previewOf(m1.id, tokens.anna)).toBe(`/api/materials/${m1.id}/preview`);
    // The preview call needs sign-in, so an anonymous visitor is not offered it.
    expect(await previewOf(m1.id)).toBeNull();
    // A presentation (no browser shows it inline), a link, and a picture whose file row is missing.
    for (const id of [m2.id, m3.id, m5.id]) expect(await previewOf(id, tokens.liga), String(id)).toBeNull();

    const call = await t.app.inject({
      method: 'POST',
      url: `/api/materials/${m1.id}/preview`,
      headers: t.auth(tokens.liga),
    });
    expect(call.statusCode).toBe(200);
    expect(json<{ url: string }>(call).url).toMatch(new RegExp(`^/api/materials/${m1.id}/file\\?`));
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '2147483648', '1e3']) {
      const res = await get(`/api/materials/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(json(res)).toEqual({ message: 'Nav atrasts.' });
    }
  });
});

describe('query cost', () => {
  it('costs the same number of SQL queries for a page of 1 and a page of 20', async () => {
    const [category] = await t.db.insert(categories).values({ title: 'Slodzes tests' }).returning();
    const [node] = await t.db
      .insert(categoryNodes)
      .values({ categoryId: category!.id, parentId: null, position: 9 })
      .returning();
    const rows = await t.db
      .insert(materials)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          title: `Materiāls ${i}`,
          type: 'link' as const,
          uri: 'https://example.lv',
          ownerId: t.fixtures.users.anna.id,
          signatureType: 'name' as const,
        })),
      )
      .returning();
    await t.db.insert(materialCategories).values(rows.map((r) => ({ materialId: r.id, nodeId: node!.id })));

    // Cold: what a request costs when nothing is kept (a write has just emptied the caches).
    const count = async (url: string, token?: string) => {
      t.app.announceWrite();
      t.database.queries.length = 0;
      const body = await list(url, token);
      return { queries: t.database.queries.length, rows: body.data.length };
    };
    for (const token of [undefined, tokens.liga]) {
      // A token's first use also records last_used_at; measure steady-state requests.
      await list('/api/materials?per_page=1', token);
      const one = await count(`/api/materials?categories=${node!.id}&per_page=1`, token);
      const twenty = await count(`/api/materials?categories=${node!.id}&per_page=20`, token);
      expect(one.rows).toBe(1);
      expect(twenty.rows).toBe(20);
      expect(twenty.queries).toBe(one.queries);
      expect(one.queries).toBeLessThanOrEqual(token ? 5 : 3);
      const byLikes = await count('/api/materials?sort=likes&per_page=20', token);
      expect(byLikes.queries).toBe(one.queries);
    }
  });
});
