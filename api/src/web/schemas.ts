/**
 * JSON Schemas converted from the contracts' valibot schemas: for the OpenAPI document, and for the
 * routes of the endpoint table also for Fastify's serialisation of their answers
 * (fast-json-stringify, http/endpoint.ts).
 *
 * - A form field documents itself (contracts `documented`): its checks and transforms are code no
 *   converter reads, so its metadata carries the JSON Schema it stands for, and whether its object
 *   requires it.
 * - Recursive entities are named definitions (`$defs/CategoryNode`), the same names in every route,
 *   so the document can hoist them into `components/schemas` (web/openapi.ts).
 * - A nullable value is `type: [T, 'null']`, not `anyOf`, which fast-json-stringify would have to
 *   decide with a validator per answer.
 */
import { toJsonSchema, type ConversionConfig, type JSONSchema7 } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { isNonJsonAnswer, type Answer } from '@portal/contracts/endpoints/endpoint';
import { CategoryNode, Comment, Message } from '@portal/contracts/schemas/entities';

export type JsonSchema = Record<string, unknown>;

/** The entities that contain themselves; each becomes one named definition. */
export const NAMED_DEFINITIONS = { CategoryNode, Comment, Message } as const;

const REQUIRED_MARK = 'x-portal-required';

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'ignore',
  definitions: NAMED_DEFINITIONS,
  overrideAction: ({ valibotAction }) => {
    if (valibotAction.type !== 'metadata') return undefined;
    const metadata = (
      valibotAction as unknown as {
        metadata: { jsonSchema?: JsonSchema; required?: boolean; jsonSchemaOptions?: readonly v.GenericSchema[] };
      }
    ).metadata;
    // A body whose schema is chosen by its input (`v.lazy`, e.g. a message: new thread or answer):
    // the converter would call the getter without input and name one option `$defs/0`; the
    // document shows every option instead.
    if (metadata.jsonSchemaOptions) return { anyOf: metadata.jsonSchemaOptions.map(inlineSchema) } as JSONSchema7;
    if (!metadata.jsonSchema) return undefined;
    return { ...metadata.jsonSchema, ...(metadata.required ? { [REQUIRED_MARK]: true } : {}) } as JSONSchema7;
  },
};

/** One option of a chosen schema, converted on its own (forms: no named definitions). */
function inlineSchema(schema: v.GenericSchema): JSONSchema7 {
  const { $schema: _ignored, $defs: _none, ...converted } = toJsonSchema(schema, CONVERSION);
  return converted;
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `anyOf: [{ type: T, ... }, { type: 'null' }]` as `{ type: [T, 'null'], ... }`. */
function flattenNullable(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return schema;
  const [value, other] = options as unknown[];
  if (!isObject(value) || !isObject(other) || other.type !== 'null' || Object.keys(other).length !== 1) return schema;
  if (typeof value.type !== 'string' || 'anyOf' in value || 'const' in value) return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  const merged: JsonSchema = { ...value, ...rest, type: [value.type, 'null'] };
  if (Array.isArray(value.enum)) merged.enum = [...(value.enum as unknown[]), null];
  return merged;
}

/**
 * Cleans a converted schema, depth first: nullable types flattened, marked fields moved into their
 * object's `required`, empty `required` lists and undefined keywords dropped.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!isObject(node)) return node;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined) continue;
    // Property names are data, not schemas: `properties` is tidied one level down.
    result[key] =
      key === 'properties' && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, tidy(inner)]))
        : tidy(value);
  }
  if (isObject(result.properties)) {
    const required = new Set(Array.isArray(result.required) ? (result.required as string[]) : []);
    for (const [name, property] of Object.entries(result.properties as Record<string, JsonSchema>)) {
      if (isObject(property) && REQUIRED_MARK in property) {
        delete property[REQUIRED_MARK];
        required.add(name);
      }
    }
    if (required.size > 0) result.required = [...required];
    else delete result.required;
  }
  return flattenNullable(result);
}

/** The names of the definitions a schema refers to, following the definitions' own references. */
function usedDefinitions(schema: unknown, definitions: Record<string, unknown>, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) usedDefinitions(item, definitions, found);
  } else if (isObject(schema)) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$defs') continue;
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
        const name = value.slice('#/$defs/'.length);
        if (!found.has(name)) {
          found.add(name);
          usedDefinitions(definitions[name], definitions, found);
        }
      } else usedDefinitions(value, definitions, found);
    }
  }
  return found;
}

export function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _ignored, $defs, ...converted } = toJsonSchema(schema, CONVERSION) as JsonSchema;
  const result = tidy(converted) as JsonSchema;
  if (isObject($defs)) {
    const used = [...usedDefinitions(result, $defs)];
    if (used.length > 0) result.$defs = Object.fromEntries(used.map((name) => [name, tidy($defs[name])]));
  }
  return result;
}

/** An answer of the endpoint table as a response schema of the route (and so of the document). */
export function answerSchema(answer: Answer, description: string): JsonSchema {
  if (!isNonJsonAnswer(answer)) return { description, ...jsonSchema(answer) };
  if (answer.kind === 'file') {
    return {
      description: answer.description,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return { description: answer.description, type: 'null' };
}

/** A call that needs the access token (`Authorization: Bearer …`). */
export const bearer = [{ bearer: [] }];
