/**
 * The OpenAPI document at /api/docs (JSON at /api/docs/json), built by @fastify/swagger from the
 * routes' schemas. The routes of the endpoint table take theirs from their entries (http/endpoint.ts),
 * which Fastify also validates and serialises with; the others' schemas still only document them
 * (their handlers validate through contracts `validate`, and app.ts switches Fastify's compilers off
 * for them). A test validates the document (api/test/openapi.test.ts).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Moves the named definitions each route schema carries (`$defs`, web/schemas.ts) into
 * `components/schemas` and points their references there: a `#/$defs/...` inside an operation
 * would resolve against the document's root, where nothing is.
 */
export function hoistDefinitions(document: Json): Json {
  const hoisted: Json = {};
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const result: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$defs' && isObject(value)) {
        for (const [name, definition] of Object.entries(value)) hoisted[name] ??= walk(definition);
      } else if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
        result[key] = `#/components/schemas/${value.slice('#/$defs/'.length)}`;
      } else {
        result[key] = walk(value);
      }
    }
    return result;
  };
  const result = walk(document) as Json & { components?: Json };
  const components = result.components ?? {};
  result.components = { ...components, schemas: { ...(components.schemas as Json | undefined), ...hoisted } };
  return result;
}

export async function registerOpenApi(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mācību materiālu portāls — API',
        description:
          'Calls of the portal (spec §7). Single resources answer `{ data }`, paged lists `{ data, meta }`; validation failures answer 422 `{ message, errors: { field: [message] } }` with Latvian messages.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'access_token from POST /oauth/token' },
        },
      },
    },
    transformObject: (documents) => hoistDefinitions(('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as Json) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
