/**
 * The network edge of the component tests: one msw server stands where the API would be, so a
 * screen runs its real client (contracts/src/api: ky, headers, paths, query strings, JSON) and a
 * test says only what the API answers and reads what was sent. build/vitest-setup.ts starts it
 * once per test file and forgets each test's answers after it; a request nothing answers fails
 * the test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CallInput, Endpoint, SuccessOf } from '@portal/contracts/endpoints/endpoint';

export const server = setupServer();

/** One request as the client sent it: path parameters, query string and body (typed as the entry takes it). */
export interface Sent<TEntry = unknown> {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** The parsed JSON, the fields of a form-encoded body, the FormData of a multipart one; undefined without a body. */
  readonly body: TEntry extends Endpoint ? CallInput<TEntry>['body'] : unknown;
  readonly headers: Headers;
  /** Aborted once the client gave up on the request (a search typed further). */
  readonly signal: AbortSignal;
}

/** A test's own answer to each request: the success body, or a Response (an error, another status). */
export type Resolver<TEntry extends Endpoint> = (
  sent: Sent<TEntry>,
) => SuccessOf<TEntry> | Response | Promise<SuccessOf<TEntry> | Response>;

type Reply<TEntry extends Endpoint> = SuccessOf<TEntry> | Resolver<TEntry>;

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(await request.text()));
  const text = await request.text();
  return text === '' ? undefined : text;
}

function toResponse(body: unknown, init?: ResponseInit): Response {
  if (body instanceof Response) return body;
  // A 2xx without a body (sign-out, delete) is a 204, as the API sends it.
  return body === undefined ? new HttpResponse(null, { status: 204, ...init }) : HttpResponse.json(body, init);
}

/**
 * Answers an entry of the endpoint table (contracts/src/endpoints) for the rest of the test:
 * `answer(contentEndpoints.settings, { data: { show_banners: true, show_articles: true } })`.
 * The body is typed from the entry's success answer; a function answers each request itself.
 * The path is the entry's own (Fastify's `:id` is msw's too), relative as the client sends it,
 * so msw resolves it against the page's address as the browser does. Returns every request it
 * answered, in order, for a test to check what the screen asked for.
 */
export function answer<TEntry extends Endpoint>(
  entry: TEntry,
  ...[reply, init]: undefined extends SuccessOf<TEntry>
    ? [reply?: Reply<TEntry>, init?: ResponseInit]
    : [reply: Reply<TEntry>, init?: ResponseInit]
): Sent<TEntry>[] {
  return handle<TEntry>(
    entry,
    (sent) => (typeof reply === 'function' ? (reply as Resolver<TEntry>)(sent) : reply),
    init,
  );
}

export interface Refusal {
  /** The API's error body: a message, or a 422's field errors. */
  body?: Record<string, unknown>;
  /** Only the next request fails; later ones get the earlier answer (a retry that succeeds). */
  once?: boolean;
}

/**
 * Answers an entry with a failure for the rest of the test (or once): an HTTP status with the
 * API's error body, or 'offline' for a request that gets no answer at all (fetch rejects).
 */
export function refuse<TEntry extends Endpoint>(
  entry: TEntry,
  status: number | 'offline',
  { body, once = false }: Refusal = {},
): Sent<TEntry>[] {
  return handle(entry, () => failure(status, body), undefined, once);
}

/** A failed answer, for a resolver that fails only sometimes. */
export function failure(status: number | 'offline', body: Record<string, unknown> = { message: 'Kļūda' }): Response {
  return status === 'offline' ? HttpResponse.error() : HttpResponse.json(body, { status });
}

function handle<TEntry extends Endpoint>(
  entry: TEntry,
  reply: (sent: Sent<TEntry>) => unknown,
  init: ResponseInit | undefined,
  once = false,
): Sent<TEntry>[] {
  const sent: Sent<TEntry>[] = [];
  const method = entry.method.toLowerCase() as Lowercase<Endpoint['method']>;
  server.use(
    http[method](
      entry.path,
      async ({ request, params }) => {
        const one: Sent<TEntry> = {
          params: params as Record<string, string>,
          query: Object.fromEntries(new URL(request.url).searchParams),
          body: (await readBody(request.clone())) as Sent<TEntry>['body'],
          headers: request.headers,
          signal: request.signal,
        };
        sent.push(one);
        return toResponse(await reply(one), init);
      },
      { once },
    ),
  );
  return sent;
}
