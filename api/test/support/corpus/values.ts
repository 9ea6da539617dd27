/**
 * The bad values of the corpus, as fast-check arbitraries: strings with NUL and control
 * characters, 100 kB strings, Unicode edge cases (lone surrogates, bidi marks, emoji, combining
 * marks), numbers and number-like text that are not the whole numbers the API asks for, path
 * traversal, raw and broken URL encodings, values of the wrong JSON type and keys no form has.
 */
import fc from 'fast-check';

/** Ids are PostgreSQL integers (contracts MAX_ID). */
export const MAX_ID = 2_147_483_647;

export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
];

export const UNICODE_EDGES = [
  // lone surrogates (JSON carries them escaped; UTF-8 cannot carry them at all)
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  'a\uD83D',
  '\uDE00b',
  // bidi and invisible marks
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u061C',
  '\u200B',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00A0',
  '\u2028',
  '\u2029',
  '\u3000',
  // emoji: astral, with skin tone, ZWJ sequences, flags, keycaps
  '😀',
  '👩🏽‍🔬',
  '🏳️‍🌈',
  '🇱🇻',
  '1️⃣',
  // combining marks, alone, stacked and on a Latvian letter
  '\u0301',
  'e\u0301',
  `Z${'\u0336\u0317\u0348'.repeat(20)}`,
  'ā\u0327',
  // non-characters, replacement, the last code point, wide digits
  '\uFFFD',
  '\uFFFE',
  '\uFFFF',
  '\u{10FFFF}',
  '\u{E0001}',
  '１２３',
  '١٢٣',
  // Latvian itself, and scripts the portal does not expect
  'Ģirts Ķēniņš',
  'שלום',
  'مرحبا',
  '日本語',
];

export const TRAVERSALS = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  'file:///etc/passwd',
  '\\\\server\\share\\x',
  'avatars/../../../secret',
  '/files/avatars/anna.png',
  'materials/secret.pdf',
];

export const INJECTIONS = [
  "'",
  '"',
  '\\',
  '%',
  '_',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '$where',
  '[object Object]',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

/** Number-like text that is not a whole number from 1 to MAX_ID (contracts: ASCII digits only). */
export const NOT_WHOLE_NUMBERS = [
  '0',
  '-0',
  '-1',
  '-2147483648',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999999',
  '1.5',
  '1.0',
  '1.',
  '.5',
  '1e3',
  '1E400',
  '-1e-7',
  'NaN',
  'nan',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b11',
  '0o7',
  '1_000',
  '+1',
  '--1',
  '1 2',
  '12abc',
  'abc',
  '１２',
  '١٢',
  '⅔',
  'null',
  'true',
];

/** Raw URL text (not to be encoded again): broken escapes, encoded NULs, overlong and surrogate UTF-8. */
export const RAW_URL_PIECES = [
  '%',
  '%%',
  '%zz',
  '%G1',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  'x%00y',
  '%0A%0D',
  '%E2%80%AE',
  '%F0%9F%98',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2fx',
  '%252e%252e%252f',
  '1%20OR%201%3D1',
  '%u0000',
  '%C3%A2%C2%80%C2%AE',
];

/** Keys no form has, some aimed at prototypes, mass assignment or the method override. */
export const JUNK_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '_method',
  'is_admin',
  'isAdmin',
  'owner_id',
  'user_id',
  'id',
  'approved_at',
  'email_verified_at',
  'password_hash',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '😀',
  '\uD800',
  'a.b',
  'a[b]',
  'page[]',
  'k'.repeat(5000),
];

const piece = fc.constantFrom(...CONTROL_CHARACTERS, ...UNICODE_EDGES, ...INJECTIONS, 'a', 'Ā', ' ', '-', '/');

/** About 100 kB of one repeated piece. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('a', 'ā', '😀', '\u0000', '\u202E', 'e\u0301', ' ', '%00', '../'),
    fc.integer({ min: 100_000, max: 102_400 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** A bad string of any kind; `huge` says whether 100 kB strings are among them. */
export function badString({ huge = true }: { huge?: boolean } = {}): fc.Arbitrary<string> {
  const kinds: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS, ...UNICODE_EDGES) },
    { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS, ...TRAVERSALS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_WHOLE_NUMBERS) },
  ];
  if (huge) kinds.push({ weight: 1, arbitrary: hugeString });
  return fc.oneof(...kinds);
}

/** A JSON number literal as text, for the values JSON.stringify cannot write (1E400 parses to Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Numbers that are not ids: negative, zero, fractions, beyond int4 and beyond double precision. */
export const badNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(
    new RawJson('1E400'),
    new RawJson('-1E400'),
    new RawJson('9007199254740993'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('-0.0'),
  ),
);

/** JSON values of each type, to put where another type belongs. */
export function valueOfType(type: 'object' | 'array' | 'boolean' | 'number'): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return fc.oneof(
        fc.constant({}),
        fc.dictionary(fc.constantFrom('a', '$gt', 'toString', 'length'), fc.oneof(fc.string(), fc.integer()), {
          maxKeys: 3,
        }),
        fc.constant({ length: 1, 0: 'x' }),
      );
    case 'array':
      return fc.oneof(
        fc.constant([]),
        fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
        fc.constant(nested(200)),
      );
    case 'boolean':
      return fc.boolean();
    case 'number':
      return badNumber;
  }
}

function nested(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** JSON text from a value in which RawJson marks literal text; keys keep their order (and `__proto__`). */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value instanceof Entries)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** An object written from its entries, so that keys such as `__proto__` stay plain keys. */
export class Entries {
  constructor(readonly entries: ReadonlyArray<readonly [string, unknown]>) {}
}

/** Percent-encodes text for a URL; lone surrogates (which encodeURIComponent refuses) as their WTF-8 bytes. */
export function encodeUrlText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Shortens long text for a report: the first characters and the length. */
export function preview(text: string, length = 80): string {
  const shown = JSON.stringify(text.length > length ? text.slice(0, length) : text);
  return text.length > length ? `${shown}… (${text.length} characters)` : shown;
}
