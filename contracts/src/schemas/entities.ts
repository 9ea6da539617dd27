/**
 * The entities of spec §3 as the API answers them (field names exactly as the spec writes them)
 * and the response envelopes of ARCHITECTURE.md §4. The browser trusts these types without
 * parsing at run time; the API uses the schemas for its OpenAPI document and its own tests.
 */
import * as v from 'valibot';
import { BASIC_TYPES, MATERIAL_TYPES, PROVIDERS, SIGNATURE_TYPES } from '@portal/contracts/constants';

/** Spec §1, §6: what anonymous visitors see instead of a material's author. */
export const ANONYMOUS_AUTHOR_LABEL = 'Portāla lietotājs';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** ISO 8601 in UTC, e.g. 2026-01-31T10:15:00.000Z */
const IsoDate = v.pipe(v.string(), v.isoTimestamp());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Absolute, or relative to the portal ('/files/...'). */
const Url = v.pipe(v.string(), v.metadata({ format: 'uri-reference' }));

/** An uploaded image: the original and, where made, named sizes. */
export const Image = v.object({ full_url: Url });
export type Image = v.InferOutput<typeof Image>;

export const Avatar = v.object({
  full_url: Url,
  sizes: v.object({ icon: v.object({ full_url: Url }) }),
});
export type Avatar = v.InferOutput<typeof Avatar>;

/** Someone named next to a comment or message: name and avatar (icon size URL) only. */
export const Person = v.object({ id: Id, name: v.string(), avatar: v.nullable(Url) });
export type Person = v.InferOutput<typeof Person>;

export const School = v.object({ id: Id, title: v.string() });
export type School = v.InferOutput<typeof School>;

/** A step of a breadcrumb: a category node (id), its category, its title; `has_children` picks category vs category-materials. */
export const PathEntry = v.object({
  id: Id,
  category_id: Id,
  title: v.string(),
  has_children: v.boolean(),
});
export type PathEntry = v.InferOutput<typeof PathEntry>;

export const Category = v.object({
  id: Id,
  title: v.string(),
  description: v.nullable(v.string()),
  icon_url: v.nullable(Url),
  materials_count: Count,
  /** The materials of the user named by `with_user_item_count`; null when not asked for. */
  user_materials_count: v.nullable(Count),
});
export type Category = v.InferOutput<typeof Category>;

export interface CategoryNode {
  id: number;
  parent_id: number | null;
  category_id: number;
  category: Category;
  /** ancestors, root first, without the node itself */
  path: PathEntry[];
  /** as deep as the request's `depth` asked; [] below that and at the type level */
  children: CategoryNode[];
}

export const CategoryNode: v.GenericSchema<CategoryNode> = v.object({
  id: Id,
  parent_id: v.nullable(Id),
  category_id: Id,
  category: Category,
  path: v.array(PathEntry),
  children: v.array(v.lazy(() => CategoryNode)),
});

/**
 * Moderation (issue 19): an item an administrator hid, as its owner (and administrators) see it;
 * everyone else never receives a hidden item at all. `reason` is what the administrator wrote.
 */
export const HiddenMark = v.object({ at: IsoDate, reason: v.nullable(v.string()) });
export type HiddenMark = v.InferOutput<typeof HiddenMark>;

/** A node a material belongs to (class, theme and type nodes). */
export const MaterialCategory = v.object({ id: Id, parent_id: v.nullable(Id) });
export type MaterialCategory = v.InferOutput<typeof MaterialCategory>;

export const Material = v.object({
  id: Id,
  title: v.string(),
  description: v.nullable(v.string()),
  type: v.picklist(MATERIAL_TYPES),
  /** the address of a link material; null for files */
  uri: v.nullable(Url),
  /** the original file name of a file material; null for links */
  file: v.nullable(v.string()),
  mime_type: v.nullable(v.string()),
  /** derived with constants.basicType(type, mime_type) */
  basic_type: v.picklist(BASIC_TYPES),
  created_at: IsoDate,
  /** false for anonymous viewers */
  is_liked: v.boolean(),
  has_bookmark: v.boolean(),
  likes: Count,
  views: Count,
  downloads: Count,
  categories: v.array(MaterialCategory),
  /**
   * The author, for linking to the profile: null for anonymous viewers and, for anyone but the
   * owner, when the material is signed with a pseudonym (the server never reveals who that is).
   */
  owner: v.nullable(v.object({ id: Id, avatar: v.nullable(Url) })),
  /** null under the same conditions as `owner` */
  owner_id: v.nullable(Id),
  /** The author line: the name, the pseudonym, or ANONYMOUS_AUTHOR_LABEL for anonymous viewers. */
  signature: v.string(),
  signature_type: v.picklist(SIGNATURE_TYPES),
  /** the pseudonym the material is signed with; null when signed with the name or for anonymous viewers */
  pseudonym: v.nullable(v.string()),
  note: v.nullable(v.string()),
  path: v.array(PathEntry),
  /** present when the file can be shown inline (the preview call gives the signed address) */
  preview_url: v.nullable(Url),
  /** set when an administrator hid the material: only its owner and administrators get it (issue 19) */
  hidden: v.optional(v.nullable(HiddenMark)),
});
export type Material = v.InferOutput<typeof Material>;

export const Article = v.object({
  id: Id,
  title: v.string(),
  description: v.nullable(v.string()),
  /** sanitised HTML */
  content: v.string(),
  created_at: IsoDate,
  updated_at: IsoDate,
  image: v.nullable(v.object({ full_url: Url, sizes: v.object({ icon: Image, medium: Image }) })),
});
export type Article = v.InferOutput<typeof Article>;

export const Banner = v.object({
  id: Id,
  title: v.string(),
  target_url: v.nullable(Url),
  image: Image,
});
export type Banner = v.InferOutput<typeof Banner>;

export const Page = v.object({
  id: Id,
  title: v.string(),
  /** sanitised HTML */
  content: v.string(),
  slug: v.string(),
});
export type Page = v.InferOutput<typeof Page>;

/** The material a comment belongs to (the comments inbox links to it with its type icon). */
export const CommentMaterial = v.object({
  id: Id,
  title: v.string(),
  /** null when the material is pseudonym-signed and the viewer is not its owner */
  owner_id: v.nullable(Id),
  basic_type: v.picklist(BASIC_TYPES),
});
export type CommentMaterial = v.InferOutput<typeof CommentMaterial>;

/**
 * Who wrote a comment. `id` is null for the owner's answer on a material signed with a pseudonym,
 * seen by anyone but the owner: the pseudonym is shown and nothing ties it to the person.
 */
export const CommentAuthor = v.object({ id: v.nullable(Id), name: v.string(), avatar: v.nullable(Url) });
export type CommentAuthor = v.InferOutput<typeof CommentAuthor>;

export interface Comment {
  id: number;
  message: string;
  created_at: string;
  /** null where `author.id` is */
  user_id: number | null;
  author: CommentAuthor;
  /** the comment this one answers (sent as parent_id, spec's replyTo) */
  parent_id: number | null;
  replies: Comment[];
  material: CommentMaterial;
  seen_by_sender: boolean;
  seen_by_recipient: boolean;
  /** set when an administrator hid the comment: only its author and administrators get it (issue 19) */
  hidden?: HiddenMark | null;
}

export const Comment: v.GenericSchema<Comment> = v.object({
  id: Id,
  message: v.string(),
  created_at: IsoDate,
  user_id: v.nullable(Id),
  author: CommentAuthor,
  parent_id: v.nullable(Id),
  replies: v.array(v.lazy(() => Comment)),
  material: CommentMaterial,
  seen_by_sender: v.boolean(),
  seen_by_recipient: v.boolean(),
  hidden: v.optional(v.nullable(HiddenMark)),
});

/** A message; a thread is its first message with the answers in `replies` (answers have none). */
export interface Message {
  id: number;
  sender_id: number;
  recipient_id: number;
  sender: Person;
  recipient: Person;
  subject: string;
  message: string;
  reply_to_id: number | null;
  created_at: string;
  updated_at: string;
  replies: Message[];
  seen_by_sender: boolean;
  seen_by_recipient: boolean;
}

export const Message: v.GenericSchema<Message> = v.object({
  id: Id,
  sender_id: Id,
  recipient_id: Id,
  sender: Person,
  recipient: Person,
  subject: v.string(),
  message: v.string(),
  reply_to_id: v.nullable(Id),
  created_at: IsoDate,
  updated_at: IsoDate,
  replies: v.array(v.lazy(() => Message)),
  seen_by_sender: v.boolean(),
  seen_by_recipient: v.boolean(),
});

const userEntries = {
  id: Id,
  /** first and last name */
  name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  school: v.nullable(School),
  school_id: v.nullable(Id),
  description: v.nullable(v.string()),
  avatar: v.nullable(Avatar),
  avatar_id: v.nullable(Id),
};

/**
 * Another user as others see them. No e-mail, newsletter, verified or enabled flags, and no
 * pseudonym either: showing it next to the name would reveal who signs with it.
 */
export const PublicUser = v.object(userEntries);
export type PublicUser = v.InferOutput<typeof PublicUser>;

/** The signed-in user (GET /api/user). */
export const CurrentUser = v.object({
  ...userEntries,
  pseudonym: v.nullable(v.string()),
  email: v.string(),
  /** null until the user has answered the newsletter dialog */
  newsletter: v.nullable(v.boolean()),
  verified: v.boolean(),
  enabled: v.boolean(),
  /** An administrator: the shell offers 'Administrēšana' (issue 19). */
  is_admin: v.boolean(),
});
export type CurrentUser = v.InferOutput<typeof CurrentUser>;

export const UserStatistics = v.object({ likes: Count, views: Count, downloads: Count });
export type UserStatistics = v.InferOutput<typeof UserStatistics>;

export const InboxStats = v.object({
  newCommentsCount: Count,
  newMessagesCount: Count,
  /** unseen moderation notices (issue 19: an administrator hid or restored something of the user's) */
  newNoticesCount: v.optional(Count),
});
export type InboxStats = v.InferOutput<typeof InboxStats>;

export const Settings = v.object({ show_banners: v.boolean(), show_articles: v.boolean() });
export type Settings = v.InferOutput<typeof Settings>;

export const SearchHit = v.object({
  id: Id,
  /** 'materials' for materials */
  source_type: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  path: v.array(PathEntry),
  basicType: v.picklist(BASIC_TYPES),
});
export type SearchHit = v.InferOutput<typeof SearchHit>;

/** POST /api/auth/register */
export const RegistrationResult = v.object({ id: Id, verified: v.boolean(), enabled: v.boolean() });
export type RegistrationResult = v.InferOutput<typeof RegistrationResult>;

/** POST /api/auth/verify/{token}; `code` e.g. 'auth.verification.verified' */
export const VerificationResult = v.object({
  status: v.picklist(['success', 'fail']),
  message: v.string(),
  code: v.string(),
});
export type VerificationResult = v.InferOutput<typeof VerificationResult>;

/** POST /api/auth/verify/resend */
export const ResendResult = v.object({ status: v.picklist(['success', 'fail']), message: v.string() });
export type ResendResult = v.InferOutput<typeof ResendResult>;

/** POST /api/auth/password/email and /password/reset: `status` is the Latvian text to show. */
export const PasswordStatus = v.object({ status: v.string() });
export type PasswordStatus = v.InferOutput<typeof PasswordStatus>;

/** An address the browser should go to (download, preview, provider sign-in). */
export const UrlResult = v.object({ url: Url });
export type UrlResult = v.InferOutput<typeof UrlResult>;

/**
 * The OAuth callback's answer when the provider account has no portal user yet: the data the
 * registration screen is prefilled with, and the provider token it sends back.
 */
export const ProviderData = v.object({
  token: v.string(),
  name: v.picklist(PROVIDERS),
  user: v.object({
    email: v.nullable(v.string()),
    first_name: v.nullable(v.string()),
    last_name: v.nullable(v.string()),
  }),
});
export type ProviderData = v.InferOutput<typeof ProviderData>;

/**
 * A school platform's sign-in as the login and register dialogs show it (GET /api/auth/providers).
 * `available` is false while the operator has not configured the provider (no client id): the
 * button is shown disabled as unavailable, not as a broken link.
 */
export const SignInProvider = v.object({
  name: v.picklist(PROVIDERS),
  title: v.string(),
  available: v.boolean(),
});
export type SignInProvider = v.InferOutput<typeof SignInProvider>;

/**
 * GET /api/captcha/config: which captcha the forms show. The altcha widget fetches its challenge
 * from `challenge_url` itself; reCAPTCHA needs the site key.
 */
export const CaptchaConfig = v.object({
  provider: v.picklist(['altcha', 'recaptcha']),
  site_key: v.nullable(v.string()),
  challenge_url: v.nullable(v.string()),
});
export type CaptchaConfig = v.InferOutput<typeof CaptchaConfig>;

export const PagedMeta = v.object({
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  last_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: Count,
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PagedMeta = v.InferOutput<typeof PagedMeta>;

/** `{ data: T[], meta }`: every paged list. */
export function paged<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: v.array(item), meta: PagedMeta });
}

/** `{ data: T }`: every single resource. */
export function single<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: item });
}

/** `{ data: T[] }`: lists that are not paged (banners, pages, categories, schools, search hits). */
export function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: v.array(item) });
}

export interface Paged<T> {
  data: T[];
  meta: PagedMeta;
}
export interface Single<T> {
  data: T;
}
export interface List<T> {
  data: T[];
}

/** 422 answers: the first message of each field is shown under that field. */
export const ValidationErrorBody = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
});
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBody>;

/** Every other error answer. */
export const ErrorBody = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const OAuthTokenResponse = v.object({
  token_type: v.literal('Bearer'),
  access_token: v.string(),
  expires_in: v.pipe(v.number(), v.integer()),
});
export type OAuthTokenResponse = v.InferOutput<typeof OAuthTokenResponse>;

export const OAuthErrorBody = v.object({
  error: v.string(),
  error_description: v.optional(v.string()),
  message: v.string(),
});
export type OAuthErrorBody = v.InferOutput<typeof OAuthErrorBody>;
