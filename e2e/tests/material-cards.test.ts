// Material cards show two full lines of their title at every width (DESIGN.md: 'title (two lines at most)'):
// on a phone one card a row, in narrow cards the type icon above the title. Measured in Chromium on home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Session } from '../support/portal';

interface CardBox {
  title: string;
  cardWidth: number;
  titleWidth: number;
  titleHeight: number;
  lineHeight: number;
  /** The title's text is longer than what one line holds. */
  wraps: boolean;
}

async function materialCards(page: Page, width: number): Promise<CardBox[]> {
  await page.setViewportSize({ width, height: 844 });
  await page.goto('/');
  await page.locator('article:has(a[href^="/material/"])').first().waitFor();
  return page.locator('article:has(a[href^="/material/"])').evaluateAll((cards) =>
    cards.map((card) => {
      const heading = card.querySelector('h2, h3, h4')!;
      const box = heading.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
      return {
        title: heading.textContent ?? '',
        cardWidth: card.getBoundingClientRect().width,
        titleWidth: box.width,
        titleHeight: box.height,
        lineHeight,
        wraps: heading.scrollHeight > lineHeight * 1.5,
      };
    }),
  );
}

describe('material cards', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it('on a 390 px phone sit one to a row and show two full lines of a long title', async () => {
    const cards = await materialCards(s.page, 390);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.cardWidth, card.title).toBeGreaterThanOrEqual(300);
    const long = cards.filter((card) => card.wraps);
    expect(long.length).toBeGreaterThan(0);
    for (const card of long) expect(card.titleHeight, card.title).toBeGreaterThanOrEqual(2 * card.lineHeight - 1);
    // About thirty characters a line, not twelve.
    for (const card of cards) expect(card.titleWidth, card.title).toBeGreaterThanOrEqual(250);
  });

  it('give the title at least ~180 px a line at tablet and laptop widths, where five or three share a row', async () => {
    for (const width of [560, 700, 1280]) {
      const cards = await materialCards(s.page, width);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card.titleWidth, `${width} px: ${card.title}`).toBeGreaterThanOrEqual(175);
    }
  });
});
