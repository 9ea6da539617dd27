/**
 * Single sign-on through the school platforms, over HTTP against real OpenID providers
 * (oidc-provider on 127.0.0.1, see support/oidcProvider.ts): the providers list, the start URL,
 * the redirect with state and PKCE, the callback's every outcome and failure, and the social grant.
 *
 * Four portals: `t` (mykoob through discovery with client_secret_basic; eklase with explicit
 * endpoints, client_secret_post and a custom field map), `broken` (mykoob's token endpoint
 * unreachable; eklase's discovery failing once), `secure` (https PUBLIC_URL; mykoob with explicit
 * endpoints only; eklase not configured), `forged` (mykoob through discovery, its token answers
 * passing the recorder, which can swap the ID token for a forged one).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { OAUTH_ERROR_MESSAGES } from '@portal/contracts/messages';
import {
  ErrorBody,
  list,
  OAuthErrorBody,
  OAuthTokenResponse,
  ProviderData,
  SignInProvider,
  UrlResult,
} from '@portal/contracts/schemas/entities';
import { createProviderSignIn, linkProviderIdentity, PROVIDER_SIGN_IN_TTL_MS } from '../src/auth/providerSignIns';
import { hashToken } from '../src/auth/tokens';
import { loadConfig, providerAvailable } from '../src/config/index';
import { accessTokens, providerIdentities, providerSignIns, users } from '../src/db/schema';
import { SSO_MESSAGES } from '../src/modules/sso/messages';
import { createPlatforms, PROVIDER_TIMEOUT_MS, ProviderError } from '../src/modules/sso/platform';
import { CALLBACK_LIMIT } from '../src/modules/sso/routes';
import { openState, sealState, STATE_COOKIE, STATE_TTL_MS } from '../src/modules/sso/stateCookie';
import { createTestContext, json, type TestContext } from './helpers/app';
import {
  cancelAtProvider,
  signInAtProvider,
  startOidcProvider,
  type RunningOidcProvider,
} from './support/oidcProvider';

const APP_KEY = 'test-app-key';
const CLIENT = { id: 'portal-client', secret: 'portal-secret' };
/** Characters that client_secret_basic must form-encode (RFC 6749 §2.3.1) before base64. */
const MYKOOB_SECRET = 'sec ret:+%/&=';

let mykoob: RunningOidcProvider;
let eklase: RunningOidcProvider;
let flaky: { server: Server; url: string; hits: number };
let recorder: Recorder;
let deadUrl: string;
let t: TestContext;
let broken: TestContext;
let secure: TestContext;
let forged: TestContext;
/** What `forged` logged at warn level and above (the platform's reasons for the operator). */
const forgedLog: { provider?: string; reason?: string }[] = [];

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * An issuer whose discovery fails the first time and then serves the mykoob provider's real
 * document under its own issuer name: shows that a failed discovery is retried and a good one kept.
 */
async function startFlakyDiscovery(target: string): Promise<{ server: Server; url: string; hits: number }> {
  const state = { server: createServer(), url: '', hits: 0 };
  state.server.on('request', (request, response) => {
    if (request.url !== '/.well-known/openid-configuration') {
      response.statusCode = 404;
      return response.end();
    }
    state.hits += 1;
    if (state.hits === 1) {
      response.statusCode = 500;
      return response.end('down');
    }
    void fetch(`${target}/.well-known/openid-configuration`)
      .then((r) => r.json() as Promise<Record<string, unknown>>)
      .then((document) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ ...document, issuer: state.url }));
      });
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}

interface Recorder {
  server: Server;
  url: string;
  /** The token requests that passed through: their Authorization header and form body, and whether the answer had an ID token. */
  seen: { path: string; authorization: string | undefined; body: URLSearchParams; idToken?: boolean }[];
  /** When set, rewrites each successful token answer on its way back to the portal. */
  forge: ((answer: Record<string, unknown>) => void) | null;
}

/**
 * Passes token requests on to the real providers (`/<provider>/token` → `<issuer>/token`) and notes
 * how the portal authenticated: oidc-provider accepts either client_secret_basic or _post for a
 * client registered with one of them, so only the request itself shows which one was used. With
 * `forge` set it is the network between portal and platform changing the answer.
 */
async function startRecorder(targets: Record<string, string>): Promise<Recorder> {
  const recorder: Recorder = { server: createServer(), url: '', seen: [], forge: null };
  recorder.server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const [, provider = '', rest = ''] = /^\/([a-z]+)(\/.*)$/.exec(request.url ?? '') ?? [];
      const seen: Recorder['seen'][number] = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: new URLSearchParams(body),
      };
      recorder.seen.push(seen);
      const headers: Record<string, string> = { 'content-type': String(request.headers['content-type']) };
      if (request.headers.authorization) headers.authorization = request.headers.authorization;
      void fetch(`${targets[provider]}${rest}`, { method: request.method, headers, body }).then(async (answer) => {
        let text = await answer.text();
        if (answer.status === 200) {
          const token = JSON.parse(text) as Record<string, unknown>;
          seen.idToken = typeof token.id_token === 'string';
          recorder.forge?.(token);
          text = JSON.stringify(token);
        }
        response.statusCode = answer.status;
        response.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
        response.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => recorder.server.listen(0, '127.0.0.1', resolve));
  recorder.url = `http://127.0.0.1:${(recorder.server.address() as AddressInfo).port}`;
  return recorder;
}

const mykoobEnv = (issuer: string) => ({
  OAUTH_MYKOOB_ISSUER: issuer,
  OAUTH_MYKOOB_CLIENT_ID: CLIENT.id,
  OAUTH_MYKOOB_CLIENT_SECRET: MYKOOB_SECRET,
});

beforeAll(async () => {
  [mykoob, eklase] = await Promise.all([
    startOidcProvider({
      accounts: {
        liga: { email: 'liga@example.lv', email_verified: true, given_name: 'Līga', family_name: 'Bērziņa' },
        'anna-m': { email: 'Anna@Example.lv', email_verified: true, given_name: 'Anna', family_name: 'Ozola' },
        'janis-m': { email: 'janis@example.lv', email_verified: false, given_name: 'Jānis', family_name: 'Kalniņš' },
        'ivars-m': { email: 'unverified@example.lv', email_verified: true, given_name: 'Ivars', family_name: 'N' },
        'liga-second': { email: 'liga@example.lv', email_verified: true, given_name: 'Līga', family_name: 'B' },
        'ivars-linked': { email: 'ivars@skola.lv', email_verified: true, given_name: 'Ivars', family_name: 'N' },
        'ilze-linked': { email: 'ilze@skola.lv', email_verified: true, given_name: 'Ilze', family_name: 'G' },
        maija: { email: 'maija@skola.lv', email_verified: true, given_name: 'Maija', family_name: 'Kalna' },
        rudolfs: { email: 'rudolfs@skola.lv', email_verified: true, given_name: 'Rūdolfs', family_name: 'Liepa' },
        nameless: {},
      },
      client: {
        client_id: CLIENT.id,
        client_secret: MYKOOB_SECRET,
        redirect_uris: ['http://portal.test/oauth/callback/mykoob', 'https://portal.test/oauth/callback/mykoob'],
      },
    }),
    startOidcProvider({
      accounts: {
        laura: { person: { id: 'EK-100', mail: 'Laura@Skola.lv', mail_verified: true }, name: 'Laura Anna Liepa' },
        karlis: { person: { id: 'EK-200', mail: 'liga@example.lv', mail_verified: false }, name: 'Kārlis' },
      },
      client: {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: ['http://portal.test/oauth/callback/eklase'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    }),
  ]);
  flaky = await startFlakyDiscovery(mykoob.issuer);
  recorder = await startRecorder({ mykoob: mykoob.issuer, eklase: eklase.issuer });
  deadUrl = `http://127.0.0.1:${await closedPort()}/token`;

  t = await createTestContext({
    env: {
      ...mykoobEnv(mykoob.issuer),
      // Parameters the operator baked into the address: replaced, never doubled (the provider refuses doubles).
      OAUTH_EKLASE_AUTHORIZE_URL: `${eklase.issuer}/auth?response_type=code&scope=openid`,
      OAUTH_EKLASE_TOKEN_URL: `${recorder.url}/eklase/token`,
      OAUTH_EKLASE_USERINFO_URL: `${eklase.issuer}/me`,
      OAUTH_EKLASE_CLIENT_ID: CLIENT.id,
      OAUTH_EKLASE_CLIENT_SECRET: CLIENT.secret,
      OAUTH_EKLASE_TOKEN_AUTH: 'client_secret_post',
      OAUTH_EKLASE_SUBJECT_FIELD: 'person.id',
      OAUTH_EKLASE_EMAIL_FIELD: 'person.mail',
      OAUTH_EKLASE_FIRST_NAME_FIELD: 'person.first',
      OAUTH_EKLASE_LAST_NAME_FIELD: 'person.last',
    },
  });
  broken = await createTestContext({
    empty: true,
    env: {
      ...mykoobEnv(mykoob.issuer),
      OAUTH_MYKOOB_TOKEN_URL: deadUrl,
      OAUTH_EKLASE_ISSUER: flaky.url,
      OAUTH_EKLASE_CLIENT_ID: CLIENT.id,
      OAUTH_EKLASE_CLIENT_SECRET: CLIENT.secret,
    },
  });
  secure = await createTestContext({
    empty: true,
    env: {
      PUBLIC_URL: 'https://portal.test',
      OAUTH_MYKOOB_AUTHORIZE_URL: `${mykoob.issuer}/auth`,
      OAUTH_MYKOOB_TOKEN_URL: `${recorder.url}/mykoob/token`,
      OAUTH_MYKOOB_USERINFO_URL: `${mykoob.issuer}/me`,
      OAUTH_MYKOOB_CLIENT_ID: CLIENT.id,
      OAUTH_MYKOOB_CLIENT_SECRET: MYKOOB_SECRET,
    },
  });
  forged = await createTestContext({
    empty: true,
    logger: { level: 'warn', stream: { write: (line: string) => void forgedLog.push(JSON.parse(line)) } },
    env: { ...mykoobEnv(mykoob.issuer), OAUTH_MYKOOB_TOKEN_URL: `${recorder.url}/mykoob/token` },
  });
});

afterAll(async () => {
  await Promise.all([t?.close(), broken?.close(), secure?.close(), forged?.close()]);
  await Promise.all([
    mykoob?.close(),
    eklase?.close(),
    flaky && new Promise<void>((resolve) => flaky.server.close(() => resolve())),
    recorder && new Promise<void>((resolve) => recorder.server.close(() => resolve())),
  ]);
});

let ip = 0;
/** Each callback from its own address, so only the rate-limit test meets the limit. */
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

interface Started {
  response: LightMyRequestResponse;
  authorize: URL;
  /** The sealed state cookie's value. */
  cookie: string;
  setCookie: string;
}

async function start(ctx: TestContext, provider: string): Promise<Started> {
  const response = await ctx.app.inject({ url: `/auth/oauth/${provider}` });
  expect(response.statusCode, response.body).toBe(302);
  const setCookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${STATE_COOKIE}=`));
  expect(setCookie).toBeDefined();
  const cookie = /^[^=]+=([^;]*)/.exec(setCookie!)![1]!;
  return { response, authorize: new URL(String(response.headers.location)), cookie, setCookie: setCookie! };
}

function callback(
  ctx: TestContext,
  provider: string,
  query: URL | string,
  cookie?: string,
  remoteAddress = nextIp(),
): Promise<LightMyRequestResponse> {
  const search = typeof query === 'string' ? query : query.search;
  return ctx.app.inject({
    url: `/auth/oauth/callback/${provider}${search}`,
    remoteAddress,
    headers: cookie === undefined ? {} : { cookie: `${STATE_COOKIE}=${cookie}` },
  });
}

/** The whole round trip: start, the provider's pages as `login`, then the callback. */
async function signOn(ctx: TestContext, provider: string, login: string) {
  const started = await start(ctx, provider);
  const back = await signInAtProvider(started.authorize.href, login);
  return { started, back, response: await callback(ctx, provider, back, started.cookie) };
}

function expectMessage(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = json(response);
  expect(v.is(ErrorBody, body)).toBe(true);
  expect(body.message).toBe(message);
  expect(response.body).not.toMatch(/at .+\.(ts|js):\d+|stack/i);
}

async function identity(provider: string, subject: string) {
  const [row] = await t.db
    .select()
    .from(providerIdentities)
    .where(and(eq(providerIdentities.provider, provider), eq(providerIdentities.subject, subject)));
  return row ?? null;
}

async function signInRow(provider: string, token: string) {
  const [row] = await t.db
    .select()
    .from(providerSignIns)
    .where(eq(providerSignIns.tokenHash, hashToken(token)));
  expect(row?.provider).toBe(provider);
  return row!;
}

async function newUser(email: string, state: { verified?: boolean; approved?: boolean } = {}) {
  const now = new Date();
  const [user] = await t.db
    .insert(users)
    .values({
      email,
      firstName: 'Jauns',
      lastName: 'Skolotājs',
      emailVerifiedAt: state.verified === false ? null : now,
      approvedAt: state.approved === false ? null : now,
    })
    .returning();
  return user!;
}

describe('configuration of the platforms', () => {
  it('keeps Mykoob’s endpoints as defaults, and offers a platform only with a client id and a way to its endpoints', () => {
    const [m, e] = loadConfig({}).providers;
    expect(m).toMatchObject({
      name: 'mykoob',
      title: 'Mykoob',
      authorizeUrl: 'https://www.mykoob.lv/oauth/authorize',
      tokenUrl: 'https://www.mykoob.lv/oauth/token',
      userinfoUrl: 'https://www.mykoob.lv/oauth/userinfo',
      scopes: 'openid profile email',
      tokenAuth: 'client_secret_basic',
      fields: { subject: 'sub', email: 'email', firstName: 'given_name', lastName: 'family_name' },
    });
    expect(e).toMatchObject({ name: 'eklase', title: 'E-klase', authorizeUrl: undefined, issuer: undefined });
    expect(providerAvailable(m!)).toBe(false);
    expect(providerAvailable(e!)).toBe(false);

    const [m2, e2] = loadConfig({
      OAUTH_MYKOOB_CLIENT_ID: 'x',
      OAUTH_EKLASE_CLIENT_ID: 'y',
      OAUTH_EKLASE_AUTHORIZE_URL: 'https://e.example/auth',
      OAUTH_EKLASE_TOKEN_URL: 'https://e.example/token',
    }).providers;
    expect(providerAvailable(m2!)).toBe(true);
    // Two endpoints of three and no issuer: nowhere to fetch user data from.
    expect(providerAvailable(e2!)).toBe(false);

    const [m3, e3] = loadConfig({
      OAUTH_MYKOOB_ISSUER: 'https://id.example/',
      OAUTH_MYKOOB_USERINFO_URL: 'https://id.example/me',
      OAUTH_EKLASE_ISSUER: 'https://e.example',
      OAUTH_EKLASE_CLIENT_ID: 'y',
      OAUTH_EKLASE_TOKEN_AUTH: 'client_secret_post',
      OAUTH_EKLASE_EMAIL_FIELD: 'user.email',
    }).providers;
    // With an issuer the defaults give way to discovery; what is set explicitly still wins.
    expect(m3).toMatchObject({ issuer: 'https://id.example', authorizeUrl: undefined, tokenUrl: undefined });
    expect(m3!.userinfoUrl).toBe('https://id.example/me');
    expect(providerAvailable(e3!)).toBe(true);
    expect(e3).toMatchObject({ tokenAuth: 'client_secret_post', fields: { email: 'user.email', subject: 'sub' } });
  });
});

describe('GET /api/auth/providers', () => {
  it('lists both platforms in order with their titles and whether each is configured', async () => {
    const all = await t.app.inject({ url: '/api/auth/providers' });
    expect(all.statusCode).toBe(200);
    expect(v.is(list(SignInProvider), json(all))).toBe(true);
    expect(json(all)).toEqual({
      data: [
        { name: 'mykoob', title: 'Mykoob', available: true },
        { name: 'eklase', title: 'E-klase', available: true },
      ],
    });
    const some = await secure.app.inject({ url: '/api/auth/providers' });
    expect(json(some)).toEqual({
      data: [
        { name: 'mykoob', title: 'Mykoob', available: true },
        { name: 'eklase', title: 'E-klase', available: false },
      ],
    });
  });
});

describe('GET /api/auth/oauth/{provider}/url', () => {
  it('answers the portal address that starts the sign-in', async () => {
    const res = await t.app.inject({ url: '/api/auth/oauth/eklase/url' });
    expect(res.statusCode).toBe(200);
    expect(v.is(UrlResult, json(res))).toBe(true);
    expect(json(res)).toEqual({ url: 'http://portal.test/auth/oauth/eklase' });
    expect(json(await secure.app.inject({ url: '/api/auth/oauth/mykoob/url' }))).toEqual({
      url: 'https://portal.test/auth/oauth/mykoob',
    });
  });

  it('answers 404 for an unknown platform and 503 for one that is not configured', async () => {
    expectMessage(await t.app.inject({ url: '/api/auth/oauth/facebook/url' }), 404, SSO_MESSAGES.unknownProvider);
    expectMessage(await secure.app.inject({ url: '/api/auth/oauth/eklase/url' }), 503, SSO_MESSAGES.unavailable);
  });
});

describe('GET /auth/oauth/{provider}', () => {
  it('redirects to the discovered authorize endpoint with code flow, state and a PKCE S256 challenge', async () => {
    const { authorize, cookie, setCookie, response } = await start(t, 'mykoob');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${mykoob.issuer}/auth`);
    const q = authorize.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT.id);
    expect(q.get('redirect_uri')).toBe('http://portal.test/oauth/callback/mykoob');
    expect(q.get('scope')).toBe('openid profile email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(response.headers['cache-control']).toBe('no-store');

    // State: at least 128 random bits; the verifier is only in the sealed cookie.
    const state = q.get('state')!;
    expect(Buffer.from(state, 'base64url').length).toBeGreaterThanOrEqual(16);
    const saved = openState(APP_KEY, cookie)!;
    expect(saved).toMatchObject({ provider: 'mykoob', state });
    expect(Math.abs(saved.startedAt - Date.now())).toBeLessThan(10_000);
    expect(saved.verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(saved.verifier).digest('base64url'));
    // A discovered platform's ID token is checked: a fresh nonce goes along and stays in the cookie.
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(saved.nonce).toBe(q.get('nonce'));
    expect(cookie).not.toContain(state);
    expect(cookie).not.toContain(saved.verifier);

    // Cookie: httpOnly, Lax, only for /auth/oauth, ten minutes, not Secure over http.
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\/auth\/oauth(;|$)/);
    expect(setCookie).toMatch(/;\s*Max-Age=600(;|$)/);
    expect(setCookie).not.toMatch(/;\s*Secure/i);

    const again = await start(t, 'mykoob');
    expect(again.authorize.searchParams.get('state')).not.toBe(state);
    expect(again.authorize.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'));
    expect(again.authorize.searchParams.get('nonce')).not.toBe(q.get('nonce'));
  });

  it('uses explicit endpoints without discovery, and a Secure cookie when PUBLIC_URL is https', async () => {
    const { authorize, setCookie } = await start(secure, 'mykoob');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${mykoob.issuer}/auth`);
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://portal.test/oauth/callback/mykoob');
    expect(setCookie).toMatch(/;\s*Secure/i);
    // No issuer, so no keys to check an ID token with: no nonce is asked for.
    expect(authorize.searchParams.has('nonce')).toBe(false);
  });

  it('replaces, never doubles, a parameter the operator put into the authorize address', async () => {
    // OAUTH_EKLASE_AUTHORIZE_URL carries response_type and scope; the eklase sign-ins below show the
    // provider (which refuses a doubled parameter) accepting the result.
    const { authorize } = await start(t, 'eklase');
    expect(authorize.searchParams.getAll('response_type')).toEqual(['code']);
    expect(authorize.searchParams.getAll('scope')).toEqual(['openid profile email']);
    expect(authorize.searchParams.getAll('client_id')).toEqual([CLIENT.id]);
  });

  it('sends the browser to the callback screen with error=unavailable for an unknown or unconfigured platform', async () => {
    for (const [ctx, name] of [
      [t, 'facebook'],
      [secure, 'eklase'],
    ] as const) {
      const res = await ctx.app.inject({ url: `/auth/oauth/${name}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${ctx.config.publicUrl}/oauth/callback/${name}?error=unavailable`);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('fetches the discovery document once, and again only after a failure', async () => {
    const before = flaky.hits;
    const first = await broken.app.inject({ url: '/auth/oauth/eklase' });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('http://portal.test/oauth/callback/eklase?error=unavailable');
    for (let i = 0; i < 3; i++) {
      const { authorize } = await start(broken, 'eklase');
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${mykoob.issuer}/auth`);
    }
    expect(flaky.hits - before).toBe(2);
  });
});

describe('GET /auth/oauth/callback/{provider}: outcomes', () => {
  it('signs in a teacher whose platform account is linked: a token that works on GET /api/user', async () => {
    const liga = t.fixtures.users.liga;
    await linkProviderIdentity(t.db, liga.id, 'mykoob', 'liga');
    const { response, back } = await signOn(t, 'mykoob', 'liga');
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json<OAuthTokenResponse>(response);
    expect(v.is(OAuthTokenResponse, body)).toBe(true);
    expect(body.token_type).toBe('Bearer');
    // Kept in a session cookie by the browser: the token ends 12 hours after its last use.
    expect(body.expires_in).toBe(12 * 60 * 60);
    // The state is spent: the cookie is cleared.
    expect(String(response.headers['set-cookie'])).toMatch(
      new RegExp(`${STATE_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`),
    );

    const me = await t.app.inject({ url: '/api/user', headers: t.auth(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(json<{ data: { id: number; email: string } }>(me).data).toMatchObject({
      id: liga.id,
      email: 'liga@example.lv',
    });
    const [stored] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(body.access_token)));
    expect(stored?.clientId).toBe(BROWSER_CLIENT.id);
  });

  it('answers provider data and keeps a provider sign-in for a teacher the portal does not know', async () => {
    const { response } = await signOn(t, 'mykoob', 'maija');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json<ProviderData>(response);
    expect(v.is(ProviderData, body)).toBe(true);
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      name: 'mykoob',
      user: { email: 'maija@skola.lv', first_name: 'Maija', last_name: 'Kalna' },
    });
    expect(body).not.toHaveProperty('access_token');
    const row = await signInRow('mykoob', body.token);
    expect(row).toMatchObject({ subject: 'maija', email: 'maija@skola.lv', firstName: 'Maija', lastName: 'Kalna' });
    expect(await identity('mykoob', 'maija')).toBeNull();
  });

  it('answers nulls for what the platform did not give', async () => {
    const { response } = await signOn(t, 'mykoob', 'nameless');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<ProviderData>(response).user).toEqual({ email: null, first_name: null, last_name: null });
  });

  it('reads a custom field map with dotted paths, splits `name`, and authenticates with client_secret_post', async () => {
    // eklase in `t`: explicit endpoints, a client registered for client_secret_post only.
    const { response } = await signOn(t, 'eklase', 'laura');
    expect(response.statusCode, response.body).toBe(200);
    const body = json<ProviderData>(response);
    expect(body.name).toBe('eklase');
    expect(body.user).toEqual({ email: 'laura@skola.lv', first_name: 'Laura Anna', last_name: 'Liepa' });
    expect((await signInRow('eklase', body.token)).subject).toBe('EK-100');

    const sent = recorder.seen.filter((r) => r.path === '/eklase/token').at(-1)!;
    expect(sent.authorization).toBeUndefined();
    expect(sent.body.get('client_id')).toBe(CLIENT.id);
    expect(sent.body.get('client_secret')).toBe(CLIENT.secret);
    expect(sent.body.get('grant_type')).toBe('authorization_code');
    expect(sent.body.get('redirect_uri')).toBe('http://portal.test/oauth/callback/eklase');
    expect(sent.body.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('works with explicit endpoints and no issuer, authenticating with client_secret_basic', async () => {
    const started = await start(secure, 'mykoob');
    const back = await signInAtProvider(started.authorize.href, 'maija');
    expect(back.origin).toBe('https://portal.test');
    const response = await callback(secure, 'mykoob', back, started.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<ProviderData>(response).user.email).toBe('maija@skola.lv');

    const sent = recorder.seen.filter((r) => r.path === '/mykoob/token').at(-1)!;
    // The platform sent an ID token; with no issuer to check it against it was dropped unread.
    expect(sent.idToken).toBe(true);
    // Id and secret each form-encoded (no raw `:` left to split on), then joined and base64-encoded.
    const [scheme, basic = ''] = sent.authorization!.split(' ');
    expect(scheme).toBe('Basic');
    const [id, secret, ...more] = Buffer.from(basic, 'base64').toString().split(':');
    const decoded = (value = '') => decodeURIComponent(value.replace(/\+/g, ' '));
    expect(more).toEqual([]);
    expect([decoded(id), decoded(secret)]).toEqual([CLIENT.id, MYKOOB_SECRET]);
    expect(sent.body.has('client_secret')).toBe(false);
    expect(sent.body.get('redirect_uri')).toBe('https://portal.test/oauth/callback/mykoob');
  });
});

/** A JWT signed as a platform would (RS256), with whatever key is given. */
function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject): string {
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

function base64url(part: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(part)).toString('base64url');
}

function decodeJwt(jwt: unknown): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header = '', claims = ''] = String(jwt).split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
  return { header: decode(header), claims: decode(claims) };
}

describe('the ID token of a discovered platform', () => {
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const now = () => Math.floor(Date.now() / 1000);
  /** The platform's own ID token with `change` made, signed again (by the platform's key unless another is given). */
  const resign =
    (change: (claims: Record<string, unknown>) => Record<string, unknown>, key?: KeyObject) =>
    (answer: Record<string, unknown>) => {
      const { header, claims } = decodeJwt(answer.id_token);
      answer.id_token = signJwt(header, change(claims), key ?? mykoob.signingKey.key);
    };

  const rows = async () => ({
    tokens: (await forged.db.select().from(accessTokens)).length,
    signIns: (await forged.db.select().from(providerSignIns)).length,
  });

  beforeAll(async () => {
    // A teacher linked to the platform account `liga`: any accepted sign-in would give a session.
    const [user] = await forged.db
      .insert(users)
      .values({
        email: 'liga@example.lv',
        firstName: 'Līga',
        lastName: 'B',
        emailVerifiedAt: new Date(),
        approvedAt: new Date(),
      })
      .returning();
    await linkProviderIdentity(forged.db, user!.id, 'mykoob', 'liga');
  });

  afterEach(() => {
    recorder.forge = null;
  });

  it('accepts the platform’s own ID token, which echoes the nonce sent, and signs the teacher in', async () => {
    let seen: Record<string, unknown> = {};
    recorder.forge = (answer) => void (seen = decodeJwt(answer.id_token).claims);
    const { started, response } = await signOn(forged, 'mykoob', 'liga');
    expect(response.statusCode, response.body).toBe(200);
    expect(v.is(OAuthTokenResponse, json(response))).toBe(true);
    expect(started.authorize.searchParams.get('nonce')).toBe(openState(APP_KEY, started.cookie)!.nonce);
    expect(seen).toMatchObject({
      iss: mykoob.issuer,
      aud: CLIENT.id,
      sub: 'liga',
      nonce: started.authorize.searchParams.get('nonce'),
    });
  });

  it.each<[string, (answer: Record<string, unknown>) => void, RegExp]>([
    ['signed with a key that is not the platform’s', resign((c) => c, foreignKey), /signature verification failed/],
    ['issued for another client (aud)', resign((c) => ({ ...c, aud: 'another-client' })), /"aud"/],
    [
      'with another sign-in’s nonce',
      resign((c) => ({ ...c, nonce: randomBytes(32).toString('base64url') })),
      /"nonce"/,
    ],
    ['without the nonce', resign(({ nonce: _nonce, ...c }) => c), /"nonce"/],
    ['from another issuer', resign((c) => ({ ...c, iss: eklase.issuer })), /"iss"/],
    ['that has expired', resign((c) => ({ ...c, iat: now() - 600, exp: now() - 300 })), /"exp"/],
    [
      'that is not signed (alg none)',
      (answer) =>
        void (answer.id_token = `${base64url({ alg: 'none' })}.${base64url(decodeJwt(answer.id_token).claims)}.`),
      /"alg"/,
    ],
    ['that is missing', (answer) => void delete answer.id_token, /"id_token"/],
    ['naming another person than userinfo does', resign((c) => ({ ...c, sub: 'janis-m' })), /"sub"/],
  ])('refuses an ID token %s: the Latvian error, no session, the reason in the log', async (_case, forge, reason) => {
    const before = await rows();
    recorder.forge = forge;
    const { response } = await signOn(forged, 'mykoob', 'liga');
    expectMessage(response, 502, SSO_MESSAGES.providerAnswer);
    expect(String(response.headers['set-cookie'])).toContain(`${STATE_COOKIE}=;`);
    expect(await rows()).toEqual(before);
    expect(forgedLog.at(-1)).toMatchObject({ provider: 'mykoob', reason: expect.stringMatching(reason) });
  });

  it('keeps the discovered configuration and keys between sign-ins, and discovers again after the platform misbehaved', async () => {
    const discovery = '/.well-known/openid-configuration';
    const counts = () => ({ discovery: mykoob.requests(discovery), jwks: mykoob.requests('/jwks') });
    expect((await signOn(forged, 'mykoob', 'liga')).response.statusCode).toBe(200);
    let before = counts();
    expect((await signOn(forged, 'mykoob', 'liga')).response.statusCode).toBe(200);
    expect(counts()).toEqual(before);

    recorder.forge = resign((c) => ({ ...c, aud: 'another-client' }));
    expect((await signOn(forged, 'mykoob', 'liga')).response.statusCode).toBe(502);
    recorder.forge = null;
    before = counts();
    expect((await signOn(forged, 'mykoob', 'liga')).response.statusCode).toBe(200);
    expect(counts()).toEqual({ discovery: before.discovery + 1, jwks: before.jwks + 1 });

    // A refusal of the browser's round trip (a spent code) is not the platform's fault: nothing is fetched again.
    const { started, back } = await signOn(forged, 'mykoob', 'liga');
    before = counts();
    expectMessage(await callback(forged, 'mykoob', back, started.cookie), 400, SSO_MESSAGES.codeRejected);
    expect((await signOn(forged, 'mykoob', 'liga')).response.statusCode).toBe(200);
    expect(counts()).toEqual(before);
  });
});

describe('linking by e-mail address', () => {
  it('links automatically when the platform vouches for the address and the portal user confirmed it', async () => {
    const anna = t.fixtures.users.anna;
    const { response } = await signOn(t, 'mykoob', 'anna-m');
    expect(response.statusCode, response.body).toBe(200);
    const body = json<OAuthTokenResponse>(response);
    expect(v.is(OAuthTokenResponse, body)).toBe(true);
    const me = await t.app.inject({ url: '/api/user', headers: t.auth(body.access_token) });
    expect(json<{ data: { id: number } }>(me).data.id).toBe(anna.id);
    expect((await identity('mykoob', 'anna-m'))?.userId).toBe(anna.id);
  });

  it('does not link when the platform does not vouch for the address', async () => {
    const { response } = await signOn(t, 'mykoob', 'janis-m');
    expect(response.statusCode, response.body).toBe(200);
    expect(v.is(ProviderData, json(response))).toBe(true);
    expect(json<ProviderData>(response).user.email).toBe('janis@example.lv');
    expect(await identity('mykoob', 'janis-m')).toBeNull();
  });

  it('does not link when the portal user has not confirmed the address', async () => {
    const { response } = await signOn(t, 'mykoob', 'ivars-m');
    expect(response.statusCode, response.body).toBe(200);
    expect(v.is(ProviderData, json(response))).toBe(true);
    expect(await identity('mykoob', 'ivars-m')).toBeNull();
  });

  it('does not link a second account of the same platform to one user', async () => {
    // liga is linked to mykoob account `liga` by the first outcome test; link it here too in case
    // this test runs alone.
    await linkProviderIdentity(t.db, t.fixtures.users.liga.id, 'mykoob', 'liga');
    const { response } = await signOn(t, 'mykoob', 'liga-second');
    expect(response.statusCode, response.body).toBe(200);
    expect(v.is(ProviderData, json(response))).toBe(true);
    expect(await identity('mykoob', 'liga-second')).toBeNull();
  });

  it('reads email_verified next to a nested e-mail field (false there: no link)', async () => {
    const { response } = await signOn(t, 'eklase', 'karlis');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<ProviderData>(response).user).toEqual({
      email: 'liga@example.lv',
      first_name: 'Kārlis',
      last_name: null,
    });
    expect(await identity('eklase', 'EK-200')).toBeNull();
  });
});

describe('accounts that may not sign in yet', () => {
  it('answers 403 for a linked user whose e-mail is not confirmed', async () => {
    await linkProviderIdentity(t.db, t.fixtures.users.unverified.id, 'mykoob', 'ivars-linked');
    const tokensBefore = (await t.db.select().from(accessTokens)).length;
    const { response } = await signOn(t, 'mykoob', 'ivars-linked');
    expectMessage(response, 403, SSO_MESSAGES.notVerified);
    expect(json(response).error).toBe('access_denied');
    expect(SSO_MESSAGES.notVerified.startsWith('Pieeja bloķēta')).toBe(true);
    expect((await t.db.select().from(accessTokens)).length).toBe(tokensBefore);
  });

  it('answers 403 for a linked user not yet approved', async () => {
    await linkProviderIdentity(t.db, t.fixtures.users.unapproved.id, 'mykoob', 'ilze-linked');
    const { response } = await signOn(t, 'mykoob', 'ilze-linked');
    expectMessage(response, 403, SSO_MESSAGES.notApproved);
  });
});

describe('GET /auth/oauth/callback/{provider}: failures', () => {
  it('refuses a callback without the state cookie', async () => {
    const started = await start(t, 'mykoob');
    const back = await signInAtProvider(started.authorize.href, 'maija');
    expectMessage(await callback(t, 'mykoob', back), 400, SSO_MESSAGES.session);
  });

  it('refuses a forged or altered cookie', async () => {
    const started = await start(t, 'mykoob');
    const back = await signInAtProvider(started.authorize.href, 'maija');
    const c = started.cookie;
    const flipped = c.slice(0, 20) + (c[20] === 'A' ? 'B' : 'A') + c.slice(21);
    expectMessage(await callback(t, 'mykoob', back, flipped), 400, SSO_MESSAGES.session);
    // Sealed with another key: the same fields, not ours.
    const saved = openState(APP_KEY, c)!;
    expectMessage(await callback(t, 'mykoob', back, sealState('other-key', saved)), 400, SSO_MESSAGES.session);
    expectMessage(await callback(t, 'mykoob', back, 'not-a-cookie'), 400, SSO_MESSAGES.session);
    // The untouched cookie still works: the refusals above were about the cookie.
    expect((await callback(t, 'mykoob', back, c)).statusCode).toBe(200);
  });

  it('refuses a sign-in started more than ten minutes ago', async () => {
    const started = await start(t, 'mykoob');
    const back = await signInAtProvider(started.authorize.href, 'maija');
    const saved = openState(APP_KEY, started.cookie)!;
    const old = sealState(APP_KEY, { ...saved, startedAt: Date.now() - STATE_TTL_MS - 1000 });
    expectMessage(await callback(t, 'mykoob', back, old), 400, SSO_MESSAGES.session);
    const recent = sealState(APP_KEY, { ...saved, startedAt: Date.now() - STATE_TTL_MS + 30_000 });
    expect((await callback(t, 'mykoob', back, recent)).statusCode).toBe(200);
  });

  it('refuses a state that does not match, or a cookie of the other platform', async () => {
    const started = await start(t, 'mykoob');
    const back = await signInAtProvider(started.authorize.href, 'maija');
    const wrong = new URL(back);
    const state = wrong.searchParams.get('state')!;
    wrong.searchParams.set('state', state.slice(0, -1) + (state.endsWith('A') ? 'B' : 'A'));
    expectMessage(await callback(t, 'mykoob', wrong, started.cookie), 400, SSO_MESSAGES.session);
    const none = new URL(back);
    none.searchParams.delete('state');
    expectMessage(await callback(t, 'mykoob', none, started.cookie), 400, SSO_MESSAGES.session);
    // Mykoob's cookie at E-klase's callback.
    expectMessage(await callback(t, 'eklase', back, started.cookie), 400, SSO_MESSAGES.session);
  });

  it('refuses an answer without a code, or naming another issuer', async () => {
    const started = await start(t, 'mykoob');
    const back = await signInAtProvider(started.authorize.href, 'maija');
    const noCode = new URL(back);
    noCode.searchParams.delete('code');
    expectMessage(await callback(t, 'mykoob', noCode, started.cookie), 400, SSO_MESSAGES.missingCode);
    const otherIssuer = new URL(back);
    otherIssuer.searchParams.set('iss', eklase.issuer);
    expectMessage(await callback(t, 'mykoob', otherIssuer, started.cookie), 400, SSO_MESSAGES.session);
    // Discovery says the platform always sends `iss`, so an answer without it is not trusted either.
    const noIssuer = new URL(back);
    noIssuer.searchParams.delete('iss');
    expectMessage(await callback(t, 'mykoob', noIssuer, started.cookie), 400, SSO_MESSAGES.session);
  });

  it('maps a cancelled sign-in at the platform to a fixed text, never the platform’s description', async () => {
    const started = await start(t, 'mykoob');
    const back = await cancelAtProvider(started.authorize.href);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBeTruthy();
    const res = await callback(t, 'mykoob', back, started.cookie);
    expectMessage(res, 400, SSO_MESSAGES.cancelled);
    expect(res.body).not.toContain(back.searchParams.get('error_description')!);
    expect(String(res.headers['set-cookie'])).toContain(`${STATE_COOKIE}=;`);

    const injected = await callback(
      t,
      'mykoob',
      '?error=invalid_scope&error_description=%3Cscript%3EHacked%3C%2Fscript%3E',
    );
    expectMessage(injected, 400, SSO_MESSAGES.providerRefused);
    expect(injected.body).not.toContain('Hacked');
    expectMessage(await callback(t, 'mykoob', '?error=temporarily_unavailable'), 502, SSO_MESSAGES.providerDown);
    expectMessage(await callback(t, 'mykoob', '?error=unavailable'), 503, SSO_MESSAGES.unavailable);
  });

  it('refuses a code used twice', async () => {
    const { started, back, response } = await signOn(t, 'mykoob', 'maija');
    expect(response.statusCode).toBe(200);
    // The same cookie and answer again: the platform refuses the spent code.
    expectMessage(await callback(t, 'mykoob', back, started.cookie), 400, SSO_MESSAGES.codeRejected);
  });

  it('answers 502 when the token endpoint cannot be reached (explicit URL over discovery)', async () => {
    const started = await start(broken, 'mykoob');
    const back = await signInAtProvider(started.authorize.href, 'maija');
    const res = await callback(broken, 'mykoob', back, started.cookie);
    expectMessage(res, 502, SSO_MESSAGES.providerFailed);
    expect(res.body).not.toContain('127.0.0.1');
  });

  it('gives up on a platform that does not answer in time', async () => {
    expect(PROVIDER_TIMEOUT_MS).toBe(10_000);
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/token`;
    try {
      const began = Date.now();
      const platform = {
        ...t.config.providers[0]!,
        issuer: undefined,
        authorizeUrl: url,
        tokenUrl: url,
        userinfoUrl: url,
      };
      const attempt = createPlatforms({ timeoutMs: 300 }).finish(
        platform,
        t.config.publicUrl,
        { code: 'c', state: 's' },
        { state: 's', verifier: 'v'.repeat(43) },
      );
      await expect(attempt).rejects.toBeInstanceOf(ProviderError);
      await expect(attempt).rejects.toMatchObject({ statusCode: 502, message: SSO_MESSAGES.providerFailed });
      expect(Date.now() - began).toBeLessThan(5000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('answers 404 for an unknown platform and 503 for one that is not configured', async () => {
    expectMessage(await callback(t, 'facebook', '?code=x&state=y'), 404, SSO_MESSAGES.unknownProvider);
    expectMessage(await callback(secure, 'eklase', '?code=x&state=y'), 503, SSO_MESSAGES.unavailable);
  });

  it('limits callbacks per address', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < CALLBACK_LIMIT.max; i++) {
      expect((await callback(broken, 'mykoob', '?code=x&state=y', undefined, address)).statusCode).toBe(400);
    }
    const limited = await callback(broken, 'mykoob', '?code=x&state=y', undefined, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST /oauth/token grant_type=social', () => {
  const social = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'social',
        client_id: BROWSER_CLIENT.id,
        client_secret: BROWSER_CLIENT.secret,
        scope: '',
        ...fields,
      }).toString(),
    });

  function expectOAuthError(res: LightMyRequestResponse, status: number, code: keyof typeof OAUTH_ERROR_MESSAGES) {
    expect(res.statusCode, res.body).toBe(status);
    const body = json<OAuthErrorBody>(res);
    expect(v.is(OAuthErrorBody, body)).toBe(true);
    expect(body.error).toBe(code);
    expect(body.message).toBe(OAUTH_ERROR_MESSAGES[code]);
  }

  it('signs in a new teacher once the registration linked the platform account, and only once', async () => {
    const { response } = await signOn(t, 'mykoob', 'rudolfs');
    const data = json<ProviderData>(response);
    expect(v.is(ProviderData, data)).toBe(true);

    // Registration not done yet: nothing to sign in to.
    expectOAuthError(await social({ network: 'mykoob', access_token: data.token }), 400, 'invalid_grant');

    const user = await newUser('rudolfs@skola.lv');
    await linkProviderIdentity(t.db, user.id, 'mykoob', 'rudolfs');
    // The other platform's name does not fit the token.
    expectOAuthError(await social({ network: 'eklase', access_token: data.token }), 400, 'invalid_grant');

    const ok = await social({ network: 'mykoob', access_token: data.token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const token = json<OAuthTokenResponse>(ok);
    expect(v.is(OAuthTokenResponse, token)).toBe(true);
    const me = await t.app.inject({ url: '/api/user', headers: t.auth(token.access_token) });
    expect(json<{ data: { id: number } }>(me).data.id).toBe(user.id);

    // Spent.
    expectOAuthError(await social({ network: 'mykoob', access_token: data.token }), 400, 'invalid_grant');

    // From now on the platform sign-in alone signs the teacher in.
    const again = await signOn(t, 'mykoob', 'rudolfs');
    expect(v.is(OAuthTokenResponse, json(again.response))).toBe(true);
  });

  it('refuses an unknown network or a missing token as invalid_request, an unknown or expired token as invalid_grant', async () => {
    expectOAuthError(await social({ network: 'facebook', access_token: 'x' }), 400, 'invalid_request');
    expectOAuthError(await social({ network: 'mykoob' }), 400, 'invalid_request');
    expectOAuthError(await social({ access_token: 'x' }), 400, 'invalid_request');
    expectOAuthError(await social({ network: 'mykoob', access_token: 'no-such-token' }), 400, 'invalid_grant');

    const user = await newUser('vecs@skola.lv');
    await linkProviderIdentity(t.db, user.id, 'mykoob', 'vecs');
    const profile = {
      provider: 'mykoob' as const,
      subject: 'vecs',
      email: 'vecs@skola.lv',
      firstName: null,
      lastName: null,
    };
    const old = await createProviderSignIn(t.db, profile, new Date(Date.now() - PROVIDER_SIGN_IN_TTL_MS - 1000));
    expectOAuthError(await social({ network: 'mykoob', access_token: old.token }), 400, 'invalid_grant');
    const fresh = await createProviderSignIn(t.db, profile);
    expect((await social({ network: 'mykoob', access_token: fresh.token })).statusCode).toBe(200);
  });

  it('answers access_denied for a linked user not yet confirmed or approved, and keeps the token for later', async () => {
    const pending = await newUser('gaida@skola.lv', { approved: false });
    const unconfirmed = await newUser('neapst@skola.lv', { verified: false });
    await linkProviderIdentity(t.db, pending.id, 'eklase', 'EK-300');
    await linkProviderIdentity(t.db, unconfirmed.id, 'eklase', 'EK-400');
    const signIn = (subject: string) =>
      createProviderSignIn(t.db, { provider: 'eklase', subject, email: null, firstName: null, lastName: null });

    const a = await signIn('EK-300');
    expectOAuthError(await social({ network: 'eklase', access_token: a.token }), 403, 'access_denied');
    const b = await signIn('EK-400');
    expectOAuthError(await social({ network: 'eklase', access_token: b.token }), 403, 'access_denied');

    await t.db.update(users).set({ approvedAt: new Date() }).where(eq(users.id, pending.id));
    expect((await social({ network: 'eklase', access_token: a.token })).statusCode).toBe(200);
  });

  it('documents the social grant in the OpenAPI body of the token call', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(await t.app.inject({ url: '/api/docs/json' }));
    const body = JSON.stringify(doc.paths['/oauth/token']);
    expect(body).toContain('"social"');
    expect(body).toContain('"network"');
    expect(body).toContain('"access_token"');
    for (const path of [
      '/api/auth/providers',
      '/api/auth/oauth/{provider}/url',
      '/auth/oauth/{provider}',
      '/auth/oauth/callback/{provider}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
