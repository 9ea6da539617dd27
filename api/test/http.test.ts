/** Cross-cutting HTTP behaviour: bad input answers, CSRF, security headers, OpenAPI. */
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, csrfToken } from '../src/http/csrf';
import { useTestContext, json } from './helpers/app';

const t = useTestContext({ env: { REMOTE_MF_CATALOG_URL: 'https://cdn.example.lv/catalog/mf-manifest.json' } });

let n = 0;
const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: `10.2.0.${++n}`,
  });

describe('bad input is a 4xx with a Latvian message, never a 500', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await post('/api/contact', '{"first_name": ');
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: 'Nederīgs pieprasījums.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('/api/contact', '<xml/>', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({ message: 'Neatbalstīts pieprasījuma formāts.' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await post('/api/contact', JSON.stringify({ message: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ message: 'Pieprasījums ir pārāk liels.' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: `grant_type=password&username=${'a'.repeat(1_100_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(413);
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/settings'],
      ['GET', '/oauth/token'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(json(res)).toEqual({ message: 'Nav atrasts.' });
    }
  });

  it('answers a malformed URL with 400', async () => {
    const res = await t.app.inject({ url: '/api/pages/%E0%A4%A' });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers a NUL character anywhere in the input with 422 and changes nothing (PostgreSQL cannot store one)', async () => {
    const schools = await t.app.inject({ url: '/api/schools?s=%00' });
    expect(schools.statusCode).toBe(422);
    expect(json(schools)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { s: ['Teksts satur neatļautu rakstzīmi.'] },
    });
    const contact = await post('/api/contact', JSON.stringify({ first_name: 'An\u0000na', message: 'Sveiki' }));
    expect(contact.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(contact).errors.first_name).toEqual([
      'Teksts satur neatļautu rakstzīmi.',
    ]);
    const page = await t.app.inject({ url: '/api/pages/noteikumi%00' });
    expect(page.statusCode).toBe(422);
  });

  it('never sends a stack trace', async () => {
    const responses = await Promise.all([
      post('/api/contact', '{'),
      t.app.inject({ url: '/api/materials?page=%00' }),
      t.app.inject({ url: '/api/materials/%00' }),
      t.app.inject({ url: '/api/categories?depth=1&depth=2' }),
    ]);
    for (const res of responses) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/stack|\.ts:\d+|node_modules/);
    }
  });
});

describe('CSRF', () => {
  it('refuses unsafe requests from a foreign origin', async () => {
    const res = await post('/api/contact', '{}', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      message: 'Pieprasījums noraidīts drošības apsvērumu dēļ. Pārlādē lapu un mēģini vēlreiz.',
    });
    expect((await post('/api/contact', '{}', { origin: 'null' })).statusCode).toBe(403);
  });

  it('lets requests from our own origin or without an Origin through', async () => {
    expect((await post('/api/contact', '{}', { origin: 'http://portal.test' })).statusCode).toBe(422);
    expect((await post('/api/contact', '{}', { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(
      422,
    );
    expect((await post('/api/contact', '{}')).statusCode).toBe(422);
  });

  it('checks X-CSRF-TOKEN against the visitor cookie when it is sent', async () => {
    const visitor = 'abcdefghijklmnopqrstuvwxyz012345';
    const good = csrfToken('test-app-key', visitor);
    expect(
      (await post('/api/contact', '{}', { 'x-csrf-token': good, cookie: `${CSRF_COOKIE}=${visitor}` })).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/contact', '{}', { 'x-csrf-token': 'forged', cookie: `${CSRF_COOKIE}=${visitor}` })).statusCode,
    ).toBe(403);
    expect((await post('/api/contact', '{}', { 'x-csrf-token': good })).statusCode).toBe(403);
    // Safe methods are never blocked.
    expect(
      (await t.app.inject({ url: '/api/settings', headers: { origin: 'https://evil.example', 'x-csrf-token': 'x' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the portal, its remotes, data:/blob: images and blob: workers', async () => {
    const res = await t.app.inject({ url: '/api/settings' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.example.lv");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.lv");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('google');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the calls with schemas from the contracts at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>>;
    }>(res);
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/materials',
      '/api/materials/{id}',
      '/api/articles',
      '/api/categories',
      '/api/cats',
      '/api/schools',
      '/api/settings',
      '/api/banners',
      '/api/pages/{page}',
      '/api/user',
      '/oauth/token',
      '/api/contact',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/materials']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'owner', 'categories', 'sort']),
    );
    expect(doc.paths['/api/materials']?.get?.responses['200']).toBeDefined();
    expect(doc.paths['/remotes.json']).toBeUndefined();
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
