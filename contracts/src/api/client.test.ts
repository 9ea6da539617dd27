// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryEndpoints } from '@portal/contracts/endpoints/categories';
import {
  HTTPError,
  call,
  clientFor,
  configureApiClient,
  createApiClient,
  errorStatus,
  readErrorBody,
  readValidationErrors,
  toFormData,
  type ApiClientHooks,
} from '@portal/contracts/api/client';
import type { Route } from '@portal/contracts/endpoints/endpoint';
import { urlOf } from '@portal/contracts/endpoints/routes/url';

/** The network edge: records each request and answers with the given response. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return answer(request);
  });
  return { fetch, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setCsrfMeta(token: string | null) {
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
  if (token === null) return;
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'csrf-token');
  meta.setAttribute('content', token);
  document.head.append(meta);
}

describe('API client hooks', () => {
  let hooks: ApiClientHooks;
  beforeEach(() => {
    setCsrfMeta('csrf-123');
    hooks = {
      getToken: () => null,
      onUnauthorized: vi.fn(),
      onRequestStart: vi.fn(),
      onRequestEnd: vi.fn(),
    };
  });

  it('sends the bearer token when signed in, and none when not', async () => {
    const { fetch, requests } = fakeFetch(() => json({ data: {} }));
    const client = createApiClient({ fetch, hooks: () => hooks });
    await client.get('/api/user').json();
    expect(requests[0]?.headers.get('Authorization')).toBeNull();

    hooks.getToken = () => 'token-abc';
    await client.get('/api/user').json();
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer token-abc');
  });

  it('sends the CSRF token of the meta tag', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    await createApiClient({ fetch, hooks: () => hooks }).post('/api/contact', { json: {} });
    expect(requests[0]?.headers.get('X-CSRF-TOKEN')).toBe('csrf-123');
  });

  it('without the meta tag sends no CSRF header and logs one console error', async () => {
    setCsrfMeta(null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, requests } = fakeFetch(() => json({}));
    const client = createApiClient({ fetch, hooks: () => hooks });
    await client.get('/api/settings');
    await client.get('/api/settings');
    expect(requests[0]?.headers.has('X-CSRF-TOKEN')).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/csrf-token/);
    error.mockRestore();
  });

  it('calls onUnauthorized on a 401 of a signed-in session and rejects with the response', async () => {
    hooks.getToken = () => 'dead-token';
    const { fetch } = fakeFetch(() => json({ message: 'Lai turpinātu, autorizējies.' }, 401));
    const failure = await createApiClient({ fetch, hooks: () => hooks })
      .get('/api/user')
      .json()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HTTPError);
    expect(errorStatus(failure)).toBe(401);
    expect(await readErrorBody(failure)).toEqual({ message: 'Lai turpinātu, autorizējies.' });
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized for a 401 without a session (a wrong password)', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'invalid_credentials', message: 'x' }, 401));
    await expect(createApiClient({ fetch, hooks: () => hooks }).post('/oauth/token')).rejects.toBeInstanceOf(HTTPError);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other failures', async () => {
    hooks.getToken = () => 'token';
    const { fetch } = fakeFetch(() => json({ message: 'Tev nav atļaujas veikt šo darbību.' }, 403));
    await expect(createApiClient({ fetch, hooks: () => hooks }).get('/api/materials/1/edit')).rejects.toBeInstanceOf(
      HTTPError,
    );
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports progress start and end around a request', async () => {
    const order: string[] = [];
    hooks.onRequestStart = () => order.push('start');
    hooks.onRequestEnd = () => order.push('end');
    const { fetch } = fakeFetch(() => {
      order.push('fetch');
      return json({});
    });
    await createApiClient({ fetch, hooks: () => hooks }).get('/api/settings');
    expect(order).toEqual(['start', 'fetch', 'end']);
  });

  it('ends the progress on an error answer and on a network failure too, without retrying', async () => {
    const failing = fakeFetch(() => json({ message: 'Servera kļūda' }, 500));
    await expect(
      createApiClient({ fetch: failing.fetch, hooks: () => hooks }).get('/api/settings'),
    ).rejects.toBeInstanceOf(HTTPError);
    expect(failing.fetch).toHaveBeenCalledTimes(1);

    const broken = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createApiClient({ fetch: broken, hooks: () => hooks }).get('/api/settings')).rejects.toThrow(
      'Failed to fetch',
    );
    expect(broken).toHaveBeenCalledTimes(1);
    expect(hooks.onRequestStart).toHaveBeenCalledTimes(2);
    expect(hooks.onRequestEnd).toHaveBeenCalledTimes(2);
  });

  it('reads the field errors of a 422 answer', async () => {
    const errors = { email: ['E-pastam jābūt derīgai e-pasta adresei.'] };
    const { fetch } = fakeFetch(() => json({ message: 'Norādītie dati nav derīgi.', errors }, 422));
    const failure = await createApiClient({ fetch, hooks: () => hooks })
      .post('/api/contact')
      .catch((e: unknown) => e);
    expect(await readValidationErrors(failure)).toEqual(errors);
    expect(await readErrorBody(failure)).toMatchObject({ errors });
  });

  it('gives null for errors that are no HTTP answer or have no JSON body', async () => {
    expect(await readErrorBody(new Error('x'))).toBeNull();
    expect(errorStatus(new Error('x'))).toBeUndefined();
    const { fetch } = fakeFetch(() => new Response('<html>', { status: 502 }));
    const failure = await createApiClient({ fetch, hooks: () => hooks })
      .get('/api/settings')
      .catch((e: unknown) => e);
    expect(await readErrorBody(failure)).toBeNull();
    expect(await readValidationErrors(failure)).toBeNull();
  });
});

describe('the shared client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiClient({});
  });

  it('uses the hooks the shell configured', async () => {
    setCsrfMeta('csrf-shared');
    const { fetch, requests } = fakeFetch(() => json({ data: { show_banners: true, show_articles: false } }));
    vi.stubGlobal('fetch', fetch);
    const onRequestStart = vi.fn();
    configureApiClient({ getToken: () => 'shell-token', onRequestStart });
    const { getSettings } = await import('@portal/contracts/api/content');
    await expect(getSettings()).resolves.toEqual({ show_banners: true, show_articles: false });
    expect(requests[0]?.url).toBe(new URL('/api/settings', location.href).href);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer shell-token');
    expect(requests[0]?.headers.get('X-CSRF-TOKEN')).toBe('csrf-shared');
    expect(onRequestStart).toHaveBeenCalledTimes(1);
  });
});

describe('toFormData', () => {
  it('repeats arrays, writes booleans as 1/0 and null as blank, adds files', () => {
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    const data = toFormData(
      { title: 'A', categories: [1, 2, 3], newsletter: false, school_id: null, skip: undefined },
      { file },
    );
    expect(data.getAll('categories')).toEqual(['1', '2', '3']);
    expect(data.get('newsletter')).toBe('0');
    expect(data.get('school_id')).toBe('');
    expect(data.has('skip')).toBe(false);
    expect(data.get('file')).toBeInstanceOf(Blob);
  });
});

describe('calls of the endpoint table', () => {
  const route = { method: 'DELETE', path: '/api/materials/:id/like' } as const;

  it('sends the method, path, query and JSON body, and resolves a 204 with undefined', async () => {
    // Bodies are read as they are sent: ky cancels a request's body once fetch has answered.
    const bodies: string[] = [];
    const { fetch, requests } = fakeFetch(async (request) => {
      bodies.push(await request.text());
      return request.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ data: { id: 1 } });
    });
    vi.stubGlobal('fetch', fetch);
    try {
      await expect(call(route, { params: { id: 7 } })).resolves.toBeUndefined();
      await expect(
        call({ method: 'POST', path: '/api/x' }, { query: { page: 2 }, body: { title: 'Kustība' } }),
      ).resolves.toEqual({ data: { id: 1 } });
      expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual([
        'DELETE /api/materials/7/like',
        'POST /api/x?page=2',
      ]);
      expect(JSON.parse(bodies[1]!)).toEqual({ title: 'Kustība' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('requests exactly the address urlOf gives, which the server asks for the home page too', async () => {
    // api/src/web/initialData.ts fetches a page's first calls at urlOf(route, input); the answer it
    // inlines is only the browser's own if the client sends each call to that very address.
    const { fetch, requests } = fakeFetch(() => json({ data: {} }));
    vi.stubGlobal('fetch', fetch);
    const calls: [Route, { params?: Record<string, number>; query?: Record<string, unknown>; body?: object }][] = [
      [{ method: 'GET', path: '/api/materials' }, { query: { sort: 'likes', per_page: 5, categories: [4, 9] } }],
      [
        { method: 'GET', path: '/api/articles' },
        { query: { perPage: 3, orderBy: 'created_at', orderByDirection: 'desc' } },
      ],
      [{ method: 'GET', path: '/api/settings' }, {}],
      [{ method: 'GET', path: '/api/materials' }, { query: { owner: null } }],
      [
        { method: 'POST', path: '/api/materials/:id' },
        { params: { id: 3 }, query: { s: 'ā' }, body: { a: 1 } },
      ],
    ];
    try {
      for (const [route, input] of calls) await call(route, input);
      expect(requests.map((r) => r.url.slice(location.origin.length))).toEqual(
        calls.map(([route, input]) => urlOf(route, input)),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives one function per route of a module', async () => {
    const { fetch, requests } = fakeFetch(() => json({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    try {
      const client = clientFor<{ list: CategoryEndpoints['formTree'] }>({ list: { method: 'GET', path: '/api/cats' } });
      await expect(client.list({ query: { type: 'link' } })).resolves.toEqual({ data: [] });
      expect(new URL(requests[0]!.url).search).toBe('?type=link');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
