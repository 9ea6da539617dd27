/**
 * The OpenAPI document at /api/docs (JSON at /api/docs/json). Route schemas are converted from the
 * contracts' valibot schemas and only document the API: validation goes through contracts `validate`
 * (to keep the Latvian 422 shape) and answers are serialised as they are, so the app switches
 * Fastify's schema compilers off (see app.ts).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index';

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
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
