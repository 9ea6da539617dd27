// Issue 18, "Details" (focus, the login dialog's height, the loading frame, the favicon, preloads,
// words broken mid-word, the rules page, theme icons, the banner's title, target sizes): what a
// teacher on a laptop or a keyboard meets between the big journeys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  DEMO_TEACHER,
  Session,
  apiAs,
  baseUrl,
  categoryTree,
  flatten,
  signIn,
  type NodeJson,
} from '../support/portal';

const ADMIN = DEMO_ADMIN;
/** A seeded material of Jānis Kalniņš with comments (api/src/seed/content/materials.ts). */
const COMMENTED_MATERIAL = 'Oma likuma pārbaude';

/** What has the focus, described for a failure message: tag, name and the landmark it is in. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const place = active.closest('main, header, footer, dialog');
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} in ${place?.tagName.toLowerCase() ?? 'nothing'}`;
  });
}

/** The sticky header's bottom edge on screen. */
const headerBottom = (page: Page) =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);

/** Width and height of an element's box, the target a pointer has to hit. */
const size = (locator: Locator) =>
  locator.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 };
  });

async function materialId(page: Page, title: string): Promise<number> {
  const hits = await apiAs<{ data: { id: number; title: string }[] }>(
    page,
    `/api/search?q=${encodeURIComponent(title)}&limit=5`,
  );
  return hits.data.find((hit) => hit.title === title)!.id;
}

describe('focus after signing in with the keyboard', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it("leaves focus in the page (not on <body>) once the login dialog has closed, and the 'Sūtīt ziņu' dialog opened from a profile starts at 'Temats'", async () => {
    const { page } = s;
    await page.goto('/');
    await page.locator('main h2').first().waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Autorizējies' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Autorizējies' });
    await dialog.getByLabel('E-pasts').waitFor();
    await dialog.getByLabel('E-pasts').focus();
    await page.keyboard.type(DEMO_TEACHER.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_TEACHER.password);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Lietotāja izvēlne: ${DEMO_TEACHER.name}` })
      .waitFor();
    await expect.poll(() => focused(page)).not.toBe('body');
    expect(await focused(page)).toMatch(/ in (main|header)$/);

    // A teacher's profile: the recipient is filled in, so the subject is where writing starts.
    const users = await apiAs<{ data: { id: number; name: string }[] }>(page, '/api/users?s=Kalni');
    const janis = users.data.find((user) => user.name === 'Jānis Kalniņš')!;
    await page.goto(`/profiles/${janis.id}`);
    await page.getByRole('button', { name: 'Sūtīt ziņu' }).click();
    const message = page.getByRole('dialog', { name: 'Sūtīt ziņu' });
    await expect.poll(() => message.getByRole('combobox', { name: /Adresāts/ }).inputValue()).toBe('Jānis Kalniņš');
    await expect
      .poll(() => message.getByRole('textbox', { name: /Temats/ }).evaluate((e) => e === document.activeElement))
      .toBe(true);
  });
});

describe('scrolling to a field or a list', () => {
  const s = new Session();
  beforeAll(() => s.open({ viewport: { width: 1280, height: 640 } }));
  afterAll(() => s.close());

  it("scrolls a form's first invalid field clear of the sticky header", async () => {
    const { page } = s;
    await page.goto('/register');
    const main = page.getByRole('main');
    const first = main.getByRole('textbox').first();
    await first.waitFor();
    // The first field just under the sticky header: on the screen, but covered.
    const bottom = await headerBottom(page);
    await first.evaluate((field, under) => {
      window.scrollBy(0, field.getBoundingClientRect().top - under + 40);
    }, bottom);
    expect(await first.evaluate((e) => e.getBoundingClientRect().top)).toBeLessThan(bottom);
    // Enter in a later field sends the empty form; the form layer focuses the first field with an error.
    await main
      .getByRole('textbox')
      .nth(2)
      .evaluate((field) => field.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => first.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    const top = await first.evaluate((e) => e.getBoundingClientRect().top);
    expect(top, 'the focused field is below the header').toBeGreaterThanOrEqual(bottom);
  });

  it("turning the page of a list brings the list's top (not the page top) into view and focus", async () => {
    const { page } = s;
    await page.goto('/');
    await signIn(page);
    const nodes = flatten(await categoryTree());
    const big = nodes
      .filter((n) => n.category.materials_count > 20)
      .sort((a, b) => b.category.materials_count - a.category.materials_count)[0]!;
    await page.goto(`/kategorija/${big.id}/materiali`);
    const pager = page.getByRole('navigation', { name: 'Lapas' });
    await pager.getByRole('button', { name: '2. lapa' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => pager.locator('[aria-current="page"]').innerText()).toBe('2');
    await page.waitForTimeout(300);
    const tabs = page.getByRole('tablist', { name: 'Kārtot materiālus' });
    const listTop = await tabs.evaluate((e) => e.closest('section')!.getBoundingClientRect().top);
    const bottom = await headerBottom(page);
    expect(await page.evaluate(() => window.scrollY), 'not the top of the page').toBeGreaterThan(0);
    expect(listTop).toBeGreaterThanOrEqual(bottom - 1);
    expect(listTop).toBeLessThan(bottom + 48);
    // Focus went with it: the next Tab starts in the list, not after the pager.
    expect(await focused(page)).toMatch(/ in main$/);
    expect(await pager.evaluate((nav) => nav.contains(document.activeElement)), 'focus is no longer on the pager').toBe(
      false,
    );
  });
});

describe('the login dialog on a 1366×768 laptop', () => {
  const s = new Session();
  beforeAll(() => s.open({ viewport: { width: 1366, height: 768 } }));
  afterAll(() => s.close());

  it("keeps 'Nav vēl sava konta?' in view after a failed sign-in", async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Autorizējies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Autorizējies' });
    await dialog.getByLabel('E-pasts').fill(DEMO_TEACHER.email);
    await dialog.getByLabel('Parole').fill('nepareiza-parole');
    await dialog.getByRole('button', { name: 'Ienākt' }).click();
    await dialog.getByRole('alert').first().waitFor();
    // Both the way on and the way to register are on screen, none scrolled off inside the dialog.
    const viewport = page.viewportSize()!;
    for (const target of [
      dialog.getByRole('button', { name: 'Ienākt' }),
      dialog.getByRole('button', { name: 'Nav vēl sava konta? Reģistrējies šeit' }),
    ]) {
      const shown = await target.evaluate((element, height) => {
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.bottom > height) return false;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const outer = parent.getBoundingClientRect();
          if (box.bottom > outer.bottom + 0.5 || box.top < outer.top - 0.5) return false;
          if (parent.tagName === 'DIALOG') break;
        }
        return true;
      }, viewport.height);
      expect(shown, `${await target.innerText()} is in view`).toBe(true);
    }
  });
});

describe('the first visit to a page of another app', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it('shows the page frame with a loading skeleton, never a blank main area', async () => {
    const { page } = s;
    await page.goto('/');
    await signIn(page);
    await page.locator('main h2').first().waitFor();
    // The profile app answers slowly, as on a school's network.
    await page.route('**/mf/profile/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: DEMO_TEACHER.name }).click();
    await page.waitForURL(/\/profils$/);
    await page.waitForTimeout(100);
    const main = page.getByRole('main');
    const painted = await main.evaluate((element) => {
      const child = element.firstElementChild;
      if (!child) return 0;
      return child.getBoundingClientRect().height;
    });
    expect(painted, 'something is drawn in the main area while the page loads').toBeGreaterThan(100);
    await expect.poll(() => main.getByRole('status').first().getAttribute('aria-label')).toBe('Ielādē lapu...');
    await page.getByRole('heading', { level: 1, name: 'Mans profils' }).waitFor();
    await page.unroute('**/mf/profile/**');
  });
});

describe('the icon and the hints of the first load', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it('names a favicon that loads, answers /favicon.ico, and logs no console error on the first load', async () => {
    const { page } = s;
    const errors: string[] = [];
    const failed: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/');
    await page.locator('main h2').nth(1).waitFor();
    await page.waitForTimeout(1000);
    const href = await page.locator('link[rel="icon"]').first().getAttribute('href', { timeout: 2000 });
    expect(href).toBeTruthy();
    const icon = await fetch(new URL(href!, baseUrl()));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    const ico = await fetch(new URL('/favicon.ico', baseUrl()));
    expect(ico.status, '/favicon.ico').toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\//);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });

  // Chromium says so a few seconds after the load event: the three pages wait those seconds together,
  // each in a tab of its own.
  it('preloads only what /lapas-karte, /sazinies and /register use: Chromium warns of no unused preload', async () => {
    const warnings = await Promise.all(
      ['/lapas-karte', '/sazinies', '/register'].map(async (path) => {
        const page = await s.context.newPage();
        const seen: string[] = [];
        page.on('console', (m: ConsoleMessage) => {
          if (/preload/i.test(m.text())) seen.push(`${path}: ${m.text()}`);
        });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('load');
        await page.waitForTimeout(4000);
        await page.close();
        return seen;
      }),
    );
    expect(warnings.flat()).toEqual([]);
  });
});

describe('content that reads as it should', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it("shows each banner's title as text on the banner", async () => {
    const { page } = s;
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Aktualitātes' });
    const banners = await (await fetch(`${baseUrl()}/api/banners`)).json();
    const first = (banners as { data: { title: string }[] }).data[0]!.title;
    await expect.poll(() => slider.getByText(first, { exact: true }).isVisible()).toBe(true);
  });

  it('puts each numbered clause of the rules on its own', async () => {
    const { page } = s;
    await page.goto('/lapa/noteikumi');
    await page.getByRole('heading', { level: 1, name: 'Lietošanas noteikumi' }).waitFor();
    const blocks = await page
      .getByRole('main')
      .locator('p, li')
      .evaluateAll((elements) => elements.map((e) => e.textContent ?? ''));
    const clauses = blocks.flatMap((text) => text.match(/(?:^|\s)\d\.\d\.\s/g) ?? []);
    expect(clauses.length).toBeGreaterThanOrEqual(10);
    const crowded = blocks.filter((text) => (text.match(/(?:^|\s)\d\.\d\.\s/g) ?? []).length > 1);
    expect(crowded).toEqual([]);
  });

  it('gives every theme its own icon', async () => {
    const nodes = flatten(await categoryTree()) as (NodeJson & { category: { icon_url?: string | null } })[];
    const themes = nodes.filter(
      (n) => n.parent_id !== null && (n.children ?? []).length > 0 && n.children!.every((c) => !c.children?.length),
    );
    expect(themes.length).toBeGreaterThan(10);
    const drawings = new Map<string, string>();
    const seen = new Set<string>();
    for (const theme of themes) {
      const url = theme.category.icon_url;
      expect(url, theme.category.title).toBeTruthy();
      // One theme taught in two classes ('Optika') is one category with one icon.
      if (seen.has(url!)) continue;
      seen.add(url!);
      const svg = await (await fetch(new URL(url!, baseUrl()))).text();
      const drawing = svg.replace(/<title>.*?<\/title>/, '');
      const other = drawings.get(drawing);
      expect(other, `${theme.category.title} has the icon of ${other}`).toBeUndefined();
      drawings.set(drawing, theme.category.title);
    }
  });
});

describe('a signed-in teacher’s small targets and long words', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it("makes breadcrumb links and 'Atbildēt' at least 24×24 px (WCAG 2.2 2.5.8)", async () => {
    const { page } = s;
    await page.goto('/');
    await signIn(page);
    const id = await materialId(page, COMMENTED_MATERIAL);
    await page.goto(`/material/${id}`);
    await page.getByRole('heading', { level: 1, name: COMMENTED_MATERIAL }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Ceļš' }).getByRole('link');
    await crumbs.first().waitFor();
    for (const crumb of await crumbs.all()) {
      const box = await size(crumb);
      expect(box.height, `${await crumb.innerText()}`).toBeGreaterThanOrEqual(24);
      expect(box.width, `${await crumb.innerText()}`).toBeGreaterThanOrEqual(24);
    }
    const reply = page.getByRole('button', { name: /^Atbildēt/ }).first();
    await reply.waitFor();
    const box = await size(reply);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
  });

  it("never breaks 'Administrators' mid-word in the profile sidebar", async () => {
    const { page } = s;
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'cookie', value: '1', url: baseUrl() }]);
    await page.goto('/');
    await signIn(page, ADMIN);
    await page.goto('/profils');
    const name = page.getByRole('complementary', { name: 'Mans profils' }).getByRole('heading', { name: ADMIN.name });
    await name.waitFor();
    const broken = await name.evaluate((heading) => {
      const text = heading.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return ['no text'];
      const words: string[] = [];
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) words.push(match[0]);
      }
      return words;
    });
    expect(broken).toEqual([]);
  });
});
