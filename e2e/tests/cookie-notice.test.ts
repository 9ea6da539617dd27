// A first visit, keyboard only: the cookie notice (spec §2.2) is reached among the first tab stops,
// not after the whole page, and while it shows it never hides the element that has the focus
// (WCAG 2.2 2.4.11 Focus Not Obscured), on a laptop and on a phone.
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { WCAG22_TAGS, axeViolations, launch } from '../support/browser';
import { baseUrl } from '../support/portal';

const NOTICE = 'Sīkdatņu paziņojums';

interface Stop {
  /** What has the focus, as a person would name it ('a Jaunumi', 'button Piekrītu'). */
  label: string;
  /** The focused element's centre, once the browser has scrolled it into view, is under the notice. */
  covered: boolean;
  /** The focus came back round to a stop already seen (or left the page): the round is complete. */
  seen: boolean;
}

/** Presses Tab once and says where the focus went. */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate((noticeName) => {
    const stops = ((window as unknown as { tabStops?: Element[] }).tabStops ??= []);
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { label: 'body', covered: false, seen: true };
    const seen = stops.includes(focused);
    stops.push(focused);
    const notice = document.querySelector(`[aria-label="${noticeName}"]`);
    const rect = focused.getBoundingClientRect();
    const atCentre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const covered = !!notice && !!atCentre && notice.contains(atCentre) && !notice.contains(focused);
    const name = (focused.getAttribute('aria-label') ?? (focused as HTMLElement).innerText ?? '').trim();
    return { label: `${focused.tagName.toLowerCase()} ${name.slice(0, 40)}`, covered, seen };
  }, NOTICE);
}

describe('the cookie notice, tabbing through the home page before consent', () => {
  let browser: Browser | undefined;
  afterEach(() => browser?.close());

  it.each([
    ['a laptop', { width: 1280, height: 800 }],
    ['a phone', { width: 390, height: 844 }],
  ])('comes right after the skip link and never covers the focused element on %s', async (_name, viewport) => {
    browser = await launch();
    // No consent cookie: a first visit.
    // axe-core is injected as an inline script, which the portal's CSP forbids.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'lv-LV',
      viewport,
      reducedMotion: 'reduce',
      bypassCSP: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/');
    // Every tab stop of the page: the catalogue's sections and their materials shown.
    await expect.poll(() => page.locator('main h2').count()).toBeGreaterThan(1);
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const notice = page.getByRole('region', { name: NOTICE });
    await notice.waitFor();

    const stops: Stop[] = [];
    for (let presses = 0; presses < 400; presses++) {
      const stop = await tab(page);
      if (stop.seen) break;
      stops.push(stop);
    }
    const labels = stops.map((stop) => stop.label);
    expect(stops.length, 'the round of tab stops ended').toBeLessThan(400);
    expect(labels[0]).toBe('a Pāriet uz saturu');
    expect.soft(labels.slice(1, 3)).toEqual(['a Vairāk par sīkdatnēm', 'button Piekrītu']);
    expect(stops.filter((stop) => stop.covered).map((stop) => stop.label)).toEqual([]);
    expect(await axeViolations(page, WCAG22_TAGS)).toEqual([]);

    // Agreeing stores the consent, removes the notice and gives the page its bottom back.
    const padding = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom);
    expect(parseFloat(await padding())).toBeGreaterThan(0);
    await notice.getByRole('button', { name: 'Piekrītu' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await padding()).toBe('auto');
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookie')?.value).toBe('1');
    expect(errors).toEqual([]);
  });
});
