// A teacher uploads a PDF (with the upload's own progress bar), finds it in its category, previews
// and downloads it (the same bytes), and adds a link in 'Noderīgas saites'; a second teacher likes,
// bookmarks, comments and replies; the owner edits and deletes it. axe on every screen they pass.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/browser';
import { DEMO_TEACHER, Session, baseUrl, categoryTree, flatten, signIn } from '../support/portal';
import { settle } from '../support/requests';

const SECOND_TEACHER = { email: 'liga.berzina@demo.lv', password: 'Parole123', name: 'Līga Bērziņa' };
const stamp = Date.now().toString(36);
const TITLE = `Oma likums e2e ${stamp}`;
const NEW_TITLE = `Oma likums e2e ${stamp} (labots)`;

/** A small but real PDF, padded to 3 MB so its upload takes long enough to watch under throttling. */
function pdfBytes(): Buffer {
  const head =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const padding = `%${'0'.repeat(78)}\n`.repeat(Math.ceil((3 * 1024 * 1024) / 80));
  const tail = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(head + padding + tail, 'latin1');
}


/** axe on the page as it is; the name says which screen in the failure message. */
async function checkA11y(page: Page, found: Record<string, string[]>, name: string) {
  const violations = await axeViolations(page);
  if (violations.length) found[name] = violations;
}

describe('materials', () => {
  const owner = new Session();
  const other = new Session();
  const a11y: Record<string, string[]> = {};
  const file = pdfBytes();
  let materialPath = '';
  let typeNodeId = '';

  beforeAll(async () => {
    await owner.open({ bypassCSP: true });
    await other.open({ bypassCSP: true });
    await owner.page.goto('/');
    await signIn(owner.page, DEMO_TEACHER);
    await other.page.goto('/');
    await signIn(other.page, SECOND_TEACHER);
  });
  afterAll(async () => {
    await owner.close();
    await other.close();
  });

  it('a teacher uploads a PDF and watches its progress, then sees it submitted', async () => {
    const { page } = owner;
    await page.goto('/upload');
    await page.getByRole('heading', { level: 1, name: 'Augšuplādēt failu' }).waitFor();
    await settle(page);
    await checkA11y(page, a11y, 'upload, step 1');

    await page.getByLabel('Izvēlies failu vai ievelc to šeit').setInputFiles({
      name: 'oma-likums.pdf',
      mimeType: 'application/pdf',
      buffer: file,
    });
    await page.getByLabel('Nosaukums').waitFor();
    await page.getByText('oma-likums.pdf').waitFor();
    await page.getByLabel('Nosaukums').fill(TITLE);
    await page.getByLabel('Apraksts').fill('Skolēni mēra strāvu un spriegumu un pārbauda Oma likumu.');
    await page.getByLabel('Klase').selectOption({ index: 1 });
    await page.getByLabel('Tēma').selectOption({ index: 1 });
    await page.getByLabel('Veids').selectOption({ index: 1 });
    typeNodeId = await page.getByLabel('Veids').inputValue();
    await checkA11y(page, a11y, 'upload, step 2 (file)');

    // Slow the upload down (3 MB at ~1 MB/s), so the bar is on screen long enough to be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Iesniegt' }).click();
    const bar = page.getByRole('progressbar', { name: 'Augšuplādē failu...' });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: 'Materiāls iesniegts!' }).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    materialPath = (await page.getByRole('link', { name: TITLE }).getAttribute('href')) ?? '';
    expect(materialPath).toMatch(/^\/material\/\d+$/);
    await checkA11y(page, a11y, 'upload, step 3');
  });

  it('finds it in its category, opens it, previews and downloads the same bytes', async () => {
    const { page } = owner;
    await page.goto(`/kategorija/${typeNodeId}/materiali`);
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`**${materialPath}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Ceļš' }).innerText()).toContain('Sākums');

    await page.getByRole('button', { name: 'Priekšskatīt' }).click();
    const frame = page.getByTitle(`Priekšskatījums: ${TITLE}`);
    await frame.waitFor();
    const previewSrc = (await frame.getAttribute('src')) ?? '';
    const preview = await fetch(new URL(previewSrc, baseUrl()));
    expect(preview.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await preview.arrayBuffer()).equals(file)).toBe(true);
    await settle(page);
    await checkA11y(page, a11y, 'material page (owner, preview shown)');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Lejuplādēt' }).click(),
    ]);
    const path = await download.path();
    expect(readFileSync(path).equals(file)).toBe(true);
    expect(download.suggestedFilename()).toBe('oma-likums.pdf');
  });

  it("adds a link in 'Noderīgas saites' from the category's '+ Pievienot'", async () => {
    const { page } = owner;
    const links = flatten(await categoryTree()).find((node) => node.category.title === 'Noderīgas saites');
    expect(links, "demo data has a 'Noderīgas saites' category").toBeTruthy();
    await page.goto(`/kategorija/${links!.id}`);
    await page.getByRole('link', { name: '+ Pievienot' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pievienot saiti' }).waitFor();
    await expect.poll(() => page.getByLabel('Veids').inputValue()).toBe(String(links!.id));
    await settle(page);
    await checkA11y(page, a11y, 'upload, step 2 (link)');
    await page.getByLabel('Nosaukums').fill(`PhET simulācijas ${stamp}`);
    await page.getByLabel('Saite').fill('https://phet.colorado.edu/lv/');
    await page.getByRole('button', { name: 'Iesniegt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Materiāls iesniegts!' }).waitFor();
    await page.getByRole('link', { name: `PhET simulācijas ${stamp}` }).click();
    const open = page.getByRole('link', { name: 'Atvērt saiti' });
    await open.waitFor();
    expect(await open.getAttribute('href')).toBe('https://phet.colorado.edu/lv/');
  });

  it('a second teacher likes, bookmarks, comments and replies', async () => {
    const { page } = other;
    await page.goto(materialPath);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await page.getByRole('link', { name: DEMO_TEACHER.name }).getAttribute('href')).toMatch(/^\/profiles\/\d+$/);
    expect(await page.getByRole('button', { name: 'Dzēst' }).count()).toBe(0);

    const like = page.getByRole('button', { name: /^Patīk \d+$/ });
    await like.click();
    await page.getByText('Patīk atzīme pievienota!').waitFor();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Grāmatzīme' }).click();
    await page.getByText('Grāmatzīme pievienota!').waitFor();

    await page.getByPlaceholder('Ieraksti komentāru...').fill('Paldies, noderēs 9. klasei!');
    await page.getByRole('button', { name: 'Sūtīt' }).click();
    await page.getByRole('heading', { level: 2, name: '1 komentārs' }).waitFor();
    await page.getByText('Paldies, noderēs 9. klasei!').waitFor();

    await page.getByRole('button', { name: /^Atbildēt/ }).click();
    const replyBox = page.getByPlaceholder('Ieraksti komentāru...').nth(1);
    await replyBox.fill('Un arī 8. klasei.');
    // The reply form opens inside the comment it answers.
    await page.getByRole('listitem').locator('form').getByRole('button', { name: 'Sūtīt' }).click();
    await page.getByText('Un arī 8. klasei.').waitFor();
    // A reply is not answered (depth below 2).
    expect(await page.getByRole('button', { name: /^Atbildēt/ }).count()).toBe(1);
    await settle(page);
    await checkA11y(page, a11y, 'material page (another teacher, with comments)');
    expect(other.errors).toEqual([]);
  });

  it('the owner edits it and deletes it', async () => {
    const { page } = owner;
    await page.goto(materialPath);
    await page.getByRole('link', { name: 'Rediģēt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mainīt materiālu' }).waitFor();
    await expect.poll(() => page.getByLabel('Nosaukums').inputValue()).toBe(TITLE);
    await settle(page);
    await checkA11y(page, a11y, 'edit page');
    await page.getByLabel('Nosaukums').fill('');
    await page.getByLabel('Nosaukums').blur();
    await page.getByText('Obligāti jāaizpilda nosaukums.').waitFor();
    expect(await page.getByRole('button', { name: 'Iesniegt' }).isDisabled()).toBe(true);
    await checkA11y(page, a11y, 'edit page with an error');
    await page.getByLabel('Nosaukums').fill(NEW_TITLE);
    await page.getByRole('button', { name: 'Iesniegt' }).click();
    await page.waitForURL(`**${materialPath}`);
    await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await page.getByText('Paldies, noderēs 9. klasei!').waitFor();

    await page.getByRole('button', { name: 'Dzēst' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dzēst materiālu?' });
    await confirm.waitFor();
    await checkA11y(page, a11y, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Dzēst' }).click();
    await page.getByText('Materiāls izdzēsts!').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(materialPath);
    await page.goto(materialPath);
    await page.getByRole('heading', { level: 1, name: 'Materiāls nav atrasts' }).waitFor();
    expect(owner.errors).toEqual([]);
  });

  it('no screen on the way has a WCAG 2.1 A/AA violation', () => {
    expect(a11y).toEqual({});
  });
});
