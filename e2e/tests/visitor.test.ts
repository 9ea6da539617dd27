// A visitor's journey: home, news, a post, a static page, the site map and the contact form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../support/portal';

describe('a visitor', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it('sees the home page in Latvian with the catalogue and the latest news', async () => {
    const { page } = s;
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('lv');
    await page.getByRole('button', { name: 'Autorizējies' }).first().waitFor();
    await expect.poll(() => page.locator('main h2').count()).toBeGreaterThan(1);
    // Anonymous visitors see the generic author label, never a teacher's name.
    await page.locator('main').getByText('Portāla lietotājs').first().waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toContain('Portāla lietotājs');
    expect(main).not.toContain('Anna Ozola');
  });

  it('reads the news list and opens a post', async () => {
    const { page } = s;
    await page.getByRole('navigation').getByRole('link', { name: 'Jaunumi' }).first().click();
    await page.waitForURL('**/jaunumi');
    await page.getByRole('heading', { level: 1, name: 'Jaunumi' }).waitFor();
    const first = page.locator('main article').first().getByRole('link').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/jaunumi\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Ceļš' });
    expect(await crumbs.innerText()).toMatch(/Sākums[\s\S]*Jaunumi/);
    expect(await page.locator('main').innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('reads a static page and the site map', async () => {
    const { page } = s;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Noteikumi' }).click();
    await page.waitForURL('**/lapa/noteikumi');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Lapas karte' }).click();
    await page.waitForURL('**/lapas-karte');
    await page.getByRole('heading', { level: 1, name: 'Lapas karte' }).waitFor();
    const main = page.locator('main');
    for (const name of ['Sazinies', 'Noteikumi', 'Par portālu'])
      await main.getByRole('link', { name }).first().waitFor();
    expect(await main.locator('a[href^="/kategorija/"]').count()).toBeGreaterThan(5);
  });

  it('sends a message through the contact form', async () => {
    const { page } = s;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sazinies' }).click();
    await page.waitForURL('**/sazinies');
    await page.getByRole('button', { name: 'Sūtīt' }).click();
    // Empty form: Latvian messages under the fields, nothing sent.
    await page.getByText('Obligāti jāaizpilda', { exact: false }).first().waitFor();
    await page.getByRole('textbox', { name: 'Vārds', exact: true }).fill('Inese');
    await page.getByRole('textbox', { name: 'Uzvārds', exact: true }).fill('Liepa');
    await page.getByRole('textbox', { name: 'E-pasts', exact: true }).fill('inese.liepa@example.lv');
    await page.getByRole('textbox', { name: 'Tēma', exact: true }).fill('Jautājums par portālu');
    await page.getByRole('textbox', { name: 'Ziņa', exact: true }).fill('Labdien! Kā pievienot savus materiālus?');
    await page.getByText(/Atlikušās rakstzīmes: 96\d/).waitFor();
    // The self-hosted captcha: tick it and wait for the proof of work.
    // The widget keeps the box unticked until the proof of work is done, so click, not check.
    await page.getByRole('checkbox', { name: 'Es neesmu robots' }).click();
    await page
      .locator('altcha-widget [data-state="verified"], altcha-widget .altcha[data-state="verified"]')
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Sūtīt' }).click();
    await page.getByText('Paldies! Tava ziņa ir nosūtīta.').waitFor();
    await page.getByRole('button', { name: 'Sūtīt jaunu ziņu' }).click();
    expect(await page.getByRole('textbox', { name: 'Vārds', exact: true }).inputValue()).toBe('');
    expect(s.errors).toEqual([]);
  });

  it('is told in Latvian that an unknown address has no page, and can go home from there', async () => {
    const { page } = s;
    const response = await page.goto('/nav-tadas-lapas');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Lapa nav atrasta' }).waitFor();
    expect(page.url()).toMatch(/\/nav-tadas-lapas$/);
    expect(await page.title()).toBe('Lapa nav atrasta | Mācību materiālu portāls');
    await page.locator('main').getByRole('link', { name: 'Uz sākumu' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('main h2').count()).toBeGreaterThan(1);
    expect(s.errors).toEqual([]);
  });
});

// The HTML paints the portal's frame before its JavaScript (seconds on a phone): the header's bar,
// the mark and the name, as tall as the real header, which the first render puts in its place.
describe('before the JavaScript runs', () => {
  const s = new Session();
  afterAll(() => s.close());

  it('shows the portal’s header bar, as tall as the header that replaces it', async () => {
    const heights: Record<string, { boot: number; real: number }> = {};
    await s.open({ javaScriptEnabled: false });
    for (const [name, viewport] of [
      ['phone', { width: 412, height: 800 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      const page = await s.context.newPage();
      await page.setViewportSize(viewport);
      await page.goto('/');
      const boot = page.locator('.boot-header');
      expect(await boot.innerText()).toBe('Mācību materiālu portāls');
      heights[name] = { boot: (await boot.boundingBox())!.height, real: 0 };
      await page.close();
    }
    await s.close();
    await s.open();
    for (const [name, viewport] of [
      ['phone', { width: 412, height: 800 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await s.page.setViewportSize(viewport);
      await s.page.goto('/');
      await s.page.getByRole('banner').waitFor();
      expect(await s.page.locator('.boot-header').count()).toBe(0);
      heights[name]!.real = (await s.page.getByRole('banner').boundingBox())!.height;
    }
    expect(heights.phone!.boot).toBe(heights.phone!.real);
    expect(heights.desktop!.boot).toBe(heights.desktop!.real);
  });
});
