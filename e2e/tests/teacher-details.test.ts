// Issue 18, items 1, 2, 3 and 6 of "Broken or misleading": a teacher without a pseudonym saves her
// profile; every material write (upload, a move to another category, delete) shows in the
// category tiles' counts without a reload; the own profile offers no 'Grāmatzīmes' tab (one cannot
// bookmark one's own materials); an empty comment or reply cannot be sent ('Sūtīt' disabled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_TEACHER, Session, apiAs, categoryTree, flatten, signIn, type NodeJson } from '../support/portal';

const stamp = Date.now().toString(36);
/** A demo teacher without a pseudonym (api/src/seed/content/people.ts), and her own description. */
const NO_PSEUDONYM_TEACHER = { email: 'liga.berzina@demo.lv', password: 'Parole123', name: 'Līga Bērziņa' };
/** The title of a seeded material of Jānis Kalniņš, signed with his name, with comments. */
const COMMENTED_MATERIAL = 'Oma likuma pārbaude';

/** A small but real PDF. */
function pdfBytes(): Buffer {
  const pdf =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(pdf, 'latin1');
}

/** The count on a category tile of the category screen ('Darba lapas 2 gb' → 2). */
async function tileCount(page: Page, title: string): Promise<number> {
  const tiles = page.getByRole('region', { name: 'Apakškategorijas' }).getByRole('listitem');
  const tile = tiles.filter({ has: page.getByText(title, { exact: true }) });
  const text = await tile.innerText();
  const match = /(\d+)\s*gb/.exec(text);
  if (!match) throw new Error(`No count on the tile '${title}': ${text}`);
  return Number(match[1]);
}

/** A theme with at least two material types under it, so a material can move from one to another. */
function themeWithTwoTypes(tree: NodeJson[]): { theme: NodeJson; first: NodeJson; second: NodeJson } {
  const theme = flatten(tree).find(
    (node) =>
      node.parent_id !== null &&
      (node.children ?? []).length >= 2 &&
      (node.children ?? []).every((child) => (child.children ?? []).length === 0),
  );
  if (!theme) throw new Error('demo data has a theme with two material types');
  const [first, second] = theme.children!;
  return { theme, first: first!, second: second! };
}

describe('a teacher without a pseudonym', () => {
  const s = new Session();

  beforeAll(async () => {
    await s.open();
    await s.page.goto('/');
    await signIn(s.page, NO_PSEUDONYM_TEACHER);
  });
  afterAll(() => s.close());

  /** 'Rediģēt profilu' from the sidebar, the description changed, 'Saglabāt', back on 'Mans profils'. */
  async function saveDescription(page: Page, description: string) {
    await page.goto('/profils');
    const sidebar = page.getByRole('complementary', { name: 'Mans profils' });
    await sidebar.getByRole('link', { name: 'Rediģēt profilu' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rediģēt profilu' }).waitFor();
    const field = page.getByLabel('Īss apraksts par sevi');
    // The form starts from the saved profile: no pseudonym.
    await expect.poll(() => field.inputValue()).not.toBe('');
    expect(await page.getByLabel('Pseidonīms').inputValue()).toBe('');
    await field.fill(description);
    await page.getByRole('button', { name: 'Saglabāt' }).click();
    await page.waitForURL('**/profils', { timeout: 10_000 });
    await sidebar.getByText(description).waitFor();
  }

  it('saves a changed description and sees it on her profile', async () => {
    const { page } = s;
    await page.goto('/profils');
    const sidebar = page.getByRole('complementary', { name: 'Mans profils' });
    await sidebar.waitFor();
    const original = (await apiAs<{ data: { description: string } }>(page, '/api/user')).data.description;

    await saveDescription(page, `Dabaszinības un fizika pamatskolā (${stamp}).`);
    expect(await page.getByText('Obligāti jāaizpilda pseidonīms.').count()).toBe(0);
    // And back as it was, so the demo profile stays the same for the other tests.
    await saveDescription(page, original);
    expect(s.errors).toEqual([]);
  });
});

describe('a teacher', () => {
  const s = new Session();
  const title = `Spiediena darba lapa ${stamp}`;
  let materialPath = '';

  beforeAll(async () => {
    await s.open();
    await s.page.goto('/');
    await signIn(s.page, DEMO_TEACHER);
  });
  afterAll(() => s.close());

  it("uploads a material and, back on the category without a reload, its type's tile counts it", async () => {
    const { page } = s;
    const { theme, first } = themeWithTwoTypes(await categoryTree());
    await page.goto(`/kategorija/${theme.id}`);
    await page.getByRole('heading', { level: 1, name: theme.category.title }).waitFor();
    const before = await tileCount(page, first.category.title);

    await page.getByRole('link', { name: '+ Augšuplādēt' }).click();
    await page.getByLabel('Izvēlies failu vai ievelc to šeit').setInputFiles({
      name: 'spiediens.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await page.getByLabel('Nosaukums').fill(title);
    await expect.poll(() => page.getByLabel('Tēma').inputValue()).toBe(String(theme.id));
    await page.getByLabel('Veids').selectOption(String(first.id));
    await page.getByRole('button', { name: 'Iesniegt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Materiāls iesniegts!' }).waitFor({ timeout: 30_000 });
    materialPath = (await page.getByRole('link', { name: title }).getAttribute('href')) ?? '';
    expect(materialPath).toMatch(/^\/material\/\d+$/);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: theme.category.title }).waitFor();
    await expect.poll(() => tileCount(page, first.category.title), { timeout: 5_000 }).toBe(before + 1);
    expect(s.errors).toEqual([]);
  });

  it('moves it to another type and, on the category, both tiles show the new counts', async () => {
    const { page } = s;
    const { theme, first, second } = themeWithTwoTypes(await categoryTree());
    await page.goto(`/kategorija/${theme.id}`);
    await page.getByRole('heading', { level: 1, name: theme.category.title }).waitFor();
    const [firstBefore, secondBefore] = [
      await tileCount(page, first.category.title),
      await tileCount(page, second.category.title),
    ];

    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: 'Rediģēt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mainīt materiālu' }).waitFor();
    await expect.poll(() => page.getByLabel('Veids').inputValue()).toBe(String(first.id));
    await page.getByLabel('Veids').selectOption(String(second.id));
    await page.getByRole('button', { name: 'Iesniegt' }).click();
    await page.waitForURL(`**${materialPath}`);

    await page.getByRole('navigation', { name: 'Ceļš' }).getByRole('link', { name: theme.category.title }).click();
    await page.getByRole('heading', { level: 1, name: theme.category.title }).waitFor();
    await expect.poll(() => tileCount(page, second.category.title), { timeout: 5_000 }).toBe(secondBefore + 1);
    expect(await tileCount(page, first.category.title)).toBe(firstBefore - 1);
    expect(s.errors).toEqual([]);
  });

  it("deletes it and, back on the category without a reload, its type's tile no longer counts it", async () => {
    const { page } = s;
    const { theme, second } = themeWithTwoTypes(await categoryTree());
    await page.goto(`/kategorija/${theme.id}`);
    await page.getByRole('heading', { level: 1, name: theme.category.title }).waitFor();
    const before = await tileCount(page, second.category.title);

    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Dzēst' }).click();
    await page.getByRole('dialog', { name: 'Dzēst materiālu?' }).getByRole('button', { name: 'Dzēst' }).click();
    await page.getByText('Materiāls izdzēsts!').waitFor();

    // Back where she came from: the category, with the list and the tile agreeing.
    await page.getByRole('heading', { level: 1, name: theme.category.title }).waitFor();
    await page.getByRole('link', { name: title }).waitFor({ state: 'detached' });
    await expect.poll(() => tileCount(page, second.category.title), { timeout: 5_000 }).toBe(before - 1);
    expect(s.errors).toEqual([]);
  });

  it("offers no 'Grāmatzīmes' over her own materials, but does over another teacher's", async () => {
    const { page } = s;
    await page.goto('/profils');
    const own = page.getByRole('region', { name: 'Mani materiāli' });
    const ownTabs = own.getByRole('tablist', { name: 'Kārtot materiālus' }).getByRole('tab');
    await ownTabs.first().waitFor();
    expect(await ownTabs.allInnerTexts()).toEqual(['Jaunākie', 'Visvairāk patīk', 'Lejuplādētākie']);

    // An old address with the bookmarks sort shows her newest materials, not an empty list.
    await page.goto('/profils?sort=bookmarks');
    await own.getByRole('article').first().waitFor();
    expect(await own.getByRole('tab', { selected: true }).innerText()).toBe('Jaunākie');
    expect(await page.getByText('Tu vēl neesi ievietojis nevienu materiālu.').count()).toBe(0);

    const users = await apiAs<{ data: { id: number; name: string }[] }>(page, '/api/users?s=Kalni');
    const janis = users.data.find((user) => user.name === 'Jānis Kalniņš')!;
    await page.goto(`/profiles/${janis.id}`);
    const theirs = page.getByRole('region', { name: 'Materiāli', exact: true });
    await theirs.getByRole('tab', { name: 'Grāmatzīmes' }).waitFor();
  });

  it("cannot send an empty comment or reply: 'Sūtīt' stays disabled until there is text", async () => {
    const { page } = s;
    const hits = await apiAs<{ data: { id: number; title: string }[] }>(
      page,
      `/api/search?q=${encodeURIComponent(COMMENTED_MATERIAL)}&limit=5`,
    );
    const material = hits.data.find((hit) => hit.title === COMMENTED_MATERIAL)!;
    await page.goto(`/material/${material.id}`);
    await page.getByRole('heading', { level: 1, name: COMMENTED_MATERIAL }).waitFor();

    const comment = page.getByPlaceholder('Ieraksti komentāru...').first();
    const send = page.getByRole('button', { name: 'Sūtīt' }).first();
    await comment.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await comment.fill('   \n  ');
    expect(await send.isDisabled()).toBe(true);
    await comment.fill('Paldies!');
    await expect.poll(() => send.isDisabled()).toBe(false);
    await comment.fill('');
    await expect.poll(() => send.isDisabled()).toBe(true);

    // Leaving the emptied field shows its rule under it (and moves what is below, so first).
    await comment.blur();
    await page.getByText('Obligāti jāaizpilda komentārs.').waitFor();

    await page
      .getByRole('button', { name: /^Atbildēt/ })
      .first()
      .click();
    const reply = page.getByPlaceholder('Ieraksti komentāru...').nth(1);
    const replyForm = reply.locator('xpath=ancestor::form');
    const sendReply = replyForm.getByRole('button', { name: 'Sūtīt' });
    await reply.waitFor();
    expect(await sendReply.isDisabled()).toBe(true);
    await reply.fill('  ');
    expect(await sendReply.isDisabled()).toBe(true);
    await reply.fill('Un arī man.');
    await expect.poll(() => sendReply.isDisabled()).toBe(false);
    expect(s.errors).toEqual([]);
  });
});
