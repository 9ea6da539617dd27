/**
 * The demo data: the content minimums the portal is shown with, and idempotence (a second run
 * changes and duplicates nothing). Runs on the test database of the project (PGlite, or
 * PostgreSQL in api-postgres) with files on a temporary local storage.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import type { Database } from '../src/db/client';
import {
  articles,
  banners,
  bookmarks,
  categories,
  categoryNodes,
  files,
  likes,
  materialCategories,
  materialDownloads,
  materials,
  materialViews,
  pages,
  pseudonymClaims,
  schools,
  settings,
  users,
} from '../src/db/schema';
import { sanitizeContent } from '../src/modules/content/sanitize';
import { COOKIES_SECTION, RULES_SLUG } from '../src/seed/content/site';
import { countDemoRows, hasNoUsers, seedDemo, type SeedReport } from '../src/seed/demo';
import { createLocalStorage } from '../src/storage/local';
import type { Storage } from '../src/storage/storage';
import { openTestDatabase, type TestDatabase } from './helpers/database';

const NOW = new Date('2025-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let db: Database;
let dataDir: string;
let storage: Storage;
let first: SeedReport;
let second: SeedReport;
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;
let materialsAfterFirst: unknown[];

async function readStored(key: string): Promise<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`not stored: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-seed-test-'));
  storage = createLocalStorage(dataDir);
  expect(await hasNoUsers(db)).toBe(true);
  first = await seedDemo({ db, storage, now: NOW });
  countsAfterFirst = await countDemoRows(db);
  materialsAfterFirst = await db.select().from(materials).orderBy(materials.id);
  second = await seedDemo({ db, storage, now: new Date(NOW.getTime() + 7 * DAY) });
  countsAfterSecond = await countDemoRows(db);
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('demo data is idempotent', () => {
  it('creates everything on the first run and nothing on the second', () => {
    expect(first.materials).toBeGreaterThan(0);
    expect(
      Object.values(second).every((n) => n === 0),
      JSON.stringify(second),
    ).toBe(true);
  });

  it('leaves every table with the same number of rows after the second run', () => {
    expect(countsAfterSecond).toEqual(countsAfterFirst);
  });

  it('leaves the existing materials unchanged', async () => {
    expect(await db.select().from(materials).orderBy(materials.id)).toEqual(materialsAfterFirst);
  });

  it('says the portal is no longer empty', async () => {
    expect(await hasNoUsers(db)).toBe(false);
  });
});

describe('demo accounts', () => {
  const expected = [
    { email: 'anna.ozola@demo.lv', password: 'Parole123', isAdmin: false, pseudonym: null },
    { email: 'janis.kalnins@demo.lv', password: 'Parole123', isAdmin: false, pseudonym: 'Fizikas Fans' },
    { email: 'liga.berzina@demo.lv', password: 'Parole123', isAdmin: false, pseudonym: null },
    { email: 'admin@demo.lv', password: 'Admins123', isAdmin: true, pseudonym: null },
  ];

  it('are verified, approved, with a school and a description, and sign in with the printed passwords', async () => {
    for (const account of expected) {
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user!.emailVerifiedAt).not.toBeNull();
      expect(user!.approvedAt).not.toBeNull();
      expect(user!.isAdmin).toBe(account.isAdmin);
      expect(user!.pseudonym).toBe(account.pseudonym);
      expect(user!.schoolId).not.toBeNull();
      expect(user!.description?.length).toBeGreaterThan(20);
      expect(await verifyPassword(user!.passwordHash!, account.password)).toBe(true);
    }
  });

  it("hold a claim on Jānis's pseudonym, so nobody else can take it, once however often the seed runs", async () => {
    const [janis] = await db.select().from(users).where(eq(users.email, 'janis.kalnins@demo.lv'));
    const claims = await db.select().from(pseudonymClaims);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.every((claim) => claim.userId === janis!.id && claim.pseudonym === 'Fizikas Fans')).toBe(true);
  });
});

describe('demo content', () => {
  it('has at least 30 Latvian schools', async () => {
    const rows = await db.select({ title: schools.title }).from(schools);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    expect(rows.some((r) => /ģimnāzija|vidusskola/.test(r.title))).toBe(true);
  });

  it('builds a class → theme → type tree whose top-level categories have SVG icons', async () => {
    const nodes = await db
      .select({
        id: categoryNodes.id,
        parentId: categoryNodes.parentId,
        title: categories.title,
        iconKey: files.storageKey,
        iconMime: files.mimeType,
        iconPublic: files.isPublic,
      })
      .from(categoryNodes)
      .innerJoin(categories, eq(categories.id, categoryNodes.categoryId))
      .leftJoin(files, eq(files.id, categories.iconFileId))
      // The tree's own order (rows without ORDER BY come in storage order, which changes as the
      // nodes' materials counts are updated).
      .orderBy(asc(categoryNodes.position), asc(categoryNodes.id));
    const top = nodes.filter((n) => n.parentId === null);
    expect(top.map((n) => n.title)).toEqual(expect.arrayContaining(['7. klase', '9. klase', '10. klase', '12. klase']));
    for (const node of top) {
      expect(node.iconMime, node.title).toBe('image/svg+xml');
      expect(node.iconPublic).toBe(true);
      expect((await readStored(node.iconKey!)).toString('utf8')).toContain('<svg');
    }
    const themes = nodes.filter((n) => top.some((t) => t.id === n.parentId));
    expect(themes.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Kustība un spēks', 'Elektrība', 'Siltums', 'Optika', 'Skaņa']),
    );
    for (const theme of themes) {
      const types = nodes.filter((n) => n.parentId === theme.id).map((n) => n.title);
      expect(types, theme.title).toEqual([
        'Prezentācijas',
        'Darba lapas',
        'Laboratorijas darbi',
        'Pārbaudes darbi',
        'Noderīgas saites',
      ]);
    }
  });

  it('has at least 40 materials of both types, each placed at class, theme and type level', async () => {
    const rows = await db.select().from(materials);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((m) => m.type === 'file').length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((m) => m.type === 'link').length).toBeGreaterThanOrEqual(10);
    const links = await db
      .select({
        materialId: materialCategories.materialId,
        nodeId: materialCategories.nodeId,
        parentId: categoryNodes.parentId,
      })
      .from(materialCategories)
      .innerJoin(categoryNodes, eq(categoryNodes.id, materialCategories.nodeId));
    for (const material of rows) {
      const placed = links.filter((l) => l.materialId === material.id);
      expect(placed, material.title).toHaveLength(3);
      expect(placed.filter((l) => l.parentId === null)).toHaveLength(1);
    }
  });

  it("puts links, and only links, under 'Noderīgas saites', with real web addresses", async () => {
    const rows = await db
      .select({ type: materials.type, uri: materials.uri, fileId: materials.fileId, typeTitle: categories.title })
      .from(materials)
      .innerJoin(materialCategories, eq(materialCategories.materialId, materials.id))
      .innerJoin(categoryNodes, eq(categoryNodes.id, materialCategories.nodeId))
      .innerJoin(categories, eq(categories.id, categoryNodes.categoryId))
      .where(sql`not exists (select 1 from ${categoryNodes} c where c.parent_id = ${categoryNodes.id})`);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) {
      if (row.type === 'link') {
        expect(row.typeTitle).toBe('Noderīgas saites');
        expect(row.uri).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
        expect(row.fileId).toBeNull();
      } else {
        expect(row.typeTitle).not.toBe('Noderīgas saites');
        expect(row.fileId).not.toBeNull();
      }
    }
    expect(rows.some((r) => r.uri?.startsWith('https://phet.colorado.edu/'))).toBe(true);
  });

  it('stores a real file for every file material: PDF documents, PNG images and a table', async () => {
    const rows = await db
      .select({
        title: materials.title,
        mimeType: materials.mimeType,
        key: files.storageKey,
        fileMime: files.mimeType,
        size: files.size,
        isPublic: files.isPublic,
      })
      .from(materials)
      .innerJoin(files, eq(files.id, materials.fileId));
    const kinds = new Set(rows.map((r) => r.mimeType));
    expect(kinds).toEqual(new Set(['application/pdf', 'image/png', 'text/csv']));
    expect(rows.filter((r) => r.mimeType === 'application/pdf').length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.fileMime).toBe(row.mimeType);
      expect(row.isPublic, row.title).toBe(false);
      const data = await readStored(row.key);
      expect(data.length).toBe(row.size);
      if (row.mimeType === 'application/pdf') expect(data.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      if (row.mimeType === 'image/png') expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it("signs several of Jānis's materials with his pseudonym, and some with his name", async () => {
    const [janis] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'janis.kalnins@demo.lv'));
    const own = await db
      .select({ signatureType: materials.signatureType })
      .from(materials)
      .where(eq(materials.ownerId, janis!.id));
    expect(own.filter((m) => m.signatureType === 'pseudonym').length).toBeGreaterThanOrEqual(3);
    expect(own.filter((m) => m.signatureType === 'name').length).toBeGreaterThanOrEqual(1);
    const others = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(materials)
      .innerJoin(users, eq(users.id, materials.ownerId))
      .where(and(eq(materials.signatureType, 'pseudonym'), isNull(users.pseudonym)));
    expect(others[0]!.n).toBe(0);
  });

  it('spreads publishing dates over recent months', async () => {
    const rows = await db.select({ createdAt: materials.createdAt }).from(materials);
    const ages = rows.map((r) => (NOW.getTime() - r.createdAt.getTime()) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(120);
    expect(Math.min(...ages)).toBeLessThan(7);
    expect(ages.every((age) => age > -1)).toBe(true);
  });

  it('spreads likes, bookmarks, views and downloads over many materials, never on own materials', async () => {
    for (const table of [likes, bookmarks, materialViews, materialDownloads]) {
      const [row] = await db
        .select({
          rows: sql<number>`count(*)`.mapWith(Number),
          materials: sql<number>`count(distinct ${table.materialId})`.mapWith(Number),
        })
        .from(table);
      expect(row!.rows).toBeGreaterThan(0);
      expect(row!.materials).toBeGreaterThanOrEqual(10);
    }
    const ownLikes = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(likes)
      .innerJoin(materials, eq(materials.id, likes.materialId))
      .where(eq(likes.userId, materials.ownerId));
    expect(ownLikes[0]!.n).toBe(0);
    const downloadsOfLinks = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(materialDownloads)
      .innerJoin(materials, eq(materials.id, materialDownloads.materialId))
      .where(eq(materials.type, 'link'));
    expect(downloadsOfLinks[0]!.n).toBe(0);
  });

  it('has at least 6 news posts with images and Latvian HTML', async () => {
    const rows = await db
      .select({
        title: articles.title,
        content: articles.content,
        published: articles.published,
        key: files.storageKey,
        isPublic: files.isPublic,
        mime: files.mimeType,
      })
      .from(articles)
      .leftJoin(files, eq(files.id, articles.imageFileId));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.published).toBe(true);
      expect(row.content).toMatch(/^<p>/);
      expect(row.content).toMatch(/[āčēģīķļņšūž]/);
      expect(row.mime).toBe('image/png');
      expect(row.isPublic).toBe(true);
      expect((await readStored(row.key!)).length).toBeGreaterThan(1000);
    }
  });

  it("has the pages 'noteikumi' and 'about'", async () => {
    const rows = await db
      .select()
      .from(pages)
      .where(inArray(pages.slug, ['noteikumi', 'about']));
    expect(rows.map((r) => r.slug).sort()).toEqual(['about', 'noteikumi']);
    for (const page of rows) expect(page.content).toContain('<h2>');
  });

  it('has 3 banners with images, and the front page shows banners and news', async () => {
    const rows = await db
      .select({ title: banners.title, targetUrl: banners.targetUrl, isPublic: files.isPublic })
      .from(banners)
      .innerJoin(files, eq(files.id, banners.imageFileId));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.isPublic && r.targetUrl)).toBe(true);
    const [front] = await db.select().from(settings).where(eq(settings.key, 'front_page'));
    expect(front!.value).toEqual({ show_banners: true, show_articles: true });
  });
});

describe('the rules page', () => {
  const rulesContent = async () =>
    (await db.select({ content: pages.content }).from(pages).where(eq(pages.slug, RULES_SLUG)))[0]!.content;

  it("has the cookies section the cookie notice links to ('/lapa/noteikumi#sikdatnes'), anchor kept on output", async () => {
    const served = sanitizeContent(await rulesContent());
    expect(served).toContain('<h2 id="sikdatnes">6. Sīkdatnes</h2>');
    const section = served.slice(served.indexOf('id="sikdatnes"'));
    for (const cookie of ['token', 'cookie', 'portal_oauth', 'portal_csrf']) {
      expect(section).toContain(`<strong>${cookie}</strong>`);
    }
  });

  it('gets the cookies section appended when it was seeded before the section existed, once', async () => {
    const older = (await rulesContent()).replace(COOKIES_SECTION, '').trimEnd();
    expect(older).not.toContain('sikdatnes');
    await db.update(pages).set({ content: older }).where(eq(pages.slug, RULES_SLUG));

    await seedDemo({ db, storage, now: NOW });
    await seedDemo({ db, storage, now: NOW });
    const content = await rulesContent();
    expect(content.startsWith(older)).toBe(true);
    expect(content.split('id="sikdatnes"')).toHaveLength(2);
  });
});
