// The portal's dialogs are native modal <dialog>s (showModal): the browser, not our code, keeps the page
// behind out of reach. Shown here in Chromium with the login dialog opened from the header.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Session } from '../support/portal';

/** Where focus is: inside the open dialog, on a page element behind it, or nowhere in the page. */
function focusPlace(page: Page): Promise<'dialog' | 'page' | 'none'> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return 'none';
    return active.closest('dialog[open]') ? 'dialog' : 'page';
  });
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('the login dialog', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  let opener: Locator;
  let dialog: Locator;
  beforeEach(async () => {
    const { page } = s;
    await page.goto('/');
    await page.locator('main').waitFor();
    opener = page.getByRole('banner').getByRole('button', { name: 'Autorizējies' });
    dialog = page.getByRole('dialog', { name: 'Autorizējies' });
    await opener.click();
    await dialog.getByRole('button', { name: 'Ienākt' }).waitFor();
  });

  it('is modal: a pointer over the page behind meets the backdrop, and Tab never leaves the dialog', async () => {
    const { page } = s;
    expect(await dialog.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'))).toBe(true);
    // Focus moved into the dialog on opening.
    expect(await focusPlace(page)).toBe('dialog');

    // The header's 'Reģistrējies' is visible through the backdrop, but the point over it belongs to the
    // dialog's ::backdrop (hit-testing answers with the <dialog> itself), and the page behind is inert.
    const register = page.getByRole('banner').getByRole('button', { name: 'Reģistrējies' });
    const box = (await register.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => {
        const element = document.elementFromPoint(x!, y!);
        return { tag: element?.tagName, inDialog: element?.closest('dialog') !== null };
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toEqual({ tag: 'DIALOG', inDialog: true });
    // Inert: even a script cannot focus it.
    expect(
      await register.evaluate((element) => {
        element.focus();
        return element === document.activeElement;
      }),
    ).toBe(false);

    // Forwards and backwards, twice round: focus is in the dialog or, between rounds, in the browser's own UI.
    const places: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      await page.keyboard.press(i < 12 ? 'Tab' : 'Shift+Tab');
      places.push(await focusPlace(page));
    }
    expect(places).not.toContain('page');
    expect(places.filter((place) => place === 'dialog').length).toBeGreaterThan(16);
  });

  it('does not let a click through: a click over a header button closes the dialog instead of pressing it', async () => {
    const { page } = s;
    const register = page.getByRole('banner').getByRole('button', { name: 'Reģistrējies' });
    const box = (await register.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('closes on Escape and gives focus back to the header’s Autorizējies button', async () => {
    const { page } = s;
    await dialog.getByLabel('E-pasts').fill('anna');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);
    // The page is usable again: Tab moves on from the opener to the next header control.
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('banner').getByRole('button', { name: 'Reģistrējies' }))).toBe(true);
  });

  it('hands over to the reset-request dialog, whose Escape still gives focus back to Autorizējies', async () => {
    const { page } = s;
    await dialog.getByRole('button', { name: 'Aizmirsi paroli?' }).click();
    const request = page.getByRole('dialog', { name: 'Atjaunot paroli' });
    await request.waitFor();
    expect(await isFocused(request.getByLabel('E-pasts'))).toBe(true);
    await page.keyboard.press('Escape');
    await request.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);
  });

  it('on a phone, opened from the menu drawer, takes the Escape itself and leaves the drawer open', async () => {
    const { page } = s;
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const menu = page.getByRole('button', { name: 'Izvēlne' });
      await menu.click();
      await opener.click();
      await dialog.getByRole('button', { name: 'Ienākt' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await isFocused(opener)).toBe(true);
      // The next Escape is the drawer's.
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
