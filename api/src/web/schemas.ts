/**
 * JSON Schemas for the OpenAPI document, converted from the contracts' valibot schemas. Checks that
 * JSON Schema cannot express (transforms, custom checks) are left out of the document; the real
 * validation still runs through contracts `validate`.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const converted = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;
  const { $schema: _ignored, ...rest } = converted;
  return rest;
}

/** Response schemas by status: the success shape plus the generic error shapes. */
export function responses(
  ok: v.GenericSchema,
  extra: Record<string, v.GenericSchema> = {},
): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = { 200: jsonSchema(ok) };
  for (const [status, schema] of Object.entries(extra)) result[status] = jsonSchema(schema);
  return result;
}
