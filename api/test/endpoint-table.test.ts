/**
 * The endpoint table (contracts/src/endpoints) against the routes the server really has (issue 20):
 * every entry has its route, registered from it; every route of the API has an entry, except those
 * of the modules not moved onto the table yet, which NOT_YET_MOVED lists. A route moved onto the
 * table leaves that list, and a new route needs an entry: the list can only shrink.
 */
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, single } from '@portal/contracts/schemas/entities';
import { allEndpoints } from '@portal/contracts/endpoints/table';
import type { Endpoint } from '@portal/contracts/endpoints/endpoint';
import { createTestContext, type TestContext } from './helpers/app';
import { checkAnswersAgainstTable } from './support/answerCheck';

/**
 * Routes of the API whose modules move onto the endpoint table in the next pass of issue 20; until
 * then their schemas only document them and their handlers validate their own input.
 */
const NOT_YET_MOVED = [
  'GET /api/user',
  'POST /api/user',
  'PUT /api/user',
  'GET /api/user/inbox/statistics',
  'GET /api/users',
  'GET /api/users/:id',
  'GET /api/users/:id/statistics',
  'GET /api/user/bookmarks',
  'GET /api/user/comments',
  'POST /api/user/comments/:id/seen',
  'PUT /api/user/comments/:id/seen',
  'GET /api/messages',
  'GET /api/messages/:id',
  'POST /api/messages',
  'POST /api/messages/:id/seen',
  'PUT /api/messages/:id/seen',
  'GET /api/search',
  'POST /api/user/newsletter',
  'DELETE /api/user/newsletter',
  'GET /api/admin/users',
  'POST /api/admin/users/:id/approve',
  'POST /api/admin/users/:id/refuse',
  'POST /api/admin/users/:id/disable',
  'POST /api/admin/users/:id/enable',
  'POST /api/admin/users/:id/admin',
  'POST /api/admin/users/:id/unadmin',
  'POST /api/admin/users/:id/reset',
  'GET /api/admin/audit',
  'GET /api/admin/articles',
  'POST /api/admin/articles',
  'GET /api/admin/articles/:id',
  'POST /api/admin/articles/:id',
  'DELETE /api/admin/articles/:id',
  'GET /api/admin/pages',
  'POST /api/admin/pages',
  'GET /api/admin/pages/:slug',
  'POST /api/admin/pages/:slug',
  'DELETE /api/admin/pages/:slug',
  'GET /api/admin/banners',
  'POST /api/admin/banners',
  'POST /api/admin/banners/:id',
  'DELETE /api/admin/banners/:id',
  'PUT /api/admin/settings',
  'GET /api/admin/categories',
  'POST /api/admin/categories',
  'POST /api/admin/categories/:id',
  'DELETE /api/admin/categories/:id',
  'GET /api/admin/schools',
  'POST /api/admin/schools',
  'POST /api/admin/schools/:id',
  'GET /api/admin/contact-messages',
  'POST /api/admin/contact-messages/:id/answered',
  'GET /api/admin/mail',
  'POST /api/admin/mail/retry',
  'POST /api/materials/:id/report',
  'POST /api/comments/:id/report',
  'GET /api/user/notices',
  'POST /api/user/notices/:id/seen',
  'GET /api/admin/reports',
  'POST /api/admin/reports/material/:id/hide',
  'POST /api/admin/reports/material/:id/restore',
  'POST /api/admin/reports/material/:id/dismiss',
  'POST /api/admin/reports/material/:id/delete',
  'POST /api/admin/reports/comment/:id/hide',
  'POST /api/admin/reports/comment/:id/restore',
  'POST /api/admin/reports/comment/:id/dismiss',
  'POST /api/admin/reports/comment/:id/delete',
];

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

const entries = allEndpoints().map(({ module, name, entry }) => ({ key: `${entry.method} ${entry.path}`, module, name, entry }));

describe('the endpoint table and the routes of the API', () => {
  it('has a route for every entry, registered from that entry', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const { key, module, name, entry } of entries) {
      const route = routes.find((r) => r.key === key);
      expect(route, `${module}.${name}: ${key}`).toBeDefined();
      expect(route!.endpoint, `${module}.${name}: ${key} is registered from its entry`).toBe(entry);
    }
  });

  it('has an entry for every route of the API, but those listed as not yet moved', () => {
    const withoutEntry = routes.filter((r) => !r.endpoint).map((r) => r.key);
    expect(withoutEntry.filter((key) => !NOT_YET_MOVED.includes(key))).toEqual([]);
  });

  it('lists as not yet moved only routes that exist and have no entry', () => {
    expect(new Set(NOT_YET_MOVED).size).toBe(NOT_YET_MOVED.length);
    for (const key of NOT_YET_MOVED) {
      expect(routes.find((r) => r.key === key), `${key} is a route`).toBeDefined();
      expect(entries.find((e) => e.key === key), `${key} has an entry: remove it from NOT_YET_MOVED`).toBeUndefined();
    }
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
    app.get('/probe', { config: { endpoint: entry } }, async (_request, reply) => reply.code(answer[0]).send(answer[1]));
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
