/**
 * One schema per form of spec §5 and per list query of spec §7. The same schemas check the forms
 * in the browser and the requests on the server, so they accept what either side sends: strings
 * from query strings and multipart bodies ('12', 'true', '') as well as JSON numbers and booleans.
 *
 * Every field stops at its first failing rule (so a field has one message, the most basic one:
 * required before format before length) and every message is Latvian, built from RULE_MESSAGES
 * and FIELD_NAMES or taken from FORM_MESSAGES. Texts are trimmed; passwords are not.
 */
import * as v from 'valibot';
import {
  ARTICLES_PER_PAGE,
  DEFAULT_SORT,
  FIRST_PAGE,
  LIMITS,
  MATERIALS_PER_PAGE,
  MATERIAL_TYPES,
  PROVIDERS,
  SEARCH,
  SIGNATURE_TYPES,
  SORT_KEYS,
} from '@portal/contracts/constants';
import { API_ERRORS, FORM_MESSAGES, fieldMessage as m } from '@portal/contracts/messages';

/** Ids are PostgreSQL `integer`s: anything above cannot name a row (and must not reach SQL). */
export const MAX_ID = 2_147_483_647;

/** Length as people count it (code points), not UTF-16 units. */
function chars(text: string): number {
  return [...text].length;
}

const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/i;

/** A plausible address whose local part and domain fit the limits of spec §5. */
export function isEmail(value: string): boolean {
  if (!EMAIL_PATTERN.test(value)) return false;
  const at = value.lastIndexOf('@');
  return at <= LIMITS.emailLocalPart && value.length - at - 1 <= LIMITS.emailDomain;
}

/** Only web addresses: a link material is opened by the page, so javascript: and the like must never pass. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function strict<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

type JsonSchema = Record<string, unknown>;

/**
 * What a field takes, as JSON Schema, for the OpenAPI document (api/src/web/schemas.ts): the
 * checks and transforms above are code that no converter can read. `required` puts the field into
 * its object's `required` list (every field here is nullish in the schema's shape, and "required"
 * is a check on its value).
 */
function documented<TInput>(
  jsonSchema: JsonSchema,
  required = false,
): v.MetadataAction<TInput, { readonly jsonSchema: JsonSchema; readonly required: boolean }> {
  return v.metadata({ jsonSchema, required });
}

const nullable = (type: string) => [type, 'null'];

const ID_JSON: JsonSchema = { type: 'integer', minimum: 1, maximum: MAX_ID };

interface TextOptions {
  required?: boolean;
  max?: number;
  min?: number;
  /** passwords keep their spaces */
  trim?: boolean;
}

/** A text field; missing and null read as ''. `name` is the FIELD_NAMES key used in messages. */
export function text(name: string, { required = false, max, min, trim = true }: TextOptions = {}) {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(m('string', name))), null),
      v.transform((value): string => (trim ? (value ?? '').trim() : (value ?? ''))),
      v.check((value) => !required || value.length > 0, m('required', name)),
      v.check((value) => min === undefined || value.length === 0 || chars(value) >= min, m('min', name, { min })),
      v.check((value) => max === undefined || chars(value) <= max, m('max', name, { max })),
      documented(
        required
          ? { type: 'string', minLength: Math.max(1, min ?? 1), maxLength: max }
          : { type: nullable('string'), maxLength: max },
        required,
      ),
    ),
  );
}

/** Required, a valid address (local part ≤ 64, domain ≤ 254), at most 255 characters. */
export function email(name = 'email') {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(m('string', name))), null),
      v.transform((value): string => (value ?? '').trim()),
      v.check((value) => value.length > 0, m('required', name)),
      v.check(isEmail, m('email', name)),
      v.check((value) => chars(value) <= LIMITS.email, m('max', name, { max: LIMITS.email })),
      documented({ type: 'string', format: 'email', maxLength: LIMITS.email }, true),
    ),
  );
}

/** An http(s) address of at most 2083 characters; optional ones may be left empty. */
export function url(name: string, { required }: { required: boolean }) {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(m('string', name))), null),
      v.transform((value): string => (value ?? '').trim()),
      v.check((value) => !required || value.length > 0, m('required', name)),
      v.check((value) => value.length === 0 || isHttpUrl(value), m('url', name)),
      v.check((value) => chars(value) <= LIMITS.url, m('max', name, { max: LIMITS.url })),
      documented(
        required
          ? { type: 'string', format: 'uri', maxLength: LIMITS.url }
          : { type: nullable('string'), maxLength: LIMITS.url, description: 'an http(s) address, or empty' },
        required,
      ),
    ),
  );
}

/** The password reading of docs/decisions.md: a lowercase and an uppercase letter and a digit. */
export function isStrongPassword(value: string): boolean {
  return /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\d/.test(value);
}

/** Required, 8–255 characters, lowercase, uppercase and a digit. */
export function password(name = 'password') {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(m('string', name))), null),
      v.transform((value): string => value ?? ''),
      v.check((value) => value.length > 0, m('required', name)),
      v.check((value) => chars(value) >= LIMITS.passwordMin, m('min', name, { min: LIMITS.passwordMin })),
      v.check((value) => chars(value) <= LIMITS.passwordMax, m('max', name, { max: LIMITS.passwordMax })),
      v.check(isStrongPassword, FORM_MESSAGES.password),
      documented({ type: 'string', minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }, true),
    ),
  );
}

/** '12' → 12, '' → null, 'x' and '1.5' → NaN (refused by the checks that follow). */
function toInteger(value: number | string | null): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const numberOrString = (name: string) =>
  v.optional(v.nullable(v.union([v.number(), v.string()], m('integer', name))), null);

interface IntegerOptions {
  min?: number;
  max?: number;
}

function integerChecks(name: string, { min = 1, max = MAX_ID }: IntegerOptions) {
  return [
    v.check((value: number | null) => value === null || Number.isInteger(value), m('integer', name)),
    v.check((value: number | null) => value === null || value >= min, m('min_value', name, { min })),
    v.check((value: number | null) => value === null || value <= max, m('max_value', name, { max })),
  ] as const;
}

/** An optional whole number in [min, max] (default 1..MAX_ID); empty reads as null. */
export function optionalInteger(name: string, options: IntegerOptions = {}) {
  const { min = 1, max = MAX_ID } = options;
  return strict(
    v.pipe(
      numberOrString(name),
      v.transform(toInteger),
      ...integerChecks(name, options),
      documented({ type: nullable('integer'), minimum: min, maximum: max }),
    ),
  );
}

/** A whole number in [min, max] that falls back to `fallback` when missing or empty. */
export function integerWithDefault(name: string, fallback: number, options: IntegerOptions = {}) {
  return strict(
    v.pipe(
      numberOrString(name),
      v.transform((value): number | null => toInteger(value) ?? fallback),
      ...integerChecks(name, options),
      v.transform((value): number => value ?? fallback),
      documented({ type: 'integer', minimum: options.min ?? 1, maximum: options.max ?? MAX_ID, default: fallback }),
    ),
  );
}

/** An optional id (a positive integer); empty reads as null. */
export function optionalId(name: string) {
  return optionalInteger(name);
}

/** A required id. */
export function requiredId(name: string) {
  return strict(
    v.pipe(
      numberOrString(name),
      v.transform(toInteger),
      v.check((value) => value !== null, m('required', name)),
      ...integerChecks(name, {}),
      v.transform((value): number => value ?? 0),
      documented(ID_JSON, true),
    ),
  );
}

/** Ids as an array, repeated, or comma-joined ('1,5,9'), as the document describes them. */
function idListJson(maxItems?: number, minItems?: number): JsonSchema {
  return {
    anyOf: [
      { type: 'array', items: ID_JSON, minItems, maxItems },
      ID_JSON,
      { type: 'string', pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$', description: 'comma-joined ids' },
    ],
  };
}

/** A material sits on exactly one class, one theme and one type node (spec §5). */
export const MATERIAL_NODES = 3;

/**
 * Ids as an array or comma-joined ('1,5,9'); missing reads as []. `max` bounds how many: every id
 * of a filter is one more condition for the database to plan.
 */
export function idList(name: string, { max }: { max?: number } = {}) {
  return strict(
    v.pipe(
      v.optional(
        v.nullable(v.union([v.array(v.union([v.number(), v.string()])), v.string(), v.number()], m('id_list', name))),
        null,
      ),
      v.transform((value): number[] => {
        if (value === null) return [];
        const items = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',');
        return items
          .map((item) => (typeof item === 'string' ? item.trim() : item))
          .filter((item) => item !== '')
          .map((item) => toInteger(item) ?? Number.NaN);
      }),
      v.check((ids) => ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID), m('id_list', name)),
      v.check((ids) => max === undefined || ids.length <= max, m('max_items', name, { max })),
      documented(idListJson(max)),
    ),
  );
}

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no', '']);

function toBoolean(value: boolean | number | string | null): boolean | undefined {
  if (value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  const word = value.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/** A checkbox: true/false, 1/0, 'true'/'false', 'on'; missing and null read as false. */
export function flag(name: string) {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()], m('boolean', name))), null),
      v.transform(toBoolean),
      v.check((value) => value !== undefined, m('boolean', name)),
      v.transform((value): boolean => value ?? false),
      documented({
        anyOf: [
          { type: 'boolean' },
          { type: 'integer', enum: [0, 1] },
          { type: 'string', enum: [...TRUE_WORDS, ...FALSE_WORDS] },
          { type: 'null' },
        ],
      }),
    ),
  );
}

/** A checkbox that must be ticked (the terms). */
export function accepted(name: string, message = m('accepted', name)) {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()], message)), null),
      v.transform(toBoolean),
      v.check((value) => value === true, message),
      v.transform((): true => true),
      documented({ anyOf: [{ const: true }, { const: 1 }, { type: 'string', enum: [...TRUE_WORDS] }] }, true),
    ),
  );
}

/** One of `options`; missing or empty gives `fallback`, and without a fallback it is required. */
export function choice<const TOption extends string>(
  name: string,
  options: readonly TOption[],
  { fallback, message }: { fallback?: TOption; message?: string } = {},
) {
  const invalid = message ?? m('one_of', name);
  const required = message ?? m('required', name);
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(invalid)), null),
      v.transform((value): string => (value ?? '').trim() || (fallback ?? '')),
      v.check((value) => value.length > 0, required),
      v.check((value) => (options as readonly string[]).includes(value), invalid),
      v.transform((value) => value as TOption),
      documented(
        fallback === undefined ? { type: 'string', enum: options } : { type: 'string', enum: options, default: fallback },
        fallback === undefined,
      ),
    ),
  );
}

/** Like `choice` without a fallback, but missing or empty gives null instead of an error. */
export function optionalChoice<const TOption extends string>(name: string, options: readonly TOption[]) {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(m('one_of', name))), null),
      v.transform((value): string => (value ?? '').trim()),
      v.check((value) => value === '' || (options as readonly string[]).includes(value), m('one_of', name)),
      v.transform((value) => (value === '' ? null : (value as TOption))),
      documented({ type: nullable('string'), enum: [...options, null] }),
    ),
  );
}

/** Entries must come in an object; anything else is a bad request, reported under FORM_ERROR_KEY. */
function form<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, API_ERRORS.badRequest);
}

const captcha = () => text('g_recaptcha_response', { required: true });

/**
 * The password typed again in the field `repeat` must be `password` (the message stands under
 * `repeat`); checked even while other fields have problems, so every message shows at once.
 */
export function passwordConfirmed<TInput extends { password: string }>(
  repeat: keyof TInput & string,
): v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>> {
  // valibot types a path only when it is written out; `repeat` is checked against the form above.
  type Fields = Record<string, unknown>;
  const field: string = repeat;
  const check = v.forward<Fields, v.PartialCheckIssue<Fields>, [string]>(
    v.partialCheck<Fields, [['password'], [string]], Fields, string>(
      [['password'], [field]],
      (input) => input.password === input[field],
      m('confirmed', field),
    ),
    [field],
  );
  return check as unknown as v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>;
}

// ---------------------------------------------------------------------------------------------
// Forms of spec §5
// ---------------------------------------------------------------------------------------------

export const ContactForm = form({
  first_name: text('first_name', { required: true, max: LIMITS.contactField }),
  last_name: text('last_name', { required: true, max: LIMITS.contactField }),
  email: email(),
  topic: text('topic', { required: true, max: LIMITS.contactField }),
  // Spec §5 gives the message only a limit, no "required".
  message: text('message', { max: LIMITS.contactMessage }),
  g_recaptcha_response: captcha(),
});
export type ContactForm = v.InferOutput<typeof ContactForm>;

const registrationCommon = {
  first_name: text('first_name', { required: true, max: LIMITS.name }),
  last_name: text('last_name', { required: true, max: LIMITS.name }),
  email: email(),
};

const registrationTail = {
  newsletter: flag('newsletter'),
  terms: accepted('terms', FORM_MESSAGES.terms),
  g_recaptcha_response: captcha(),
};

/** Registration by e-mail (no provider token): password, and a justification note, are required. */
export const RegistrationForm = v.pipe(
  form({
    ...registrationCommon,
    password: password(),
    password_confirmed: text('password_confirmed', { required: true, trim: false }),
    school_id: optionalId('school_id'),
    description: text('description', { max: LIMITS.description }),
    note: text('note', { required: true, max: LIMITS.note }),
    ...registrationTail,
  }),
  passwordConfirmed('password_confirmed'),
);
export type RegistrationForm = v.InferOutput<typeof RegistrationForm>;

/** Registration after a school-platform sign-in: no password, the school is required, the note is not. */
export const ProviderRegistrationForm = form({
  token: text('token', { required: true }),
  name: choice('name', PROVIDERS),
  ...registrationCommon,
  school_id: requiredId('school_id'),
  description: text('description', { max: LIMITS.description }),
  note: text('note', { max: LIMITS.note }),
  ...registrationTail,
});
export type ProviderRegistrationForm = v.InferOutput<typeof ProviderRegistrationForm>;

/** True when the registration carries provider data (spec §2.2: the password fields are hidden then). */
export function hasProviderToken(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const token = (input as { token?: unknown }).token;
  return typeof token === 'string' && token.trim() !== '';
}

/** The registration schema that applies to this input. */
export function registrationSchema(input: unknown): typeof RegistrationForm | typeof ProviderRegistrationForm {
  return hasProviderToken(input) ? ProviderRegistrationForm : RegistrationForm;
}

/**
 * Profile edit. The pseudonym is optional (spec §3, issue 17: a teacher may remove theirs; '' means
 * none); whether another teacher holds it is the server's check. The avatar file travels beside it.
 */
export const ProfileForm = form({
  first_name: text('first_name', { required: true, max: LIMITS.name }),
  last_name: text('last_name', { required: true, max: LIMITS.name }),
  pseudonym: text('pseudonym', { max: LIMITS.pseudonym }),
  school_id: optionalId('school_id'),
  description: text('description', { max: LIMITS.description }),
  /** spec §4: an unanswered (null) newsletter is saved as false */
  newsletter: flag('newsletter'),
  /** 'Dzēst bildi': drop the current avatar (ignored when a new file is sent) */
  remove_avatar: flag('remove_avatar'),
});
export type ProfileForm = v.InferOutput<typeof ProfileForm>;

const signatureType = () => choice('signature_type', SIGNATURE_TYPES, { message: FORM_MESSAGES.signature });

const materialText = {
  title: text('title', { required: true, max: LIMITS.materialTitle }),
};

/** The three cascading selects of the material form. */
export const MaterialCategorySelection = v.optional(
  form({
    class: requiredId('categories.class'),
    theme: requiredId('categories.theme'),
    type: requiredId('categories.type'),
  }),
  {},
);

function materialVariants<TCategories extends v.GenericSchema>(categories: TCategories) {
  const rest = {
    description: text('description', { max: LIMITS.materialDescription }),
    categories,
    signature_type: signatureType(),
  };
  return v.variant(
    'type',
    [
      form({ type: v.literal('link'), ...materialText, uri: url('uri', { required: true }), ...rest }),
      form({ type: v.literal('file'), ...materialText, uri: url('uri', { required: false }), ...rest }),
    ],
    m('one_of', 'type'),
  );
}

/**
 * The material form in the browser: `categories` holds the three selects, so their errors are
 * keyed `categories.class`, `categories.theme`, `categories.type`. The file itself travels beside.
 */
export const MaterialForm = materialVariants(MaterialCategorySelection);
export type MaterialForm = v.InferOutput<typeof MaterialForm>;

/**
 * POST /api/materials and POST /api/materials/{id} (_method=PUT): `categories` is the id list
 * of the class, theme and type nodes (array, repeated field or comma-joined).
 */
export const MaterialRequest = materialVariants(
  strict(
    v.pipe(
      idList('categories'),
      v.check((ids) => ids.length === MATERIAL_NODES, FORM_MESSAGES.categories),
      documented(idListJson(MATERIAL_NODES, MATERIAL_NODES), true),
    ),
  ),
);
export type MaterialRequest = v.InferOutput<typeof MaterialRequest>;

export const LoginForm = form({
  email: email(),
  password: text('password', { required: true, trim: false }),
  remember: flag('remember'),
  /** Empty until the server asks for the captcha after failed sign-ins (OAuth code captcha_required). */
  g_recaptcha_response: text('g_recaptcha_response'),
  /**
   * An administrator's second factor, once the server asked for it (totp_required): the app's code,
   * or a recovery code (then `use_recovery` is ticked).
   */
  totp: text('totp', { max: 32 }),
  use_recovery: flag('use_recovery'),
});
export type LoginForm = v.InferOutput<typeof LoginForm>;

export const PasswordResetRequestForm = form({ email: email() });
export type PasswordResetRequestForm = v.InferOutput<typeof PasswordResetRequestForm>;

export const ResendVerificationForm = form({ email: email() });
export type ResendVerificationForm = v.InferOutput<typeof ResendVerificationForm>;

/**
 * Setting a new password. Spec §5 asks only "required" here; the new password still has to pass
 * the registration password rule, or a reset would be a way around it.
 */
export const PasswordResetForm = v.pipe(
  form({
    token: text('token', { required: true }),
    email: email(),
    password: password(),
    password_confirmation: text('password_confirmation', { required: true, trim: false }),
  }),
  passwordConfirmed('password_confirmation'),
);
export type PasswordResetForm = v.InferOutput<typeof PasswordResetForm>;

/** A comment or a reply to one (spec's replyTo travels as parent_id). */
export const CommentForm = form({
  message: text('comment', { required: true, max: LIMITS.comment }),
  parent_id: optionalId('parent_id'),
});
export type CommentForm = v.InferOutput<typeof CommentForm>;

/** A new thread from the 'Sūtīt ziņu' form. */
export const NewMessageForm = form({
  recipient_id: requiredId('recipient_id'),
  subject: text('subject', { required: true, max: LIMITS.name }),
  message: text('message', { required: true, max: LIMITS.message }),
});
export type NewMessageForm = v.InferOutput<typeof NewMessageForm>;

/** An answer in an open thread. */
export const MessageReplyForm = form({
  reply_to_id: requiredId('reply_to_id'),
  message: text('message', { required: true, max: LIMITS.message }),
});
export type MessageReplyForm = v.InferOutput<typeof MessageReplyForm>;

/** POST /api/messages carries either a reply (reply_to_id) or a new thread. */
export function messageSchema(input: unknown): typeof NewMessageForm | typeof MessageReplyForm {
  const replyTo =
    typeof input === 'object' && input !== null ? (input as { reply_to_id?: unknown }).reply_to_id : undefined;
  return replyTo === undefined || replyTo === null || replyTo === '' ? NewMessageForm : MessageReplyForm;
}

/** OAuth social grant (after a provider registration). */
export const SocialLoginForm = form({
  network: choice('network', PROVIDERS),
  access_token: text('access_token', { required: true }),
});
export type SocialLoginForm = v.InferOutput<typeof SocialLoginForm>;

// ---------------------------------------------------------------------------------------------
// Query strings of the list calls of spec §7
// ---------------------------------------------------------------------------------------------

const page = () => integerWithDefault('page', FIRST_PAGE);

export const PageQuery = form({ page: page() });
export type PageQuery = v.InferOutput<typeof PageQuery>;

/** GET /api/search: at least 3 characters, 10 hits unless asked otherwise. */
export const SearchQuery = form({
  q: text('q', { required: true, min: SEARCH.minLength, max: 255 }),
  limit: integerWithDefault('limit', SEARCH.limit, { min: 1, max: 50 }),
});
export type SearchQuery = v.InferOutput<typeof SearchQuery>;

/** GET /api/materials. `per_page` serves the home page's 5 per category. */
export const MaterialListQuery = form({
  page: page(),
  per_page: integerWithDefault('per_page', MATERIALS_PER_PAGE, { min: 1, max: 100 }),
  owner: optionalId('owner'),
  // A path of the tree at most: no material is on more nodes, and 400 ids kept the database
  // planning for minutes (issue 11, the bad-input corpus).
  categories: idList('categories', { max: MATERIAL_NODES }),
  sort: choice('sort', SORT_KEYS, { fallback: DEFAULT_SORT }),
});
export type MaterialListQuery = v.InferOutput<typeof MaterialListQuery>;

export const ARTICLE_ORDER_FIELDS = ['created_at', 'title'] as const;
export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;

/** GET /api/articles; the home page asks perPage=3, orderBy=created_at, orderByDirection=desc. */
export const ArticleListQuery = form({
  page: page(),
  perPage: integerWithDefault('perPage', ARTICLES_PER_PAGE, { min: 1, max: 100 }),
  orderBy: choice('orderBy', ARTICLE_ORDER_FIELDS, { fallback: 'created_at' }),
  orderByDirection: choice('orderByDirection', ORDER_DIRECTIONS, { fallback: 'desc' }),
});
export type ArticleListQuery = v.InferOutput<typeof ArticleListQuery>;

/** GET /api/categories: `depth` levels below the start (null: all), top level unless `parent_id`. */
export const CategoryListQuery = form({
  depth: optionalInteger('depth', { min: 1, max: 3 }),
  parent_id: optionalId('category_parent_id'),
  /** a user id: fill category.user_materials_count with that user's materials */
  with_user_item_count: optionalId('with_user_item_count'),
});
export type CategoryListQuery = v.InferOutput<typeof CategoryListQuery>;

/** GET /api/cats: the tree for the material form's selects, for one material type. */
export const CatsQuery = form({ type: optionalChoice('type', MATERIAL_TYPES) });
export type CatsQuery = v.InferOutput<typeof CatsQuery>;

/** GET /api/schools?s= */
export const SchoolQuery = form({ s: text('s', { max: 255 }) });
export type SchoolQuery = v.InferOutput<typeof SchoolQuery>;

/** GET /api/users: the recipient lookup. */
export const UserListQuery = form({ page: page(), s: text('s', { max: 255 }) });
export type UserListQuery = v.InferOutput<typeof UserListQuery>;

/** GET /api/messages */
export const MessageListQuery = form({ page: page(), query: text('query', { max: 255 }) });
export type MessageListQuery = v.InferOutput<typeof MessageListQuery>;
