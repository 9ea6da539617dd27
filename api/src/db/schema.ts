/**
 * The whole data model of spec §3 as one Drizzle pg-core schema. It runs unchanged on PGlite and on
 * PostgreSQL 15+; migrations in api/drizzle are generated from this file (`npx drizzle-kit generate`).
 *
 * A material keeps its likes, views, downloads and bookmarks counts on its own row, so that a list
 * sorted by one of them is an index scan instead of a count per row per request. The counts are
 * kept by triggers on the likes, bookmarks, material_views and material_downloads tables
 * (migration 0004), inside the transaction that inserts or deletes the row, whoever does it (the
 * API, the seed, a cascade when an account goes): they cannot drift from the rows they count.
 *
 * The same holds for what the lists read at 100,000 materials (migration 0006): every category
 * node's materials count and the number of all materials (the lists' `meta.total` and the tree's
 * `materials_count` without counting rows per request), and a copy of each material's sort keys on
 * its category links, so that a list of one node is read off an index of that node in sort order.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const materialType = pgEnum('material_type', ['file', 'link']);
export const signatureType = pgEnum('signature_type', ['name', 'pseudonym']);

/** Uploaded blobs; `isPublic` files (images of articles, banners, avatars, icons) are served at /files/<key>. */
export const files = pgTable('files', {
  id: id(),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  /** Hex sha256 of the content (material uploads); null for files stored before it was kept. */
  sha256: text('sha256'),
  createdAt: createdAt(),
});

export const schools = pgTable(
  'schools',
  {
    id: id(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('schools_title_idx').on(t.title),
    // Case- and diacritic-insensitive "contains" search (f_unaccent is created in the first migration).
    index('schools_title_trgm_idx').using('gin', sql`f_unaccent(lower(${t.title})) gin_trgm_ops`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    pseudonym: text('pseudonym'),
    /** Always stored lower-case (checked by the database). */
    email: text('email').notNull(),
    /** Null for accounts that only sign in through a school platform. */
    passwordHash: text('password_hash'),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    description: text('description'),
    /** The registration justification ("why no school-platform account"). */
    note: text('note'),
    /** Null = the newsletter question has not been answered yet. */
    newsletter: boolean('newsletter'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Enabled = approved by an administrator. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set by an administrator: the account cannot sign in and its tokens are refused at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** Base32 TOTP secret of the second factor (administrators); confirmed once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is never accepted twice (RFC 6238 §5.2). */
    totpUsedStep: integer('totp_used_step'),
    avatarFileId: integer('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('users_school_id_idx').on(t.schoolId),
    index('users_name_idx').on(t.lastName, t.firstName),
  ],
);

export const categories = pgTable('categories', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  iconFileId: integer('icon_file_id').references(() => files.id, { onDelete: 'set null' }),
  /** An external or bundled icon address, used when no icon file is uploaded. */
  iconUrl: text('icon_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The tree of class → theme → type; a category may appear in several places of the tree. */
export const categoryNodes = pgTable(
  'category_nodes',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categoryNodes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /**
     * Materials attached to this node, hidden ones not counted; kept by the triggers of migrations
     * 0006 and 0010, never written by the application.
     */
    materialsCount: integer('materials_count').notNull().default(0),
  },
  (t) => [
    index('category_nodes_parent_position_idx').on(t.parentId, t.position),
    index('category_nodes_category_id_idx').on(t.categoryId),
  ],
);

export const materials = pgTable(
  'materials',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    type: materialType('type').notNull(),
    /** The link address (link type) or an optional related address (file type). */
    uri: text('uri'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    mimeType: text('mime_type'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signatureType: signatureType('signature_type').notNull().default('name'),
    note: text('note'),
    /** Hidden by an administrator (moderation): seen only by its owner and administrators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** Kept by triggers (see the top of this file); never written by the application. */
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    downloadsCount: integer('downloads_count').notNull().default(0),
    bookmarksCount: integer('bookmarks_count').notNull().default(0),
    /**
     * The title and description as search compares them (lower case, no diacritics), stored so that
     * checking a hit does not run unaccent again per row.
     */
    searchTitle: text('search_title').generatedAlwaysAs(sql`f_unaccent(lower("title"))`),
    searchDescription: text('search_description').generatedAlwaysAs(
      sql`f_unaccent(lower(coalesce("description", '')))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists of everyone (and search) never show a hidden material (moderation, issue 19): their
    // indexes hold only the visible ones, so a page is still read off an index in order. An owner's
    // own list shows their hidden materials too, through the owner indexes below.
    index('materials_created_at_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('materials_owner_created_at_idx').on(t.ownerId, t.createdAt.desc()),
    // The sorts of the lists (spec §2.2 sort tabs): most liked and most downloaded, newest first
    // among equals, so a page is read off the index in order.
    index('materials_likes_idx')
      .on(t.likesCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('materials_downloads_idx')
      .on(t.downloadsCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('materials_owner_likes_idx').on(t.ownerId, t.likesCount.desc(), t.createdAt.desc(), t.id.desc()),
    index('materials_owner_downloads_idx').on(t.ownerId, t.downloadsCount.desc(), t.createdAt.desc(), t.id.desc()),
    index('materials_file_id_idx').on(t.fileId),
    // Search (GET /api/search): case- and diacritic-insensitive "contains" on title and description.
    index('materials_search_title_trgm_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('materials_search_description_trgm_idx').using('gin', sql`${t.searchDescription} gin_trgm_ops`),
  ],
);

/**
 * A material is attached to every node of its place in the tree (its class, theme and type nodes),
 * so a class node's count and list include everything below it and `categories=a,b,c` filters by
 * the whole path. Each link carries a copy of its material's sort keys (created_at, likes,
 * downloads; set and followed by the triggers of migration 0006), so a node's list in any sort is
 * one index range, whatever the page.
 */
export const materialCategories = pgTable(
  'material_categories',
  {
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => categoryNodes.id, { onDelete: 'cascade' }),
    /** Copies of the material's own columns (triggers); never written by the application. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    likesCount: integer('likes_count').notNull().default(0),
    downloadsCount: integer('downloads_count').notNull().default(0),
    /**
     * The material is hidden by an administrator (materials.hidden_at is set; trigger of migration
     * 0010): a hidden material is in no node's list and counts in no node's materials_count.
     */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.materialId, t.nodeId] }),
    index('material_categories_node_id_idx').on(t.nodeId, t.materialId),
    index('material_categories_node_created_at_idx')
      .on(t.nodeId, t.createdAt.desc(), t.materialId.desc())
      .where(sql`not ${t.hidden}`),
    index('material_categories_node_likes_idx')
      .on(t.nodeId, t.likesCount.desc(), t.createdAt.desc(), t.materialId.desc())
      .where(sql`not ${t.hidden}`),
    index('material_categories_node_downloads_idx')
      .on(t.nodeId, t.downloadsCount.desc(), t.createdAt.desc(), t.materialId.desc())
      .where(sql`not ${t.hidden}`),
  ],
);

/**
 * The number of all materials but the hidden ones in its one row (id true), kept by a trigger on
 * materials (migrations 0006, 0010): the unfiltered list's `meta.total` without counting every row per request.
 */
export const materialTotals = pgTable(
  'material_totals',
  {
    id: boolean('id').primaryKey().default(true),
    materialsCount: integer('materials_count').notNull().default(0),
  },
  (t) => [check('material_totals_one_row', sql`${t.id}`)],
);

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.materialId] }), index('likes_material_id_idx').on(t.materialId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.materialId] }),
    // The bookmarks list: newest bookmark first, a page read off the index in order.
    index('bookmarks_user_created_at_material_idx').on(t.userId, t.createdAt.desc(), t.materialId.desc()),
    index('bookmarks_material_id_idx').on(t.materialId),
  ],
);

export const materialViews = pgTable(
  'material_views',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    /** Null for anonymous views; kept (as null) when the viewer's account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who viewed, for counting a viewer once per material per hour: `u:<user id>`, or for a visitor
     * who is not signed in an HMAC of the address (never the address itself). Null on older rows.
     */
    viewerKey: text('viewer_key'),
    /** The hour (UTC, truncated) the view counts in; with viewerKey it is unique per material. */
    countedHour: timestamp('counted_hour', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('material_views_material_id_idx').on(t.materialId),
    index('material_views_user_id_idx').on(t.userId),
    uniqueIndex('material_views_once_per_hour').on(t.materialId, t.viewerKey, t.countedHour),
  ],
);

export const materialDownloads = pgTable(
  'material_downloads',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('material_downloads_material_id_idx').on(t.materialId),
    index('material_downloads_user_id_idx').on(t.userId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    seenBySender: boolean('seen_by_sender').notNull().default(true),
    seenByRecipient: boolean('seen_by_recipient').notNull().default(false),
    /** Hidden by an administrator (moderation): seen only by its author and administrators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_material_created_at_idx').on(t.materialId, t.createdAt),
    index('comments_parent_id_idx').on(t.parentId),
    index('comments_user_id_idx').on(t.userId),
    index('comments_unseen_idx')
      .on(t.materialId)
      .where(sql`${t.seenByRecipient} = false`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The thread's first message; null for the first message itself. */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    message: text('message').notNull(),
    seenBySender: boolean('seen_by_sender').notNull().default(true),
    seenByRecipient: boolean('seen_by_recipient').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('messages_sender_created_at_idx').on(t.senderId, t.createdAt.desc()),
    index('messages_recipient_created_at_idx').on(t.recipientId, t.createdAt.desc()),
    index('messages_reply_to_id_idx').on(t.replyToId),
    index('messages_unseen_idx')
      .on(t.recipientId)
      .where(sql`${t.seenByRecipient} = false`),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    /** HTML; sanitised on output. */
    content: text('content').notNull().default(''),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_published_created_at_idx').on(t.published, t.createdAt.desc()),
    index('articles_published_title_idx').on(t.published, t.title),
  ],
);

export const pages = pgTable('pages', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** HTML; sanitised on output. */
  content: text('content').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: id(),
    title: text('title').notNull(),
    targetUrl: text('target_url'),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** Switched off banners stay in the administration but are not shown on the home page. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_position_idx').on(t.position, t.id)],
);

/** Key/value settings; the front page setting `front_page` holds { show_banners, show_articles }. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Opaque bearer tokens; only their sha256 is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /**
     * A sign-in without 'Atcerēties mani' ends this many seconds after its last use (sliding, at the
     * resolution of `lastUsedAt`); null for a remembered one, which lasts until `expiresAt`.
     */
    idleSeconds: integer('idle_seconds'),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_id_idx').on(t.userId)],
);

/**
 * The client addresses a user has signed in from (an HMAC of the address, never the address), so
 * failed sign-ins for the account from elsewhere never hold the owner back at a known one.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/**
 * Who holds a pseudonym, by its comparison key (NFKC, case folded, whitespace collapsed, TR39
 * confusable skeleton): the primary key makes two look-alike pseudonyms impossible. A user's current
 * pseudonym has a claim; a pseudonym they left stays claimed while it has signed something.
 */
export const pseudonymClaims = pgTable(
  'pseudonym_claims',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pseudonym as its owner wrote it. */
    pseudonym: text('pseudonym').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pseudonym_claims_user_id_idx').on(t.userId)],
);

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_tokens_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** A school-platform account (provider + its subject id) linked to a portal user. */
export const providerIdentities = pgTable(
  'provider_identities',
  {
    id: id(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_identities_provider_subject_unique').on(t.provider, t.subject),
    index('provider_identities_user_id_idx').on(t.userId),
  ],
);

/**
 * A finished school-platform sign-in whose account has no portal user yet (spec §4): the callback
 * answers its token (shown once, stored as sha256) with the provider's name and e-mail, the
 * registration screen sends the token back, and the social grant spends it to sign the new
 * teacher in. Short-lived; the provider's own tokens are never stored.
 */
export const providerSignIns = pgTable(
  'provider_sign_ins',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('provider_sign_ins_expires_at_idx').on(t.expiresAt)],
);

/**
 * Mail waiting to be sent, written in the same transaction as the change that causes it
 * (src/mail/outbox.ts): a registration's mails exist exactly when its account does. The portal's
 * sender claims due rows (FOR UPDATE SKIP LOCKED, so several processes never take one row), sends,
 * and sets `sent_at`; a failure is kept in `last_error` and tried again at `next_attempt_at`, with a
 * doubling delay, until `failed_at` gives up (`npm run portal -- mail:retry` puts it back).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    // What the sender looks for: the rows still to send, by when they are due.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
  ],
);

/** One-time recovery codes of a user's second factor; only their sha256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * The one-time set-up link printed at a production install's first start, while no administrator
 * exists: whoever opens it creates the first administrator. Only its sha256 is stored.
 */
export const setupTokens = pgTable('setup_tokens', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const reportItemType = pgEnum('report_item_type', ['material', 'comment']);
export const reportReason = pgEnum('report_reason', ['copyright', 'inappropriate', 'spam', 'wrong_category', 'other']);

/**
 * A teacher's complaint about a material or a comment ('Ziņot par pārkāpumu'). Open until an
 * administrator hides the item, restores it, deletes it or dismisses the reports; one open report
 * per person and item.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    itemType: reportItemType('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    message: text('message'),
    createdAt: createdAt(),
    /** When an administrator acted on it, and how: 'hidden', 'restored', 'deleted', 'dismissed'. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_open_unique')
      .on(t.itemType, t.itemId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
    index('reports_open_created_at_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.resolvedAt} is null`),
    index('reports_item_idx').on(t.itemType, t.itemId),
  ],
);

/**
 * What the portal tells one user of something done to them (a material or comment hidden or
 * restored by an administrator), shown in their inbox until seen.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'material.hidden', 'material.restored', 'comment.hidden', 'comment.restored', … */
    kind: text('kind').notNull(),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** The Latvian text as shown, written when the notice is made. */
    text: text('text').notNull(),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [index('notices_user_created_at_idx').on(t.userId, t.createdAt.desc())],
);

/** What visitors sent through the contact form (spec §7), kept as well as mailed. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);

/**
 * Every administrator action, from the portal or the command line: who (null actor = the command
 * line, named in `actorLabel`), what, on which item, and its fields before and after. Only ever
 * inserted; nothing in the portal updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor as they were called at the time (name and e-mail, or 'komandrinda'). */
    actorLabel: text('actor_label').notNull(),
    /** e.g. 'user.approve', 'article.update', 'material.hide' */
    action: text('action').notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_item_idx').on(t.itemType, t.itemId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * The release registry (issue 21, scope 3): every published release of a feature app, its files in
 * storage under `mf/<name>/<version>/`. A row is never changed: a release is immutable.
 */
export const appReleases = pgTable(
  'app_releases',
  {
    id: id(),
    /** The federation name, e.g. `mf_catalog`. */
    name: text('name').notNull(),
    version: text('version').notNull(),
    commit: text('commit').notNull(),
    /** The release manifest as published (contracts/src/releases.ts ReleaseManifest). */
    manifest: jsonb('manifest').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'komandrinda' for the command line, as in the audit log. */
    publishedBy: text('published_by').notNull(),
  },
  (t) => [uniqueIndex('app_releases_name_version_idx').on(t.name, t.version)],
);

/**
 * Which release of an app is live: its latest row (none: the bundled build). Only ever inserted,
 * so switching is one atomic insert and the rows are the history `release:list` shows.
 */
export const appReleaseActivations = pgTable(
  'app_release_activations',
  {
    id: id(),
    name: text('name').notNull(),
    /** Null: the bundled build (`<staticRoot>/mf-<dir>/dist`). */
    version: text('version'),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    activatedBy: text('activated_by').notNull(),
    kind: text('kind', { enum: ['activate', 'rollback'] }).notNull(),
  },
  (t) => [
    // The live map of every page load: the latest row per name, read off this index.
    index('app_release_activations_name_idx').on(t.name, t.id.desc()),
    check('app_release_activations_kind_check', sql`${t.kind} in ('activate', 'rollback')`),
  ],
);
