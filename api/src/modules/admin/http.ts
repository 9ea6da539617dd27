/**
 * What every administrators' call shares (issue 19). Calls on the endpoint table (contracts/src/
 * endpoints/admin) are registered with `registerAdminEndpoint`: requireAdmin answers 401 to an
 * anonymous caller and 403 to anyone but an administrator before anything of the request is looked
 * at, as the handlers' own `requireAdmin` did first; the hook of security/routes.ts keeps an
 * administrator without a required second factor out as well. `adminSchema` documents the calls not
 * moved onto the table yet.
 */
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { Endpoint } from '@portal/contracts/endpoints/endpoint';
import { ErrorBody } from '@portal/contracts/schemas/entities';
import { requireAdmin, type AuthUser } from '../../auth/plugin';
import { registerEndpoint, type EndpointHandler, type EndpointOptions } from '../../http/endpoint';
import { checkPutOverride } from '../shared/methodOverride';
import { bearer, jsonSchema, type JsonSchema } from '../../web/schemas';

const REFUSALS = { 401: jsonSchema(ErrorBody), 403: jsonSchema(ErrorBody) };

/** A route's schema with the tag, the security and the refusals of an administrators' call added. */
export function adminSchema<TSchema extends { summary: string; response: Record<string, JsonSchema> }>({
  response,
  ...schema
}: TSchema) {
  const answers: Record<string, JsonSchema> = { ...response, ...REFUSALS };
  return { tags: ['admin'], ...schema, security: bearer, response: answers };
}

export interface AdminEndpointOptions extends Omit<EndpointOptions, 'preHandler'> {
  /**
   * A check the handler made before reading the body (a `_method` other than PUT is 405), kept
   * before the body's 422. It runs once the caller is known to be an administrator and the path
   * names something that can exist (a path id that cannot is 404 first, as `parseId` answered).
   */
  beforeBody?: (request: FastifyRequest) => void | Promise<void>;
  /**
   * A POST that edits: `_method` may only be PUT (405 otherwise, after `beforeBody`). The body's
   * schema does not keep `_method`, so it is read before validation and refused here.
   */
  putOverride?: true;
}

/** The 405 of a `_method` other than PUT, kept from before validation until the caller is known. */
const refusedOverrides = new WeakMap<FastifyRequest, unknown>();

const notePutOverride: preValidationHookHandler = async (request) => {
  try {
    checkPutOverride(request.body);
  } catch (error) {
    refusedOverrides.set(request, error);
  }
};

function adminFirst({ beforeBody, putOverride }: AdminEndpointOptions): preHandlerHookHandler {
  return async (request) => {
    requireAdmin(request);
    if (!beforeBody && !putOverride) return;
    // Fastify names the part whose validation failed; the kept error is thrown after this hook.
    const failed = request.validationError as (Error & { validationContext?: string }) | null | undefined;
    if (failed?.validationContext === 'params') throw failed;
    await beforeBody?.(request);
    if (refusedOverrides.has(request)) throw refusedOverrides.get(request);
  };
}

/** An administrators' handler: the administrator who asks comes with the validated input. */
export type AdminEndpointHandler<TEntry extends Endpoint> = (
  input: Parameters<EndpointHandler<TEntry>>[0],
  admin: AuthUser,
  request: Parameters<EndpointHandler<TEntry>>[1],
  reply: Parameters<EndpointHandler<TEntry>>[2],
) => ReturnType<EndpointHandler<TEntry>>;

/** registerEndpoint for the administration: administrators only, checked before anything else. */
export function registerAdminEndpoint<TEntry extends Endpoint>(
  app: FastifyInstance,
  entry: TEntry,
  { beforeBody, putOverride, ...options }: AdminEndpointOptions,
  handler: AdminEndpointHandler<TEntry>,
): void {
  const preHandler = adminFirst({ beforeBody, putOverride });
  const preValidation = putOverride ? notePutOverride : undefined;
  registerEndpoint(
    app,
    entry,
    { ...options, preHandler, ...(preValidation ? { preValidation } : {}) },
    (input, request, reply) => handler(input, requireAdmin(request), request, reply),
  );
}
