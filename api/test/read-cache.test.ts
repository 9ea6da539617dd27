/**
 * Anonymous catalogue reads served from memory (src/http/readCache.ts): what is cached, that a
 * write empties it at once (in this process and, through Redis, in another), and its bounds.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, findTokenOwner, hashToken, type KeptToken } from '../src/auth/tokens';
import { accessTokens } from '../src/db/schema';
import { ReadCache } from '../src/http/readCache';
import { createTestContext, json, useTestContext, type TestContext } from './helpers/app';

type Page = { data: { id: number; likes: number }[] };

describe('the read cache in one process', () => {
  const t = useTestContext({ env: { READ_CACHE_TTL_MS: '60000' } });
  let tokens: { anna: string; janis: string; liga: string };
  beforeAll(async () => {
    tokens = await t.teacherTokens();
  });

  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? t.auth(token) : {} });
  const queriesOf = async (url: string, token?: string) => {
    t.database.queries.length = 0;
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    return { res, queries: t.database.queries.length };
  };

  it('answers a repeated anonymous list from memory, without a query', async () => {
    const first = await queriesOf('/api/materials?sort=likes');
    expect(first.res.headers['x-cache']).toBe('miss');
    expect(first.queries).toBeGreaterThan(0);
    const second = await queriesOf('/api/materials?sort=likes');
    expect(second.res.headers['x-cache']).toBe('hit');
    expect(second.queries).toBe(0);
    expect(second.res.body).toBe(first.res.body);
    // Another address is another answer.
    expect((await queriesOf('/api/materials?sort=downloads')).res.headers['x-cache']).toBe('miss');
  });

  it('compresses a cached answer for the browser that asks, like a fresh one', async () => {
    await get('/api/categories');
    const res = await t.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['x-cache']).toBe('hit');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('keeps a signed-in answer for that viewer alone', async () => {
    const url = '/api/materials?sort=created_at';
    const first = await queriesOf(url, tokens.liga);
    expect(first.res.headers['x-cache']).toBe('miss');
    const again = await queriesOf(url, tokens.liga);
    expect(again.res.headers['x-cache']).toBe('hit');
    expect(again.queries).toBe(0);
    expect(again.res.body).toBe(first.res.body);
    // Another viewer of the same address gets their own answer, made with their likes and bookmarks.
    const other = await queriesOf(url, tokens.janis);
    expect(other.res.headers['x-cache']).toBe('miss');
    // Made of the rows kept for the first viewer; only the marks are this viewer's own.
    expect(other.res.headers['x-cache-parts']).toBe('partial');
    expect(other.res.body).not.toBe(first.res.body);
    // A dead token is no viewer: nobody's kept answer, and no answer kept for it.
    const dead = await get(url, 'not-a-live-token');
    expect(dead.headers['x-cache']).toBeUndefined();
  });

  it('never caches calls that did not opt in, nor failures', async () => {
    for (const url of ['/api/captcha/config', '/api/materials?sort=nope']) {
      await get(url);
      expect((await get(url)).headers['x-cache'], url).toBeUndefined();
    }
  });

  it('is emptied by a write, so the next visitor sees it at once', async () => {
    const url = '/api/materials?sort=likes';
    await get(url);
    const before = json<Page>(await get(url));
    const id = t.fixtures.materials.m1.id;
    const likesBefore = before.data.find((m) => m.id === id)!.likes;
    const like = await t.app.inject({ method: 'POST', url: `/api/materials/${id}/like`, headers: t.auth(tokens.liga) });
    expect(like.statusCode, like.body).toBe(200);
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(json<Page>(after).data.find((m) => m.id === id)!.likes).toBe(likesBefore + 1);
  });

  it('is not emptied by a refused write', async () => {
    await get('/api/settings');
    const refused = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(refused.statusCode).toBe(422);
    expect((await get('/api/settings')).headers['x-cache']).toBe('hit');
  });

  it('shares what is the same for every viewer of a list, and lays each viewer’s own over it', async () => {
    type Seen = { id: number; is_liked: boolean; has_bookmark: boolean; owner_id: number | null; note: string | null };
    const { m1, m2 } = t.fixtures.materials;
    const { janis } = t.fixtures.users;
    const url = `/api/materials?categories=${t.fixtures.nodes.presentations.id}`;
    const seenBy = async (token: string) => {
      const res = await get(url, token);
      expect(res.statusCode, res.body).toBe(200);
      return new Map(json<{ data: Seen[] }>(res).data.map((m) => [m.id, m]));
    };
    // From the fixtures: Līga liked m2 and bookmarked m1, Jānis liked m1 and owns m2.
    // A token's first use records when it was used; count steady-state requests.
    await get('/api/user', tokens.janis);
    // Līga reads first, so the page's rows are kept as she left them; then Jānis, then Līga again.
    const liga = await seenBy(tokens.liga);
    // Jānis's marks as on his first page of the day (an earlier test here kept them).
    t.app.sharedReads.invalidate([`marks:${janis.id}`]);
    t.database.queries.length = 0;
    const jan = await seenBy(tokens.janis);
    const warmQueries = t.database.queries.length;
    const ligaAgain = await seenBy(tokens.liga);

    expect([liga.get(m1.id)?.has_bookmark, liga.get(m2.id)?.is_liked]).toEqual([true, true]);
    expect([jan.get(m1.id)?.has_bookmark, jan.get(m1.id)?.is_liked, jan.get(m2.id)?.is_liked]).toEqual([
      false,
      true,
      false,
    ]);
    expect(ligaAgain).toEqual(liga);
    // The pseudonym-signed material is Jānis's to see as his (owner and note), nobody else's.
    expect([jan.get(m2.id)?.owner_id, jan.get(m2.id)?.note]).toEqual([janis.id, 'Jāņa piezīme']);
    expect([liga.get(m2.id)?.owner_id, liga.get(m2.id)?.note]).toEqual([null, null]);
    // Jānis's session was kept by his first call and the rows by Līga's: his page costs his marks only,
    // and nothing once they are kept.
    expect(warmQueries).toBe(1);
    t.database.queries.length = 0;
    expect(await seenBy(tokens.janis)).toEqual(jan);
    expect(t.database.queries.length).toBe(0);
    // All his marks are kept at once: another list, its rows kept, costs him no query either.
    await get('/api/materials?sort=downloads', tokens.liga);
    t.database.queries.length = 0;
    expect((await get('/api/materials?sort=downloads', tokens.janis)).statusCode).toBe(200);
    expect(t.database.queries).toEqual([]);

    // A material page likewise.
    const one = async (token: string) => json<{ data: Seen }>(await get(`/api/materials/${m1.id}`, token)).data;
    expect((await one(tokens.liga)).has_bookmark).toBe(true);
    expect((await one(tokens.janis)).has_bookmark).toBe(false);
  });

  it('is kept by the writes nothing kept can show: comments, messages, views', async () => {
    const { m3, m5 } = t.fixtures.materials;
    const url = '/api/materials?sort=downloads';
    await get(url);
    const write = async (method: 'POST' | 'DELETE', path: string, payload?: object) => {
      const res = await t.app.inject({ method, url: path, headers: t.auth(tokens.liga), payload });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
    };
    await write('POST', `/api/materials/${m3.id}/comments`, { message: 'Noderēs stundā.' });
    await write('POST', '/api/messages', {
      recipient_id: t.fixtures.users.anna.id,
      subject: 'Sveiki',
      message: 'Paldies!',
    });
    await write('POST', `/api/materials/${m5.id}/view`);
    expect((await get(url)).headers['x-cache']).toBe('hit');
  });

  it('is emptied by a bookmark, so the viewer’s marks and bookmarks list show it at once', async () => {
    const { m5 } = t.fixtures.materials;
    type Marked = { data: Array<{ id: number; has_bookmark: boolean }> };
    const url = '/api/materials?sort=downloads';
    const mark = async (method: 'POST' | 'DELETE') => {
      const res = await t.app.inject({ method, url: `/api/materials/${m5.id}/bookmark`, headers: t.auth(tokens.liga) });
      expect(res.statusCode, res.body).toBe(200);
    };
    const seen = async () => ({
      marked: json<Marked>(await get(url, tokens.liga)).data.find((m) => m.id === m5.id)?.has_bookmark,
      listed: json<Marked>(await get('/api/materials?sort=bookmarks', tokens.liga)).data.some((m) => m.id === m5.id),
    });
    // Kept before the write: the page's marks and the bookmarks list.
    await seen();
    await mark('POST');
    expect(await seen()).toEqual({ marked: true, listed: true });
    await mark('DELETE');
    expect(await seen()).toEqual({ marked: false, listed: false });
  });

  it('keeps a teacher’s inbox counts until a comment, a message or a seen mark changes them', async () => {
    const stats = async (token: string) => {
      const res = await get('/api/user/inbox/statistics', token);
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: { newCommentsCount: number; newMessagesCount: number } }>(res).data;
    };
    const before = await stats(tokens.liga);
    t.database.queries.length = 0;
    expect(await stats(tokens.liga)).toEqual(before);
    expect(t.database.queries).toEqual([]);
    const listUrl = '/api/materials?sort=created_at&per_page=3';
    await get(listUrl);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: t.auth(tokens.anna),
      payload: { recipient_id: t.fixtures.users.liga.id, subject: 'Jautājums', message: 'Vai varu izmantot?' },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    expect((await stats(tokens.liga)).newMessagesCount).toBe(before.newMessagesCount + 1);
    // Only the counts were emptied: the catalogue a visitor sees is still kept.
    expect((await get(listUrl)).headers['x-cache']).toBe('hit');
  });

  it('forgets the shared rows on a write, so a signed-in viewer sees it at once', async () => {
    const id = t.fixtures.materials.m5.id;
    const url = `/api/materials?categories=${t.fixtures.nodes.opticsPresentations.id}`;
    const likesSeen = async (token: string) => json<Page>(await get(url, token)).data.find((m) => m.id === id)!.likes;
    const before = await likesSeen(tokens.janis);
    expect(await likesSeen(tokens.janis)).toBe(before);
    const like = await t.app.inject({ method: 'POST', url: `/api/materials/${id}/like`, headers: t.auth(tokens.liga) });
    expect(json<{ data: { likes: number } }>(like).data.likes).toBe(before + 1);
    expect(await likesSeen(tokens.janis)).toBe(before + 1);
    expect(json<{ data: { likes: number } }>(await get(`/api/materials/${id}`, tokens.janis)).data.likes).toBe(
      before + 1,
    );
  });
});

describe('what a write empties: what its entry says it changes', () => {
  const t = useTestContext({ env: { READ_CACHE_TTL_MS: '60000' } });
  let tokens: { anna: string; janis: string; liga: string };
  beforeAll(async () => {
    tokens = await t.teacherTokens();
  });
  const get = (url: string) => t.app.inject({ url });
  const keptAfter = async (urls: string[]) => {
    const seen: Record<string, unknown> = {};
    for (const url of urls) seen[url] = (await get(url)).headers['x-cache'];
    return seen;
  };
  const write = async (method: 'POST' | 'DELETE', url: string, token: string, status: number) => {
    const res = await t.app.inject({ method, url, headers: t.auth(token) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  };
  const unrelated = ['/api/categories', '/api/articles', '/api/settings', '/api/banners'];

  it('a like: the liked material and the list pages that show it; nothing else', async () => {
    const { m4, m5 } = t.fixtures.materials;
    const order = json<Page>(await get('/api/materials?sort=created_at')).data.map((m) => m.id);
    // One material per page: the page of m4 shows it, the page of m5 does not.
    const pageOf = (id: number) => `/api/materials?sort=created_at&per_page=1&page=${order.indexOf(id) + 1}`;
    const likes = async () => json<Page>(await get(pageOf(m4.id))).data[0]!.likes;
    const before = await likes();
    for (const url of [pageOf(m5.id), ...unrelated]) await get(url);

    await write('POST', `/api/materials/${m4.id}/like`, tokens.liga, 200);
    expect(await likes()).toBe(before + 1);
    expect(await keptAfter([pageOf(m5.id), ...unrelated])).toEqual(
      Object.fromEntries([pageOf(m5.id), ...unrelated].map((url) => [url, 'hit'])),
    );
  });

  it('an added material: the lists of its nodes, those of no node and the tree; not other nodes’ lists', async () => {
    const { class7, class8, electricity, electricityLinks } = t.fixtures.nodes;
    const ofNode = (id: number) => `/api/materials?categories=${id}`;
    const lists = [ofNode(class7.id), ofNode(class8.id), '/api/materials?sort=created_at'];
    for (const url of [...lists, ...unrelated]) await get(url);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: t.auth(tokens.janis),
      payload: {
        type: 'link',
        title: 'Elektriskās ķēdes simulācija',
        uri: 'https://phet.colorado.edu/lv/simulations/circuit-construction-kit-dc',
        categories: [class8.id, electricity.id, electricityLinks.id],
        signature_type: 'name',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await keptAfter([...lists, ...unrelated])).toEqual({
      [lists[0]!]: 'hit',
      [lists[1]!]: 'miss',
      [lists[2]!]: 'miss',
      '/api/categories': 'miss',
      '/api/articles': 'hit',
      '/api/settings': 'hit',
      '/api/banners': 'hit',
    });
    const newest = json<{ data: Array<{ title: string }> }>(await get(lists[2]!)).data[0]!;
    expect(newest.title).toBe('Elektriskās ķēdes simulācija');
  });

  it('a removed material: every list and the category tree with its counts, not the news', async () => {
    const { m5 } = t.fixtures.materials;
    const lists = ['/api/materials?sort=likes', '/api/materials?sort=downloads&per_page=1'];
    for (const url of [...lists, ...unrelated]) await get(url);
    await write('DELETE', `/api/materials/${m5.id}`, tokens.anna, 204);
    expect(await keptAfter([...lists, ...unrelated])).toEqual({
      [lists[0]!]: 'miss',
      [lists[1]!]: 'miss',
      '/api/categories': 'miss',
      '/api/articles': 'hit',
      '/api/settings': 'hit',
      '/api/banners': 'hit',
    });
    expect(json<Page>(await get(lists[0]!)).data.some((m) => m.id === m5.id)).toBe(false);
  });

  it('a write whose entry declares nothing empties everything kept', async () => {
    for (const url of unrelated) await get(url);
    await write('POST', '/api/user/newsletter', tokens.janis, 200);
    expect(await keptAfter(unrelated)).toEqual(Object.fromEntries(unrelated.map((url) => [url, 'miss'])));
  });
});

describe('kept sessions', () => {
  const t = useTestContext({ env: { READ_CACHE_TTL_MS: '60000' } });

  const me = (token: string) => t.app.inject({ url: '/api/user', headers: t.auth(token) });

  it('costs a signed-in call no query for its token once kept', async () => {
    const { liga } = await t.teacherTokens();
    expect((await me(liga)).statusCode).toBe(200);
    t.database.queries.length = 0;
    expect((await me(liga)).statusCode).toBe(200);
    const tokenQueries = t.database.queries.filter((q) => q.includes('access_tokens'));
    expect(tokenQueries).toEqual([]);
  });

  it('ends a kept session at once on signing out', async () => {
    const { anna } = await t.teacherTokens();
    expect((await me(anna)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.auth(anna) });
    expect(out.statusCode, out.body).toBe(204);
    expect((await me(anna)).statusCode).toBe(401);
  });

  it('ends a session revoked outside the API once a write is announced (the CLI does)', async () => {
    const { janis } = await t.teacherTokens();
    expect((await me(janis)).statusCode).toBe(200);
    await t.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.tokenHash, hashToken(janis)));
    // Kept until a write is announced or READ_CACHE_TTL_MS passes, as the README says.
    expect((await me(janis)).statusCode).toBe(200);
    t.app.announceWrite();
    expect((await me(janis)).statusCode).toBe(401);
  });

  it('checks a kept token’s expiry on every use', async () => {
    const kept = new ReadCache<KeptToken>({ ttlMs: 60_000, maxEntries: 10 });
    const { liga } = await t.teacherTokens();
    const now = new Date();
    expect(await findTokenOwner(t.db, liga, now, kept)).not.toBeNull();
    const later = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await findTokenOwner(t.db, liga, later, kept)).toBeNull();
  });
});

describe('the read cache across processes', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379';
  let a: TestContext;
  let b: TestContext;
  let token: string;
  beforeAll(async () => {
    a = await createTestContext({ env: { REDIS_URL, READ_CACHE_TTL_MS: '60000' } });
    b = await createTestContext({ env: { REDIS_URL, READ_CACHE_TTL_MS: '60000' } });
    token = (await a.teacherTokens()).liga;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("empties in the other process what one process's write changed, and only that (Redis)", async () => {
    // A run-unique address, so another test file's writes cannot be what empties it.
    const schools = `/api/schools?s=${randomBytes(3).toString('hex')}`;
    const list = '/api/materials?sort=likes&per_page=50';
    // Each context has its own database with the same fixtures: m1 is in b's list too.
    const id = a.fixtures.materials.m1.id;
    expect(json<Page>(await b.app.inject({ url: list })).data.some((m) => m.id === id)).toBe(true);
    await b.app.inject({ url: schools });
    expect((await b.app.inject({ url: list })).headers['x-cache']).toBe('hit');
    expect((await b.app.inject({ url: schools })).headers['x-cache']).toBe('hit');
    const liked = await a.app.inject({ method: 'POST', url: `/api/materials/${id}/like`, headers: a.auth(token) });
    expect(liked.statusCode, liked.body).toBe(200);
    // The list shows the liked material: b forgets it.
    await expect
      .poll(async () => (await b.app.inject({ url: list })).headers['x-cache'], { timeout: 5000 })
      .toBe('miss');
    // Nothing of the schools changed: still kept.
    expect((await b.app.inject({ url: schools })).headers['x-cache']).toBe('hit');
    // An operator's command changes anything: everything goes.
    a.app.announceWrite();
    await expect
      .poll(async () => (await b.app.inject({ url: schools })).headers['x-cache'], { timeout: 5000 })
      .toBe('miss');
  });

  it("empties only the other process's inbox counts when one process sends a message (Redis)", async () => {
    const url = `/api/schools?s=${randomBytes(3).toString('hex')}`;
    await b.app.inject({ url });
    const bToken = (await b.teacherTokens()).liga;
    expect((await b.app.inject({ url: '/api/user/inbox/statistics', headers: b.auth(bToken) })).statusCode).toBe(200);
    expect(b.app.inboxReads.size).toBeGreaterThan(0);
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.auth(token),
      payload: { recipient_id: a.fixtures.users.anna.id, subject: 'Sveiki', message: 'Paldies!' },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    await expect.poll(() => b.app.inboxReads.size, { timeout: 5000 }).toBe(0);
    expect((await b.app.inject({ url })).headers['x-cache']).toBe('hit');
  });
});

describe('ReadCache', () => {
  it('forgets an answer after its time to live, and the least recently used beyond its size', () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set('/a', { body: 'A', contentType: 'application/json' }, cache.generation);
    cache.set('/b', { body: 'B', contentType: 'application/json' }, cache.generation);
    expect(cache.get('/a')?.body).toBe('A'); // /a is now the most recently used
    cache.set('/c', { body: 'C', contentType: 'application/json' }, cache.generation);
    expect([cache.get('/a')?.body, cache.get('/b'), cache.get('/c')?.body]).toEqual(['A', undefined, 'C']);
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('does not keep an answer computed before a write that came in meanwhile', () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10 });
    const started = cache.generation;
    cache.clear(); // a write finished while the read was running
    cache.set('/a', { body: 'stale', contentType: 'application/json' }, started);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets by tag: a tag what carries it or reads its whole kind, a kind every tag of it', () => {
    const cache = new ReadCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const keep = (key: string, tags: string[]) => cache.set(key, key, cache.generation, tags);
    const kept = () => ['list', 'one', 'other', 'news'].filter((key) => cache.get(key) !== undefined);
    keep('list', ['materials', 'material:1', 'material:2']);
    keep('one', ['material:1']);
    keep('other', ['material:3']);
    keep('news', ['articles']);
    cache.invalidate(['material:2']);
    expect(kept()).toEqual(['one', 'other', 'news']);
    keep('list', ['materials', 'material:1', 'material:2']);
    cache.invalidate(['material']);
    expect(kept()).toEqual(['news']);
    keep('all', ['materials']);
    cache.invalidate(['materials:9']); // one of the kind: what reads the whole kind goes
    expect(cache.get('all')).toBeUndefined();
    expect(kept()).toEqual(['news']);
  });

  it('does not keep a value computed before a write changed one of its tags, but does for others', () => {
    const cache = new ReadCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const started = cache.generation;
    cache.invalidate(['material:1']);
    cache.set('stale', 'x', started, ['material:1']);
    cache.set('stale kind', 'x', started, ['material']);
    cache.set('fine', 'x', started, ['material:2', 'articles']);
    expect([cache.get('stale'), cache.get('stale kind'), cache.get('fine')]).toEqual([undefined, undefined, 'x']);
  });

  it('is off with a time to live of 0', () => {
    const cache = new ReadCache({ ttlMs: 0, maxEntries: 10 });
    cache.set('/a', { body: 'A', contentType: 'application/json' }, cache.generation);
    expect(cache.get('/a')).toBeUndefined();
  });
});
