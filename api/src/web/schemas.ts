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

/** The `{id}` of a path: a positive integer (the handler's parseId answers 404 for anything else). */
export const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** A call that needs the access token (`Authorization: Bearer …`). */
export const bearer = [{ bearer: [] }];

type ErrorSchemas = Record<string, v.GenericSchema>;

function byStatus(errors: ErrorSchemas): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(errors).map(([status, schema]) => [status, jsonSchema(schema)]));
}

/** Response schemas by status: the success shape plus the generic error shapes. */
export function responses(ok: v.GenericSchema, extra: ErrorSchemas = {}): Record<string, JsonSchema> {
  return { 200: jsonSchema(ok), ...byStatus(extra) };
}

/** As `responses`, for a call that answers 201 with what it made. */
export function createdResponses(created: v.GenericSchema, errors: ErrorSchemas): Record<string, JsonSchema> {
  return { 201: jsonSchema(created), ...byStatus(errors) };
}

/** As `responses`, for a call that answers 204 without a body. */
export function noContentResponses(errors: ErrorSchemas): Record<string, JsonSchema> {
  return { 204: { type: 'null' }, ...byStatus(errors) };
}
