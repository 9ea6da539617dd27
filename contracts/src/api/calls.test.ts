// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { configureApiClient, errorStatus } from '@portal/contracts/api/client';
import {
  isTokenResponse,
  logoutEverywhere,
  oauthCallback,
  passwordLogin,
  providerRedirect,
  socialLogin,
} from '@portal/contracts/api/auth';
import { listCategories } from '@portal/contracts/api/categories';
import { listArticles } from '@portal/contracts/api/content';
import {
  createComment,
  createMaterial,
  listMaterials,
  setLiked,
  updateMaterial,
} from '@portal/contracts/api/materials';
import { getCurrentUser, updateProfile } from '@portal/contracts/api/users';
import { search } from '@portal/contracts/api/search';

const requests: Request[] = [];
/** Bodies are read as they are sent: ky cancels a request's body once fetch has answered. */
const bodies: string[] = [];
let answer: (request: Request) => Response = () => json({ data: {} });

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  requests.length = 0;
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request);
      bodies.push(await request.text());
      return answer(request);
    }),
  );
  configureApiClient({ getToken: () => 'tok' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({});
  answer = () => json({ data: {} });
});

const last = () => {
  const request = requests.at(-1);
  if (!request) throw new Error('no request was sent');
  const body = bodies.at(-1) ?? '';
  return {
    request,
    url: new URL(request.url),
    text: () => body,
    json: () => JSON.parse(body) as unknown,
    /** multipart parts by name (happy-dom's own parser drops empty fields, so this reads the wire format) */
    parts: () => {
      const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1] ?? '';
      const parts: Record<string, string> = {};
      for (const chunk of body.split(`--${boundary}`)) {
        const match = /name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:Content-Type: [^\r]+\r\n)?\r\n([\s\S]*)\r\n$/.exec(
          chunk,
        );
        if (match?.[1] !== undefined) parts[match[1]] = match[2] ?? '';
      }
      return parts;
    },
  };
};

describe('auth calls', () => {
  it('password login posts the OAuth form fields of spec §7', async () => {
    answer = () => json({ token_type: 'Bearer', access_token: 'abc', expires_in: 3600 });
    await expect(passwordLogin({ email: 'anna@skola.lv', password: 'Parole123' })).resolves.toMatchObject({
      access_token: 'abc',
    });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/oauth/token');
    expect(request.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(last().text()))).toEqual({
      grant_type: 'password',
      client_id: BROWSER_CLIENT.id,
      client_secret: BROWSER_CLIENT.secret,
      scope: '',
      username: 'anna@skola.lv',
      password: 'Parole123',
      remember: '0',
    });
  });

  it("password login sends 'Atcerēties mani' and, when asked for, the captcha's answer", async () => {
    answer = () => json({ token_type: 'Bearer', access_token: 'abc', expires_in: 3600 });
    await passwordLogin({ email: 'anna@skola.lv', password: 'Parole123', remember: true, captcha: 'atrisinats' });
    expect(Object.fromEntries(new URLSearchParams(last().text()))).toMatchObject({
      remember: '1',
      g_recaptcha_response: 'atrisinats',
    });
  });

  it('social login sends the network and the provider token', async () => {
    answer = () => json({ token_type: 'Bearer', access_token: 'abc', expires_in: 3600 });
    await socialLogin({ network: 'mykoob', access_token: 'p-token' });
    expect(Object.fromEntries(new URLSearchParams(last().text()))).toMatchObject({
      grant_type: 'social',
      network: 'mykoob',
      access_token: 'p-token',
    });
  });

  it('a failed login rejects with the OAuth error body on the response', async () => {
    answer = () =>
      json({ error: 'invalid_credentials', message: 'Lietotāja epasts un/vai parole norādīta nepareizi' }, 401);
    const failure = await passwordLogin({ email: 'a@b.lv', password: 'x' }).catch((e: unknown) => e);
    expect(errorStatus(failure)).toBe(401);
  });

  it('asks for the provider redirect address and passes the callback query through', async () => {
    answer = () => json({ url: 'https://www.mykoob.lv/oauth/authorize?x=1' });
    await expect(providerRedirect('mykoob')).resolves.toBe('https://www.mykoob.lv/oauth/authorize?x=1');
    expect(last().url.pathname).toBe('/api/auth/oauth/mykoob/url');

    answer = () => json({ token: 't', name: 'eklase', user: { email: null, first_name: 'A', last_name: 'B' } });
    const result = await oauthCallback('eklase', '?code=c1&state=s1');
    expect(last().url.pathname).toBe('/auth/oauth/callback/eklase');
    expect(last().url.search).toBe('?code=c1&state=s1');
    expect(isTokenResponse(result)).toBe(false);
  });

  it("'Izrakstīties visur' posts to its own call with the session's token", async () => {
    answer = () => new Response(null, { status: 204 });
    await expect(logoutEverywhere()).resolves.toBeUndefined();
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/auth/logout/everywhere');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
  });
});

describe('reading calls', () => {
  it('unwraps single resources', async () => {
    answer = () => json({ data: { id: 1, name: 'Anna Ozola' } });
    await expect(getCurrentUser()).resolves.toEqual({ id: 1, name: 'Anna Ozola' });
    expect(last().url.pathname).toBe('/api/user');
    expect(last().request.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('lists materials with comma-joined categories and leaves out empty parameters', async () => {
    answer = () => json({ data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 5 } });
    const page = await listMaterials({ categories: [3, 7], sort: 'likes', per_page: 5, owner: null });
    expect(page.meta.per_page).toBe(5);
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ categories: '3,7', sort: 'likes', per_page: '5' });
  });

  it('asks the home page articles as spec §7 says', async () => {
    answer = () => json({ data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 3 } });
    await listArticles({ perPage: 3, orderBy: 'created_at', orderByDirection: 'desc' });
    expect(last().url.search).toBe('?perPage=3&orderBy=created_at&orderByDirection=desc');
  });

  it('lists categories and search hits as arrays', async () => {
    answer = () => json({ data: [{ id: 1 }] });
    await expect(listCategories({ depth: 2 })).resolves.toEqual([{ id: 1 }]);
    expect(last().url.search).toBe('?depth=2');
    await expect(search('gaisma')).resolves.toEqual([{ id: 1 }]);
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ q: 'gaisma', limit: '10' });
  });

  it('lets a search out of date be aborted', async () => {
    answer = () => json({ data: [] });
    const controller = new AbortController();
    await search('gaisma', 10, { signal: controller.signal });
    expect(last().request.signal.aborted).toBe(false);
    controller.abort();
    expect(last().request.signal.aborted).toBe(true);
  });
});

const PROFILE = {
  first_name: 'A',
  last_name: 'B',
  pseudonym: 'P',
  school_id: null,
  description: '',
  newsletter: false,
  remove_avatar: false,
};

describe('writing calls', () => {
  const base = { title: 'Saite', description: '', categories: [1, 2, 3], signature_type: 'name' as const };

  it('creates a link material as JSON', async () => {
    answer = () => json({ data: { id: 9 } });
    await expect(createMaterial({ ...base, type: 'link', uri: 'https://example.com' })).resolves.toEqual({ id: 9 });
    const { request, url, json: body } = last();
    expect(url.pathname).toBe('/api/materials');
    expect(request.headers.get('content-type')).toMatch(/application\/json/);
    expect(body()).toEqual({ ...base, type: 'link', uri: 'https://example.com' });
  });

  it('updates with _method=PUT and drops the address of a file material', async () => {
    answer = () => json({ data: { id: 9 } });
    await updateMaterial(9, { ...base, type: 'file', uri: 'https://stale.example.com' });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/materials/9');
    expect(last().json()).toEqual({ ...base, type: 'file', _method: 'PUT' });
  });

  it('likes with POST and unlikes with DELETE, answering the updated material', async () => {
    answer = () => json({ data: { id: 4, is_liked: true } });
    await expect(setLiked(4, true)).resolves.toEqual({ id: 4, is_liked: true });
    expect([last().request.method, last().url.pathname]).toEqual(['POST', '/api/materials/4/like']);
    await setLiked(4, false);
    expect(last().request.method).toBe('DELETE');
  });

  it('sends the reply target of a comment as parent_id', async () => {
    answer = () => json({ data: { id: 1 } });
    await createComment(5, { message: 'Paldies!', replyTo: 2 });
    expect(last().json()).toEqual({ message: 'Paldies!', parent_id: 2 });
  });

  it('saves the profile with _method=PUT as JSON when no avatar is chosen', async () => {
    answer = () => json({ data: { id: 1 } });
    await updateProfile(PROFILE);
    expect(last().request.method).toBe('POST');
    expect(last().url.pathname).toBe('/api/user');
    expect(last().json()).toEqual({ ...PROFILE, _method: 'PUT' });
  });
});

/** A browser's XMLHttpRequest, reduced to what the upload uses. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static status = 200;
  static body = '{"data":{"id":11}}';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = FakeXhr.status;
      this.response = new Blob([FakeXhr.body], { type: 'application/json' });
      this.onload?.();
    });
  }
}

describe('file upload', () => {
  beforeEach(() => {
    FakeXhr.status = 200;
    FakeXhr.body = '{"data":{"id":11}}';
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends the multipart body with the client headers and reports progress', async () => {
    const document = document_();
    const progress: number[] = [];
    const started = vi.fn();
    const ended = vi.fn();
    configureApiClient({ getToken: () => 'tok', onRequestStart: started, onRequestEnd: ended });
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const saved = await createMaterial(
      { ...document, type: 'file', uri: '', file },
      { onProgress: (p) => progress.push(p) },
    );
    expect(saved).toEqual({ id: 11 });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe('/api/materials');
    expect(xhr.headers.authorization).toBe('Bearer tok');
    // the browser writes the multipart boundary itself
    expect(xhr.headers['content-type']).toBeUndefined();
    const sent = xhr.sent as FormData;
    expect(sent.getAll('categories')).toEqual(['1', '2', '3']);
    expect(sent.has('uri')).toBe(false);
    expect(sent.get('file')).toBeInstanceOf(Blob);
    expect(progress).toEqual([50, 100]);
    expect(started).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('saves the profile with a chosen avatar as multipart with _method=PUT, through the upload', async () => {
    await updateProfile({ ...PROFILE, file: new Blob(['png'], { type: 'image/png' }) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe('/api/user');
    // the browser writes the multipart boundary itself
    expect(xhr.headers['content-type']).toBeUndefined();
    const sent = xhr.sent as FormData;
    const fields = Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'file'));
    expect(fields).toEqual({
      first_name: 'A',
      last_name: 'B',
      pseudonym: 'P',
      school_id: '',
      description: '',
      newsletter: '0',
      remove_avatar: '0',
      _method: 'PUT',
    });
    expect(await (sent.get('file') as Blob).text()).toBe('png');
  });

  it('rejects a 413 with the response, like every other call', async () => {
    FakeXhr.status = 413;
    FakeXhr.body = '{"message":"Pieprasījums ir pārāk liels."}';
    const failure = await createMaterial({ ...document_(), type: 'file', uri: '', file: new Blob(['x']) }).catch(
      (e: unknown) => e,
    );
    expect(errorStatus(failure)).toBe(413);
  });
});

function document_() {
  return { title: 'Darba lapa', description: '', categories: [1, 2, 3], signature_type: 'name' as const };
}
