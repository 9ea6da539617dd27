/**
 * The building blocks of the endpoint table: an entry is one call of the API, declared once. Its
 * route (method and path, endpoints/routes/<module>.ts: all the browser loads of it) is joined here with the
 * valibot schemas of its request parts and of every answer it can give, who may call it, and the
 * words of its OpenAPI operation. From an entry the ky client (api/client.ts `clientFor`), the
 * Fastify route with its validation and serialisation (api/src/http/endpoint.ts) and the OpenAPI
 * document are derived; nothing writes a path or a shape a second time.
 */
import * as v from 'valibot';
import { ErrorBody, ValidationErrorBody } from '@portal/contracts/schemas/entities';
import { MAX_ID } from '@portal/contracts/schemas/forms';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the browser needs of an entry to send it: plain data, no schema. */
export interface Route {
  readonly method: Method;
  /** Fastify's style: `/api/materials/:id`. */
  readonly path: string;
}

/** An answer without a JSON body: 204, a redirect, or the bytes of a stored file. */
export interface NonJsonAnswer {
  readonly kind: 'empty' | 'redirect' | 'file';
  readonly description: string;
}

export type Answer = v.GenericSchema | NonJsonAnswer;

export const noContent: NonJsonAnswer = { kind: 'empty', description: 'No content' };
export const redirect = (description: string): NonJsonAnswer => ({ kind: 'redirect', description });
export const fileBytes = (description: string): NonJsonAnswer => ({ kind: 'file', description });

/** Valibot schemas are of kind 'schema'; the markers above are not. */
export function isNonJsonAnswer(answer: Answer): answer is NonJsonAnswer {
  return answer.kind !== 'schema';
}

/**
 * 'required': an anonymous caller is answered 401 before anything of the request is looked at;
 * 'optional': the answer depends on who asks (a dead token reads as anonymous); 'none': the same
 * for everyone.
 */
export type SignIn = 'required' | 'optional' | 'none';

/** The part of an entry that only the server and the document need. */
export interface EndpointParts {
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly signIn: SignIn;
  /** Path parameters; a value that fails them names nothing, so the answer is 404, not 422. */
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  /**
   * The body may also come as multipart/form-data with a file. The handler reads it (streamed) and
   * has it checked against `body` through http/endpoint.ts, after its own checks of who may save.
   */
  readonly multipart?: boolean;
  /** The body may also come form-encoded (application/x-www-form-urlencoded), as OAuth 2 clients send it. */
  readonly formEncoded?: boolean;
  /** The answers this call gives beyond the ones every call can give (`commonAnswers`). */
  readonly responses: Readonly<Record<number, Answer>>;
  /** Left out of the OpenAPI document: another spelling of a documented call (PUT for `_method=PUT`). */
  readonly hidden?: boolean;
  /** What the server's read cache may keep of this call's answer, and what this call changes. */
  readonly cache?: CacheRule;
}

/**
 * The kinds of what the server's read cache keeps (api/src/http/readCache.ts):
 * - `settings`, `banners`, `articles`, `pages`, `schools`, `categories` (the tree with its counts)
 * - `materials`: every list of materials, search results included; `materials:<node>` the lists of
 *   one node of the tree
 * - `material:<id>`: one material as everyone sees it (its counts too)
 * - `marks:<user>`: a teacher's likes and bookmarks, and their bookmarks list
 * - `inbox`: teachers' inbox counts (the header's badges)
 */
export const CACHE_KINDS = [
  'settings',
  'banners',
  'articles',
  'pages',
  'schools',
  'categories',
  'materials',
  'material',
  'marks',
  'inbox',
] as const;

/**
 * A tag names a piece of what the portal holds: a kind (`materials`) or one thing of a kind
 * (`material:12`). In a rule, `kind:{viewer}` stands for the signed-in caller's user id and
 * `kind:{name}` for the path parameter or query field of that name (a list: a tag for each value;
 * none: the whole kind). A kind matches every tag of that kind, and a tag its kind.
 */
export type CacheTag = string;

export interface CacheRule {
  /**
   * A GET whose answer the read cache keeps (anonymous ones for everyone, signed-in ones for that
   * viewer alone), until a write changes one of these tags (or what the answer turned out to be
   * made of: the materials in a list) or its time to live passes.
   */
  readonly reads?: readonly CacheTag[];
  /**
   * A write: the tags its success changes. `[]` changes nothing kept (a view: counts in kept
   * answers may lag by the time to live). A write that declares nothing empties everything kept,
   * in every process: safe by default.
   */
  readonly changes?: readonly CacheTag[];
}

export type Endpoint = Route & EndpointParts;

/** Every entry of one module, keyed by the name its client function goes by. */
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

const SAFE_METHODS: ReadonlySet<Method> = new Set(['GET']);

/**
 * The answers the portal's shared machinery can give on any call, whatever its handler does: an
 * unparseable address or body (400), a body too large or of a type no parser reads (413, 415: a
 * client may send one with any method), a NUL character in any part (422, http/validation.ts), the
 * CSRF and origin check of unsafe methods (403), sign-in (401), a path id that names nothing (404),
 * and the database out of reach (503) or a fault (500).
 */
export function commonAnswers(route: Route, parts: EndpointParts): Record<number, Answer> {
  const answers: Record<number, Answer> = {
    400: ErrorBody,
    413: ErrorBody,
    415: ErrorBody,
    422: ValidationErrorBody,
    500: ErrorBody,
    503: ErrorBody,
  };
  if (!SAFE_METHODS.has(route.method)) answers[403] = ErrorBody;
  if (parts.signIn === 'required') answers[401] = ErrorBody;
  if (parts.params) answers[404] = ErrorBody;
  return answers;
}

/** A module's routes joined with their parts; the type keeps each entry's own schemas. */
export function endpoints<const TRoutes extends Readonly<Record<string, Route>>, const TParts extends { readonly [K in keyof TRoutes]: EndpointParts }>(
  routes: TRoutes,
  parts: TParts,
): { readonly [K in keyof TRoutes]: TRoutes[K] & TParts[K] } {
  const joined: Record<string, Endpoint> = {};
  for (const name of Object.keys(routes)) {
    const route = routes[name]!;
    const own = parts[name as keyof TRoutes]!;
    joined[name] = { ...route, ...own, responses: { ...commonAnswers(route, own), ...own.responses } };
  }
  return joined as { readonly [K in keyof TRoutes]: TRoutes[K] & TParts[K] };
}

/**
 * A path id: a positive PostgreSQL `integer` written in digits. Anything else names nothing (404).
 * The metadata is its JSON Schema for the document, which cannot express the transform.
 */
export const PathId = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/),
  v.transform(Number),
  v.maxValue(MAX_ID),
  v.metadata({ jsonSchema: { type: 'integer', minimum: 1, maximum: MAX_ID } }),
);

export const IdParams = v.object({ id: PathId });

// ---------------------------------------------------------------------------------------------
// Types derived from an entry
// ---------------------------------------------------------------------------------------------

type SuccessStatus = 200 | 201 | 204 | 206;

type AnswerBody<TAnswer> = TAnswer extends v.GenericSchema
  ? v.InferOutput<TAnswer>
  : TAnswer extends { kind: 'file' }
    ? Blob
    : undefined;

/** What a successful call answers: the body of its 2xx answer as the schema describes it. */
export type SuccessOf<TEntry extends EndpointParts> = AnswerBody<
  TEntry['responses'][Extract<keyof TEntry['responses'], SuccessStatus>]
>;

type SchemaOf<TEntry, TPart extends 'params' | 'query' | 'body'> = TEntry extends {
  readonly [K in TPart]: infer TSchema extends v.GenericSchema;
}
  ? TSchema
  : never;

/** Path parameters as the browser fills them in: each a number or its digits. */
type ParamsInput<TEntry> = [SchemaOf<TEntry, 'params'>] extends [never]
  ? { params?: never }
  : { params: { readonly [K in keyof v.InferOutput<SchemaOf<TEntry, 'params'>>]: number | string } };

type QueryInput<TEntry> = [SchemaOf<TEntry, 'query'>] extends [never]
  ? { query?: never }
  : { query?: v.InferInput<SchemaOf<TEntry, 'query'>> };

/** A JSON body as its schema takes it, or (multipart entries) the form with its file. */
type BodyInput<TEntry> = [SchemaOf<TEntry, 'body'>] extends [never]
  ? { body?: never }
  : { body: v.InferInput<SchemaOf<TEntry, 'body'>> | (TEntry extends { multipart: true } ? FormData : never) };

/** What the client sends to call an entry. */
export type CallInput<TEntry> = ParamsInput<TEntry> & QueryInput<TEntry> & BodyInput<TEntry>;

/** What a handler receives: each request part as its schema gives it out (validated). */
export interface HandlerInput<TEntry> {
  params: [SchemaOf<TEntry, 'params'>] extends [never] ? undefined : v.InferOutput<SchemaOf<TEntry, 'params'>>;
  query: [SchemaOf<TEntry, 'query'>] extends [never] ? undefined : v.InferOutput<SchemaOf<TEntry, 'query'>>;
  /** Undefined for multipart entries: their handler has the body checked once it has read it. */
  body: [SchemaOf<TEntry, 'body'>] extends [never]
    ? undefined
    : TEntry extends { multipart: true }
      ? undefined
      : v.InferOutput<SchemaOf<TEntry, 'body'>>;
}
