// The administration of news posts, static pages, banners and the home page's switches (issue 19)
// in Chromium: an administrator publishes a news post with a picture through the screens and a
// visitor (a browser of their own) sees it on the home page at once; a banner switched off and the
// news switched off leave the home page; a banner moved with the keyboard. Their screens' accessibility
// is checked with every other screen's (a11y-every-screen.test.ts). What the tests change is put back
// afterwards (one portal serves the whole suite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { Session, api, baseUrl, signIn } from '../support/portal';

const ADMIN = { email: 'admin@demo.lv', password: 'Admins123', name: 'Admins' };

interface Settings {
  show_banners: boolean;
  show_articles: boolean;
}

/** A call of the administration with the token of the administrator signed in on `page`. */
async function adminCall(page: Page, method: string, path: string, json?: unknown): Promise<Response> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('not signed in');
  return fetch(baseUrl() + path, {
    method,
    headers: {
      Authorization: `Bearer ${decodeURIComponent(token)}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** A visitor's home page in a browser context of its own (no session, nothing cached). */
async function visitorHome(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'lv-LV', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'cookie', value: '1', url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

describe('the administration of news, pages and banners', () => {
  let s: Session;
  let page: Page;
  let settingsBefore: Settings;
  const createdPosts: number[] = [];
  const switchedOff: number[] = [];

  beforeAll(async () => {
    settingsBefore = (await api<{ data: Settings }>('/api/settings')).data;
    s = new Session();
    page = await s.open();
    await page.goto('/');
    await signIn(page, ADMIN);
  });

  afterAll(async () => {
    // Put back what the tests changed, so the other files see the demo portal as seeded.
    if (page) {
      for (const id of createdPosts) await adminCall(page, 'DELETE', `/api/admin/articles/${id}`);
      for (const id of switchedOff)
        await adminCall(page, 'POST', `/api/admin/banners/${id}`, { _method: 'PUT', active: true });
      if (settingsBefore) await adminCall(page, 'PUT', '/api/admin/settings', settingsBefore);
    }
    await s?.close();
  });

  it('an administrator publishes a news post with a picture, and a visitor sees it on the home page at once', async () => {
    const title = `Skolotāju konference ${Date.now()}`;
    await page.goto('/admin/jaunumi');
    await page.getByRole('heading', { level: 1, name: 'Jaunumi' }).waitFor();
    await page.getByRole('link', { name: 'Jauns jaunums' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jauns jaunums' }).waitFor();

    await page.getByRole('textbox', { name: /^Nosaukums/ }).fill(title);
    await page.getByRole('textbox', { name: /^Īss apraksts/ }).fill('Pavasara konference fizikas skolotājiem.');
    const body = page.getByRole('textbox', { name: 'Saturs' });
    await body.click();
    await page.keyboard.type('Programma');
    await page
      .getByRole('toolbar', { name: 'Saturs: formatēšana' })
      .getByRole('button', { name: 'Virsraksts', exact: true })
      .click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Konference notiks ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('15. martā');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' Rīgā.');

    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f5fa8' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'konference.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('img', { name: 'Izvēlētais attēls' }).waitFor();
    await page.getByRole('checkbox', { name: 'Publicēts' }).check();
    await page.getByRole('button', { name: 'Saglabāt' }).click();

    await page.waitForURL('**/admin/jaunumi');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await row.waitFor();
    expect(await row.getByText('Publicēts').isVisible()).toBe(true);

    const saved = (
      await api<{
        data: { id: number; title: string; content: string; image: { sizes: { medium: { full_url: string } } } }[];
      }>('/api/articles?perPage=3&orderBy=created_at&orderByDirection=desc')
    ).data[0]!;
    createdPosts.push(saved.id);
    expect(saved.title).toBe(title);
    expect(saved.content).toBe('<h2>Programma</h2><p>Konference notiks <strong>15. martā</strong> Rīgā.</p>');

    const visitor = await visitorHome(s.browser);
    const news = visitor.getByRole('region', { name: 'Jaunumi' });
    const card = news.getByRole('article', { name: title });
    await card.waitFor();
    const src = await card.locator('img').getAttribute('src');
    expect(src).toBe(saved.image.sizes.medium.full_url);
    const served = await visitor.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    await visitor.context().close();
  });

  it('a banner switched off, and then the news switched off, are gone from the home page at once', async () => {
    const banners = (await api<{ data: { id: number; title: string }[] }>('/api/banners')).data;
    expect(banners.length).toBeGreaterThan(1);
    const banner = banners[0]!;

    await page.goto('/admin/baneri');
    await page.getByRole('heading', { level: 1, name: 'Baneri' }).waitFor();
    const shown = page.getByRole('checkbox', { name: `Rādīt sākumlapā: ${banner.title}` });
    // The box follows the server's answer: it is clicked, not "unchecked" by the driver.
    await shown.click();
    switchedOff.push(banner.id);
    await page.getByText('Baneris sākumlapā vairs netiek rādīts.').waitFor();

    let visitor = await visitorHome(s.browser);
    const slides = visitor.locator('[aria-roledescription="slaids"]');
    await slides.first().waitFor({ state: 'attached' });
    const titles = await slides.allTextContents();
    expect(titles).toHaveLength(banners.length - 1);
    expect(titles).not.toContain(banner.title);
    expect(await visitor.getByRole('region', { name: 'Jaunumi' }).count()).toBe(1);
    await visitor.context().close();

    const newsSwitch = page
      .getByRole('group', { name: 'Sākumlapa' })
      .getByRole('checkbox', { name: 'Rādīt jaunumus sākumlapā' });
    await newsSwitch.click();
    await page.getByText('Rādīt jaunumus sākumlapā: izslēgts.').waitFor();
    visitor = await visitorHome(s.browser);
    expect(await visitor.getByRole('heading', { name: 'Jaunumi', level: 2 }).count()).toBe(0);
    expect(await visitor.locator('[aria-roledescription="slaids"]').count()).toBe(banners.length - 1);
    await visitor.context().close();

    // Both back on through the screen.
    await newsSwitch.click();
    await page.getByText('Rādīt jaunumus sākumlapā: ieslēgts.').waitFor();
    await shown.click();
    await page.getByText('Baneris tiek rādīts sākumlapā.').waitFor();
    switchedOff.splice(switchedOff.indexOf(banner.id), 1);
  });

  it("moves a banner with the keyboard, the focus staying on the moved banner's button", async () => {
    // A save and the list's refetch behind it, on a machine busy with other suites: more than poll's 1 s.
    const SAVED = { timeout: 10_000 };
    const before = (await api<{ data: { id: number; title: string }[] }>('/api/banners')).data;
    const first = before[0]!;
    const order = async () => (await api<{ data: { id: number }[] }>('/api/banners')).data.map((banner) => banner.id);
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
    await page.goto('/admin/baneri');
    await page.getByRole('button', { name: `Zemāk: ${first.title}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await order())[1], SAVED).toBe(first.id);
    // The screen shows the new order once its refetch lands (its 'Augstāk' turns on); the focus was on
    // 'Zemāk' before too, so only then does the focus check say anything, and a Shift+Tab sent before
    // it would land in a row the refetch then moves.
    const up = page.getByRole('button', { name: `Augstāk: ${first.title}` });
    await expect.poll(() => up.isEnabled(), SAVED).toBe(true);
    await expect.poll(focused, SAVED).toBe(`Zemāk: ${first.title}`);
    // And back up, again by the keyboard: first again, its 'Augstāk' is off and the focus on its 'Zemāk'.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(`Augstāk: ${first.title}`);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await order())[0], SAVED).toBe(first.id);
    await expect.poll(() => up.isDisabled(), SAVED).toBe(true);
    await expect.poll(focused, SAVED).toBe(`Zemāk: ${first.title}`);
    expect(await order()).toEqual(before.map((banner) => banner.id));
  });
});
