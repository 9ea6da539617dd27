/**
 * Anonymous catalogue reads served from memory (src/http/readCache.ts): what is cached, that a
 * write empties it at once (in this process and, through Redis, in another), and its bounds.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../src/http/readCache';
import { createTestContext, json, type TestContext } from './helpers/app';

type Page = { data: { id: number; likes: number }[] };

describe('the read cache in one process', () => {
  let t: TestContext;
  let tokens: { anna: string; janis: string; liga: string };
  beforeAll(async () => {
    t = await createTestContext({ env: { READ_CACHE_TTL_MS: '60000' } });
    tokens = await t.teacherTokens();
  });
  afterAll(() => t?.close());

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

  it('never caches a signed-in answer, which carries the viewer’s likes and bookmarks', async () => {
    await queriesOf('/api/materials', tokens.liga);
    const again = await queriesOf('/api/materials', tokens.liga);
    expect(again.res.headers['x-cache']).toBeUndefined();
    expect(again.queries).toBeGreaterThan(0);
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

  it("empties the other process's cache when one process writes (Redis)", async () => {
    // A run-unique address, so another test file's writes cannot be what empties it.
    const url = `/api/schools?s=${randomBytes(3).toString('hex')}`;
    await b.app.inject({ url });
    expect((await b.app.inject({ url })).headers['x-cache']).toBe('hit');
    const id = a.fixtures.materials.m1.id;
    expect(
      (await a.app.inject({ method: 'POST', url: `/api/materials/${id}/like`, headers: a.auth(token) })).statusCode,
    ).toBe(200);
    await expect.poll(async () => (await b.app.inject({ url })).headers['x-cache'], { timeout: 5000 }).toBe('miss');
  });
});

describe('ReadCache', () => {
  it('forgets an answer after its time to live, and the least recently used beyond its size', () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set('/a', 'A', 'application/json', cache.generation);
    cache.set('/b', 'B', 'application/json', cache.generation);
    expect(cache.get('/a')?.body).toBe('A'); // /a is now the most recently used
    cache.set('/c', 'C', 'application/json', cache.generation);
    expect([cache.get('/a')?.body, cache.get('/b'), cache.get('/c')?.body]).toEqual(['A', undefined, 'C']);
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('does not keep an answer computed before a write that came in meanwhile', () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10 });
    const started = cache.generation;
    cache.clear(); // a write finished while the read was running
    cache.set('/a', 'stale', 'application/json', started);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('is off with a time to live of 0', () => {
    const cache = new ReadCache({ ttlMs: 0, maxEntries: 10 });
    cache.set('/a', 'A', 'application/json', cache.generation);
    expect(cache.get('/a')).toBeUndefined();
  });
});
