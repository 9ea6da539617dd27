/**
 * The OpenAPI side every administrators' call shares (issue 19): tagged `admin`, needs the access
 * token, and may answer 401 (anonymous) and 403 (anyone but an administrator: requireAdmin).
 */
import { ErrorBody } from '@portal/contracts/schemas/entities';
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
