/**
 * A real OpenID Connect provider (oidc-provider 8) on 127.0.0.1, standing in for a school platform
 * in the API tests and in the browser suite. It serves discovery, authorize (code flow, PKCE S256
 * required), token (with an RS256 ID token), userinfo, its JWKS, and oidc-provider's built-in
 * development pages: a login form that takes any password for a known login, then a consent page.
 * A real browser can sign in there; the API tests walk the same pages with `signInAtProvider`.
 *
 *   const platform = await startOidcProvider({
 *     accounts: { anna: { email: 'anna@example.lv', email_verified: true, given_name: 'Anna', family_name: 'Ozola' } },
 *     client: { client_id: 'portal', client_secret: 'secret', redirect_uris: ['http://localhost:3000/oauth/callback/mykoob'] },
 *   });
 *   // OAUTH_MYKOOB_ISSUER=platform.issuer OAUTH_MYKOOB_CLIENT_ID=portal OAUTH_MYKOOB_CLIENT_SECRET=secret
 *   const back = await signInAtProvider(authorizeUrl, 'anna'); // the portal's callback URL, with code and state
 *   await platform.close();
 *
 * The subject (`sub`) of an account is its login. Every claim of an account is released under the
 * `profile` scope, except `email`/`email_verified` (scope `email`); nested objects (`person: { id }`)
 * stay nested, for testing field maps. No test framework is imported here.
 */
// The declarations of the untyped package must come along into any program that imports this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  /** Any further claim, e.g. `name` or a nested `person: { id, mail }`. */
  [claim: string]: unknown;
}

export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  /** How the portal must authenticate at the token endpoint; client_secret_basic by default. */
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
}

export interface OidcProviderOptions {
  /** Keyed by login (what is typed into the login form, and the account's `sub`). */
  accounts: Record<string, ProviderAccount>;
  client: ProviderClient;
}

export interface RunningOidcProvider {
  /** http://127.0.0.1:<port>; discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** The key the provider signs ID tokens with (RS256, published in its JWKS under `kid`). */
  signingKey: { key: KeyObject; kid: string };
  /** How many requests reached `path` (without the query), e.g. the discovery document or `/jwks`. */
  requests(path: string): number;
  close(): Promise<void>;
}

const EMAIL_CLAIMS = ['email', 'email_verified'];
const KID = 'test';

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  // The issuer names the port, so the server listens first and gets its handler after.
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const counts = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://provider').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const profileClaims = new Set(['name', 'given_name', 'family_name']);
  for (const account of Object.values(options.accounts)) {
    for (const claim of Object.keys(account)) if (!EMAIL_CLAIMS.includes(claim)) profileClaims.add(claim);
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.client.client_id,
        client_secret: options.client.client_secret,
        redirect_uris: options.client.redirect_uris,
        token_endpoint_auth_method: options.client.token_endpoint_auth_method ?? 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_context: unknown, id: string) {
      const account = Object.hasOwn(options.accounts, id) ? options.accounts[id] : undefined;
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account, sub: id }) };
    },
    claims: { openid: ['sub'], email: EMAIL_CLAIMS, profile: [...profileClaims] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true, methods: ['S256'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Set explicitly only to keep oidc-provider from printing a notice for each default it uses.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' }] },
  });
  handle = provider.callback();

  return {
    issuer,
    signingKey: { key: privateKey, kid: KID },
    requests: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The portal's fetch keeps connections alive; do not wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** Name=value pairs the provider set, sent back like a browser on the same host would. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(v) < Date.now();
        return false;
      });
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface PageForm {
  action: URL;
  fields: Record<string, string>;
  isLogin: boolean;
  abort: URL | null;
}

function readForm(html: string, base: URL): PageForm {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form?.[1]) throw new Error(`no form on the provider's page ${base.href}`);
  const fields: Record<string, string> = {};
  for (const input of form[2]?.matchAll(/<input[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    if (name && /type="hidden"/.test(input[0])) fields[name] = value ?? '';
  }
  const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
  return {
    action: new URL(form[1].replace(/&amp;/g, '&'), base),
    fields,
    isLogin: /name="login"/.test(form[2] ?? ''),
    abort: abort ? new URL(abort, base) : null,
  };
}

/**
 * Walks the provider's pages from `authorizeUrl` like a browser with its own cookie jar: the login
 * form (as `login`, any password), then consent, or the Cancel link when `login` is null. Returns
 * the first redirect that leaves the provider (to the portal's callback screen, with `code` and
 * `state`, or `error`), without following it.
 */
async function walk(authorizeUrl: string, login: string | null): Promise<URL> {
  const jar = new CookieJar();
  const start = new URL(authorizeUrl);
  let url = start;
  let init: RequestInit = { method: 'GET' };
  for (let step = 0; step < 12; step++) {
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.take(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== start.origin) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) {
      const text = html
        .replace(/<(style|script)[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
      throw new Error(`the provider answered ${response.status} at ${url.href}: ${text.trim().slice(0, 500)}`);
    }
    const form = readForm(html, url);
    if (login === null && form.abort) {
      url = form.abort;
      init = { method: 'GET' };
      continue;
    }
    const fields = form.isLogin ? { ...form.fields, login: login ?? '', password: 'any' } : form.fields;
    url = form.action;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    };
  }
  throw new Error(`no redirect back to the portal after the provider's pages from ${authorizeUrl}`);
}

/** Signs in at the provider as `login` and consents; see `walk` for what is returned. */
export function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  return walk(authorizeUrl, login);
}

/** Presses Cancel on the provider's login page: the returned URL carries `error=access_denied`. */
export function cancelAtProvider(authorizeUrl: string): Promise<URL> {
  return walk(authorizeUrl, null);
}
