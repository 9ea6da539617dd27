/**
 * Registers a handler against its entry of the endpoint table (contracts/src/endpoints): the
 * route's method and path, its Fastify schema (for the OpenAPI document and the serialiser) and its
 * validation all come from the entry, so a handler receives typed, validated input and writes no
 * shape of its own.
 *
 * - Request parts are validated by Fastify with the entry's valibot schemas (a validator compiler
 *   per route): a bad query or body is the 422 of http/validation.ts with its Latvian field
 *   messages, a path parameter that fails is 404 (it names nothing), as `parseInput` and
 *   `parseId` answered before.
 * - On a call that needs sign-in an anonymous caller hears 401 before any of that (Fastify keeps
 *   the validation error until authentication has run), as the handlers' `requireUser` came first.
 * - A multipart entry's body is read by its handler (streamed, after its own checks of who may
 *   save) and checked with `validateBody`.
 * - The success answer is serialised by Fastify's fast-json-stringify from its JSON Schema, so no
 *   field the schema does not name leaves the server; error answers keep their own shapes.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  FastifySchemaCompiler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import * as v from 'valibot';
import type { Endpoint, HandlerInput, SuccessOf } from '@portal/contracts/endpoints/endpoint';
import { issuesToErrors, type FieldErrors } from '@portal/contracts/validation';
import { answerSchema, jsonSchema, type JsonSchema } from '../web/schemas';
import { notFound, unauthorized, ValidationError } from './errors';
import { rejectNulIn } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint table's entry the route was registered from (http/endpoint.ts). */
    endpoint?: Endpoint;
  }
}

export type EndpointHandler<TEntry extends Endpoint> = (
  input: HandlerInput<TEntry>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<SuccessOf<TEntry> | FastifyReply>;

/** What a route adds to its entry: the server's own concerns (caching, limits, compression). */
export interface EndpointOptions {
  config?: Omit<NonNullable<RouteOptions['config']>, 'endpoint'>;
  /** Run before validation, as the handlers' own checks did (a rate limit counts every attempt). */
  preHandler?: preHandlerHookHandler;
  compress?: false;
  /** Sees the body as sent, before its schema keeps only the fields it names (a `_method`, say). */
  preValidation?: preValidationHookHandler;
}

const SUCCESS = /^2\d\d$/;
const fastSerializers = SerializerSelector()();

/** Fastify's own fast-json-stringify for the success answer; errors as they are built. */
const serializerCompiler: FastifySerializerCompiler<JsonSchema> = (route) =>
  SUCCESS.test(String(route.httpStatus))
    ? fastSerializers({ ...route, httpStatus: String(route.httpStatus) })
    : (data) => JSON.stringify(data);

function check(schema: v.GenericSchema, data: unknown): { value: unknown } | { error: Error } {
  const result = v.safeParse(schema, data ?? {});
  if (result.success) return { value: result.output };
  return { error: new ValidationError(issuesToErrors(result.issues)) };
}

function validatorCompiler(entry: Endpoint): FastifySchemaCompiler<JsonSchema> {
  return ({ httpPart }) => {
    if (httpPart === 'params' && entry.params) {
      const schema = entry.params;
      return (data) => {
        const result = v.safeParse(schema, data);
        return result.success ? { value: result.output } : { error: notFound() };
      };
    }
    if (httpPart === 'querystring' && entry.query) {
      const schema = entry.query;
      return (data) => check(schema, data);
    }
    if (httpPart === 'body' && entry.body && !entry.multipart) {
      const schema = entry.body;
      return (data) => check(schema, data);
    }
    return () => true;
  };
}

/** The route's schema: what the OpenAPI document shows and what the serialiser compiles. */
export function routeSchema(entry: Endpoint): FastifySchema & Record<string, unknown> {
  const response: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(entry.responses)) response[status] = answerSchema(answer, descriptionOf(Number(status)));
  return {
    tags: [...entry.tags],
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.hidden ? { hide: true } : {}),
    ...(entry.signIn === 'required' ? { security: [{ bearer: [] }] } : {}),
    ...(entry.signIn === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    ...(entry.params ? { params: jsonSchema(entry.params) } : {}),
    ...(entry.query ? { querystring: jsonSchema(entry.query) } : {}),
    ...(entry.body ? { body: jsonSchema(entry.body) } : {}),
    ...(entry.multipart ? { consumes: ['application/json', 'multipart/form-data'] } : {}),
    ...(entry.formEncoded ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
    response,
  };
}

const DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  206: 'Partial content',
  302: 'Found',
  400: 'An address or body that cannot be read',
  401: 'Sign-in required: no token, or one that is no longer valid',
  403: 'Not allowed (for unsafe methods also a failed CSRF or origin check)',
  404: 'Not found, or not to be seen by this caller',
  405: 'A `_method` other than PUT',
  413: 'The body or file is too large',
  415: 'A body of a type the call does not read',
  416: 'A byte range outside the file',
  422: 'Invalid input: `errors` maps each field to its Latvian messages',
  429: 'Too many requests: see Retry-After',
  500: 'A fault of the server',
  503: 'The database is out of reach for a moment: see Retry-After',
};

const descriptionOf = (status: number) => DESCRIPTIONS[status] ?? String(status);

/**
 * Sign-in first (401), then the validation error Fastify kept: the order in which the handlers
 * used to check them.
 */
const signInThenValidation: preHandlerHookHandler = async (request) => {
  if (!request.user) throw unauthorized();
  if (request.validationError) throw request.validationError;
};

/** The validation error Fastify kept, once the route's own preHandler (a rate limit) has run. */
const thenValidation: preHandlerHookHandler = async (request) => {
  if (request.validationError) throw request.validationError;
};

export function registerEndpoint<TEntry extends Endpoint>(
  app: FastifyInstance,
  entry: TEntry,
  options: EndpointOptions,
  handler: EndpointHandler<TEntry>,
): void {
  const signInFirst = entry.signIn === 'required';
  // A route's own preHandler (a rate limit) runs before the validation error too, as when the
  // handlers validated: every attempt counts, and past the limit the answer is 429, not 422.
  const validationLater = signInFirst || options.preHandler !== undefined;
  const preHandler = [
    ...(options.preHandler ? [options.preHandler] : []),
    ...(signInFirst ? [signInThenValidation] : validationLater ? [thenValidation] : []),
  ];
  app.route({
    method: entry.method,
    url: entry.path,
    schema: routeSchema(entry),
    config: { ...options.config, endpoint: entry },
    ...(options.compress === false ? { compress: false } : {}),
    attachValidation: validationLater,
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    validatorCompiler: validatorCompiler(entry),
    serializerCompiler,
    handler: (request, reply) =>
      handler(
        { params: request.params, query: request.query, body: request.body } as HandlerInput<TEntry>,
        request,
        reply,
      ),
  });
}

/**
 * The body of a multipart entry, once its handler has read it: the NUL check and the entry's
 * schema, with the same 422 as any other body. `fileErrors` are what reading the form found wrong
 * with its files (an avatar too large, not an image): one 422 tells them with the fields' messages.
 */
export function validateBody<TEntry extends Endpoint & { body: v.GenericSchema }>(
  entry: TEntry,
  fields: unknown,
  fileErrors: FieldErrors = {},
): v.InferOutput<TEntry['body']> {
  rejectNulIn(fields);
  const result = v.safeParse(entry.body, fields ?? {});
  const errors = { ...fileErrors, ...(result.success ? {} : issuesToErrors(result.issues)) };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return result.output as v.InferOutput<TEntry['body']>;
}
