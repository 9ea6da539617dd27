/** Business constants and limits of spec §9. */

export const LIMITS = {
  contactField: 250,
  contactMessage: 1000,
  name: 255,
  email: 255,
  emailLocalPart: 64,
  emailDomain: 254,
  pseudonym: 255,
  materialTitle: 250,
  materialDescription: 1000,
  description: 500,
  note: 500,
  url: 2083,
  /** Comment and message bodies: not in spec §9; issue 17, see docs/decisions.md. */
  comment: 5000,
  message: 5000,
  passwordMin: 8,
  passwordMax: 255,
} as const;

/** 250 MB, the maximum upload (spec text: '250MB'). */
export const MAX_UPLOAD_BYTES = 250 * 1024 * 1024;
export const MAX_UPLOAD_TEXT = '250MB';

export const COMMENT_MAX_DEPTH = 2;
export const COMMENT_DEFAULT_DEPTH = 1;

export const SEARCH = {
  minLength: 3,
  limit: 10,
  debounceMs: 500,
  descriptionMax: 200,
} as const;
export const MESSAGE_SEARCH_DEBOUNCE_MS = 500;

export const HOME_MATERIALS_PER_CATEGORY = 5;
export const HOME_ARTICLES = 3;

export const SORT_KEYS = ['created_at', 'likes', 'downloads', 'bookmarks'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'created_at';
/** Sort keys shown to anonymous visitors: bookmarks needs sign-in. */
export const ANONYMOUS_SORT_KEYS: readonly SortKey[] = ['created_at', 'likes', 'downloads'];

/**
 * A list's sort key from the address (`?sort=`); 'Grāmatzīmes' only for a signed-in viewer (spec
 * §2.2). The pages read it so, and the server reads it the same way for the answers it puts in the
 * home page's HTML.
 */
export function readSort(value: unknown, signedIn: boolean): SortKey {
  const key = SORT_KEYS.find((candidate) => candidate === value);
  if (!key || (key === 'bookmarks' && !signedIn)) return DEFAULT_SORT;
  return key;
}

export const FIRST_PAGE = 1;
export const PAGINATION_MAX_NUMBERS = 9;
/** Page size is not given by the spec: 20 fits the 4- and 5-column grids. */
export const MATERIALS_PER_PAGE = 20;
export const ARTICLES_PER_PAGE = 9;
/** Top-level comments per page of a material's comments; their replies come with them. */
export const COMMENTS_PER_PAGE = 10;

export const TOKEN_COOKIE = 'token';
export const TOKEN_REMEMBER_DAYS = 365;
export const COOKIE_CONSENT_COOKIE = 'cookie';
export const INBOX_STATS_POLL_MS = 15000;

export const NOTIFICATION = {
  duration: 3000,
  speed: 300,
  width: 300,
  position: 'top right',
  error: { duration: 5000, width: 400, position: 'top center' },
} as const;

export const PROGRESS_BAR = { duration: 3000, finishAbove: 95 } as const;

export const DROPDOWN_MAX_HEIGHT = 400;

export const MATERIAL_TYPES = ['file', 'link'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const FILE_KINDS = ['excel', 'pdf', 'word', 'powerpoint', 'image'] as const;
export const BASIC_TYPES = ['link', 'excel', 'word', 'powerpoint', 'pdf', 'image', 'generic'] as const;
export type BasicType = (typeof BASIC_TYPES)[number];
export const ICON_SPRITES = [
  'excel',
  'generic',
  'image',
  'link',
  'pdf',
  'powerpoint',
  'word',
  'next',
  'lock',
  'avatar',
] as const;
export type IconName = (typeof ICON_SPRITES)[number];

export const SIGNATURE_TYPES = ['name', 'pseudonym'] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];

/** The category node title that marks link materials. */
export const LINKS_CATEGORY_TITLE = 'Noderīgas saites';

/** OAuth client of the browser app (a public first-party client, spec §7 sends both). */
export const BROWSER_CLIENT = { id: '2', secret: 'portal-browser' } as const;

export const PROVIDERS = ['mykoob', 'eklase'] as const;
export type Provider = (typeof PROVIDERS)[number];
/** The school platforms' names as the buttons and texts show them. */
export const PROVIDER_TITLES: Record<Provider, string> = { mykoob: 'Mykoob', eklase: 'E-klase' };

/** Derives the basic type of spec §3 from the material type and mime type. */
export function basicType(type: MaterialType, mime: string | null | undefined): BasicType {
  if (type === 'link') return 'link';
  const m = (mime ?? '').toLowerCase();
  if (m.startsWith('image/')) return 'image';
  if (m === 'application/pdf') return 'pdf';
  if (m.includes('spreadsheet') || m.includes('excel') || m === 'text/csv') return 'excel';
  if (m.includes('presentation') || m.includes('powerpoint')) return 'powerpoint';
  if (
    m.includes('wordprocessing') ||
    m === 'application/msword' ||
    m.includes('opendocument.text') ||
    m === 'application/rtf'
  )
    return 'word';
  return 'generic';
}
