/**
 * The operations of the OpenAPI document the portal serves (/api/docs/json), reduced to what the
 * bad-input corpus needs to build requests: method and path, the path and query parameters with
 * the JSON types they allow, the body's content types and fields, and whether the document says
 * the call needs a signed-in user.
 */

/** JSON types as the corpus tells values apart ('integer' counts as 'number'). */
export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  types: ReadonlySet<JsonType>;
  /** The allowed values, when the document lists them. */
  enum: readonly string[] | null;
}

export interface BodyField {
  name: string;
  types: ReadonlySet<JsonType>;
  /** In every variant of the body (a wrong value here is wrong whichever variant the server picks). */
  common: boolean;
}

export interface Operation {
  /** 'POST /api/materials/{id}' */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path template. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** Content types of the request body ([] when the document gives it none). */
  contentTypes: string[];
  fields: BodyField[];
  /** The document requires a security scheme (a bearer token) on every way of calling it. */
  secured: boolean;
  /** The status codes (or ranges such as '4XX') the document lists. */
  responses: string[];
}

type Schema = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return type;
  return 'object';
}

/** Every JSON type a schema lets through, following anyOf / oneOf / allOf and enums. */
export function typesOf(schema: unknown): Set<JsonType> {
  const types = new Set<JsonType>();
  if (!isSchema(schema)) return types;
  const declared = schema.type;
  for (const type of Array.isArray(declared) ? declared : declared === undefined ? [] : [declared]) {
    if (type === 'integer') types.add('number');
    else if (typeof type === 'string') types.add(type as JsonType);
  }
  if (Array.isArray(schema.enum)) for (const value of schema.enum) types.add(typeOfValue(value));
  if ('const' in schema) types.add(typeOfValue(schema.const));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const variants = schema[key];
    if (Array.isArray(variants)) for (const variant of variants) for (const type of typesOf(variant)) types.add(type);
  }
  return types;
}

function enumOf(schema: unknown): string[] | null {
  if (!isSchema(schema) || !Array.isArray(schema.enum)) return null;
  return schema.enum.filter((value): value is string => typeof value === 'string');
}

/** The object variants of a body schema (one for a plain object, several for anyOf / oneOf). */
function objectVariants(schema: unknown): Schema[] {
  if (!isSchema(schema)) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return variants.flatMap(objectVariants);
  return isSchema(schema.properties) ? [schema] : [];
}

function bodyFields(content: Record<string, { schema?: unknown }>): BodyField[] {
  const variants = Object.values(content).flatMap((media) => objectVariants(media.schema));
  const byName = new Map<string, { types: Set<JsonType>; seen: number }>();
  for (const variant of variants) {
    for (const [name, schema] of Object.entries(variant.properties as Record<string, unknown>)) {
      const entry = byName.get(name) ?? { types: new Set<JsonType>(), seen: 0 };
      for (const type of typesOf(schema)) entry.types.add(type);
      entry.seen += 1;
      byName.set(name, entry);
    }
  }
  return [...byName].map(([name, { types, seen }]) => ({ name, types, common: seen === variants.length }));
}

export function operationsOf(document: unknown): Operation[] {
  if (!isSchema(document) || !isSchema(document.paths)) throw new Error('Not an OpenAPI document');
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isSchema(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isSchema(operation)) continue;
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).filter(isSchema);
      const parameter = (p: Schema): Parameter => ({
        name: String(p.name),
        in: p.in === 'path' ? 'path' : 'query',
        types: typesOf(p.schema),
        enum: enumOf(p.schema),
      });
      const content =
        isSchema(operation.requestBody) && isSchema(operation.requestBody.content)
          ? (operation.requestBody.content as Record<string, { schema?: unknown }>)
          : {};
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map(parameter),
        queryParams: parameters.filter((p) => p.in === 'query').map(parameter),
        contentTypes: Object.keys(content),
        fields: bodyFields(content),
        // `[{}, { bearer: [] }]` is a call anyone may make, whose answer depends on who asks.
        secured:
          Array.isArray(operation.security) &&
          operation.security.length > 0 &&
          operation.security.every((option) => isSchema(option) && Object.keys(option).length > 0),
        responses: isSchema(operation.responses) ? Object.keys(operation.responses) : [],
      });
    }
  }
  return operations;
}
