/**
 * The machinery of the authorisation matrix (test/authz-matrix.test.ts): the seven callers, each a
 * browser of its own (visitor cookie and CSRF token from the shell's page, a client address, a
 * bearer token); the routes the app really registers; sending one call as one caller; and the
 * privacy checks run on every answer (a pseudonym never tied to its owner, anonymous callers never
 * told who wrote a material).
 */
import type { LightMyRequestResponse } from 'fastify';
import { ANONYMOUS_AUTHOR_LABEL } from '@portal/contracts/schemas/entities';
import { buildApp } from '../../src/app';
import type { users } from '../../src/db/schema';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/http/csrf';
import { freshIp } from '../helpers/accounts';
import type { TestContext } from '../helpers/app';

/** The columns of the matrix, in the order of every row's statuses. */
export const ROLES = ['anonymous', 'teacher', 'anotherTeacher', 'owner', 'unapproved', 'unverified', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Expected statuses, one per role in the order of ROLES. */
export type Statuses = readonly [number, number, number, number, number, number, number];

/** Roles the API must treat as a visitor: no token, or the token of an account that may not sign in. */
export const ANONYMOUS_VIEW: ReadonlySet<Role> = new Set<Role>(['anonymous', 'unapproved', 'unverified']);

export type UserRow = typeof users.$inferSelect;

export interface Caller {
  role: Role;
  user: UserRow | null;
  token: string | null;
  /** The caller's own client address, so one caller's requests never count against another's limits. */
  ip: string;
  /** The httpOnly visitor cookie and the CSRF token the shell's page carries for it. */
  visitorId: string;
  csrf: string;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A JSON body. */
  json?: unknown;
  /** A body as the browser's FormData sends it (helpers/accounts.ts multipartBody). */
  multipart?: { payload: Buffer; headers: Record<string, string> };
  /** A browser navigation or a followed link: carries no bearer token. */
  navigation?: boolean;
  /** This request's bearer token instead of the caller's (for a call that revokes it). */
  token?: string | null;
}

/** "METHOD /url" as Fastify registered it. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * Every route of an app built as the test context builds its own, collected with an onRoute hook
 * added before ready(). Fastify's HEAD twin of each GET route runs the GET handler, so it is covered
 * by the GET row and left out here. Every route found is checked to exist in the context's app too.
 */
export async function registeredRoutes(t: TestContext): Promise<string[]> {
  const twin = buildApp({
    config: t.config,
    db: t.db,
    mailer: {
      async send() {
        return { messageId: '<route-listing@portal.test>' };
      },
      close() {},
    },
    logger: false,
  });
  const found = new Set<string>();
  twin.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) found.add(routeKey(method, route.url));
  });
  await twin.ready();
  await twin.close();
  const keys = [...found].filter((key) => !(key.startsWith('HEAD ') && found.has(`GET ${key.slice(5)}`))).sort();
  const absent = keys.filter((key) => {
    const [method, url] = key.split(' ') as [string, string];
    return !t.app.hasRoute({ method: method as 'GET', url });
  });
  if (absent.length) throw new Error(`The route listing differs from the test app: ${absent.join(', ')}`);
  return keys;
}

/** Opens the portal's page as a new browser: its visitor cookie and the CSRF token in the meta tag. */
export async function openBrowser(
  t: TestContext,
  role: Role,
  user: UserRow | null,
  token: string | null,
): Promise<Caller> {
  const ip = freshIp();
  const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' }, remoteAddress: ip });
  const cookies = [page.headers['set-cookie'] ?? []].flat();
  const visitorId = cookies.map((c) => new RegExp(`^${CSRF_COOKIE}=([^;]+)`).exec(c)?.[1]).find(Boolean);
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page.body)?.[1];
  if (page.statusCode !== 200 || !visitorId || !csrf) throw new Error(`No CSRF token for ${role}: ${page.statusCode}`);
  return { role, user, token, ip, visitorId, csrf };
}

/** One call as the browser of `caller` makes it: cookie always; bearer, CSRF header and Origin as the client adds them. */
export function send(t: TestContext, caller: Caller, call: Call): Promise<LightMyRequestResponse> {
  const method = call.method ?? 'GET';
  const token = call.token !== undefined ? call.token : caller.token;
  const headers: Record<string, string> = {
    cookie: `${CSRF_COOKIE}=${caller.visitorId}`,
    accept: call.navigation ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json',
  };
  if (token && !call.navigation) headers.authorization = `Bearer ${token}`;
  if (method !== 'GET') {
    headers[CSRF_HEADER] = caller.csrf;
    headers.origin = t.config.publicUrl;
  }
  let payload: string | Buffer | undefined;
  if (call.multipart) {
    Object.assign(headers, call.multipart.headers);
    payload = call.multipart.payload;
  } else if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.json);
  }
  return t.app.inject({ method, url: call.url, headers, payload, remoteAddress: caller.ip });
}

export function parseBody(response: LightMyRequestResponse): unknown {
  if (!String(response.headers['content-type'] ?? '').includes('json') || !response.body) return undefined;
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Privacy of every answer
// ---------------------------------------------------------------------------------------------

/** The teacher whose pseudonym-signed materials must never be tied to them. */
export interface PseudonymOwner {
  id: number;
  pseudonym: string;
  /** Texts that name them: their surname, "first name + space", their avatar's address. */
  markers: readonly string[];
  /** Ids of their pseudonym-signed materials, read when the answer is checked. */
  materialIds: ReadonlySet<number>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function walk(
  value: unknown,
  visit: (node: Json, key: string | null, path: string) => void,
  key: string | null = null,
  path = '$',
) {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, key, `${path}[${i}]`));
  else if (isObject(value)) {
    visit(value, key, path);
    for (const [k, v] of Object.entries(value)) walk(v, visit, k, `${path}.${k}`);
  }
}

/** The things an answer is about: the items of `data` (a list), `data` itself, or the whole body. */
function entities(body: unknown): { entity: unknown; path: string }[] {
  if (isObject(body) && 'data' in body) {
    const data = body.data;
    return Array.isArray(data)
      ? data.map((entity, i) => ({ entity, path: `$.data[${i}]` }))
      : [{ entity: data, path: '$.data' }];
  }
  return [{ entity: body, path: '$' }];
}

const IDENTITY_KEYS = new Set(['owner_id', 'user_id', 'sender_id', 'recipient_id']);
const PERSON_KEYS = new Set(['owner', 'author', 'sender', 'recipient', 'user']);

/** Does this entity show a pseudonym-signed material of the owner, or the pseudonym itself? */
function concernsPseudonym(entity: unknown, owner: PseudonymOwner): boolean {
  if ((JSON.stringify(entity) ?? '').includes(owner.pseudonym)) return true;
  let found = false;
  walk(entity, (node, key) => {
    const materialLike =
      typeof node.signature_type === 'string' || node.source_type === 'materials' || key === 'material';
    if (materialLike && typeof node.id === 'number' && owner.materialIds.has(node.id)) found = true;
  });
  return found;
}

/** Where in this entity the owner is named: an id in an identity field, a person object, their name. */
function ownerMentions(entity: unknown, owner: PseudonymOwner, at: string): string[] {
  const found: string[] = [];
  walk(
    entity,
    (node, key, path) => {
      for (const [k, v] of Object.entries(node)) {
        if (IDENTITY_KEYS.has(k) && v === owner.id) found.push(`${path}.${k} = ${owner.id}`);
        if (typeof v === 'string' && owner.markers.some((marker) => v.includes(marker)))
          found.push(`${path}.${k} = ${JSON.stringify(v)}`);
      }
      if (key !== null && PERSON_KEYS.has(key) && node.id === owner.id) found.push(`${path}.id = ${owner.id}`);
    },
    null,
    at,
  );
  return found;
}

/**
 * Spec §6 and the architecture's privacy rule: an answer to anyone but the owner never puts the
 * owner's pseudonym, or a material they signed with it, together with who they are.
 */
export function pseudonymLeaks(body: unknown, owner: PseudonymOwner): string[] {
  return entities(body).flatMap(({ entity, path }) =>
    concernsPseudonym(entity, owner)
      ? ownerMentions(entity, owner, path).map((where) => `pseudonym tied to its owner at ${where}`)
      : [],
  );
}

/** Spec §1, §6: a visitor (or a token of an account that may not sign in) sees no material's author. */
export function anonymousAuthorLeaks(body: unknown): string[] {
  const found: string[] = [];
  walk(body, (node, _key, path) => {
    // A material as answered (not, say, its JSON schema in the OpenAPI document).
    if (typeof node.signature_type !== 'string' || typeof node.id !== 'number') return;
    if (node.owner !== null || node.owner_id !== null || (node.pseudonym ?? null) !== null)
      found.push(`author shown to a visitor at ${path}`);
    if (node.signature !== ANONYMOUS_AUTHOR_LABEL) found.push(`signature shown to a visitor at ${path}.signature`);
  });
  return found;
}

/** A material's note is its owner's own remark: an answer to anyone else carries none. */
export function noteLeaks(body: unknown, viewerId: number | null): string[] {
  const found: string[] = [];
  walk(body, (node, _key, path) => {
    if (typeof node.signature_type !== 'string' || typeof node.id !== 'number') return;
    if ((node.note ?? null) !== null && (viewerId === null || node.owner_id !== viewerId))
      found.push(`the owner's note shown at ${path}.note`);
  });
  return found;
}

/** Another person's e-mail address anywhere in an answer (only the administrators' calls show them). */
export function emailLeaks(
  response: LightMyRequestResponse,
  addresses: readonly string[],
  own: string | null,
): string[] {
  return addresses
    .filter((address) => address !== own && response.body.includes(address))
    .map((address) => `someone else's e-mail address ${address} shown`);
}
