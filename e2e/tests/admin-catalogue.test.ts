// The administrators' catalogue and inbox (issue 19, helper C) in Chromium: an administrator adds a
// type under a theme in 'Kategorijas' and a teacher can choose it on the upload form at once; deleting
// a class with materials is refused with the counts; a visitor's contact-form message shows in
// 'Saziņa'; axe (WCAG 2.1 A/AA) on 'Kategorijas', 'Skolas', 'Saziņa' and 'Pasts' at 1280 and 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WCAG21_TAGS, axeViolations } from '../support/browser';
import { DEMO_TEACHER, Session, categoryTree, signIn } from '../support/portal';

const ADMIN = { email: 'admin@demo.lv', password: 'Admins123', name: 'Portāla Administrators' };
const stamp = Date.now().toString(36);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main').waitFor();
}

/** A small real PDF, so the upload form shows its category selects. */
function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

describe('administration: categories, schools, contact messages, mail', () => {
  const admin = new Session();
  const teacher = new Session();
  const visitor = new Session();

  beforeAll(async () => {
    await admin.open({ bypassCSP: true });
    await teacher.open({ bypassCSP: true });
    await visitor.open();
    await admin.page.goto('/');
    await signIn(admin.page, ADMIN);
    await teacher.page.goto('/');
    await signIn(teacher.page, DEMO_TEACHER);
  });
  afterAll(async () => {
    await admin.close();
    await teacher.close();
    await visitor.close();
  });

  it('an administrator adds a type under a theme, and a teacher can choose it on the upload form at once', async () => {
    const { page } = admin;
    const [grade] = await categoryTree();
    const theme = grade!.children![0]!;
    const title = `Eksperimentu video ${stamp}`;

    await page.goto('/admin/kategorijas');
    await page.getByRole('heading', { level: 1, name: 'Kategorijas' }).waitFor();
    await page.getByRole('button', { name: `Atvērt „${grade!.category.title}” apakškategorijas` }).click();
    await page.getByRole('button', { name: `Pievienot veidu zem „${theme.category.title}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Pievienot veidu' });
    await dialog.getByRole('textbox', { name: /Nosaukums/ }).fill(title);
    await dialog.getByRole('textbox', { name: /Apraksts/ }).fill('Īsi video par eksperimentiem.');
    await dialog.getByRole('button', { name: 'Pievienot' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Its branch is open: the new type shows in the tree.
    await page.locator('main').getByText(title, { exact: true }).waitFor();

    // The teacher, in another browser, finds it among the theme's types.
    const upload = teacher.page;
    await upload.goto('/upload');
    await upload.getByRole('heading', { level: 1, name: 'Augšuplādēt failu' }).waitFor();
    await upload.getByLabel('Izvēlies failu vai ievelc to šeit').setInputFiles({
      name: 'eksperiments.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await upload.getByLabel('Klase').selectOption({ label: grade!.category.title });
    await upload.getByLabel('Tēma').selectOption({ label: theme.category.title });
    await upload.getByLabel('Veids').selectOption({ label: title });
    expect(await upload.getByLabel('Veids').locator('option:checked').textContent()).toBe(title);
    expect(admin.errors).toEqual([]);
    expect(teacher.errors).toEqual([]);
  });

  it('refuses to delete a class with materials, showing what is in it, and keeps it', async () => {
    const { page } = admin;
    const grade = (await categoryTree()).find((node) => node.category.materials_count > 0)!;
    await page.goto('/admin/kategorijas');
    await page.getByRole('button', { name: `Dzēst „${grade.category.title}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Dzēst „${grade.category.title}”?` });
    await dialog.getByRole('button', { name: 'Dzēst' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      new RegExp(
        `^Kategorijā ir \\d+ apakškategorij\\S+ un ${grade.category.materials_count} materiāl\\S+: dzēst var tikai tukšu kategoriju\\.`,
      ),
    );
    await dialog.getByRole('button', { name: 'Atcelt' }).click();
    expect((await categoryTree()).map((node) => node.id)).toContain(grade.id);
  });

  it('a visitor’s contact-form message shows in ‘Saziņa’, and the administrator marks it answered', async () => {
    const topic = `Jautājums par kategorijām ${stamp}`;
    const page = visitor.page;
    await page.goto('/sazinies');
    await page.getByRole('textbox', { name: 'Vārds', exact: true }).fill('Inese');
    await page.getByRole('textbox', { name: 'Uzvārds', exact: true }).fill('Kalna');
    await page.getByRole('textbox', { name: 'E-pasts', exact: true }).fill('inese.kalna@example.lv');
    await page.getByRole('textbox', { name: 'Tēma', exact: true }).fill(topic);
    await page.getByRole('textbox', { name: 'Ziņa', exact: true }).fill('Labdien!\nKur ievietot laboratorijas darbus?');
    await page.getByRole('checkbox', { name: 'Es neesmu robots' }).click();
    await page
      .locator('altcha-widget [data-state="verified"], altcha-widget .altcha[data-state="verified"]')
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Sūtīt' }).click();
    await page.getByText('Paldies! Tava ziņa ir nosūtīta.').waitFor();

    const inbox = admin.page;
    await inbox.goto('/admin/sazina');
    await inbox.getByRole('heading', { level: 1, name: 'Saziņa' }).waitFor();
    const table = inbox.getByRole('table', { name: 'Jaunās ziņas, jaunākās augšā' });
    await table.getByText(topic).waitFor();
    await table.getByRole('button', { name: `Atvērt ziņu „${topic}” no Inese Kalna` }).click();
    const dialog = inbox.getByRole('dialog', { name: topic });
    await dialog.getByText('Kur ievietot laboratorijas darbus?').waitFor();
    expect(await dialog.getByRole('link', { name: 'inese.kalna@example.lv' }).getAttribute('href')).toBe(
      `mailto:inese.kalna@example.lv?subject=${encodeURIComponent(`Re: ${topic}`)}`,
    );
    await dialog.getByRole('button', { name: 'Atzīmēt kā atbildētu' }).click();
    await dialog.waitFor({ state: 'detached' });
    await inbox.getByRole('link', { name: /^Atbildētās \(\d+\)$/ }).click();
    await inbox.getByRole('table', { name: 'Atbildētās ziņas, pēdējās atbildētās augšā' }).getByText(topic).waitFor();
    expect(visitor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  const SCREENS = [
    { path: '/admin/kategorijas', heading: 'Kategorijas', ready: 'Kategoriju koks' },
    { path: '/admin/skolas', heading: 'Skolas', ready: 'Skolu saraksts' },
    { path: '/admin/sazina', heading: 'Saziņa', ready: 'Ziņu saraksts' },
    { path: '/admin/sazina?status=answered', heading: 'Saziņa', ready: 'Ziņu saraksts' },
    { path: '/admin/pasts', heading: 'Pasts', ready: 'Vēstuļu saraksts' },
    { path: '/admin/pasts?status=sent', heading: 'Pasts', ready: 'Vēstuļu saraksts' },
  ];

  for (const width of [1280, 390]) {
    it(`has no WCAG 2.1 A/AA violations on Kategorijas, Skolas, Saziņa and Pasts at ${width} px`, async () => {
      const { page } = admin;
      await page.setViewportSize({ width, height: 900 });
      const found: Record<string, string[]> = {};
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
        const region = page.getByRole('region', { name: screen.ready });
        await region.waitFor();
        await settle(page);
        // Loaded: the region holds its list, or says that it is empty; no spinner.
        await expect
          .poll(async () => {
            const text = (await region.textContent()) ?? '';
            return text.trim().length > 0 && !text.includes('Ielādē');
          })
          .toBe(true);
        // The tree with every branch open: each node's buttons are measured too.
        if (screen.path === '/admin/kategorijas') await page.getByRole('button', { name: 'Atvērt visu' }).click();
        const violations = await axeViolations(page, WCAG21_TAGS);
        // Reflow (WCAG 1.4.10): nothing wider than the screen; wide tables scroll in their own region.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) violations.push(`the page is ${overflow} px wider than the screen`);
        if (violations.length) found[screen.path] = violations;
      }
      // A dialog too: adding a class, with the icon picker.
      await page.goto('/admin/kategorijas');
      await page.getByRole('button', { name: 'Pievienot klasi' }).first().click();
      await page.getByRole('dialog', { name: 'Pievienot klasi' }).waitFor();
      const dialogViolations = await axeViolations(page, WCAG21_TAGS);
      if (dialogViolations.length) found['/admin/kategorijas (Pievienot klasi)'] = dialogViolations;
      await page.keyboard.press('Escape');
      expect(found).toEqual({});
      expect(admin.errors).toEqual([]);
    });
  }
});
