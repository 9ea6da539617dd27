// The home page's network log: each API call is made once (spec §4: the category list is fetched
// once and a call in progress is reused; overlapping fetches are merged), for a visitor, across the
// sign-in on that page, and on a page load signed in. The header menu and the home sections both
// need the category tree: one answer serves both. The server answers the home page's first calls in
// its HTML (api/src/web/initialData.ts): a visitor's first load asks the API nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { DEMO_TEACHER, Session, signIn } from '../support/portal';

/** Every API request the page sends from now on, as 'GET /api/materials?categories=3&…'. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', listener);
  return {
    calls,
    stop: () => page.off('request', listener),
  };
}

/** The calls made more than once, with their count. */
function repeated(calls: string[]): string[] {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([call, count]) => `${call} (${count}×)`);
}

const count = (calls: string[], call: string) => calls.filter((made) => made === call).length;
const materialLists = (calls: string[]) => calls.filter((call) => call.startsWith('GET /api/materials?'));

/** The home page with its category sections filled in, and the network quiet. */
async function homeSettled(page: Page) {
  await expect.poll(() => page.locator('main h2').count()).toBeGreaterThan(1);
  await page.locator('main article').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the home page asks the API for each thing once', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it('for a visitor: no API call at all, every answer of the first render comes in the page', async () => {
    const { page } = s;
    // The server waits up to a second for the answers it puts in the page; the portal has just
    // started, so one load first makes them warm (the read cache), as they are for most visitors.
    await page.goto('/');
    await homeSettled(page);
    const log = recordApiCalls(page);
    await page.reload();
    await page.locator('main').getByText('Portāla lietotājs').first().waitFor();
    await homeSettled(page);
    log.stop();
    expect(log.calls).toEqual([]);
    // The block is read once and removed: a later visit to the home page asks the API as before.
    expect(await page.locator('#portal-initial-data').count()).toBe(0);
  });

  it('for a visitor: another sort in the address comes in the page too', async () => {
    const { page } = s;
    const log = recordApiCalls(page);
    await page.goto('/?sort=likes');
    await homeSettled(page);
    log.stop();
    expect(log.calls).toEqual([]);
    await page.goto('/');
    await homeSettled(page);
  });

  it('on signing in there: the lists again once each for the signed-in view, the tree not again', async () => {
    const { page } = s;
    const log = recordApiCalls(page);
    await signIn(page);
    await page.getByRole('banner').getByText(DEMO_TEACHER.name).first().waitFor();
    // The signed-in view without navigating: authors' signatures instead of the anonymous label.
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Ozola|Kalniņš|Bērziņa|Fizikas Fans/);
    await page.waitForLoadState('networkidle');
    log.stop();
    expect(page.url()).toMatch(/\/$/);
    expect(count(log.calls, 'GET /api/categories')).toBe(0);
    expect(count(log.calls, 'GET /api/user')).toBe(1);
    expect(materialLists(log.calls).length).toBeGreaterThan(1);
    expect(repeated(log.calls)).toEqual([]);
  });

  it('signed in: the user and the inbox counters once each, the tree at most once, every other call once', async () => {
    const { page } = s;
    const log = recordApiCalls(page);
    await page.reload();
    await page.getByRole('banner').getByText(DEMO_TEACHER.name).first().waitFor();
    await homeSettled(page);
    log.stop();
    // The tree (the same for everyone) comes in the page when the server has it within its second
    // (the sign-in just emptied its read cache), else the page asks once; the lists (the teacher's
    // likes and bookmarks) are asked for.
    expect(count(log.calls, 'GET /api/categories')).toBeLessThanOrEqual(1);
    expect(count(log.calls, 'GET /api/user')).toBe(1);
    expect(count(log.calls, 'GET /api/user/inbox/statistics')).toBe(1);
    expect(materialLists(log.calls).length).toBeGreaterThan(1);
    expect(repeated(log.calls)).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
