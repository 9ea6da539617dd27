/**
 * The malformed requests of one operation, as a fast-check arbitrary. A request is put together
 * from independent parts (who sends it, the CSRF headers, each path parameter, the query string,
 * the body, extra headers), each possibly carrying a defect. Every defect is described; the ones
 * the portal's rules make fatal (a refused request whatever else it carries) are listed in `fatal`:
 * such a request must never be answered 2xx. A request to an unsafe method always carries a fatal
 * defect, so the corpus changes no data; GET requests may be valid (any 2xx is then fine).
 */
import fc from 'fast-check';
import {
  isAdminOperation,
  isUnsafe,
  isUploadOperation,
  NEARLY_VALID,
  needsSignIn,
  NEVER_ACCEPTED,
  NUMBERS_READ_AS_TEXT,
  REQUIRED_FIELDS,
} from './knowledge';
import type { BodyField, JsonType, Operation, Parameter } from './openapi';
import {
  badNumber,
  badString,
  encodeUrlText,
  Entries,
  JUNK_KEYS,
  MAX_ID,
  NOT_WHOLE_NUMBERS,
  preview,
  RAW_URL_PIECES,
  RawJson,
  toJson,
  TRAVERSALS,
  valueOfType,
} from './values';

/** What the corpus knows of the running portal: live credentials and the values that exist. */
export interface CorpusWorld {
  publicUrl: string;
  tokens: {
    /** Fixture teachers (messages are limited per sender, so the corpus spreads over several). */
    teachers: string[];
    admin: string;
    expired: string;
    revoked: string;
    /** A token of an account still waiting for approval (no longer signs anyone in). */
    unapproved: string;
  };
  /** A visitor cookie and its CSRF token, as the shell's index.html hands them out. */
  csrf: { cookie: string; token: string; otherVisitorCookie: string };
  /** Existing values of each path parameter, keyed 'GET /api/materials/{id} id'. */
  existing: Map<string, string[]>;
  /**
   * Valid path and query values the corpus cannot make up, per operation (a signed file link):
   * the clean requests use them, so a bad header or an extra value is met with a live link.
   */
  examples: Map<string, Array<{ path: Record<string, string>; query: Array<[string, string]> }>>;
}

export interface CorpusRequest {
  operation: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Every defect put into the request. */
  defects: string[];
  /** The defects that make it invalid whatever else it carries: it must be refused (4xx). */
  fatal: string[];
}

interface Part {
  headers?: Record<string, string>;
  cookies?: string[];
  defects?: string[];
  fatal?: string[];
}

const part = (values: Part): Part => values;

const BASE64URL = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];
const tokenLike = fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 1, maxLength: 64 });

// ---------------------------------------------------------------------------------------------
// Who sends it
// ---------------------------------------------------------------------------------------------

function identity(operation: Operation, world: CorpusWorld): fc.Arbitrary<Part> {
  const signIn = needsSignIn(operation);
  const admin = isAdminOperation(operation);
  const notSignedIn = (label: string): Part =>
    part({ defects: [label], fatal: signIn ? [`${label} on a call that needs sign-in`] : [] });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const { teachers } = world.tokens;
  const badCredentials = fc.oneof(
    tokenLike.map((token) => ({ ...notSignedIn('forged bearer token'), headers: bearer(token) })),
    fc.constant({ ...notSignedIn('expired bearer token'), headers: bearer(world.tokens.expired) }),
    fc.constant({ ...notSignedIn('revoked bearer token'), headers: bearer(world.tokens.revoked) }),
    fc.constant({ ...notSignedIn('token of an unapproved account'), headers: bearer(world.tokens.unapproved) }),
    fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic dXNlcjpQYXJvbGUxMjM=',
          'Token abc',
          'Bearer a b',
          `Bearer ${'a'.repeat(10_000)}`,
          'Bearer ===',
          'Bearer\t',
          `Bearer ${teachers[0]} x`,
          `Bearer ${teachers[0]},Bearer ${teachers[1]}`,
          'Bearer %00',
          'Bearer ../../etc/passwd',
        ),
        fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
      )
      .map((header) => ({
        ...notSignedIn(`Authorization ${preview(header, 40)}`),
        headers: { authorization: header },
      })),
    fc.constantFrom('access_token', 'token', 'portal_token', 'session').map((name) => ({
      ...notSignedIn(`token in a ${name} cookie`),
      cookies: [`${name}=${teachers[0]}`],
    })),
  );
  // Mostly signed in as the call needs, so that most requests reach validation.
  const teacherOnAdminCall = admin ? ['a teacher on an administrators call'] : [];
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(signIn ? notSignedIn('anonymous') : part({})) },
    {
      weight: admin ? 3 : 8,
      arbitrary: fc
        .nat(teachers.length - 1)
        .map((i) => part({ headers: bearer(teachers[i]!), defects: teacherOnAdminCall, fatal: teacherOnAdminCall })),
    },
    { weight: admin ? 8 : 2, arbitrary: fc.constant(part({ headers: bearer(world.tokens.admin) })) },
    { weight: 3, arbitrary: badCredentials },
  );
}

// ---------------------------------------------------------------------------------------------
// CSRF headers (they matter on unsafe methods only)
// ---------------------------------------------------------------------------------------------

function csrf(operation: Operation, world: CorpusWorld): fc.Arbitrary<Part> {
  const unsafe = isUnsafe(operation);
  const refused = (label: string): Part => part({ defects: [label], fatal: unsafe ? [label] : [] });
  const satisfied = part({
    cookies: [`portal_csrf=${world.csrf.cookie}`],
    headers: { 'x-csrf-token': world.csrf.token, origin: world.publicUrl },
  });
  const refusedKinds = fc.oneof(
    fc
      .oneof(tokenLike, fc.string({ unit: 'grapheme-ascii', maxLength: 60 }))
      .filter((token) => token !== world.csrf.token)
      .map((token) => ({
        ...refused(`forged CSRF token ${preview(token, 30)}`),
        cookies: [`portal_csrf=${world.csrf.cookie}`],
        headers: { 'x-csrf-token': token },
      })),
    fc.constant<Part>({ ...refused('CSRF token without its cookie'), headers: { 'x-csrf-token': world.csrf.token } }),
    fc.constant<Part>({
      ...refused("CSRF token of another visitor's cookie"),
      cookies: [`portal_csrf=${world.csrf.otherVisitorCookie}`],
      headers: { 'x-csrf-token': world.csrf.token },
    }),
    fc
      .constantFrom(
        'https://evil.example',
        'null',
        'http://portal.test.evil.example',
        'http://portal.test:8080',
        'https://portal.test',
      )
      .map((origin) => ({ ...refused(`foreign Origin ${origin}`), headers: { origin } })),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(part({})) },
    { weight: 6, arbitrary: fc.constant(satisfied) },
    { weight: 2, arbitrary: refusedKinds },
  );
}

// ---------------------------------------------------------------------------------------------
// Path parameters
// ---------------------------------------------------------------------------------------------

interface PathValue {
  /** As it goes into the URL (already encoded, or raw on purpose). */
  text: string;
  defect?: string;
}

/** A segment that URL parsing would resolve away ('.', '..' and their encodings) names another route. */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

function pathValue(operation: Operation, param: Parameter, world: CorpusWorld): fc.Arbitrary<PathValue> {
  const existing = world.existing.get(`${operation.id} ${param.name}`) ?? [];
  const encoded = (label: string) => (value: string) => ({
    text: encodeUrlText(value),
    defect: `path ${param.name} ${label} ${preview(value, 40)}`,
  });
  const largest = Math.max(0, ...existing.map(Number).filter(Number.isInteger));
  const bad = fc
    .oneof(
      { weight: 3, arbitrary: fc.constantFrom(...NOT_WHOLE_NUMBERS).map(encoded('not an id')) },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: largest + 1000, max: MAX_ID })
          .map(String)
          .map(encoded('names nothing')),
      },
      { weight: 3, arbitrary: badString().map(encoded('junk')) },
      { weight: 2, arbitrary: fc.constantFrom(...TRAVERSALS).map(encoded('traversal')) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(...RAW_URL_PIECES)
          .map((raw) => ({ text: raw, defect: `path ${param.name} raw ${raw}` })),
      },
    )
    .filter(
      (value) => value.text !== '' && !DOT_SEGMENT.test(value.text) && !existing.includes(safeDecode(value.text)),
    );
  if (existing.length === 0) return bad;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...existing).map((value) => ({ text: encodeURIComponent(value) })) },
    { weight: 2, arbitrary: bad },
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// ---------------------------------------------------------------------------------------------
// Query string
// ---------------------------------------------------------------------------------------------

interface QueryPart extends Part {
  pairs: Array<[string, string]>;
}

/**
 * Whether a query value breaks the rule of a whole-number parameter (contracts: ASCII digits after
 * trimming, at least 1, at most MAX_ID; empty means "not given"); lists are comma-joined ids.
 */
export function breaksNumberRule(param: Parameter, value: string): boolean {
  if (!param.types.has('number')) return false;
  const items = param.types.has('array') ? value.split(',') : [value];
  return items.some((item) => {
    const trimmed = item.trim();
    if (trimmed === '') return false;
    if (!/^-?\d+$/.test(trimmed)) return true;
    const n = Number(trimmed);
    return n < 1 || n > MAX_ID;
  });
}

function queryValue(param: Parameter): fc.Arbitrary<QueryPart> {
  const key = encodeURIComponent(param.name);
  const judged = (label: string, value: string, text: string): QueryPart => {
    const defect = `query ${param.name} ${label} ${preview(value, 40)}`;
    return { pairs: [[key, text]], defects: [defect], fatal: breaksNumberRule(param, value) ? [defect] : [] };
  };
  const plausible = ['', '1', '2', String(MAX_ID), 'a', 'fiz', 'lv', ...(param.enum ?? [])];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<QueryPart>({ pairs: [] }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...plausible).map((v): QueryPart => ({ pairs: [[key, encodeURIComponent(v)]] })),
    },
    { weight: 3, arbitrary: badString().map((v) => judged('junk', v, encodeUrlText(v))) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...NOT_WHOLE_NUMBERS).map((v) => judged('number-like', v, encodeURIComponent(v))),
    },
    {
      weight: 1,
      // The query string parser decodes what it can and keeps the rest as sent.
      arbitrary: fc.constantFrom(...RAW_URL_PIECES).map((raw): QueryPart => {
        const defect = `query ${param.name} raw ${raw}`;
        return {
          pairs: [[key, raw]],
          defects: [defect],
          fatal: breaksNumberRule(param, safeDecode(raw)) ? [defect] : [],
        };
      }),
    },
    ...(param.types.has('array')
      ? [
          {
            weight: 1,
            // A long list of existing-looking ids, comma-joined or as repeated keys: fine to refuse,
            // but it must not cost the database more than a short one.
            arbitrary: fc.tuple(fc.integer({ min: 4, max: 500 }), fc.boolean()).map(([length, repeated]): QueryPart => {
              const ids = Array.from({ length }, (_, i) => String(i + 1));
              return {
                pairs: repeated ? ids.map((id): [string, string] => [key, id]) : [[key, ids.join(',')]],
                defects: [`query ${param.name} a list of ${length} ids${repeated ? ' as repeated keys' : ''}`],
              };
            }),
          },
        ]
      : []),
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...plausible), badString({ huge: false })).map(([a, b]): QueryPart => {
        const defect = `query ${param.name} given twice`;
        return {
          pairs: [
            [key, encodeURIComponent(a)],
            [key, encodeUrlText(b)],
          ],
          defects: [defect],
          // given twice, it reads as a list: wrong for every parameter that is not one
          fatal: param.types.has('array') ? [] : [defect],
        };
      }),
    },
  );
}

function query(operation: Operation): fc.Arbitrary<QueryPart> {
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...JUNK_KEYS), badString({ huge: false })), badString({ huge: false })),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...operation.queryParams.map(queryValue)), extra).map(([documented, extras]) => {
    const parts = [...documented];
    for (const [key, value] of extras) {
      parts.push({ pairs: [[encodeUrlText(key), encodeUrlText(value)]], defects: [`extra query ${preview(key, 30)}`] });
    }
    return {
      pairs: parts.flatMap((p) => p.pairs),
      defects: parts.flatMap((p) => p.defects ?? []),
      fatal: parts.flatMap((p) => p.fatal ?? []),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Body
// ---------------------------------------------------------------------------------------------

const PLAUSIBLE_TEXT = [
  '',
  'x',
  'Sveiki',
  'anna@example.lv',
  'nav-epasts',
  'https://example.lv',
  '1',
  '2,3,4',
  'link',
  'file',
  'name',
  'true',
  'Parole123',
  'password',
  'mykoob',
];

/** A file part for a multipart body: real and fake signatures, hostile names and types. */
interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const filePart: fc.Arbitrary<FilePart> = fc.record({
  field: fc.constantFrom('file', 'file', 'avatar', 'file[]', 'files', '__proto__'),
  name: fc.constantFrom(
    'a.png',
    'Kustība.pdf',
    '../../../etc/passwd',
    '..\\..\\boot.ini',
    'x".png',
    'a\u0000b.png',
    '😀\u202Egnp.exe',
    '',
    'con.pdf',
    `${'x'.repeat(300)}.pdf`,
  ),
  type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/x-msdownload', 'image/svg+xml', ''),
  data: fc.oneof(
    fc.constant(PNG),
    fc.constant(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')),
    fc.constant(Buffer.from('GIF89a')),
    fc.constant(Buffer.from('MZ\x90\x00')),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  ),
});

type MultipartDamage = null | { cut: number } | 'boundary-mismatch' | 'no-boundary' | 'empty-boundary';

type Body =
  | { kind: 'none' }
  | { kind: 'json'; entries: Array<[string, unknown]>; contentType: string; refusal?: string }
  | { kind: 'json-value'; value: unknown; contentType: string }
  | { kind: 'text'; text: string; contentType: string; label: string }
  | { kind: 'form'; entries: Array<[string, string]>; refusal?: string }
  | {
      kind: 'multipart';
      entries: Array<[string, string]>;
      file: FilePart | null;
      damage: MultipartDamage;
      refusal?: string;
    }
  | { kind: 'oversize' };

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;charset=UTF-8',
];
const UNSUPPORTED_TYPES = [
  'application/xml',
  'text/xml',
  'application/octet-stream',
  'image/png',
  'application/pdf',
  'text/html',
  'foo/bar',
];

function allows(field: BodyField, operation: Operation, type: JsonType): boolean {
  if (type === 'null') return true;
  if (type === 'number' && NUMBERS_READ_AS_TEXT.has(operation.id)) return true;
  return field.types.has(type);
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null || value === undefined) return 'null';
  if (value instanceof RawJson) return 'number';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  return typeof value as JsonType;
}

/** A value of a type the field does not take (undefined when it takes them all). */
function wrongTypeFor(field: BodyField, operation: Operation): fc.Arbitrary<unknown> | undefined {
  const wrong = (['object', 'array', 'boolean', 'number'] as const).filter((type) => !allows(field, operation, type));
  return wrong.length ? fc.constantFrom(...wrong).chain(valueOfType) : undefined;
}

function fieldValue(field: BodyField, operation: Operation): fc.Arbitrary<unknown> {
  const kinds: fc.WeightedArbitrary<unknown>[] = [
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE_TEXT) },
    { weight: 3, arbitrary: badString() },
    { weight: 1, arbitrary: badNumber },
  ];
  const wrong = wrongTypeFor(field, operation);
  if (wrong) kinds.push({ weight: 2, arbitrary: wrong });
  return fc.oneof(...kinds);
}

const junkEntries = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...JUNK_KEYS), badString({ huge: false })),
    fc.oneof(
      badString({ huge: false }),
      badNumber,
      valueOfType('object'),
      valueOfType('array'),
      fc.boolean(),
      fc.constant(null),
    ),
  ),
  { maxLength: 3 },
);

function jsonObject(operation: Operation): fc.Arbitrary<Body> {
  return fc
    .tuple(
      fc.tuple(...operation.fields.map((field) => fieldValue(field, operation))),
      junkEntries,
      fc.constantFrom(...JSON_TYPES),
    )
    .map(([values, extras, contentType]): Body => {
      const entries: Array<[string, unknown]> = [];
      operation.fields.forEach((field, i) => {
        if (values[i] !== undefined) entries.push([field.name, values[i]]);
      });
      return { kind: 'json', entries: [...entries, ...extras], contentType };
    });
}

function textFields(operation: Operation): fc.Arbitrary<Array<[string, string]>> {
  const value = (field: BodyField) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant<string[]>([]) },
        { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE_TEXT).map((v) => [v]) },
        { weight: 3, arbitrary: badString().map((v) => [v]) },
        { weight: 1, arbitrary: fc.array(badString({ huge: false }), { minLength: 2, maxLength: 3 }) },
      )
      .map((values) => values.map((v): [string, string] => [field.name, v]));
  return fc
    .tuple(
      fc.tuple(...operation.fields.map(value)),
      fc.array(fc.tuple(fc.constantFrom(...JUNK_KEYS), badString({ huge: false })), { maxLength: 2 }),
    )
    .map(([documented, extras]) => [...documented.flat(), ...extras]);
}

const invalidJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}}',
    '[1,2',
    'NaN',
    'undefined',
    '{"a":"\u0000',
    '\uFEFF',
    '{"a":01}',
    '{"a":.5}',
    '{"a":+1}',
    '{"a":"\\x41"}',
  ),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 30 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return text.trim().length > 0;
    }
  }),
);

/** An address nobody has, a different one each time: failed sign-ins are limited per address. */
function nobodyAt(value: unknown, n: number): unknown {
  return typeof value === 'string' && value.startsWith('nobody@') ? `nobody.${n}@example.lv` : value;
}

/** Text as a form field carries it; values of other JSON types cannot travel in a form. */
function asFormText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof RawJson) return value.text;
  return undefined;
}

/**
 * A body that passes validation but names nothing (knowledge.ts NEARLY_VALID), with one or two of
 * its other fields changed to bad values and junk keys added: as JSON, as a form, or (upload
 * routes) as multipart with a file.
 */
function nearlyValid(operation: Operation): fc.Arbitrary<Body> | undefined {
  const template = NEARLY_VALID[operation.id];
  if (!template) return undefined;
  const changeable = operation.fields.filter((field) => field.name !== template.nothing);
  const change = fc
    .subarray(changeable, { minLength: 1, maxLength: Math.min(2, changeable.length) })
    .chain((fields) =>
      fc.tuple(
        ...fields.map((field) => fieldValue(field, operation).map((value): [string, unknown] => [field.name, value])),
      ),
    );
  const encodings = [
    'json',
    'json',
    'form',
    ...(isUploadOperation(operation) ? ['multipart', 'multipart'] : []),
  ] as const;
  const nothing = fc.constantFrom(...(template.nothingValues ?? [template.body[template.nothing]]));
  return fc
    .tuple(
      change,
      junkEntries,
      fc.constantFrom(...encodings),
      fc.nat(999_999),
      fc.option(filePart, { nil: null }),
      nothing,
    )
    .map(([changes, extras, encoding, n, file, nothingValue]): Body => {
      const values = new Map<string, unknown>(Object.entries(template.body));
      values.set(template.nothing, nobodyAt(nothingValue, n));
      for (const [name, value] of changes) {
        if (value === undefined) values.delete(name);
        else values.set(name, value);
      }
      const entries: Array<[string, unknown]> = [...values, ...extras];
      const refusal = template.refusal;
      if (encoding === 'json') return { kind: 'json', entries, contentType: 'application/json', refusal };
      const text = entries.flatMap(([k, v]): Array<[string, string]> => {
        const t = asFormText(v);
        return t === undefined ? [] : [[k, t]];
      });
      if (encoding === 'form') return { kind: 'form', entries: text, refusal };
      return { kind: 'multipart', entries: text, file, damage: null, refusal };
    });
}

function body(operation: Operation): fc.Arbitrary<Body> {
  const documented = operation.contentTypes.length > 0;
  const upload = isUploadOperation(operation);
  const kinds: fc.WeightedArbitrary<Body>[] = [];
  const text = (label: string, contentType: fc.Arbitrary<string>, content: fc.Arbitrary<string>) =>
    fc
      .tuple(contentType, content)
      .map(([type, value]): Body => ({ kind: 'text', text: value, contentType: type, label }));
  const multipart = fc
    .tuple(
      documented ? textFields(operation) : fc.constant<Array<[string, string]>>([['x', 'y']]),
      fc.option(filePart, { nil: null }),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant<MultipartDamage>(null) },
        {
          weight: 3,
          arbitrary: fc.double({ min: 0, max: 0.999, noNaN: true }).map((cut): MultipartDamage => ({ cut })),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom<MultipartDamage>('boundary-mismatch', 'no-boundary', 'empty-boundary'),
        },
      ),
    )
    .map(([entries, file, damage]): Body => ({ kind: 'multipart', entries, file, damage }));

  if (operation.method === 'GET') {
    kinds.push({ weight: 8, arbitrary: fc.constant<Body>({ kind: 'none' }) });
    kinds.push({
      weight: 1,
      arbitrary: junkEntries.map((entries): Body => ({ kind: 'json', entries, contentType: 'application/json' })),
    });
    kinds.push({
      weight: 1,
      arbitrary: text('unsupported content type', fc.constantFrom(...UNSUPPORTED_TYPES), fc.constant('<x/>')),
    });
    return fc.oneof(...kinds);
  }
  if (documented) {
    const nearly = nearlyValid(operation);
    if (nearly) kinds.push({ weight: 6, arbitrary: nearly });
    kinds.push({ weight: 6, arbitrary: jsonObject(operation) });
    kinds.push({ weight: 2, arbitrary: textFields(operation).map((entries): Body => ({ kind: 'form', entries })) });
    kinds.push({ weight: upload ? 4 : 1, arbitrary: multipart });
    kinds.push({
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constant(null),
            fc.array(fc.string(), { maxLength: 2 }),
            badString({ huge: false }),
            badNumber,
            fc.boolean(),
          ),
          fc.constantFrom(...JSON_TYPES),
        )
        .map(([value, contentType]): Body => ({ kind: 'json-value', value, contentType })),
    });
    kinds.push({
      weight: 1,
      arbitrary: text('text where a form belongs', fc.constant('text/plain'), badString({ huge: false })),
    });
    kinds.push({ weight: 1, arbitrary: fc.constant<Body>({ kind: 'oversize' }) });
  } else {
    kinds.push({ weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) });
    kinds.push({
      weight: 2,
      arbitrary: junkEntries.map((entries): Body => ({ kind: 'json', entries, contentType: 'application/json' })),
    });
    kinds.push({ weight: 1, arbitrary: text('plain text', fc.constant('text/plain'), badString({ huge: false })) });
    kinds.push({ weight: 1, arbitrary: multipart });
  }
  kinds.push({ weight: 1, arbitrary: text('invalid JSON', fc.constantFrom(...JSON_TYPES), invalidJson) });
  kinds.push({ weight: 1, arbitrary: text('empty JSON', fc.constant('application/json'), fc.constant('')) });
  kinds.push({
    weight: 1,
    arbitrary: text(
      'unsupported content type',
      fc.constantFrom(...UNSUPPORTED_TYPES),
      fc.constantFrom('<x/>', '{"a":1}', 'a=1', '\u0000'),
    ),
  });
  return fc.oneof(...kinds);
}

/** Missing, null or '' (what "required" refuses; text is trimmed, but the corpus does not lean on that). */
function missing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

const BOUNDARY = '----corpusBoundary7MA4YWxkTrZu0gW';

function multipartPayload(entries: Array<[string, string]>, file: FilePart | null): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of entries) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const type = file.type ? `\r\nContent-Type: ${file.type}` : '';
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"${type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

interface SerialisedBody extends Part {
  contentType?: string;
  payload?: string | Buffer;
}

/** The body as sent, with its defects judged against what the operation accepts. */
function serialise(operation: Operation, value: Body): SerialisedBody {
  const documented = operation.contentTypes.length > 0;
  const required = REQUIRED_FIELDS[operation.id] ?? [];
  const upload = isUploadOperation(operation);
  const fatal: string[] = [];
  const defects: string[] = [];
  const fail = (defect: string, isFatal = true) => {
    defects.push(defect);
    if (isFatal) fatal.push(defect);
  };
  if ('refusal' in value && value.refusal) fail(value.refusal);
  /** Judges named values (JSON, form or multipart fields) against the documented fields. */
  const judgeFields = (entries: ReadonlyArray<readonly [string, unknown]>, grouped: boolean) => {
    const values = new Map<string, unknown>();
    for (const [key, v] of entries) {
      if (!grouped || !values.has(key)) values.set(key, v);
      else values.set(key, [...([] as unknown[]).concat(values.get(key)), v]);
    }
    for (const name of required) if (missing(values.get(name))) fail(`required ${name} missing`);
    for (const field of operation.fields) {
      const v = values.get(field.name);
      if (v === undefined) continue;
      const type = jsonTypeOf(v);
      if (!allows(field, operation, type)) fail(`${field.name} is ${type}`, field.common);
      else if (typeof v === 'string' && v !== '' && !PLAUSIBLE_TEXT.includes(v))
        fail(`${field.name} ${preview(v, 40)}`, false);
    }
    for (const [key] of entries)
      if (!operation.fields.some((f) => f.name === key)) fail(`extra field ${preview(key, 30)}`, false);
  };

  switch (value.kind) {
    case 'none':
      return {};
    case 'json': {
      if (documented) judgeFields(value.entries, false);
      else if (value.entries.length) fail('JSON body on a call that takes none', false);
      // secure-json-parse (Fastify's JSON parser) refuses prototype poisoning outright; GET bodies are not parsed.
      if (value.entries.some(([key]) => key === '__proto__')) fail('__proto__ key in JSON', operation.method !== 'GET');
      return { contentType: value.contentType, payload: toJson(new Entries(value.entries)), defects, fatal };
    }
    case 'json-value': {
      const type = jsonTypeOf(value.value);
      if (type === 'null') fail('JSON null body', documented && required.length > 0);
      else fail(`JSON ${type} body`, documented);
      return { contentType: value.contentType, payload: toJson(value.value), defects, fatal };
    }
    case 'text': {
      const isFatal =
        value.label === 'invalid JSON' ||
        value.label === 'empty JSON' ||
        value.label === 'unsupported content type' ||
        (value.label === 'text where a form belongs' && documented);
      fail(`${value.label}: ${value.contentType} ${preview(value.text, 30)}`, isFatal && operation.method !== 'GET');
      return { contentType: value.contentType, payload: value.text, defects, fatal };
    }
    case 'form': {
      if (documented) judgeFields(value.entries, true);
      const payload = value.entries.map(([k, v]) => `${encodeUrlText(k)}=${encodeUrlText(v)}`).join('&');
      return { contentType: 'application/x-www-form-urlencoded', payload, defects, fatal };
    }
    case 'multipart': {
      if (upload) judgeFields(value.entries, true);
      else fail('multipart body', documented);
      if (value.file)
        fail(
          `file ${preview(value.file.name, 30)} (${value.file.type || 'no type'}, ${value.file.data.length} bytes)`,
          false,
        );
      let payload = multipartPayload(value.entries, value.file);
      let contentType = `multipart/form-data; boundary=${BOUNDARY}`;
      const damage = value.damage;
      if (damage !== null) {
        if (typeof damage === 'object') {
          const closing = payload.lastIndexOf(`--${BOUNDARY}--`);
          const at = Math.floor(damage.cut * closing);
          payload = payload.subarray(0, at);
          fail(`multipart cut at byte ${at} of ${closing}`, upload);
        } else {
          if (damage === 'boundary-mismatch') contentType = 'multipart/form-data; boundary=another';
          if (damage === 'no-boundary') contentType = 'multipart/form-data';
          if (damage === 'empty-boundary') contentType = 'multipart/form-data; boundary=';
          fail(`multipart ${damage}`, upload);
        }
      }
      return { contentType, payload, defects, fatal };
    }
    case 'oversize':
      fail('JSON body over 1 MB');
      return {
        contentType: 'application/json',
        payload: JSON.stringify({ [required[0] ?? 'x']: 'ā'.repeat(600_000) }),
        defects,
        fatal,
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Extra headers
// ---------------------------------------------------------------------------------------------

const extraHeaders: fc.Arbitrary<Part> = fc
  .subarray(
    [
      ['accept', 'text/html'],
      ['accept', 'application/xml;q=0.1, */*;q=0'],
      ['accept-language', 'lv;q=abc, ru, *;q=-1'],
      ['range', 'bytes=999999999999-'],
      ['range', 'bytes=-0'],
      ['range', 'bytes=5-2'],
      ['range', 'bytes=0-99999999999999999999999'],
      ['range', 'bytes=a-b,0-0,0-0,0-0'],
      ['if-none-match', '"\u00ff" , W/'],
      ['if-modified-since', 'vakar'],
      ['x-forwarded-for', '127.0.0.1, ::1, not-an-ip'],
      ['x-http-method-override', 'DELETE'],
      ['cookie', 'portal_csrf=%E0%A4%A; =; ;; a=b=c'],
      ['cookie', `portal_oauth=${'x'.repeat(4000)}`],
      ['cookie', 'portal_oauth=eyJhbGciOiJub25lIn0.e30.'],
    ] as Array<[string, string]>,
    { maxLength: 2 },
  )
  .map((pairs) => {
    const headers: Record<string, string> = {};
    const cookies: string[] = [];
    for (const [name, value] of pairs) {
      if (name === 'cookie') cookies.push(value);
      else headers[name] = value;
    }
    return { headers, cookies, defects: pairs.map(([name, value]) => `header ${name}: ${preview(value, 30)}`) };
  });

const contentEncoding = fc.oneof(
  { weight: 9, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'zstd', 'gzip, gzip') },
);

// ---------------------------------------------------------------------------------------------
// The whole request
// ---------------------------------------------------------------------------------------------

type Transport = 'invalid-json' | 'unsupported-type' | 'foreign-origin';

interface Parts {
  identity: Part;
  csrf: Part;
  path: PathValue[];
  query: QueryPart;
  body: Body;
  headers: Part;
  encoding: string | null;
}

/** Bad values on every axis at once: the first check the request meets refuses it. */
function mixedParts(operation: Operation, world: CorpusWorld): fc.Arbitrary<Parts> {
  return fc.record({
    identity: identity(operation, world),
    csrf: csrf(operation, world),
    path: fc.tuple(...operation.pathParams.map((p) => pathValue(operation, p, world))),
    query: query(operation),
    body: body(operation),
    headers: extraHeaders,
    encoding: contentEncoding,
  });
}

/** A request that is right on every axis it can be: signed in as needed, CSRF satisfied, existing ids. */
function cleanParts(operation: Operation, world: CorpusWorld): fc.Arbitrary<Parts> {
  const { teachers, admin } = world.tokens;
  const signedIn = fc
    .nat(teachers.length - 1)
    .map((i): Part => ({ headers: { authorization: `Bearer ${teachers[i]}` } }));
  const who = isAdminOperation(operation)
    ? fc.constant<Part>({ headers: { authorization: `Bearer ${admin}` } })
    : needsSignIn(operation)
      ? signedIn
      : fc.oneof(fc.constant<Part>({}), signedIn);
  const template = NEARLY_VALID[operation.id];
  const examples = world.examples.get(operation.id) ?? [];
  const example = examples.length ? fc.constantFrom(...examples) : fc.constant(null);
  return fc
    .record({
      identity: who,
      example,
      csrf: fc.constantFrom<Part>(
        {},
        {
          cookies: [`portal_csrf=${world.csrf.cookie}`],
          headers: { 'x-csrf-token': world.csrf.token, origin: world.publicUrl },
        },
      ),
      path: fc.tuple(
        ...operation.pathParams.map((p) => {
          const existing = world.existing.get(`${operation.id} ${p.name}`) ?? [];
          return existing.length
            ? fc.constantFrom(...existing).map((value): PathValue => ({ text: encodeURIComponent(value) }))
            : pathValue(operation, p, world);
        }),
      ),
      query: fc.constant<QueryPart>({ pairs: [] }),
      body: template
        ? fc.nat(999_999).map((n): Body => ({
            kind: 'json',
            entries: Object.entries(template.body).map(([k, v]): [string, unknown] => [k, nobodyAt(v, n)]),
            contentType: 'application/json',
            refusal: template.refusal,
          }))
        : fc.constant<Body>({ kind: 'none' }),
      headers: fc.constant<Part>({}),
      encoding: fc.constant(null),
    })
    .map(({ example, ...parts }): Parts => {
      if (!example) return parts;
      return {
        ...parts,
        path: operation.pathParams.map((p, i) =>
          example.path[p.name] !== undefined ? { text: encodeURIComponent(example.path[p.name]!) } : parts.path[i]!,
        ),
        query: {
          pairs: example.query.map(([k, v]): [string, string] => [encodeURIComponent(k), encodeURIComponent(v)]),
        },
      };
    });
}

/**
 * Half the requests are bad on one axis only (who sends it, CSRF, path, query, body or headers)
 * and right on all others, so each check is met alone, past the ones before it; the other half
 * are bad on every axis at once.
 */
function partsOf(operation: Operation, world: CorpusWorld): fc.Arbitrary<Parts> {
  const axes: Array<keyof Parts> = ['identity', 'query', 'body', 'headers'];
  if (isUnsafe(operation)) axes.push('csrf');
  if (operation.pathParams.length) axes.push('path');
  const single = fc
    .tuple(cleanParts(operation, world), mixedParts(operation, world), fc.constantFrom(...axes))
    .map(([clean, mixed, axis]): Parts => ({
      ...clean,
      [axis]: mixed[axis],
      ...(axis === 'headers' ? { encoding: mixed.encoding } : {}),
    }));
  return fc.oneof(single, mixedParts(operation, world));
}

export function requestsFor(operation: Operation, world: CorpusWorld): fc.Arbitrary<CorpusRequest> {
  const unsafe = isUnsafe(operation);
  const commonFields = operation.fields.filter((f) => f.common && wrongTypeFor(f, operation));
  return fc
    .tuple(
      partsOf(operation, world),
      fc.record({
        pick: fc.nat(),
        wrong: fc.constantFrom<unknown>({}, [], true),
        transport: fc.constantFrom<Transport>('invalid-json', 'unsupported-type', 'foreign-origin'),
      }),
    )
    .map(([parts, fallback]) => ({ ...parts, fallback }))
    .map((parts) => {
      let bodyValue = parts.body;
      let serialised = serialise(operation, bodyValue);
      const pathDefects = parts.path.flatMap((p) => (p.defect ? [p.defect] : []));
      const neverAccepted = NEVER_ACCEPTED[operation.id];
      const fatal = () => [
        ...(neverAccepted ? [neverAccepted] : []),
        ...(parts.identity.fatal ?? []),
        ...(parts.csrf.fatal ?? []),
        ...pathDefects,
        ...(parts.query.fatal ?? []),
        ...(serialised.fatal ?? []),
      ];
      const headers: Record<string, string> = {};
      let transport: Part = {};
      // An unsafe call always gets a fatal defect, so the corpus cannot change data: preferably in
      // the body, where it still lets the rest of the body reach validation.
      if (unsafe && fatal().length === 0) {
        const required = REQUIRED_FIELDS[operation.id] ?? [];
        if (bodyValue.kind === 'json' && commonFields.length) {
          const field = commonFields[parts.fallback.pick % commonFields.length]!;
          const wrong = allows(field, operation, jsonTypeOf(parts.fallback.wrong)) ? {} : parts.fallback.wrong;
          bodyValue = {
            ...bodyValue,
            entries: [...bodyValue.entries.filter(([k]) => k !== field.name), [field.name, wrong]],
          };
        } else if ((bodyValue.kind === 'form' || bodyValue.kind === 'multipart') && required.length) {
          const name = required[parts.fallback.pick % required.length]!;
          bodyValue = { ...bodyValue, entries: [...bodyValue.entries.filter(([k]) => k !== name), [name, '']] };
        } else if (parts.fallback.transport === 'foreign-origin') {
          transport = { headers: { origin: 'https://evil.example' }, defects: ['foreign Origin https://evil.example'] };
        } else {
          bodyValue =
            parts.fallback.transport === 'invalid-json'
              ? { kind: 'text', text: '{"', contentType: 'application/json', label: 'invalid JSON' }
              : { kind: 'text', text: '<x/>', contentType: 'application/xml', label: 'unsupported content type' };
        }
        serialised = serialise(operation, bodyValue);
      }
      const cookies: string[] = [];
      for (const p of [parts.identity, parts.csrf, parts.headers, transport]) {
        Object.assign(headers, p.headers);
        cookies.push(...(p.cookies ?? []));
      }
      if (cookies.length) headers.cookie = cookies.join('; ');
      if (serialised.contentType !== undefined) headers['content-type'] = serialised.contentType;
      const encodingDefects: string[] = [];
      if (serialised.payload !== undefined && parts.encoding) {
        headers['content-encoding'] = parts.encoding;
        encodingDefects.push(`content-encoding ${parts.encoding} on a plain body`);
      }

      let url = operation.path;
      operation.pathParams.forEach((param, i) => {
        url = url.replace(`{${param.name}}`, parts.path[i]!.text);
      });
      const pairs = parts.query.pairs;
      if (pairs.length) url += `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;

      const transportFatal = transport.defects ?? [];
      let defects = [
        ...(neverAccepted ? [neverAccepted] : []),
        ...(parts.identity.defects ?? []),
        ...(unsafe ? (parts.csrf.defects ?? []) : []),
        ...pathDefects,
        ...(parts.query.defects ?? []),
        ...(serialised.defects ?? []),
        ...(parts.headers.defects ?? []),
        ...encodingDefects,
        ...transportFatal,
      ];
      if (defects.length === 0) {
        // A request of only valid parts (a plain GET) is no corpus request: give it a broken extra.
        const raw = RAW_URL_PIECES[parts.fallback.pick % RAW_URL_PIECES.length]!;
        url += `${url.includes('?') ? '&' : '?'}corpus=${raw}`;
        defects = [`extra query corpus=${raw}`];
      }
      const request: CorpusRequest = {
        operation: operation.id,
        method: operation.method,
        url,
        headers,
        ...(serialised.payload !== undefined ? { payload: serialised.payload } : {}),
        defects,
        fatal: [...fatal(), ...transportFatal],
      };
      return withReport(request);
    });
}

/** How fast-check prints a counterexample: short enough to read, with every defect named. */
export function withReport(request: CorpusRequest): CorpusRequest {
  return Object.assign(request, {
    [fc.toStringMethod]: () => describeRequest(request),
  });
}

export function describeRequest(request: CorpusRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body ${preview(Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload, 160)}`;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${preview(value, 60)}`)
    .join(', ');
  return (
    `${request.method} ${preview(request.url, 200)} [${headers}]${payload}\n` +
    `    defects: ${request.defects.join(' | ') || 'none'}\n` +
    `    fatal: ${request.fatal.join(' | ') || 'none (may be accepted)'}`
  );
}
