// The inbox journeys of two demo teachers (issue 9): Jānis comments on Līga's material, Līga sees the
// comments badge, marks the comment seen in the comments inbox and the badge falls; Jānis writes to
// Līga from her profile, she answers in the thread, he reads the answer. axe on the comments inbox,
// the messages inbox with a thread open, and the message dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/browser';
import { Session, apiAs, signIn } from '../support/portal';
import { settle } from '../support/requests';

const WRITER = { email: 'janis.kalnins@demo.lv', password: 'Parole123', name: 'Jānis Kalniņš' };
const READER = { email: 'liga.berzina@demo.lv', password: 'Parole123', name: 'Līga Bērziņa' };
const stamp = Date.now().toString(36);
const COMMENT = `Paldies par darba lapu! (${stamp})`;
const SUBJECT = `Laboratorijas darbs ${stamp}`;
const MESSAGE = 'Sveika! Vai drīkstu izmantot Tavu darba lapu 9. klasē?';
const ANSWER = 'Protams, izmanto droši!';


/** What a header badge counts of one kind: 0 when it is not shown (spec §2.2: only above 0). The
 *  comments badge can count notices too ('3 nelasīti: 1 jauns komentārs, 2 jauni paziņojumi'),
 *  so the number read is the one standing before the kind's own words. */
async function badge(page: Page, name: RegExp): Promise<number> {
  const link = page.locator('header').getByRole('link', { name });
  if ((await link.count()) === 0) return 0;
  const label = (await link.first().getAttribute('aria-label')) ?? '';
  return Number(new RegExp(String.raw`(\d+) ` + name.source).exec(label)?.[1] ?? 0);
}
const COMMENTS_BADGE = /jaun(s|i) komentār/;
const MESSAGES_BADGE = /jaun(a|as) ziņ/;

async function checkA11y(page: Page, found: Record<string, string[]>, name: string) {
  const violations = await axeViolations(page);
  if (violations.length) found[name] = violations;
}

describe('inbox', () => {
  const writer = new Session();
  const reader = new Session();
  const a11y: Record<string, string[]> = {};
  let readerId = 0;

  beforeAll(async () => {
    // The portal's CSP forbids inline scripts, and axe-core is injected as one.
    await writer.open({ bypassCSP: true });
    await reader.open({ bypassCSP: true });
    await writer.page.goto('/');
    await signIn(writer.page, WRITER);
    await reader.page.goto('/');
    await signIn(reader.page, READER);
    readerId = (await apiAs<{ data: { id: number } }>(reader.page, '/api/user')).data.id;
  });
  afterAll(async () => {
    await writer.close();
    await reader.close();
  });

  it("a comment on the teacher's material shows on her badge, and 'Redzēts' in the comments inbox takes it off", async () => {
    const materials = await apiAs<{ data: { id: number; signature_type: string }[] }>(
      reader.page,
      `/api/materials?owner=${readerId}`,
    );
    const material = materials.data.find((m) => m.signature_type === 'name');
    expect(material).toBeDefined();

    const { page } = reader;
    await page.goto('/');
    await settle(page);
    const before = await badge(page, COMMENTS_BADGE);

    await writer.page.goto(`/material/${material!.id}`);
    await writer.page.getByPlaceholder('Ieraksti komentāru...').fill(COMMENT);
    await writer.page.getByRole('button', { name: 'Sūtīt' }).click();
    await writer.page.getByText(COMMENT).waitFor();

    // A new page load fetches the counters at once (otherwise they come within 15 s).
    await page.reload();
    await settle(page);
    await expect.poll(() => badge(page, COMMENTS_BADGE)).toBe(before + 1);
    await page.locator('header').getByRole('link', { name: COMMENTS_BADGE }).click();
    await page.waitForURL('**/inbox/comments');
    const item = page.getByRole('listitem').filter({ hasText: COMMENT });
    await item.waitFor();
    expect(await item.getByRole('link', { name: WRITER.name }).getAttribute('href')).toMatch(/^\/profiles\/\d+$/);
    await settle(page);
    await checkA11y(page, a11y, 'comments inbox');

    const seen = item.getByRole('button', { name: 'Redzēts' });
    expect(await seen.getAttribute('title')).toBe('Atzīmēt kā redzētu');
    await seen.click();
    await seen.waitFor({ state: 'detached' });
    await expect.poll(() => badge(page, COMMENTS_BADGE)).toBe(before);
    expect(reader.errors).toEqual([]);
  });

  it("a teacher writes from the other's profile, she answers in the thread and he reads the answer", async () => {
    const { page } = writer;
    await page.goto(`/profiles/${readerId}`);
    await page.getByRole('button', { name: 'Sūtīt ziņu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sūtīt ziņu' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: /Adresāts/ }).inputValue()).toBe(READER.name);
    await checkA11y(page, a11y, 'new message dialog');
    await dialog.getByRole('textbox', { name: /Temats/ }).fill(SUBJECT);
    await dialog.getByRole('textbox', { name: /Ziņa/ }).fill(MESSAGE);
    await dialog.getByRole('button', { name: 'Sūtīt' }).click();
    await dialog.waitFor({ state: 'detached' });

    const inbox = reader.page;
    await inbox.goto('/');
    await settle(inbox);
    const unread = await badge(inbox, MESSAGES_BADGE);
    expect(unread).toBeGreaterThan(0);
    await inbox.goto('/inbox/messages');
    await inbox
      .getByRole('region', { name: 'Sarakstes' })
      .getByRole('link', { name: new RegExp(SUBJECT) })
      .click();
    const thread = inbox.getByRole('article', { name: SUBJECT });
    await thread.getByText(MESSAGE).waitFor();
    expect(inbox.url()).toMatch(/\/inbox\/messages\?id=\d+$/);
    // Opening it marks it seen: the messages badge falls.
    await expect.poll(() => badge(inbox, MESSAGES_BADGE)).toBe(unread - 1);

    await thread.getByRole('textbox', { name: 'Atbilde' }).fill(ANSWER);
    await thread.getByRole('button', { name: 'Sūtīt' }).click();
    await thread.getByText(ANSWER).waitFor();
    expect(await thread.getByRole('textbox', { name: 'Atbilde' }).inputValue()).toBe('');
    // A reload keeps the thread open (its id is in the address).
    await inbox.reload();
    await thread.getByText(ANSWER).waitFor();
    await settle(inbox);
    // The reload restores the scroll position of the answer, which leaves the inbox tabs half under
    // the sticky header, and axe's target-size (WCAG 2.2) measures a target's visible part: audit the
    // screen as it opens, from its top.
    await inbox.evaluate(() => window.scrollTo(0, 0));
    await checkA11y(inbox, a11y, 'messages inbox, thread open');

    await page.goto('/inbox/messages');
    await page
      .getByRole('region', { name: 'Sarakstes' })
      .getByRole('link', { name: new RegExp(SUBJECT) })
      .click();
    const answered = page.getByRole('article', { name: SUBJECT });
    await answered.getByText(ANSWER).waitFor();
    await answered.getByText(MESSAGE).waitFor();
    expect(writer.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
  });

  it('axe finds no WCAG 2.1 A/AA violation on the inbox screens and the message dialog', () => {
    expect(a11y).toEqual({});
  });
});
