// A teacher finds a material from the header search with the keyboard alone, typing without Latvian
// diacritics, and lands on its page; the open list passes axe, on a laptop and in the phone's drawer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WCAG22_TAGS, axeViolations } from '../support/browser';
import { Session, baseUrl, signIn } from '../support/portal';

/** A seeded title (api/src/seed/content/materials.ts), typed below as 'stigas svarstibu'. */
const TITLE = 'Stīgas svārstību frekvence';
const TYPED = 'stigas svarstibu';

interface Hit {
  id: number;
  title: string;
  basicType: string;
}

/** Tabs from the top of the page until the search box has the focus: no mouse on the way. */
async function tabToSearch(page: Page) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const role = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    if (role === 'combobox') return;
  }
  throw new Error('the search box was not reached with Tab');
}

/** Types the query and returns the hits the API answered for it. */
async function typeQuery(page: Page, typed = TYPED): Promise<Hit[]> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/search' && response.request().method() === 'GET',
  );
  await page.keyboard.type(typed);
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get('q')).toBe(typed);
  return ((await response.json()) as { data: Hit[] }).data;
}

describe('header search', () => {
  const s = new Session();
  // axe-core is injected as an inline script, which the portal's CSP forbids.
  beforeAll(() => s.open({ bypassCSP: true }));
  afterAll(() => s.close());

  it('is not offered to a visitor', async () => {
    await s.page.goto('/');
    await s.page.getByRole('banner').getByRole('button', { name: 'Autorizējies' }).waitFor();
    expect(await s.page.getByRole('combobox').count()).toBe(0);
  });

  it('finds a material typed without diacritics and opens it with the keyboard alone', async () => {
    const { page } = s;
    await signIn(page);
    // A fresh page with the restored session, so Tab starts from the top.
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Meklēt materiālus' });
    await box.waitFor();
    expect(await box.getAttribute('placeholder')).toBe('Meklē...');

    await tabToSearch(page);
    const hits = await typeQuery(page);
    const hit = hits.find((h) => h.title === TITLE);
    expect(hit, `'${TYPED}' finds '${TITLE}'`).toBeTruthy();
    const listbox = page.getByRole('listbox', { name: 'Meklēšanas rezultāti' });
    const option = listbox.getByRole('option', { name: TITLE });
    await option.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // The first hit is the title hit; ArrowDown makes it active, Enter opens it.
    expect(hits[0]!.title).toBe(TITLE);
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/material/${hit!.id}`);
    expect(new URL(page.url()).pathname).toBe(`/material/${hit!.id}`);
    expect(await listbox.isVisible()).toBe(false);

    // Until the material page's remote is built the shell shows its fallback there; once it is, the
    // page is the material's.
    const materialsRemote = await fetch(`${baseUrl()}/mf/materials/mf-manifest.json`);
    console.info(`material page remote: ${materialsRemote.status}`);
    if (materialsRemote.ok) {
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    } else {
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(s.errors).toEqual([]);
  });

  it('works in the menu drawer of a phone, where Escape closes the list before the drawer', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Izvēlne', exact: true });
    await menu.click();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Meklēt materiālus' });
    await box.focus();
    await typeQuery(page);
    await page.getByRole('option', { name: TITLE }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/material\/\d+$/);
    // Like any navigation, opening the material closes the drawer.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

/** What a screen reader says a hit's file is (shared-ui's BASIC_TYPE_LABELS). */
const TYPE_NAMES: Record<string, string> = {
  link: 'Saite',
  excel: 'Excel fails',
  word: 'Word fails',
  powerpoint: 'PowerPoint fails',
  pdf: 'PDF fails',
  image: 'Attēls',
  generic: 'Fails',
};

/**
 * Where the active option is cut off: by the viewport, or by any ancestor that clips its content
 * (the scrolling list); empty when the whole option is in sight.
 */
function activeOptionClipping(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('[role="combobox"]')!;
    const option = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    if (!option) return ['no active option'];
    const rect = option.getBoundingClientRect();
    const cut: string[] = [];
    const outside = (r: { top: number; bottom: number }) => rect.top < r.top - 0.5 || rect.bottom > r.bottom + 0.5;
    if (outside({ top: 0, bottom: window.innerHeight })) cut.push(`viewport (${rect.top}–${rect.bottom})`);
    for (let parent = option.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      const inner = { top: clip.top + parent.clientTop, bottom: clip.top + parent.clientTop + parent.clientHeight };
      if (outside(inner)) cut.push(`${parent.className || parent.tagName} (${inner.top}–${inner.bottom})`);
    }
    return cut.map((where) => `${option.id} ${Math.round(rect.top)}–${Math.round(rect.bottom)} outside ${where}`);
  });
}

describe('header search with a long list of hits', () => {
  const s = new Session();
  beforeAll(() => s.open({ bypassCSP: true, viewport: { width: 1280, height: 800 } }));
  afterAll(() => s.close());

  it('scrolls the active hit into view on ↓ and ↑, names each hit by its title and its type once, and passes axe (WCAG 2.2 AA)', async () => {
    const { page } = s;
    await page.goto('/');
    await signIn(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Meklēt materiālus' });
    await box.focus();
    // 'likum' is in the titles of a dozen seeded materials (Oma likums, Ņūtona likumi, …).
    const hits = await typeQuery(page, 'likum');
    expect(hits.length).toBeGreaterThanOrEqual(8);
    const listbox = page.getByRole('listbox', { name: 'Meklēšanas rezultāti' });
    await expect.poll(() => listbox.getByRole('option').count()).toBe(hits.length);

    const cut: string[] = [];
    for (let step = 0; step < hits.length; step++) {
      await page.keyboard.press('ArrowDown');
      cut.push(...(await activeOptionClipping(page)));
    }
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await listbox.getByRole('option').last().getAttribute('id'),
    );
    for (let step = 0; step < hits.length - 1; step++) {
      await page.keyboard.press('ArrowUp');
      cut.push(...(await activeOptionClipping(page)));
    }
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await listbox.getByRole('option').first().getAttribute('id'),
    );
    // ↑ on the first hit wraps round to the last, which must come into view as well.
    await page.keyboard.press('ArrowUp');
    cut.push(...(await activeOptionClipping(page)));
    // Each of the three findings is reported on its own (soft), so one failure does not hide the others.
    expect.soft(cut).toEqual([]);

    // The names as Chromium gives them to a screen reader: the title, then the file's type (once),
    // then the description and the path.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, role: 'option' });
    const names = nodes.map((node) => String(node.name?.value ?? ''));
    const starts = hits.map((hit) => `${hit.title}, ${TYPE_NAMES[hit.basicType]}`);
    expect.soft(names.map((name, index) => name.slice(0, starts[index]!.length))).toEqual(starts);
    expect
      .soft(names.map((name, index) => name.split(TYPE_NAMES[hits[index]!.basicType]!).length - 1))
      .toEqual(hits.map(() => 1));
    await cdp.detach();

    expect.soft(await axeViolations(page, WCAG22_TAGS)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
