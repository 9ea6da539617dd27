/**
 * Latvian texts shared by the browser apps and the API: validation messages (spec §5), OAuth login
 * errors (spec §8), notifications several remotes show (spec §4, §8) and the API's generic errors.
 */

/**
 * Generic rule templates. Placeholders: `{field}` the field's display name in the nominative,
 * `{field_dat}` in the dative (Latvian "X jābūt …" needs the dative), `{max}`/`{min}` numbers,
 * `{max_chars}`/`{min_chars_dat}` the number with "rakstzīme" in the agreeing form, `{other}` the
 * compared field in the accusative. `fieldMessage` capitalises the first letter of the result.
 * Wording avoids adjectives that would have to agree with the field's gender.
 */
export const RULE_MESSAGES = {
  required: 'Obligāti jāaizpilda {field}.',
  file_required: 'Obligāti jāpievieno {field}.',
  string: '{field_dat} jābūt tekstam.',
  email: '{field_dat} jābūt derīgai e-pasta adresei.',
  max: '{field_dat} atļautas ne vairāk kā {max_chars}.',
  min: '{field_dat} jābūt vismaz {min_chars_dat}.',
  url: '{field_dat} jābūt derīgai interneta adresei, kas sākas ar http:// vai https://.',
  confirmed: '{field} nesakrīt ar {other}.',
  integer: '{field_dat} jābūt veselam skaitlim.',
  number: '{field_dat} jābūt skaitlim.',
  min_value: '{field_dat} jābūt vismaz {min}.',
  max_value: '{field} nedrīkst pārsniegt {max}.',
  one_of: '{field_dat} norādīta nederīga vērtība.',
  boolean: '{field_dat} jābūt „jā” vai „nē”.',
  id_list: '{field_dat} jābūt ar komatiem atdalītu identifikatoru sarakstam.',
  max_items: '{field_dat} atļauti ne vairāk kā {max} identifikatori.',
  accepted: 'Obligāti jāpiekrīt {field_dat}.',
} as const;

export type Rule = keyof typeof RULE_MESSAGES;

interface FieldName {
  /** nominative, as in "Obligāti jāaizpilda vārds." */
  nom: string;
  /** dative, as in "Vārdam atļautas ne vairāk kā 255 rakstzīmes." */
  dat: string;
}

/**
 * Latvian display names of every form and query field of spec §5 and §7, keyed by the error key
 * (the field name, or a dot path for nested fields); where one key means different things in
 * different forms, the schema names the other meaning (category_parent_id, comment).
 */
const NAMES = {
  first_name: { nom: 'vārds', dat: 'vārdam' },
  last_name: { nom: 'uzvārds', dat: 'uzvārdam' },
  email: { nom: 'e-pasts', dat: 'e-pastam' },
  password: { nom: 'parole', dat: 'parolei' },
  password_confirmation: { nom: 'paroles atkārtojums', dat: 'paroles atkārtojumam' },
  password_confirmed: { nom: 'paroles atkārtojums', dat: 'paroles atkārtojumam' },
  remember: { nom: 'atcerēties mani', dat: 'laukam „Atcerēties mani”' },
  token: { nom: 'marķieris', dat: 'marķierim' },
  name: { nom: 'autorizācijas veids', dat: 'autorizācijas veidam' },
  topic: { nom: 'tēma', dat: 'tēmai' },
  message: { nom: 'ziņa', dat: 'ziņai' },
  comment: { nom: 'komentārs', dat: 'komentāram' },
  subject: { nom: 'temats', dat: 'tematam' },
  recipient_id: { nom: 'adresāts', dat: 'adresātam' },
  reply_to_id: { nom: 'atbildamā ziņa', dat: 'atbildamajai ziņai' },
  parent_id: { nom: 'atbildamais komentārs', dat: 'atbildamajam komentāram' },
  /** parent_id of the category queries */
  category_parent_id: { nom: 'augstākā kategorija', dat: 'augstākajai kategorijai' },
  title: { nom: 'nosaukums', dat: 'nosaukumam' },
  description: { nom: 'apraksts', dat: 'aprakstam' },
  note: { nom: 'pamatojums', dat: 'pamatojumam' },
  school_id: { nom: 'skola', dat: 'skolai' },
  pseudonym: { nom: 'pseidonīms', dat: 'pseidonīmam' },
  uri: { nom: 'saite', dat: 'saitei' },
  file: { nom: 'fails', dat: 'failam' },
  type: { nom: 'materiāla veids', dat: 'materiāla veidam' },
  categories: { nom: 'kategorijas', dat: 'kategorijām' },
  'categories.class': { nom: 'klase', dat: 'klasei' },
  'categories.theme': { nom: 'tēma', dat: 'tēmai' },
  'categories.type': { nom: 'veids', dat: 'veidam' },
  class: { nom: 'klase', dat: 'klasei' },
  theme: { nom: 'tēma', dat: 'tēmai' },
  signature_type: { nom: 'paraksts', dat: 'parakstam' },
  newsletter: { nom: 'piekrišana jaunumiem', dat: 'piekrišanai jaunumiem' },
  terms: { nom: 'lietošanas noteikumi', dat: 'lietošanas noteikumiem' },
  g_recaptcha_response: { nom: 'drošības pārbaude', dat: 'drošības pārbaudei' },
  avatar_id: { nom: 'profila bilde', dat: 'profila bildei' },
  remove_avatar: { nom: 'bildes dzēšana', dat: 'bildes dzēšanai' },
  q: { nom: 'meklējamais teksts', dat: 'meklējamajam tekstam' },
  s: { nom: 'meklējamais teksts', dat: 'meklējamajam tekstam' },
  query: { nom: 'meklējamais teksts', dat: 'meklējamajam tekstam' },
  limit: { nom: 'rezultātu skaits', dat: 'rezultātu skaitam' },
  page: { nom: 'lapa', dat: 'lapai' },
  per_page: { nom: 'ierakstu skaits lapā', dat: 'ierakstu skaitam lapā' },
  perPage: { nom: 'ierakstu skaits lapā', dat: 'ierakstu skaitam lapā' },
  orderBy: { nom: 'kārtošanas lauks', dat: 'kārtošanas laukam' },
  orderByDirection: { nom: 'kārtošanas virziens', dat: 'kārtošanas virzienam' },
  sort: { nom: 'kārtošana', dat: 'kārtošanai' },
  owner: { nom: 'autors', dat: 'autoram' },
  depth: { nom: 'dziļums', dat: 'dziļumam' },
  with_user_item_count: { nom: 'lietotājs', dat: 'lietotājam' },
  network: { nom: 'autorizācijas veids', dat: 'autorizācijas veidam' },
  access_token: { nom: 'piekļuves marķieris', dat: 'piekļuves marķierim' },
  grant_type: { nom: 'autentifikācijas veids', dat: 'autentifikācijas veidam' },
  username: { nom: 'e-pasts', dat: 'e-pastam' },
  /** the login form's second step (an administrator's code, issue 19) */
  totp: { nom: 'kods', dat: 'kodam' },
  use_recovery: { nom: 'rezerves koda izvēle', dat: 'rezerves koda izvēlei' },
} as const satisfies Record<string, FieldName>;

export type FieldKey = keyof typeof NAMES;

/** Display names (nominative) of the form fields, e.g. FIELD_NAMES.email === 'e-pasts'. */
export const FIELD_NAMES = Object.fromEntries(Object.entries(NAMES).map(([key, name]) => [key, name.nom])) as Record<
  FieldKey,
  string
>;

/** The dative forms, for templates that start with "X jābūt …". */
export const FIELD_NAMES_DATIVE = Object.fromEntries(
  Object.entries(NAMES).map(([key, name]) => [key, name.dat]),
) as Record<FieldKey, string>;

/** The specific texts of spec §5 and the few server-side checks that have no generic rule. */
export const FORM_MESSAGES = {
  password: 'Parolē jābūt cipariem, mazajiem un lielajiem burtiem',
  terms: 'Obligāti jāpiekrīt lietošanas noteikumiem.',
  signature: 'Lūdzu, norādi, kā vārdā ievietot materiālu.',
  categories: 'Izvēlies klasi, tēmu un veidu.',
  categoriesInvalid: 'Izvēlētās kategorijas nav derīgas.',
  pseudonymMissing: 'Tev nav pseidonīma: norādi to savā profilā vai paraksti materiālu ar vārdu.',
  /** issue 17: another teacher's pseudonym, the same after case, spacing and Unicode normalisation */
  pseudonymTaken: 'Šis pseidonīms jau ir aizņemts.',
  /** issue 17: it looks like another teacher's pseudonym (look-alike letters, Unicode TR39) */
  pseudonymLookAlike: 'Šis pseidonīms ir pārāk līdzīgs cita skolotāja pseidonīmam.',
  captchaInvalid: 'Drošības pārbaude neizdevās. Mēģini vēlreiz.',
  emailTaken: 'Lietotājs ar šādu e-pastu jau ir reģistrēts.',
  resetTokenInvalid: 'Paroles atjaunošanas saite nav derīga vai tai beidzies termiņš.',
  schoolNotFound: 'Izvēlētā skola nav atrasta.',
  recipientSelf: 'Ziņu nevar sūtīt sev.',
  fileTooLarge: 'Pievienotais fails ir pārāk liels.',
  /** a file material's file is not one of the offered kinds (spec §2.2, §9), judged by its content */
  fileKind: 'Pievienotajam failam jābūt Excel, PDF, Word vai PowerPoint dokumentam vai attēlam.',
  /** spec §4: link materials use only the 'Noderīgas saites' type node */
  linkCategory: 'Saitei izvēlies veidu „Noderīgas saites”.',
  /** spec §4: file materials use every type node but 'Noderīgas saites' */
  fileCategory: 'Failam nevar izvēlēties veidu „Noderīgas saites”.',
  materialTypeChange: 'Materiāla veidu nevar mainīt: izveido jaunu materiālu.',
  /** spec §9: replies only below depth 2 */
  commentDepth: 'Uz atbildi nevar atbildēt: atbildi uz pašu komentāru.',
  commentParentMissing: 'Komentārs, uz kuru atbildi, nav atrasts.',
} as const;

/** Refusals of the material calls (spec §6: the owner neither likes, bookmarks nor comments). */
export const MATERIAL_ERRORS = {
  ownLike: 'Savam materiālam nevar likt atzīmi „Patīk”.',
  ownBookmark: 'Savu materiālu nevar pievienot grāmatzīmēm.',
  ownComment: 'Savam materiālam komentāru nevar pievienot, bet vari atbildēt uz citu komentāriem.',
  /** 429 of the per-teacher comment limit (issue 17) */
  commentLimit: 'Pārāk daudz komentāru īsā laikā. Mēģini vēlreiz pēc dažām minūtēm.',
  noFile: 'Šim materiālam nav faila.',
  linkExpired: 'Saitei beidzies derīguma termiņš. Atver materiālu un mēģini vēlreiz.',
} as const;

/** "1 rakstzīme", "21 rakstzīme", "8 rakstzīmes" (nominative/accusative). */
function charsNom(n: number): string {
  return `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'rakstzīme' : 'rakstzīmes'}`;
}

/** "1 rakstzīmei", "8 rakstzīmēm" (dative, after "vismaz … jābūt"). */
function charsDat(n: number): string {
  return `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'rakstzīmei' : 'rakstzīmēm'}`;
}

export interface RuleParams {
  max?: number;
  min?: number;
  /** the compared field of `confirmed`, in the accusative (default 'paroli') */
  other?: string;
}

function nameOf(field: string): FieldName {
  const known = (NAMES as Record<string, FieldName>)[field];
  return known ?? { nom: field, dat: field };
}

/**
 * Fills a rule template for a field: `fieldMessage('required', 'email')` →
 * 'Obligāti jāaizpilda e-pasts.'. `field` is the error key; an unknown key is used as it is.
 */
export function fieldMessage(rule: Rule, field: string, params: RuleParams = {}): string {
  const name = nameOf(field);
  const values: Record<string, string> = {
    field: name.nom,
    field_dat: name.dat,
    max: params.max === undefined ? '' : String(params.max),
    min: params.min === undefined ? '' : String(params.min),
    max_chars: params.max === undefined ? '' : charsNom(params.max),
    min_chars_dat: params.min === undefined ? '' : charsDat(params.min),
    other: params.other ?? 'paroli',
  };
  const text = RULE_MESSAGES[rule].replace(/\{([a-z_]+)\}/g, (whole, key: string) => values[key] ?? whole);
  return text.charAt(0).toLocaleUpperCase('lv') + text.slice(1);
}

/** Texts of the OAuth token endpoint's error codes (spec §8). */
export const OAUTH_ERROR_MESSAGES = {
  invalid_credentials: 'Lietotāja epasts un/vai parole norādīta nepareizi',
  unsupported_grant_type: 'Nederīgs autentifikācijas veids.',
  invalid_request: 'Nederīgs pieprasījums.',
  invalid_grant: 'Nederīgs pieprasījums.',
  invalid_scope: 'Nederīgs pieprasījums.',
  invalid_client: 'Nederīgs pieprasījums.',
  access_denied: 'Pieeja bloķēta',
  server_error: 'Servera kļūda',
  /** Sign-in throttling (not in spec §8): after failed attempts the sign-in asks for the captcha. */
  captcha_required: 'Pēc vairākiem neveiksmīgiem mēģinājumiem lūdzam izpildīt drošības pārbaudi.',
  captcha_invalid: FORM_MESSAGES.captchaInvalid,
  /** An administrator's second factor (issue 19): the password was right, the code is asked next. */
  totp_required: 'Ievadi kodu no autentifikatora lietotnes.',
  totp_invalid: 'Kods nav pareizs vai jau izmantots. Ievadi lietotnē redzamo jauno kodu vai rezerves kodu.',
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_ERROR_MESSAGES;

export function isOAuthErrorCode(code: unknown): code is OAuthErrorCode {
  return typeof code === 'string' && Object.hasOwn(OAUTH_ERROR_MESSAGES, code);
}

/**
 * The text a failed login shows (spec §8): the Latvian text of a known code, otherwise the
 * server's own message, and 'Servera kļūda' when there is not even that.
 */
export function loginErrorMessage(code: string | null | undefined, serverMessage?: string | null): string {
  if (isOAuthErrorCode(code)) return OAUTH_ERROR_MESSAGES[code];
  const message = serverMessage?.trim();
  return message ? message : OAUTH_ERROR_MESSAGES.server_error;
}

/**
 * What a dropdown with no options says (spec §8 'Empty dropdown'), in Latvian as the school picker of
 * spec §2.2 words it (spec §8 quotes the third-party widget's English 'Sorry, no matching options.').
 */
export const NO_OPTIONS_TEXT = 'Nav rezultātu.';

/** Confirmations of spec §2.2: the API answers them and the screens show them, word for word. */
export const ACCOUNT_TEXTS = {
  resetLinkSent: 'Saite ir nosūtīta. Seko instrukcijām e-pastā, lai atjaunotu savu paroli.',
  verificationResent:
    'Uz norādīto epastu ir nosūtīta jauna apstiprinājuma saite. Lūdzu, atver epastu un nospied uz saites.',
} as const;

/** The `message` of the API's generic error answers (ARCHITECTURE.md §4). */
export const API_ERRORS = {
  validation: 'Norādītie dati nav derīgi.',
  /** under a field whose text holds a NUL character (which no database text column can store) */
  invalidCharacter: 'Teksts satur neatļautu rakstzīmi.',
  badRequest: 'Nederīgs pieprasījums.',
  invalidJson: 'Pieprasījuma dati nav derīgs JSON.',
  unauthenticated: 'Lai turpinātu, autorizējies.',
  forbidden: 'Tev nav atļaujas veikt šo darbību.',
  notFound: 'Nav atrasts.',
  methodNotAllowed: 'Šī darbība nav atļauta.',
  csrf: 'Pieprasījums noraidīts drošības apsvērumu dēļ. Pārlādē lapu un mēģini vēlreiz.',
  payloadTooLarge: 'Pieprasījums ir pārāk liels.',
  unsupportedMediaType: 'Neatbalstīts pieprasījuma formāts.',
  /** a byte range (Range header) outside the file */
  rangeNotSatisfiable: 'Pieprasītā faila daļa ir ārpus faila robežām.',
  tooManyRequests: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.',
  /** 503: the database is restarting or out of reach; the same request may succeed in a moment */
  unavailable: 'Portāls īslaicīgi nav pieejams. Mēģini vēlreiz pēc brīža.',
  serverError: 'Servera kļūda',
} as const;

/** The generic message for an HTTP error status. */
export function apiErrorForStatus(status: number): string {
  switch (status) {
    case 400:
      return API_ERRORS.badRequest;
    case 401:
      return API_ERRORS.unauthenticated;
    case 403:
      return API_ERRORS.forbidden;
    case 404:
      return API_ERRORS.notFound;
    case 405:
      return API_ERRORS.methodNotAllowed;
    case 413:
      return API_ERRORS.payloadTooLarge;
    case 415:
      return API_ERRORS.unsupportedMediaType;
    case 416:
      return API_ERRORS.rangeNotSatisfiable;
    case 422:
      return API_ERRORS.validation;
    case 429:
      return API_ERRORS.tooManyRequests;
    case 503:
      return API_ERRORS.unavailable;
    default:
      return status >= 500 ? API_ERRORS.serverError : API_ERRORS.badRequest;
  }
}
