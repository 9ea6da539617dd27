/**
 * What every portal needs before its first teacher arrives, without demo people or materials
 * (`npm run portal -- seed:base`; issue 19): the list of schools the registration offers, the
 * class → theme → type category tree with its icons (without it nothing can be uploaded), and the
 * rules and about pages (the registration's terms link and the footer point at them). The demo
 * seed (demo.ts) starts with the same steps.
 *
 * Idempotent like the demo seed: each entity is looked up by its natural key (school title,
 * category title, node place, page slug) and only what is missing is created; a page an
 * administrator has edited keeps its text.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, categoryNodes, files, pages, schools } from '../db/schema';
import type { Storage } from '../storage/storage';
import { SCHOOLS } from './content/people';
import { COOKIES_SECTION, COOKIES_SECTION_ID, PAGES, RULES_SLUG } from './content/site';
import { CLASSES, TYPES, type TypeKey } from './content/tree';
import { classIcon, themeIcon, typeIcon } from './files/icons';

/** How many rows of each kind a run created (all zero on a repeated run). */
export type BaseSeedReport = Record<'schools' | 'categories' | 'nodes' | 'files' | 'pages', number>;

export interface SeedStep {
  db: Database;
  storage: Storage;
  /** Counted into; the demo seed passes its own, larger report. */
  report: BaseSeedReport;
  log: (line: string) => void;
}

/** Stores a file (unless a row with its key exists) and returns its row id. */
export async function ensureSeedFile(
  { db, storage, report }: SeedStep,
  kind: string,
  name: string,
  ext: string,
  mimeType: string,
  isPublic: boolean,
  data: Buffer,
): Promise<number> {
  // The content hash in the key keeps keys unique per content: public files are cached forever.
  const digest = createHash('sha256').update(data).digest('hex').slice(0, 10);
  const storageKey = `demo/${kind}/${name}-${digest}.${ext}`;
  const existing = await db.select({ id: files.id }).from(files).where(eq(files.storageKey, storageKey)).limit(1);
  if (existing[0]) return existing[0].id;
  await storage.put(storageKey, data);
  const [row] = await db
    .insert(files)
    .values({ storageKey, originalName: `${name}.${ext}`, mimeType, size: data.length, isPublic })
    .returning({ id: files.id });
  report.files++;
  return row!.id;
}

/** The schools; answers each school's id by its title. */
export async function seedSchools(step: SeedStep): Promise<Map<string, number>> {
  const { db, report } = step;
  const schoolIds = new Map<string, number>();
  const existing = await db
    .select({ id: schools.id, title: schools.title })
    .from(schools)
    .where(inArray(schools.title, [...SCHOOLS]));
  for (const row of existing) if (!schoolIds.has(row.title)) schoolIds.set(row.title, row.id);
  const missing = SCHOOLS.filter((title) => !schoolIds.has(title));
  if (missing.length) {
    const inserted = await db
      .insert(schools)
      .values(missing.map((title) => ({ title })))
      .returning({ id: schools.id, title: schools.title });
    for (const row of inserted) schoolIds.set(row.title, row.id);
    report.schools += inserted.length;
  }
  step.log(`Skolas: ${SCHOOLS.length}`);
  return schoolIds;
}

/**
 * Classes, themes (one category per title, shared where a theme repeats) and types, each with its
 * icon. Answers the node ids of every place: `${class}/${theme}/${type}` → class, theme, type node.
 */
export async function seedCategoryTree(step: SeedStep): Promise<Map<string, [number, number, number]>> {
  const { db, report } = step;

  async function ensureCategory(
    title: string,
    description: string,
    icon: () => { name: string; data: Buffer },
  ): Promise<number> {
    const existing = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.title, title))
      .limit(1);
    if (existing[0]) return existing[0].id;
    const { name, data } = icon();
    const iconFileId = await ensureSeedFile(step, 'icons', name, 'svg', 'image/svg+xml', true, data);
    const [row] = await db
      .insert(categories)
      .values({ title, description, iconFileId })
      .returning({ id: categories.id });
    report.categories++;
    return row!.id;
  }

  async function ensureNode(parentId: number | null, categoryId: number, position: number): Promise<number> {
    const existing = await db
      .select({ id: categoryNodes.id })
      .from(categoryNodes)
      .where(
        and(
          parentId === null ? isNull(categoryNodes.parentId) : eq(categoryNodes.parentId, parentId),
          eq(categoryNodes.categoryId, categoryId),
        ),
      )
      .limit(1);
    if (existing[0]) return existing[0].id;
    const [row] = await db
      .insert(categoryNodes)
      .values({ parentId, categoryId, position })
      .returning({ id: categoryNodes.id });
    report.nodes++;
    return row!.id;
  }

  const typeCategoryIds = new Map<TypeKey, number>();
  for (const type of TYPES) {
    typeCategoryIds.set(
      type.key,
      await ensureCategory(type.title, type.description, () => ({
        name: type.key,
        data: typeIcon(type.title, type.icon),
      })),
    );
  }

  const places = new Map<string, [number, number, number]>();
  for (const [classIndex, cls] of CLASSES.entries()) {
    const classCategory = await ensureCategory(cls.title, cls.description, () => ({
      name: cls.key,
      data: classIcon(cls.title, cls.grade, cls.color),
    }));
    const classNode = await ensureNode(null, classCategory, classIndex + 1);
    for (const [themeIndex, theme] of cls.themes.entries()) {
      const themeCategory = await ensureCategory(theme.title, theme.description, () => ({
        name: theme.key,
        data: themeIcon(theme.title, theme.icon ?? theme.motif),
      }));
      const themeNode = await ensureNode(classNode, themeCategory, themeIndex + 1);
      for (const [typeIndex, type] of TYPES.entries()) {
        const typeNode = await ensureNode(themeNode, typeCategoryIds.get(type.key)!, typeIndex + 1);
        places.set(`${cls.key}/${theme.key}/${type.key}`, [classNode, themeNode, typeNode]);
      }
    }
  }
  step.log(`Kategorijas: ${CLASSES.length} klases, ${CLASSES.reduce((n, c) => n + c.themes.length, 0)} tēmas`);
  return places;
}

/** The rules and about pages (an existing page keeps its text). */
export async function seedPages(step: SeedStep): Promise<void> {
  const { db, report } = step;
  for (const page of PAGES) {
    const inserted = await db
      .insert(pages)
      .values(page)
      .onConflictDoNothing({ target: pages.slug })
      .returning({ id: pages.id });
    report.pages += inserted.length;
  }
  // A rules page seeded before it had the cookies section gets it appended (the cookie notice links to it);
  // an administrator's own text is kept as it is.
  const [rules] = await db.select().from(pages).where(eq(pages.slug, RULES_SLUG)).limit(1);
  if (rules && !rules.content.includes(`id="${COOKIES_SECTION_ID}"`)) {
    await db
      .update(pages)
      .set({ content: `${rules.content}\n${COOKIES_SECTION}` })
      .where(eq(pages.id, rules.id));
    step.log('Noteikumiem pievienota sadaļa par sīkdatnēm');
  }
}

export interface BaseSeedOptions {
  db: Database;
  storage: Storage;
  log?: (line: string) => void;
}

export async function seedBase(options: BaseSeedOptions): Promise<BaseSeedReport> {
  const report: BaseSeedReport = { schools: 0, categories: 0, nodes: 0, files: 0, pages: 0 };
  const step: SeedStep = { db: options.db, storage: options.storage, report, log: options.log ?? (() => {}) };
  await seedSchools(step);
  await seedCategoryTree(step);
  await seedPages(step);
  return report;
}
