// One product, not five apps (issue 18): every remote's page sits in shared-ui's one page frame, so
// the h1, the space from the header to it and the height of a primary button are the same on a
// screen of each app, on a desktop and on a phone. And the top menu marks the class a teacher is in,
// also on its sub-categories and on a material inside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Session, api, categoryTree, flatten, signIn, type NodeJson } from '../support/portal';
import { networkQuiet } from '../support/requests';

interface Measure {
  /** the h1's computed font size, px */
  h1Size: number;
  /** from the header's bottom edge to the h1's top edge, px */
  gap: number;
  /** heights of the main area's primary buttons (accent background), px */
  primaryHeights: number[];
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function measure(page: Page, heading: string | RegExp): Promise<Measure> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await networkQuiet(page);
  return page.evaluate(() => {
    // the shell's header is the page's first header
    const banner = document.querySelector('header') as HTMLElement;
    const h1 = document.querySelector('main h1') as HTMLElement;
    const accent = getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim();
    const probe = document.createElement('span');
    probe.style.color = accent;
    document.body.append(probe);
    const accentRgb = getComputedStyle(probe).color;
    probe.remove();
    // A primary button is a control on the accent colour; the current page of a pagination is not one.
    const primaryHeights = [...document.querySelectorAll<HTMLElement>('main button, main a')]
      .filter((el) => !el.hasAttribute('aria-current'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).backgroundColor === accentRgb)
      .map((el) => Math.round(el.getBoundingClientRect().height));
    return {
      h1Size: parseFloat(getComputedStyle(h1).fontSize),
      gap: Math.round(h1.getBoundingClientRect().top - banner.getBoundingClientRect().bottom),
      primaryHeights,
    };
  });
}

describe.each(VIEWPORTS)('the page frame on a $name ($width×$height)', (viewport) => {
  const s = new Session();
  const screens: Record<string, Measure> = {};
  let tenth: NodeJson;
  let materialId: number;
  let materialTitle: string;

  beforeAll(async () => {
    tenth = (await categoryTree()).find((node) => node.category.title === '10. klase')!;
    const found = await api<{ data: { id: number; title: string }[] }>(
      `/api/materials?categories=${tenth.id}&per_page=1`,
    );
    materialId = found.data[0]!.id;
    materialTitle = found.data[0]!.title;
    const page = await s.open({ viewport: { width: viewport.width, height: viewport.height } });
    // The auth app's screens are for visitors.
    await page.goto('/register');
    screens.registration = await measure(page, 'Reģistrēties');
    await page.goto('/login');
    screens.login = await measure(page, 'Autorizējies');
    await page.goto('/');
    if (viewport.name === 'phone') await page.getByRole('button', { name: 'Izvēlne' }).click();
    await signIn(page);
    await page.goto(`/kategorija/${tenth.id}`);
    screens.category = await measure(page, '10. klase');
    await page.goto(`/material/${materialId}`);
    screens.material = await measure(page, materialTitle);
    await page.goto('/upload');
    screens.upload = await measure(page, /Augšuplādēt|Pievienot/);
    await page.goto('/profils');
    screens.profile = await measure(page, 'Mans profils');
    await page.goto('/inbox/messages');
    screens.inbox = await measure(page, 'Iesūtne');
    await page.goto('/nav-tadas-lapas');
    screens.notFound = await measure(page, 'Lapa nav atrasta');
  }, 120_000);
  afterAll(() => s.close());

  it('gives every app the same h1 size', () => {
    const sizes = Object.fromEntries(Object.entries(screens).map(([name, m]) => [name, m.h1Size]));
    expect(new Set(Object.values(sizes)), JSON.stringify(sizes)).toHaveLength(1);
  });

  it('puts the h1 the same distance below the header in every app', () => {
    const gaps = Object.fromEntries(Object.entries(screens).map(([name, m]) => [name, m.gap]));
    expect(new Set(Object.values(gaps)), JSON.stringify(gaps)).toHaveLength(1);
  });

  it('makes every primary button the same height', () => {
    const heights = Object.fromEntries(Object.entries(screens).map(([name, m]) => [name, m.primaryHeights]));
    const all = Object.values(heights).flat();
    // registration, login, category (upload), material (download) at least
    expect(Object.values(heights).filter((list) => list.length > 0).length).toBeGreaterThanOrEqual(4);
    expect(new Set(all), JSON.stringify(heights)).toHaveLength(1);
  });
});

describe('the top menu', () => {
  const s = new Session();
  let tenth: NodeJson;

  beforeAll(async () => {
    tenth = (await categoryTree()).find((node) => node.category.title === '10. klase')!;
    const page = await s.open();
    await page.goto('/');
    await signIn(page);
  });
  afterAll(() => s.close());

  async function markedItems(page: Page): Promise<string[]> {
    const menu = page.getByRole('navigation', { name: 'Galvenā izvēlne' });
    // the categories arrive after the menu itself
    await menu.getByRole('link', { name: '10. klase' }).waitFor();
    return menu.locator('a[aria-current]').allInnerTexts();
  }

  it("marks '10. klase' on the class itself, on its sub-categories and on a material inside it", async () => {
    const { page } = s;
    await page.goto(`/kategorija/${tenth.id}`);
    await page.getByRole('heading', { level: 1, name: '10. klase' }).waitFor();
    expect((await markedItems(page)).map((text) => text.trim())).toEqual(['10. klase']);

    const sub = flatten(tenth.children ?? []).find((node) => (node.children ?? []).length === 0)!;
    await page.goto(`/kategorija/${sub.id}/materiali`);
    await page.getByRole('heading', { level: 1, name: sub.category.title }).waitFor();
    expect((await markedItems(page)).map((text) => text.trim())).toEqual(['10. klase']);

    const found = await api<{ data: { id: number; title: string }[] }>(
      `/api/materials?categories=${tenth.id}&per_page=1`,
    );
    await page.goto(`/material/${found.data[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: found.data[0]!.title }).waitFor();
    await expect.poll(async () => (await markedItems(page)).map((text) => text.trim())).toEqual(['10. klase']);

    await page.goto('/jaunumi');
    await page.getByRole('heading', { level: 1, name: 'Jaunumi' }).waitFor();
    expect(await markedItems(page)).not.toContain('10. klase');
  });
});
