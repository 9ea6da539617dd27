/**
 * Fills a portal with the demo content. Idempotent: every entity is looked up by its natural key
 * (school title, e-mail, category title, node place, owner + material title, article title, page
 * slug, banner title, setting key) and only what is missing is created; the likes, views and
 * comments of a material are added together with the material, so a second run adds nothing.
 * Files are generated only for entities being created and stored through the storage module.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import {
  articles,
  banners,
  bookmarks,
  categories,
  categoryNodes,
  comments,
  files,
  likes,
  materialCategories,
  materialDownloads,
  materials,
  materialViews,
  messages,
  pages,
  schools,
  settings,
  users,
} from '../db/schema';
import type { Storage } from '../storage/storage';
import { COMMENTS, MESSAGES } from './content/conversations';
import { MATERIALS } from './content/materials';
import { DEMO_USERS, type DemoUserKey } from './content/people';
import { ValidationError } from '../http/errors';
import { setPseudonym } from '../modules/pseudonyms/service';
import { FRONT_PAGE_SETTING, type FrontPageSettings } from '../modules/settings/service';
import { ARTICLES, BANNERS } from './content/site';
import { TYPES, findTheme } from './content/tree';
import { generateMaterialFile } from './files/documents';
import { renderPicture } from './files/pictures';
import { seededRandom } from './random';
import { ensureSeedFile, seedCategoryTree, seedPages, seedSchools, type SeedStep } from './base';

export interface SeedOptions {
  db: Database;
  storage: Storage;
  /** "Now" for the spread of dates; tests pin it. */
  now?: Date;
  /** Progress lines for the operator. */
  log?: (line: string) => void;
}

/** How many rows of each kind this run created (all zero on a repeated run). */
export type SeedReport = Record<
  | 'schools'
  | 'users'
  | 'categories'
  | 'nodes'
  | 'materials'
  | 'files'
  | 'likes'
  | 'bookmarks'
  | 'views'
  | 'downloads'
  | 'comments'
  | 'messages'
  | 'articles'
  | 'pages'
  | 'banners'
  | 'settings',
  number
>;

/** The demo shows both parts of the front page. */
const DEMO_FRONT_PAGE: FrontPageSettings = { show_banners: true, show_articles: true };

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Whether the portal has no accounts yet: the first start seeds only then. */
export async function hasNoUsers(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

export async function seedDemo(options: SeedOptions): Promise<SeedReport> {
  const { db, storage } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const report: SeedReport = {
    schools: 0,
    users: 0,
    categories: 0,
    nodes: 0,
    materials: 0,
    files: 0,
    likes: 0,
    bookmarks: 0,
    views: 0,
    downloads: 0,
    comments: 0,
    messages: 0,
    articles: 0,
    pages: 0,
    banners: 0,
    settings: 0,
  };

  const step: SeedStep = { db, storage, report, log };
  /** Stores a file (unless a row with this key exists) and returns its row id. */
  const ensureFile = (kind: string, name: string, ext: string, mimeType: string, isPublic: boolean, data: Buffer) =>
    ensureSeedFile(step, kind, name, ext, mimeType, isPublic, data);

  // Schools, the category tree and the rules and about pages: what `seed:base` gives every portal
  const schoolIds = await seedSchools(step);
  const places = await seedCategoryTree(step);
  await seedPages(step);

  // Users
  const userIds = new Map<DemoUserKey, number>();
  for (const user of DEMO_USERS) {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email)).limit(1);
    if (existing[0]) {
      userIds.set(user.key, existing[0].id);
      continue;
    }
    const verifiedAt = new Date(now.getTime() - 200 * DAY);
    const passwordHash = await hashPassword(user.password);
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            passwordHash,
            schoolId: schoolIds.get(user.school) ?? null,
            description: user.description,
            newsletter: user.newsletter,
            emailVerifiedAt: verifiedAt,
            approvedAt: verifiedAt,
            isAdmin: user.isAdmin,
            createdAt: verifiedAt,
          })
          .returning({ id: users.id });
        // Claimed like every pseudonym (a portal where another teacher has it refuses it here).
        await setPseudonym(tx, row!.id, user.pseudonym ?? null);
        return row!.id;
      })
      .catch((error: unknown) => {
        if (!(error instanceof ValidationError)) throw error;
        throw new Error(
          `Demo lietotājam ${user.email} nevar dot pseidonīmu „${user.pseudonym}”: ${error.errors.pseudonym?.[0]}`,
        );
      });
    userIds.set(user.key, id);
    report.users++;
  }
  log(`Lietotāji: ${DEMO_USERS.length}`);

  // Materials, each with its likes, bookmarks, views, downloads and comments
  const accountKeys = DEMO_USERS.map((u) => u.key);
  const materialIds = new Map<string, number>();
  for (const def of MATERIALS) {
    const ownerId = userIds.get(def.owner)!;
    const existing = await db
      .select({ id: materials.id })
      .from(materials)
      .where(and(eq(materials.ownerId, ownerId), eq(materials.title, def.title)))
      .limit(1);
    if (existing[0]) {
      materialIds.set(def.key, existing[0].id);
      continue;
    }
    const random = seededRandom(def.key);
    const createdAt = new Date(now.getTime() - def.daysAgo * DAY + random.int(-6, 6) * HOUR);
    const [classKey, themeKey, typeKey] = def.place;
    const nodeIds = places.get(`${classKey}/${themeKey}/${typeKey}`);
    if (!nodeIds) throw new Error(`Demo material ${def.key}: unknown place ${def.place.join('/')}`);

    let fileId: number | null = null;
    let mimeType: string | null = null;
    if (def.file) {
      const { cls, theme } = findTheme(classKey, themeKey);
      const owner = DEMO_USERS.find((u) => u.key === def.owner)!;
      const signature =
        def.signature === 'pseudonym' && owner.pseudonym ? owner.pseudonym : `${owner.firstName} ${owner.lastName}`;
      const type = TYPES.find((t) => t.key === typeKey)!;
      const generated = generateMaterialFile(def.file, { material: def, cls, theme, type, signature, createdAt });
      const ext = generated.fileName.slice(generated.fileName.lastIndexOf('.') + 1);
      fileId = await ensureFile('materials', def.key, ext, generated.mimeType, false, generated.data);
      mimeType = generated.mimeType;
    }

    const materialId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(materials)
        .values({
          title: def.title,
          description: def.description,
          type: def.url ? 'link' : 'file',
          uri: def.url ?? null,
          fileId,
          mimeType,
          ownerId,
          signatureType: def.signature,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: materials.id });
      const id = row!.id;
      await tx.insert(materialCategories).values(nodeIds.map((nodeId) => ({ materialId: id, nodeId })));

      const others = accountKeys.filter((k) => k !== def.owner).map((k) => userIds.get(k)!);
      const when = () => new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()));
      const likeRows = others
        .filter(() => random.chance(0.55))
        .map((userId) => ({ userId, materialId: id, createdAt: when() }));
      const bookmarkRows = others
        .filter(() => random.chance(0.3))
        .map((userId) => ({ userId, materialId: id, createdAt: when() }));
      // Older materials have been seen more; most views are by visitors who are not signed in.
      const viewCount = random.int(8, 20) + Math.round((def.daysAgo * random.int(4, 9)) / 10);
      const viewRows = Array.from({ length: viewCount }, () => ({
        materialId: id,
        userId: random.chance(0.15) ? others[random.int(0, others.length - 1)]! : null,
        createdAt: when(),
      }));
      const downloadCount = def.file ? Math.round(viewCount * (0.2 + random.next() * 0.35)) : 0;
      const downloadRows = Array.from({ length: downloadCount }, () => ({
        materialId: id,
        userId: random.chance(0.5) ? others[random.int(0, others.length - 1)]! : null,
        createdAt: when(),
      }));
      if (likeRows.length) await tx.insert(likes).values(likeRows);
      if (bookmarkRows.length) await tx.insert(bookmarks).values(bookmarkRows);
      if (viewRows.length) await tx.insert(materialViews).values(viewRows);
      if (downloadRows.length) await tx.insert(materialDownloads).values(downloadRows);
      report.likes += likeRows.length;
      report.bookmarks += bookmarkRows.length;
      report.views += viewRows.length;
      report.downloads += downloadRows.length;

      for (const comment of COMMENTS.filter((c) => c.material === def.key)) {
        const [parent] = await tx
          .insert(comments)
          .values({
            materialId: id,
            userId: userIds.get(comment.author)!,
            message: comment.message,
            seenBySender: true,
            seenByRecipient: comment.seenByOwner,
            createdAt: new Date(createdAt.getTime() + comment.hoursAfterPublishing * HOUR),
          })
          .returning({ id: comments.id });
        report.comments++;
        for (const reply of comment.replies ?? []) {
          await tx.insert(comments).values({
            materialId: id,
            userId: userIds.get(reply.author)!,
            parentId: parent!.id,
            message: reply.message,
            seenBySender: true,
            // The material's owner wrote it; it is new only to the comment's author.
            seenByRecipient: true,
            createdAt: new Date(createdAt.getTime() + reply.hoursAfterPublishing * HOUR),
          });
          report.comments++;
        }
      }
      return id;
    });
    materialIds.set(def.key, materialId);
    report.materials++;
  }
  log(`Materiāli: ${MATERIALS.length}`);

  // Private messages: a thread is its first message plus replies pointing at it
  for (const thread of MESSAGES) {
    const senderId = userIds.get(thread.from)!;
    const recipientId = userIds.get(thread.to)!;
    const existing = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.subject, thread.subject), isNull(messages.replyToId)))
      .limit(1);
    if (existing[0]) continue;
    await db.transaction(async (tx) => {
      const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
      const [first] = await tx
        .insert(messages)
        .values({
          senderId,
          recipientId,
          subject: thread.subject,
          message: thread.message,
          seenBySender: true,
          seenByRecipient: thread.seenByRecipient,
          createdAt: at(thread.daysAgo),
          updatedAt: at(thread.replies?.at(-1)?.daysAgo ?? thread.daysAgo),
        })
        .returning({ id: messages.id });
      report.messages++;
      for (const reply of thread.replies ?? []) {
        const from = userIds.get(reply.from)!;
        await tx.insert(messages).values({
          senderId: from,
          recipientId: from === senderId ? recipientId : senderId,
          replyToId: first!.id,
          subject: thread.subject,
          message: reply.message,
          seenBySender: true,
          seenByRecipient: reply.seenByRecipient,
          createdAt: at(reply.daysAgo),
          updatedAt: at(reply.daysAgo),
        });
        report.messages++;
      }
    });
  }

  // News posts
  for (const article of ARTICLES) {
    const existing = await db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.title, article.title))
      .limit(1);
    if (existing[0]) continue;
    const image = renderPicture({ ...article.image, width: 960, height: 540 });
    const imageFileId = await ensureFile('articles', article.key, 'png', 'image/png', true, image);
    const createdAt = new Date(now.getTime() - article.daysAgo * DAY);
    await db.insert(articles).values({
      title: article.title,
      description: article.description,
      content: article.content,
      imageFileId,
      published: true,
      createdAt,
      updatedAt: createdAt,
    });
    report.articles++;
  }
  log(`Jaunumi: ${ARTICLES.length}`);

  // Banners
  for (const [index, banner] of BANNERS.entries()) {
    const existing = await db.select({ id: banners.id }).from(banners).where(eq(banners.title, banner.title)).limit(1);
    if (existing[0]) continue;
    const image = renderPicture({ ...banner.image, width: 1200, height: 400 });
    const imageFileId = await ensureFile('banners', `banner-${index + 1}`, 'png', 'image/png', true, image);
    await db
      .insert(banners)
      .values({ title: banner.title, targetUrl: banner.targetUrl, imageFileId, position: index + 1 });
    report.banners++;
  }

  // Front page switches (an administrator's later change is kept)
  const inserted = await db
    .insert(settings)
    .values({ key: FRONT_PAGE_SETTING, value: DEMO_FRONT_PAGE })
    .onConflictDoNothing({ target: settings.key })
    .returning({ key: settings.key });
  report.settings += inserted.length;

  return report;
}

/** Row counts of every demo table, for the operator's summary and the tests. */
export async function countDemoRows(db: Database): Promise<Record<string, number>> {
  const tables = {
    schools,
    users,
    categories,
    category_nodes: categoryNodes,
    materials,
    material_categories: materialCategories,
    files,
    likes,
    bookmarks,
    material_views: materialViews,
    material_downloads: materialDownloads,
    comments,
    messages,
    articles,
    pages,
    banners,
    settings,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
