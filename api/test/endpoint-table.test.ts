/**
 * The endpoint table (contracts/src/endpoints) against the routes the server really has (issue 20):
 * every entry has its route, registered from it, and every route of the API has an entry: a call's
 * shape is written nowhere else.
 */
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, single } from '@portal/contracts/schemas/entities';
import { allEndpoints } from '@portal/contracts/endpoints/table';
import { CACHE_KINDS, type Endpoint } from '@portal/contracts/endpoints/endpoint';
import { createTestContext, type TestContext } from './helpers/app';
import { checkAnswersAgainstTable } from './support/answerCheck';

/** The API's own address space; /api/docs is the document itself (@fastify/swagger's routes). */
const isApiRoute = (path: string) => /^\/(api|oauth|auth)\//.test(path) && !path.startsWith('/api/docs');

let t: TestContext;
const routes: Array<{ key: string; endpoint: Endpoint | undefined }> = [];

beforeAll(async () => {
  t = await createTestContext({
    beforeReady: (app) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          // Fastify adds a HEAD route for every GET one.
          if (method === 'HEAD' || !isApiRoute(route.url)) continue;
          routes.push({ key: `${method} ${route.url}`, endpoint: route.config?.endpoint });
        }
      });
    },
  });
});
afterAll(() => t?.close());

const entries = allEndpoints().map(({ module, name, entry }) => ({
  key: `${entry.method} ${entry.path}`,
  module,
  name,
  entry,
}));

describe("the entries' cache rules", () => {
  it('name known kinds, and fill a `{name}` from a path parameter or query field, `{viewer}` only when signed in', () => {
    const wrong: string[] = [];
    const fieldsOf = (schema: unknown) => Object.keys((schema as { entries?: object } | undefined)?.entries ?? {});
    for (const { module, name, entry } of entries) {
      const rule = entry.cache;
      if (!rule) continue;
      if (rule.reads && entry.method !== 'GET') wrong.push(`${module}.${name}: only a GET reads`);
      if (rule.changes && entry.method === 'GET') wrong.push(`${module}.${name}: a GET changes nothing`);
      for (const tag of [...(rule.reads ?? []), ...(rule.changes ?? [])]) {
        const [kind, of] = tag.split(':');
        if (!(CACHE_KINDS as readonly string[]).includes(kind!)) wrong.push(`${module}.${name}: unknown kind ${tag}`);
        const field = /^\{(\w+)\}$/.exec(of ?? '')?.[1];
        if (field === 'viewer') {
          if (entry.signIn !== 'required') wrong.push(`${module}.${name}: ${tag} may have no viewer`);
        } else if (field !== undefined && ![...fieldsOf(entry.params), ...fieldsOf(entry.query)].includes(field)) {
          wrong.push(`${module}.${name}: ${tag} names no parameter of the call`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keep the answers of the catalogue a visitor reads', () => {
    const reading = entries.filter(({ entry }) => entry.cache?.reads).map(({ key }) => key);
    expect(reading).toEqual(
      expect.arrayContaining(['GET /api/materials', 'GET /api/categories', 'GET /api/articles', 'GET /api/settings']),
    );
  });
});

describe('the endpoint table and the routes of the API', () => {
  it('has a route for every entry, registered from that entry', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const { key, module, name, entry } of entries) {
      const route = routes.find((r) => r.key === key);
      expect(route, `${module}.${name}: ${key}`).toBeDefined();
      expect(route!.endpoint, `${module}.${name}: ${key} is registered from its entry`).toBe(entry);
    }
  });

  it('has an entry for every route of the API', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.endpoint).map((r) => r.key)).toEqual([]);
  });

  it('declares each call once: no two entries share a method and path', () => {
    const keys = entries.map((e) => e.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe('the answer check of the test apps', () => {
  // A route that claims an entry and answers what the entry does not say.
  const entry = {
    method: 'GET',
    path: '/probe',
    tags: ['probe'],
    summary: 'probe',
    signIn: 'none',
    responses: { 200: single(v.object({ id: v.number() })), 404: ErrorBody },
  } as const satisfies Endpoint;

  it('records a body its schema does not take and a status its entry does not name', async () => {
    const app = Fastify();
    const check = checkAnswersAgainstTable(app);
    let answer: [number, unknown] = [200, { data: { id: 1 } }];
    app.get('/probe', { config: { endpoint: entry } }, async (_request, reply) =>
      reply.code(answer[0]).send(answer[1]),
    );
    await app.ready();
    await app.inject({ url: '/probe' });
    expect(check.mismatches).toEqual([]);
    answer = [200, { data: { id: 'one' } }];
    await app.inject({ url: '/probe' });
    answer = [409, { message: 'Konflikts' }];
    await app.inject({ url: '/probe' });
    answer = [404, { message: 'Nav atrasts.' }];
    await app.inject({ url: '/probe' });
    expect(check.checked).toBe(4);
    expect(check.mismatches).toEqual([
      expect.stringMatching(/^GET \/probe answered 200: data\.id: /),
      'GET /probe answered 409: a status its entry does not name',
    ]);
    await app.close();
  });
});
