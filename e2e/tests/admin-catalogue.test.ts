// The administrators' catalogue and inbox (issue 19, helper C) in Chromium: an administrator adds a
// type under a theme in 'Kategorijas' and a teacher can choose it on the upload form at once; deleting
// a class with materials is refused with the counts; a visitor's contact-form message shows in
// 'Saziņa'. Their screens' accessibility is checked with every other screen's (a11y-every-screen.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEACHER, Session, categoryTree, signIn } from '../support/portal';

const ADMIN = { email: 'admin@demo.lv', password: 'Admins123', name: 'Portāla Administrators' };
const stamp = Date.now().toString(36);

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
    await admin.open();
    await teacher.open();
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
});
