// Issue 18, "Details" that a teacher sees: every card title can be read in full; a card's footer
// keeps its date, like/bookmark buttons and counts on rows that line up; dates are DD/MM/YYYY in the
// thread list as everywhere else; the counts spell 'lejuplāde' as the spec's buttons do; and on a
// 390 px touch phone: sort tabs on one row, the inbox badges on the header bar, a tapped thread
// scrolled into view, toasts clear of the logo and the menu button, no 'ievelc' on the upload
// area, the first own material near the top of the own profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_TEACHER, Session, categoryTree, flatten, signIn } from '../support/portal';

const PHONE = { width: 390, height: 844 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A list of materials by several teachers (Anna's own among them): the largest leaf category. */
async function busiestLeafMaterials(): Promise<string> {
  const leaves = flatten(await categoryTree()).filter((node) => (node.children ?? []).length === 0);
  const leaf = leaves.sort((a, b) => b.category.materials_count - a.category.materials_count)[0];
  if (!leaf) throw new Error('demo data has a leaf category');
  return `/kategorija/${leaf.id}/materiali`;
}

async function cardsOn(page: Page) {
  const cards = page.locator('article:has(a[href^="/material/"])');
  await cards.first().waitFor();
  return cards;
}

describe('material cards on a laptop', () => {
  const s = new Session();
  beforeAll(async () => {
    await s.open({ viewport: { width: 1280, height: 800 } });
    await s.page.goto('/');
    await signIn(s.page, DEMO_TEACHER);
  });
  afterAll(() => s.close());

  it('let a teacher read every title in full: shown whole, or named whole and shown on hover', async () => {
    await s.page.goto('/profils');
    const cards = await cardsOn(s.page);
    const titles = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const heading = article.querySelector('h2, h3, h4') as HTMLElement;
        const link = heading.querySelector('a') as HTMLAnchorElement;
        return {
          text: link.textContent ?? '',
          cut: heading.scrollHeight > heading.clientHeight + 1,
          tooltip: link.title,
        };
      }),
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles.filter((t) => t.cut)) expect(title.tooltip, title.text).toBe(title.text);
    // Three lines hold most titles: few are cut at all.
    expect(titles.filter((t) => t.cut).length, JSON.stringify(titles)).toBeLessThanOrEqual(titles.length / 4);
    // The link is named by the whole title, however much of it is drawn.
    const first = titles[0]!;
    await expect.poll(() => cards.first().getByRole('link', { name: first.text, exact: true }).count()).toBe(1);
  });

  it("line up own cards' footers: the counts on one row, the dates level across a row of cards", async () => {
    for (const width of [1280, 1024, 800, 700, 560]) {
      await s.page.setViewportSize({ width, height: 800 });
      await s.page.goto('/profils');
      const cards = await cardsOn(s.page);
      const footers = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const card = article.getBoundingClientRect();
          const date = article.querySelector('time')!.getBoundingClientRect();
          // The type icon first, then the three counts' icons (likes, views, downloads).
          const counts = [...article.querySelectorAll('svg')].slice(1).map((svg) => svg.getBoundingClientRect().top);
          return { cardTop: Math.round(card.top), dateBottom: date.bottom, countTops: counts };
        }),
      );
      const rows = new Map<number, number[]>();
      for (const footer of footers) {
        expect(footer.countTops.length).toBe(3);
        expect(Math.max(...footer.countTops) - Math.min(...footer.countTops), `${width} px`).toBeLessThanOrEqual(1);
        rows.set(footer.cardTop, [...(rows.get(footer.cardTop) ?? []), footer.dateBottom]);
      }
      for (const dates of rows.values())
        expect(Math.max(...dates) - Math.min(...dates), `${width} px`).toBeLessThanOrEqual(1);
    }
    await s.page.setViewportSize({ width: 1280, height: 800 });
  });

  it("keep the like and bookmark buttons on the date's row at every width", async () => {
    const list = await busiestLeafMaterials();
    for (const width of [1280, 1024, 700, 560, 390]) {
      await s.page.setViewportSize({ width, height: 800 });
      await s.page.goto(list);
      const cards = await cardsOn(s.page);
      const rows = await cards.evaluateAll((articles) =>
        articles
          .filter((article) => article.querySelector('button[aria-pressed]'))
          .map((article) => {
            const date = article.querySelector('time')!.getBoundingClientRect();
            const buttons = [...article.querySelectorAll('button[aria-pressed]')].map((b) => b.getBoundingClientRect());
            return {
              date: { top: date.top, bottom: date.bottom },
              centres: buttons.map((b) => (b.top + b.bottom) / 2),
            };
          }),
      );
      expect(rows.length, `${width} px`).toBeGreaterThan(0);
      for (const row of rows)
        for (const centre of row.centres) {
          expect(centre, `${width} px`).toBeGreaterThan(row.date.top - 8);
          expect(centre, `${width} px`).toBeLessThan(row.date.bottom + 8);
        }
    }
  });

  it("spell the download counts as the spec's buttons do: 'Lejuplādes', never 'lejupielādes'", async () => {
    await s.page.setViewportSize({ width: 1280, height: 800 });
    await s.page.goto('/profils');
    await cardsOn(s.page);
    await s.page.getByRole('heading', { name: 'Kopējā statistika' }).waitFor();
    const text = await s.page.locator('main').evaluate((main) => main.textContent ?? '');
    expect(text).toMatch(/Lejuplādes/);
    expect(text).toMatch(/\d+ lejuplād/);
    expect(text).not.toMatch(/lejupielād/i);
  });

  it('date the thread list DD/MM/YYYY hh:mm as every other screen does', async () => {
    await s.page.goto('/inbox/messages');
    const times = s.page.getByRole('region', { name: 'Sarakstes' }).locator('time');
    await times.first().waitFor();
    const shown = await times.evaluateAll((nodes) =>
      nodes.map((node) => {
        const date = new Date(node.getAttribute('datetime')!);
        const two = (n: number) => String(n).padStart(2, '0');
        return {
          text: node.textContent,
          today: date.toDateString() === new Date().toDateString(),
          expected: `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`,
        };
      }),
    );
    const older = shown.filter((entry) => !entry.today);
    expect(older.length).toBeGreaterThan(0);
    for (const entry of older) expect(entry.text).toBe(entry.expected);
  });

  it("still invite a drop on the upload area ('ievelc to šeit')", async () => {
    await s.page.goto('/upload');
    await s.page
      .getByLabel(/Izvēlies failu/)
      .first()
      .waitFor();
    expect(await s.page.locator('main').innerText()).toMatch(/ievelc to šeit/);
  });
});

describe('on a 390 px touch phone', () => {
  const s = new Session();
  beforeAll(async () => {
    await s.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    // Signing in on a phone is another test's (the button is in the menu drawer).
    await s.page.setViewportSize({ width: 1280, height: 800 });
    await s.page.goto('/');
    await signIn(s.page, DEMO_TEACHER);
    await s.page.setViewportSize(PHONE);
  });
  afterAll(() => s.close());

  it('show the sort tabs on one row with the accent line under the chosen tab', async () => {
    await s.page.goto(await busiestLeafMaterials());
    const tablist = s.page.getByRole('tablist', { name: 'Kārtot materiālus' });
    await tablist.getByRole('tab').first().waitFor();
    const tabs = await tablist.getByRole('tab').all();
    expect(tabs.length).toBe(4);
    const tops = await Promise.all(tabs.map(async (tab) => (await box(tab)).y));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
    // Choosing the last tab brings it into view, its underline on the list's bottom line.
    await tabs[3]!.tap();
    await expect.poll(() => tabs[3]!.getAttribute('aria-selected')).toBe('true');
    const line = await tabs[3]!.evaluate((tab) => {
      const after = getComputedStyle(tab, '::after');
      const list = tab.parentElement!.getBoundingClientRect();
      const own = tab.getBoundingClientRect();
      return {
        height: parseFloat(after.height),
        colour: after.backgroundColor,
        tabBottom: own.bottom,
        listBottom: list.bottom,
      };
    });
    expect(line.height).toBeGreaterThan(0);
    expect(line.colour).toBe('rgb(158, 48, 57)');
    expect(Math.abs(line.tabBottom - line.listBottom)).toBeLessThanOrEqual(1);
    // …and shown whole, not cut by the end of the row.
    await expect
      .poll(() =>
        tabs[3]!.evaluate((tab) => {
          const row = tab.parentElement!.getBoundingClientRect();
          const own = tab.getBoundingClientRect();
          return own.left >= row.left - 1 && own.right <= row.right + 1;
        }),
      )
      .toBe(true);
  });

  it('show the new-message badge on the header bar, without opening the menu', async () => {
    await s.page.goto('/');
    const badge = s.page.locator('header').getByRole('link', { name: /jaun(a|as) ziņ/ });
    await expect.poll(() => badge.isVisible(), { timeout: 10_000 }).toBe(true);
    const menu = s.page.getByRole('button', { name: 'Izvēlne' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // One bar: logo, badges and the menu button on one row.
    const logo = await box(s.page.locator('header').getByRole('link', { name: /Mācību materiālu portāls/ }));
    for (const item of [await box(badge), await box(menu)])
      expect(overlaps({ ...item, x: logo.x, width: 1 }, logo)).toBe(true);
  });

  it('scroll a tapped thread into view', async () => {
    await s.page.goto('/inbox/messages');
    const threads = s.page.getByRole('region', { name: 'Sarakstes' }).getByRole('link');
    await threads.first().waitFor();
    await threads.first().tap();
    const heading = s.page.locator('main h2, main h3').filter({ hasText: 'Kopīgs projekts' }).last();
    await heading.waitFor();
    const header = await box(s.page.locator('header').first());
    await expect
      .poll(async () => {
        const b = await box(heading);
        return b.y >= header.y + header.height && b.y + b.height <= PHONE.height / 2;
      })
      .toBe(true);
  });

  it('place a toast clear of the logo and the menu button', async () => {
    await s.page.goto(await busiestLeafMaterials());
    const cards = await cardsOn(s.page);
    const bookmark = cards.getByRole('button', { name: 'Grāmatzīme' }).first();
    await bookmark.tap();
    const toast = s.page.getByRole('status').filter({ hasText: /./ }).last();
    await toast.waitFor();
    const toastBox = await box(toast);
    const logo = await box(s.page.locator('header').getByRole('link', { name: /Mācību materiālu portāls/ }));
    const menu = await box(s.page.getByRole('button', { name: 'Izvēlne' }));
    expect(overlaps(toastBox, logo), JSON.stringify({ toastBox, logo })).toBe(false);
    expect(overlaps(toastBox, menu), JSON.stringify({ toastBox, menu })).toBe(false);
    await bookmark.tap(); // the bookmark is taken back
  });

  it("invite a tap on the upload area, not a drag ('ievelc')", async () => {
    await s.page.goto('/upload');
    const picker = s.page.getByLabel(/Izvēlies failu/);
    await picker.first().waitFor();
    const area = await s.page.locator('main').innerText();
    expect(area).toMatch(/Izvēlies failu/);
    expect(area).not.toMatch(/ievelc/i);
  });

  it('fold the own profile sidebar into less than half a screen, the rest a tap away', async () => {
    await s.page.goto('/profils');
    const cards = await cardsOn(s.page);
    const sidebar = s.page.getByRole('complementary', { name: 'Mans profils' });
    expect((await box(sidebar)).height).toBeLessThanOrEqual(PHONE.height * 0.4);
    // Under it only the category tiles (one a row, spec §9) come before the first material.
    const top = await cards.first().evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThanOrEqual(PHONE.height * 2);
    // The section links stay in sight; what was folded opens with a tap.
    await sidebar.getByRole('link', { name: /Manas grāmatzīmes/ }).waitFor();
    await sidebar.getByText('Vairāk par profilu').tap();
    await sidebar.getByRole('link', { name: /Rediģēt profilu/ }).waitFor();
    await sidebar.getByRole('heading', { name: 'Kopējā statistika' }).waitFor();
  });
});
