/**
 * What the corpus must know about the portal that its OpenAPI document does not say. Every body
 * and every path parameter in the document has to be named here (the test checks it), so a new
 * route cannot slip past the corpus with guesses about what is valid for it.
 */
import type { Operation, Parameter } from './openapi';

/**
 * Fields a body must carry to be valid whichever form variant the server picks (the contracts'
 * schemas in contracts/src/schemas/forms.ts; the document marks none as required, because every
 * field is nullish there and "required" is a check on the value). Missing, null and '' all fail.
 */
export const REQUIRED_FIELDS: Record<string, readonly string[]> = {
  'POST /oauth/token': ['grant_type'],
  'POST /api/user': ['first_name', 'last_name', 'pseudonym'],
  'PUT /api/user': ['first_name', 'last_name', 'pseudonym'],
  // a new thread needs recipient_id and subject, an answer reply_to_id: only the message is in both
  'POST /api/messages': ['message'],
  'POST /api/materials': ['type', 'title', 'categories', 'signature_type'],
  'POST /api/materials/{id}': ['type', 'title', 'categories', 'signature_type'],
  'POST /api/materials/{id}/comments': ['message'],
  'POST /api/contact': ['first_name', 'last_name', 'email', 'topic', 'g_recaptcha_response'],
  // by e-mail: password and note too; after a platform sign-in: token, name and school_id instead
  'POST /api/auth/register': ['first_name', 'last_name', 'email', 'terms', 'g_recaptcha_response'],
  'POST /api/auth/verify/resend': ['email'],
  'POST /api/auth/password/email': ['email'],
  'POST /api/auth/password/reset': ['token', 'email', 'password', 'password_confirmation'],
  // --- administration: users (issue 19, helper A): a refusal needs its reason, a disabling may have one ---
  'POST /api/admin/users/{id}/refuse': ['reason'],
  'POST /api/admin/users/{id}/disable': [],
  // --- end users ---
  // issue 19, news/pages/banners (helper B): edits change only the fields sent; a banner needs its picture
  'POST /api/admin/articles': ['title', 'content'],
  'POST /api/admin/articles/{id}': [],
  'POST /api/admin/pages': ['title', 'slug', 'content'],
  'POST /api/admin/pages/{slug}': ['title', 'slug', 'content'],
  'POST /api/admin/banners': ['title', 'image'],
  'POST /api/admin/banners/{id}': [],
  'PUT /api/admin/settings': ['show_banners', 'show_articles'],
  // issue 19, helper C: a new category needs a title or category_id; a change, a retry only what they carry
  'POST /api/admin/categories': [],
  'POST /api/admin/categories/{id}': [],
  'POST /api/admin/schools': ['title'],
  'POST /api/admin/schools/{id}': ['title'],
  'POST /api/admin/contact-messages/{id}/answered': ['answered'],
  'POST /api/admin/mail/retry': [],
  // issue 21, the release registry: the release to preview
  'POST /api/admin/releases/preview': ['name', 'version'],
  // issue 19, reports and moderation (helper D): `message` too when the reason is 'other'
  'POST /api/materials/{id}/report': ['reason'],
  'POST /api/comments/{id}/report': ['reason'],
  'POST /api/admin/reports/material/{id}/hide': ['reason'],
  'POST /api/admin/reports/material/{id}/delete': ['reason'],
  'POST /api/admin/reports/comment/{id}/hide': ['reason'],
  'POST /api/admin/reports/comment/{id}/delete': ['reason'],
  // issue 19, security: a proof is a code or a recovery code (either one), a set-up needs none while off
  'POST /api/admin/totp/setup': [],
  'POST /api/admin/totp/enable': ['code'],
  'POST /api/admin/totp/disable': [],
  'POST /api/admin/totp/recovery-codes': [],
  'POST /api/setup/{token}': ['first_name', 'last_name', 'email', 'password', 'password_confirmation'],
};

/**
 * Calls that need a signed-in user although the document names no security scheme for them
 * (the handlers call requireUser first). A gap of the document, kept here rather than guessed;
 * the calls of the endpoint table say it themselves (contracts/src/endpoints).
 */
export const SIGN_IN_REQUIRED = new Set(['GET /api/search']);

/** Upload routes: multipart/form-data in the document, and the profile edit (its avatar; the document lists JSON only). */
export const EXTRA_UPLOAD_OPERATIONS = new Set(['POST /api/user', 'PUT /api/user']);

/** The token endpoint reads numbers as text (client_id: 2), so a number is not a wrong type there. */
export const NUMBERS_READ_AS_TEXT = new Set(['POST /oauth/token']);

/** The token endpoint answers errors the OAuth2 way: `error` beside the Latvian `message`. */
export const OAUTH_SHAPED = new Set(['POST /oauth/token']);

/** Where the existing values of a path parameter come from: a table (ids) and, for pages, slugs. */
export interface ValueSource {
  table: string;
  /** Also the slugs of the rows (pages are found by slug or id). */
  slugs?: boolean;
}

const ID_SOURCES: Array<[RegExp, ValueSource]> = [
  [/^\/api\/materials\/\{id\}/, { table: 'materials' }],
  [/^\/api\/(admin\/)?users\/\{id\}/, { table: 'users' }],
  [/^\/api\/messages\/\{id\}/, { table: 'messages' }],
  [/^\/api\/user\/comments\/\{id\}/, { table: 'comments' }],
  [/^\/api\/articles\/\{id\}/, { table: 'articles' }],
  [/^\/api\/categories\/\{id\}/, { table: 'category_nodes' }],
  [/^\/api\/pages\/\{page\}/, { table: 'pages', slugs: true }],
  // issue 19, news/pages/banners (helper B)
  [/^\/api\/admin\/articles\/\{id\}/, { table: 'articles' }],
  [/^\/api\/admin\/banners\/\{id\}/, { table: 'banners' }],
  [/^\/api\/admin\/pages\/\{slug\}/, { table: 'pages', slugs: true }],
  // issue 19, helper C
  [/^\/api\/admin\/categories\/\{id\}/, { table: 'category_nodes' }],
  [/^\/api\/admin\/schools\/\{id\}/, { table: 'schools' }],
  [/^\/api\/admin\/contact-messages\/\{id\}/, { table: 'contact_messages' }],
  // issue 19, reports and moderation (helper D)
  [/^\/api\/comments\/\{id\}/, { table: 'comments' }],
  [/^\/api\/admin\/reports\/material\/\{id\}/, { table: 'materials' }],
  [/^\/api\/admin\/reports\/comment\/\{id\}/, { table: 'comments' }],
  [/^\/api\/user\/notices\/\{id\}/, { table: 'notices' }],
];

/** Path parameters no existing value can be given for (a mailed one-time token). */
const NO_EXISTING_VALUE = new Set([
  'POST /api/auth/verify/{token} token',
  // issue 19, security: the printed set-up link (and the corpus's portal has an administrator anyway)
  'GET /api/setup/{token} token',
  'POST /api/setup/{token} token',
]);

/**
 * Where the valid values of a path parameter come from: its enum in the document, a table, or
 * nothing (only bad values are sent); undefined when the corpus does not know the parameter.
 */
export function valueSourceOf(operation: Operation, name: string): ValueSource | 'enum' | 'none' | undefined {
  if (operation.pathParams.find((p) => p.name === name)?.enum) return 'enum';
  if (NO_EXISTING_VALUE.has(`${operation.id} ${name}`)) return 'none';
  return ID_SOURCES.find(([pattern]) => pattern.test(operation.path))?.[1];
}

export function isUploadOperation(operation: Operation): boolean {
  return operation.contentTypes.includes('multipart/form-data') || EXTRA_UPLOAD_OPERATIONS.has(operation.id);
}

export function needsSignIn(operation: Operation): boolean {
  return operation.secured || SIGN_IN_REQUIRED.has(operation.id) || isAdminOperation(operation);
}

export function isAdminOperation(operation: Operation): boolean {
  return operation.path.startsWith('/api/admin/');
}

/**
 * A browser navigation: the document lists redirects and no 2xx (the sign-in start); its own
 * refusals are redirects too. (Since it is on the endpoint table its document also lists the
 * answers the shared machinery can give on any call: an unreadable address is still 400.)
 */
export function isNavigation(operation: Operation): boolean {
  return (
    operation.responses.some((code) => code.startsWith('3')) &&
    !operation.responses.some((code) => code.startsWith('2'))
  );
}

export function isUnsafe(operation: Operation): boolean {
  return operation.method !== 'GET';
}

/**
 * Calls no corpus request can succeed at, whatever its body: they need a secret the corpus never
 * has. Every request to them is refused, so their bodies need no other fatal defect and reach
 * validation and the checks behind it whole.
 */
export const NEVER_ACCEPTED: Record<string, string> = {
  'POST /api/contact': 'no corpus request solves the captcha',
  'POST /api/auth/register': 'no corpus request solves the captcha',
  'POST /api/auth/password/reset': 'no corpus request has a reset token',
  // issue 19, security
  'POST /api/setup/{token}': 'no corpus request has a set-up link, and the portal has an administrator',
  'POST /api/admin/totp/enable': "no corpus request has a code of the administrator's key (none is waiting)",
  'POST /api/admin/totp/disable': "the corpus's administrator has no second factor to turn off",
  'POST /api/admin/totp/recovery-codes': "the corpus's administrator has no second factor",
};

/** An id within PostgreSQL's integer that no row has: it passes validation and names nothing. */
export const NOWHERE = 2_000_000_000;

/**
 * Bodies that pass validation but are refused by the rules behind it, because one field names
 * nothing that exists (or holds a secret the corpus does not have). The corpus changes other
 * fields, so bad values get past validation into the services and the database, while the
 * request is still certain to be refused and to change nothing.
 */
export interface NearlyValid {
  body: Record<string, unknown>;
  /** The field that names nothing: never changed to a value that could name something. */
  nothing: string;
  /** Other values of that field that name nothing either (the body's own value is one of them). */
  nothingValues?: readonly string[];
  /** Why the request is refused. */
  refusal: string;
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Captcha answers no challenge of the portal signed: forged, malformed, oversized, not base64. */
const FORGED_CAPTCHAS = [
  base64('{"algorithm":"SHA-256"}'),
  base64(
    JSON.stringify({
      challenge: {
        parameters: { algorithm: 'SHA-256', nonce: 'x', salt: 'x', cost: 1, expiresAt: 4102444800 },
        signature: 'ab',
      },
      solution: { counter: 1, derivedKey: 'ab' },
    }),
  ),
  base64(
    JSON.stringify({
      challenge: { parameters: { algorithm: 'PBKDF2/SHA-512', cost: 1e12, keyLength: 1e9, nonce: {}, salt: [] } },
      solution: { counter: -1, derivedKey: 'ZZ' },
    }),
  ),
  base64(JSON.stringify({ challenge: { parameters: { algorithm: { toString: 'x' } } }, solution: null })),
  base64(`{"challenge":${'{"parameters":'.repeat(2000)}{}${'}'.repeat(2000)},"solution":{}}`),
  base64('[]'),
  base64('null'),
  base64('{"number":1e999}'),
  base64('{'),
  base64(`{"salt":"${'a'.repeat(100_000)}"}`),
  'not base64 %%% 😀',
  '\u0000',
  'x'.repeat(100_000),
];

/** Reset tokens no link carries: the right length and alphabet, or not. */
const FORGED_TOKENS = [
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_-_-',
  'ā',
  '../../etc/passwd',
  "' OR '1'='1",
  'x'.repeat(100_000),
  '\u202E\uD800',
];

const link = {
  type: 'link',
  title: 'PhET simulācijas',
  uri: 'https://phet.colorado.edu/lv/',
  description: 'Fizikas simulācijas',
  categories: `${NOWHERE},${NOWHERE + 1},${NOWHERE + 2}`,
  signature_type: 'name',
};
const profile = {
  first_name: 'Anna',
  last_name: 'Ozola',
  pseudonym: 'Fiziķe',
  school_id: NOWHERE,
  description: 'Fizikas skolotāja',
  newsletter: true,
};

const category = { title: 'Korpusa kategorija', description: 'Kategorija, kas nerodas', parent_id: NOWHERE };

export const NEARLY_VALID: Record<string, NearlyValid> = {
  // issue 19, helper C: a node under a parent that does not exist
  'POST /api/admin/categories': { body: category, nothing: 'parent_id', refusal: 'parent_id names no node' },
  'POST /api/admin/categories/{id}': { body: category, nothing: 'parent_id', refusal: 'parent_id names no node' },
  'POST /oauth/token': {
    body: { grant_type: 'password', username: 'nobody@example.lv', password: 'Parole123' },
    nothing: 'username',
    refusal: 'no account has the address',
  },
  'POST /api/user': { body: profile, nothing: 'school_id', refusal: 'school_id names no school' },
  'PUT /api/user': { body: profile, nothing: 'school_id', refusal: 'school_id names no school' },
  'POST /api/messages': {
    body: { recipient_id: NOWHERE, subject: 'Sveiki', message: 'Vai varam sadarboties?' },
    nothing: 'recipient_id',
    refusal: 'recipient_id names nobody',
  },
  'POST /api/materials': { body: link, nothing: 'categories', refusal: 'categories name no nodes' },
  'POST /api/materials/{id}': { body: link, nothing: 'categories', refusal: 'categories name no nodes' },
  'POST /api/materials/{id}/comments': {
    body: { message: 'Paldies!', parent_id: NOWHERE },
    nothing: 'parent_id',
    refusal: 'parent_id names no comment',
  },
  'POST /api/contact': {
    body: {
      first_name: 'Anna',
      last_name: 'Ozola',
      email: 'anna@example.lv',
      topic: 'Jautājums',
      message: 'Sveiki!',
      g_recaptcha_response: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
    },
    nothing: 'g_recaptcha_response',
    nothingValues: FORGED_CAPTCHAS,
    refusal: NEVER_ACCEPTED['POST /api/contact']!,
  },
  'POST /api/auth/register': {
    body: {
      first_name: 'Jauns',
      last_name: 'Skolotājs',
      email: 'jauns.skolotajs@example.lv',
      password: 'Parole123',
      password_confirmed: 'Parole123',
      school_id: '',
      description: '',
      note: 'Fizikas skolotājs Cēsīs',
      newsletter: false,
      terms: true,
      g_recaptcha_response: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
    },
    nothing: 'g_recaptcha_response',
    nothingValues: FORGED_CAPTCHAS,
    refusal: NEVER_ACCEPTED['POST /api/auth/register']!,
  },
  'POST /api/auth/password/reset': {
    body: {
      token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      email: 'anna@example.lv',
      password: 'JaunaParole1',
      password_confirmation: 'JaunaParole1',
    },
    nothing: 'token',
    nothingValues: FORGED_TOKENS,
    refusal: NEVER_ACCEPTED['POST /api/auth/password/reset']!,
  },
};

/**
 * Query parameters a route reads that the document does not list, added to the operation so the
 * corpus sends bad values for them too. None left: the signed file link's parameters are in the
 * document since the file call moved onto the endpoint table.
 */
export const UNDOCUMENTED_QUERY: Record<string, Parameter[]> = {};

export function withUndocumentedQuery(operation: Operation): Operation {
  const extra = UNDOCUMENTED_QUERY[operation.id];
  return extra ? { ...operation, queryParams: [...operation.queryParams, ...extra] } : operation;
}
