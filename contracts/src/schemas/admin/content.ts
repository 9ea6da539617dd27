/**
 * The administration of the portal's own content (issue 19): news posts ('Jaunumi'), static pages
 * ('Lapas'), the home page's banners ('Baneri') and its two switches. The same schemas check the
 * administration's forms in the browser and the /api/admin calls on the server; messages are
 * Latvian and name the field as the form labels it.
 *
 * Pictures travel beside the checked values (multipart `image`), as the profile's avatar does: the
 * server reads the file itself, and a banner without one is refused with `CONTENT_MESSAGES.imageRequired`.
 */
import * as v from 'valibot';
import { FIRST_PAGE, LIMITS } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { integerWithDefault, isHttpUrl, MAX_ID, text } from '@portal/contracts/schemas/forms';

export const CONTENT_LIMITS = {
  title: 255,
  /** A news post's lead, shown on its card. */
  description: 500,
  /** HTML of a post or page body. */
  content: 100_000,
  slug: 100,
  /** Banner positions are 1..n; anything past the end puts the banner last. */
  position: 10_000,
} as const;

/** Pictures of news posts and banners, before they are re-encoded. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Rows per page of the administration's news and page lists. */
export const ADMIN_CONTENT_PER_PAGE = 20;

/**
 * Pages the portal itself links to (the footer, the registration's terms box, the cookie notice's
 * `/lapa/noteikumi#sikdatnes`, the site map): their text may change, their address may not, and they
 * cannot be deleted.
 */
export const PROTECTED_PAGE_SLUGS = ['noteikumi', 'about'] as const;

export function isProtectedPage(slug: string): boolean {
  return (PROTECTED_PAGE_SLUGS as readonly string[]).includes(slug);
}

const thousands = (n: number) => n.toLocaleString('lv-LV').replace(/\u00a0/g, ' ');

export const CONTENT_MESSAGES = {
  contentRequired: 'Obligāti jāaizpilda saturs.',
  contentString: 'Saturam jābūt tekstam.',
  contentMax: `Saturam atļautas ne vairāk kā ${thousands(CONTENT_LIMITS.content)} rakstzīmes.`,
  slugRequired: 'Obligāti jāaizpilda lapas adrese.',
  slugString: 'Lapas adresei jābūt tekstam.',
  slugFormat: 'Lapas adresē drīkst būt tikai mazie latīņu burti (a–z), cipari un defises starp tiem.',
  slugDigits: 'Lapas adresē jābūt vismaz vienam burtam.',
  slugMax: `Lapas adresei atļautas ne vairāk kā ${CONTENT_LIMITS.slug} rakstzīmes.`,
  slugTaken: 'Lapa ar šādu adresi jau ir. Izvēlies citu adresi.',
  protectedSlug:
    'Šīs lapas adresi nevar mainīt: uz to ved saites portāla kājenē, reģistrācijas formā un paziņojumā par sīkdatnēm.',
  protectedDelete:
    'Šo lapu nevar dzēst: uz to ved saites portāla kājenē, reģistrācijas formā un paziņojumā par sīkdatnēm. Vari mainīt tās tekstu.',
  targetUrl: 'Saitei jābūt interneta adresei, kas sākas ar http:// vai https://, vai portāla adresei, kas sākas ar /.',
  targetUrlString: 'Saitei jābūt tekstam.',
  targetUrlMax: `Saitei atļautas ne vairāk kā ${LIMITS.url} rakstzīmes.`,
  position: 'Vietai sarakstā jābūt veselam skaitlim no 1 līdz 10 000.',
  imageRequired: 'Obligāti jāpievieno attēls.',
  imageTooLarge: 'Attēls nedrīkst būt lielāks par 10 MB.',
  imageInvalid: 'Attēlam jābūt JPEG, PNG, GIF vai WebP failam.',
  linkRequired: 'Obligāti jāaizpilda saites adrese.',
  linkInvalid: 'Saites adresei jāsākas ar http://, https://, mailto: vai / (adrese portālā).',
  nothingToChange: 'Nav norādīts, ko mainīt: nosūti vismaz vienu lauku vai attēlu.',
  state: 'Stāvoklim jābūt „all” (visi), „draft” (melnraksti) vai „published” (publicētie).',
} as const;

/** The checkboxes' names in their messages. */
const SWITCH_LABELS = {
  published: 'Publicēts',
  remove_image: 'Dzēst attēlu',
  active: 'Rādīt sākumlapā',
  show_banners: 'Rādīt banerus sākumlapā',
  show_articles: 'Rādīt jaunumus sākumlapā',
} as const;

export function switchMessage(name: keyof typeof SWITCH_LABELS, rule: 'boolean' | 'required' = 'boolean'): string {
  return rule === 'required'
    ? `Obligāti jānorāda, vai „${SWITCH_LABELS[name]}”.`
    : `Laukam „${SWITCH_LABELS[name]}” jābūt „jā” vai „nē”.`;
}

function strict<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no']);

function toBoolean(value: boolean | number | string): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  const word = value.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/**
 * A yes/no value (true/false, 1/0, 'on'…); missing, null and '' read as `fallback`, or, without
 * one, are refused as not given.
 */
function yesNo(name: keyof typeof SWITCH_LABELS, fallback?: boolean) {
  const wrong = switchMessage(name);
  return strict(
    v.pipe(
      v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()], wrong)), null),
      v.transform((value): boolean | null | undefined =>
        value === null || value === '' ? (fallback ?? null) : toBoolean(value),
      ),
      v.check((value) => value !== null, switchMessage(name, 'required')),
      v.check((value) => value !== undefined, wrong),
      v.transform((value): boolean => value === true),
    ),
  );
}

/** The words of an HTML body, without its tags: an editor's empty `<p></p>` is no content. */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim().length > 0
  );
}

/** HTML of a post or page; required, at most CONTENT_LIMITS.content characters. */
function htmlContent() {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(CONTENT_MESSAGES.contentString)), null),
      v.transform((value): string => (value ?? '').trim()),
      v.check(htmlHasText, CONTENT_MESSAGES.contentRequired),
      v.check((value) => [...value].length <= CONTENT_LIMITS.content, CONTENT_MESSAGES.contentMax),
    ),
  );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page's address: /lapa/<slug>. Lower-cased; only a–z, digits and single hyphens between them. */
function slug() {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(CONTENT_MESSAGES.slugString)), null),
      v.transform((value): string => (value ?? '').trim().toLowerCase()),
      v.check((value) => value.length > 0, CONTENT_MESSAGES.slugRequired),
      v.check((value) => value.length <= CONTENT_LIMITS.slug, CONTENT_MESSAGES.slugMax),
      v.check((value) => SLUG.test(value), CONTENT_MESSAGES.slugFormat),
      // A page found by /api/pages/{key} is looked up by id first when the key is a number.
      v.check((value) => /[a-z]/.test(value), CONTENT_MESSAGES.slugDigits),
    ),
  );
}

/** Where a banner leads: a web address, or an address inside the portal ('/jaunumi'). Optional. */
export function isBannerTarget(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\') && !/\s/.test(value);
  return isHttpUrl(value);
}

function bannerTarget() {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.string(CONTENT_MESSAGES.targetUrlString)), null),
      v.transform((value): string => (value ?? '').trim()),
      v.check((value) => [...value].length <= LIMITS.url, CONTENT_MESSAGES.targetUrlMax),
      v.check((value) => value === '' || isBannerTarget(value), CONTENT_MESSAGES.targetUrl),
    ),
  );
}

/** A place in the banners' order (1 = first); empty means "last" for a new banner, "unchanged" for an edit. */
function position() {
  return strict(
    v.pipe(
      v.optional(v.nullable(v.union([v.number(), v.string()], CONTENT_MESSAGES.position)), null),
      v.transform((value): number | null => {
        if (value === null) return null;
        if (typeof value === 'number') return value;
        const trimmed = value.trim();
        if (trimmed === '') return null;
        return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      }),
      v.check(
        (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= CONTENT_LIMITS.position),
        CONTENT_MESSAGES.position,
      ),
    ),
  );
}

/** Every field optional: a field left out keeps its value (the edit calls, `_method=PUT`). */
function changes<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(
    Object.fromEntries(Object.entries(entries).map(([key, schema]) => [key, v.optional(schema)])) as {
      [K in keyof TEntries]: v.OptionalSchema<TEntries[K], undefined>;
    },
    API_ERRORS.badRequest,
  );
}

// ---------------------------------------------------------------------------------------------
// News posts
// ---------------------------------------------------------------------------------------------

const articleEntries = {
  title: text('title', { required: true, max: CONTENT_LIMITS.title }),
  description: text('description', { max: CONTENT_LIMITS.description }),
  content: htmlContent(),
  /** A new post is a draft unless ticked. */
  published: yesNo('published', false),
  /** Drops the current picture (ignored when a new one is sent, and on a new post). */
  remove_image: yesNo('remove_image', false),
};

/** 'Jauns jaunums' and the edit form; POST /api/admin/articles. The picture travels as `image`. */
export const ArticleForm = v.object(articleEntries, API_ERRORS.badRequest);
export type ArticleForm = v.InferOutput<typeof ArticleForm>;

/** POST /api/admin/articles/{id} (`_method=PUT`): the fields sent change, the others stay. */
export const ArticleChanges = changes(articleEntries);
export type ArticleChanges = v.InferOutput<typeof ArticleChanges>;

export const ARTICLE_STATES = ['all', 'draft', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** GET /api/admin/articles: newest first, drafts included, `q` in the title or lead. */
export const AdminArticleListQuery = v.object(
  {
    page: integerWithDefault('page', FIRST_PAGE),
    q: text('q', { max: 255 }),
    state: strict(
      v.pipe(
        v.optional(v.nullable(v.string(CONTENT_MESSAGES.state)), null),
        v.transform((value): string => (value ?? '').trim() || 'all'),
        v.check((value) => (ARTICLE_STATES as readonly string[]).includes(value), CONTENT_MESSAGES.state),
        v.transform((value) => value as ArticleState),
      ),
    ),
  },
  API_ERRORS.badRequest,
);
export type AdminArticleListQuery = v.InferOutput<typeof AdminArticleListQuery>;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));
const Picture = v.nullable(v.object({ full_url: v.string() }));

/** A post in the administration's list (without its body). */
export const AdminArticleSummary = v.object({
  id: Id,
  title: v.string(),
  description: v.nullable(v.string()),
  published: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
  image: Picture,
});
export type AdminArticleSummary = v.InferOutput<typeof AdminArticleSummary>;

/** A post as the edit form opens it: its (sanitised) body too. */
export const AdminArticle = v.object({ ...AdminArticleSummary.entries, content: v.string() });
export type AdminArticle = v.InferOutput<typeof AdminArticle>;

// ---------------------------------------------------------------------------------------------
// Static pages
// ---------------------------------------------------------------------------------------------

/** 'Jauna lapa' and the page edit; POST /api/admin/pages and /api/admin/pages/{slug}. */
export const PageForm = v.object(
  {
    title: text('title', { required: true, max: CONTENT_LIMITS.title }),
    slug: slug(),
    content: htmlContent(),
  },
  API_ERRORS.badRequest,
);
export type PageForm = v.InferOutput<typeof PageForm>;

/** GET /api/admin/pages: by title, `q` in the title or address. */
export const AdminPageListQuery = v.object(
  { page: integerWithDefault('page', FIRST_PAGE), q: text('q', { max: 255 }) },
  API_ERRORS.badRequest,
);
export type AdminPageListQuery = v.InferOutput<typeof AdminPageListQuery>;

export const AdminPageSummary = v.object({
  id: Id,
  slug: v.string(),
  title: v.string(),
  /** The portal links to it: the address stays, and it cannot be deleted. */
  protected: v.boolean(),
  updated_at: v.string(),
});
export type AdminPageSummary = v.InferOutput<typeof AdminPageSummary>;

export const AdminPage = v.object({ ...AdminPageSummary.entries, content: v.string() });
export type AdminPage = v.InferOutput<typeof AdminPage>;

// ---------------------------------------------------------------------------------------------
// Banners and the home page's switches
// ---------------------------------------------------------------------------------------------

const bannerEntries = {
  title: text('title', { required: true, max: CONTENT_LIMITS.title }),
  target_url: bannerTarget(),
  /** Shown on the home page; a new banner is, unless unticked. */
  active: yesNo('active', true),
  position: position(),
};

/** POST /api/admin/banners (multipart, the picture in `image`, required). */
export const BannerForm = v.object(bannerEntries, API_ERRORS.badRequest);
export type BannerForm = v.InferOutput<typeof BannerForm>;

/** POST /api/admin/banners/{id}: the fields sent change; `position` moves the banner there. */
export const BannerChanges = changes(bannerEntries);
export type BannerChanges = v.InferOutput<typeof BannerChanges>;

export const AdminBanner = v.object({
  id: Id,
  title: v.string(),
  target_url: v.nullable(v.string()),
  image: Picture,
  /** 1..n in the order the slider shows them. */
  position: v.pipe(v.number(), v.integer(), v.minValue(1)),
  active: v.boolean(),
  updated_at: v.string(),
});
export type AdminBanner = v.InferOutput<typeof AdminBanner>;

/** PUT /api/admin/settings: both switches, every time. */
export const FrontPageSettingsForm = v.object(
  { show_banners: yesNo('show_banners'), show_articles: yesNo('show_articles') },
  API_ERRORS.badRequest,
);
export type FrontPageSettingsForm = v.InferOutput<typeof FrontPageSettingsForm>;

// ---------------------------------------------------------------------------------------------
// The rich-text editor's link
// ---------------------------------------------------------------------------------------------

/** A link in a post or page body: a web or portal address, or an e-mail address (mailto:). */
export function isEditorLink(value: string): boolean {
  return /^mailto:[^\s@/]+@[^\s@/]+$/i.test(value) || isBannerTarget(value);
}

/** The editor's 'Saite' dialog. */
export const LinkForm = v.object(
  {
    href: strict(
      v.pipe(
        v.optional(v.nullable(v.string(CONTENT_MESSAGES.linkInvalid)), null),
        v.transform((value): string => (value ?? '').trim()),
        v.check((value) => value.length > 0, CONTENT_MESSAGES.linkRequired),
        v.check((value) => [...value].length <= LIMITS.url, CONTENT_MESSAGES.targetUrlMax),
        v.check(isEditorLink, CONTENT_MESSAGES.linkInvalid),
      ),
    ),
  },
  API_ERRORS.badRequest,
);
export type LinkForm = v.InferOutput<typeof LinkForm>;
