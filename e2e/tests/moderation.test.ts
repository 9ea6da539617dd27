// Reports and moderation (issue 19) in Chromium: a teacher reports a material, an administrator hides
// it from 'Ziņojumi', another teacher no longer finds it, and its owner sees the reason on the
// material and a notice in the inbox (and gets the mail); axe (WCAG 2.1 A/AA) on the report dialog
// and on 'Ziņojumi' with reports at 1280 and 390 px. The administrator restores it from its page at
// the end, so the rest of the suite finds the demo data as seeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WCAG21_TAGS, axeViolations } from '../support/browser';
import { waitForMail } from '../support/mail';
import { DEMO_TEACHER, Session, apiAs, signIn } from '../support/portal';

/** A seeded material of Līga's (api/src/seed/content/materials.ts), signed with her name. */
const TITLE = 'Ūdens sildīšanas līkne';
/** Another material of the same type node, which stays in the list. */
const NEIGHBOUR = 'Temperatūras mērījumu tabula (piemērs)';
const OWNER = { email: 'liga.berzina@demo.lv', password: 'Parole123', name: 'Līga Bērziņa' };
const OTHER = { email: 'janis.kalnins@demo.lv', password: 'Parole123', name: 'Jānis Kalniņš' };
const ADMIN = { email: 'admin@demo.lv', password: 'Admins123', name: 'Portāla Administrators' };
const EXPLANATION = 'Grafiks ir pārkopēts no mācību grāmatas bez atsauces.';
const REASON = 'Materiāls pārkāpj autortiesības: grafiks pārkopēts no mācību grāmatas.';

interface MaterialJson {
  id: number;
  title: string;
  path: { id: number }[];
}

/** A signed-in browser of its own for each person (axe is injected inline, which the CSP forbids). */
async function sessionOf(user: { email: string; password: string; name: string }): Promise<Session> {
  const session = new Session();
  await session.open({ bypassCSP: true });
  await session.page.goto('/');
  await signIn(session.page, user);
  return session;
}

async function expectNoViolations(page: Page, where: string) {
  expect(await axeViolations(page, WCAG21_TAGS), where).toEqual([]);
}

describe('reports and moderation', () => {
  const sessions: Session[] = [];
  let material: MaterialJson;
  let listPath: string;

  beforeAll(async () => {
    const teacher = await sessionOf(DEMO_TEACHER);
    sessions.push(teacher);
    const all = await apiAs<{ data: MaterialJson[] }>(teacher.page, '/api/materials?per_page=100');
    const found = all.data.find((m) => m.title === TITLE);
    if (!found) throw new Error(`${TITLE} is not in the demo data`);
    material = found;
    listPath = `/kategorija/${found.path.at(-1)!.id}/materiali`;
  });
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it('a teacher reports a material, the administrator hides it, another teacher no longer finds it, and the owner sees the reason and a notice', async () => {
    // Anna finds it in its list and reports it; the dialog passes axe.
    const { page } = sessions[0]!;
    await page.goto(listPath);
    await page.getByRole('link', { name: TITLE }).first().waitFor();
    await page.goto(`/material/${material.id}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Ziņot par pārkāpumu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ziņot par pārkāpumu' });
    await dialog.getByRole('radio', { name: 'Autortiesību pārkāpums' }).check();
    await dialog.getByRole('textbox', { name: /Paskaidrojums/ }).fill(EXPLANATION);
    await expectNoViolations(page, 'the report dialog');
    await dialog.getByRole('button', { name: 'Nosūtīt ziņojumu' }).click();
    await page.getByText('Paldies! Ziņojums nosūtīts administratoriem.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The administrator sees it in 'Ziņojumi' (axe at 1280 and 390 px) and hides it with a reason.
    const admin = await sessionOf(ADMIN);
    sessions.push(admin);
    const adminPage = admin.page;
    await adminPage.goto('/admin/zinojumi');
    await adminPage.getByRole('heading', { level: 1, name: 'Ziņojumi' }).waitFor();
    const table = adminPage.getByRole('table', { name: /Neizskatītie ziņojumi/ });
    const row = table.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.textContent()).toContain(EXPLANATION);
    expect(await row.textContent()).toContain('Anna Ozola');
    expect(await row.textContent()).toContain('Autortiesību pārkāpums');
    await expectNoViolations(adminPage, "'Ziņojumi' at 1280 px");
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await expectNoViolations(adminPage, "'Ziņojumi' at 390 px");
    await adminPage.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('button', { name: `Paslēpt: Materiāls „${TITLE}”` }).click();
    const hide = adminPage.getByRole('dialog', { name: 'Paslēpt materiālu' });
    await hide.getByRole('textbox', { name: /Iemesls/ }).fill(REASON);
    await expectNoViolations(adminPage, 'the hide dialog');
    await hide.getByRole('button', { name: 'Paslēpt' }).click();
    await adminPage.getByText('Paslēpts!').first().waitFor();
    await row.waitFor({ state: 'detached' });

    // Jānis: not in the list any more (its neighbour is), not found by search, its page is 404.
    const other = await sessionOf(OTHER);
    sessions.push(other);
    await other.page.goto(listPath);
    await other.page.getByRole('link', { name: NEIGHBOUR }).first().waitFor();
    expect(await other.page.getByRole('link', { name: TITLE }).count()).toBe(0);
    const hits = await apiAs<{ data: { title: string }[] }>(
      other.page,
      `/api/search?q=${encodeURIComponent('sildisanas likne')}`,
    );
    expect(hits.data.map((hit) => hit.title)).not.toContain(TITLE);
    await other.page.goto(`/material/${material.id}`);
    await other.page.getByRole('heading', { level: 1, name: 'Materiāls nav atrasts' }).waitFor();

    // Līga, its owner: the reason on the material, the notice in her inbox (and its badge), the mail.
    const owner = await sessionOf(OWNER);
    sessions.push(owner);
    await owner.page.goto(`/material/${material.id}`);
    const note = owner.page.getByRole('note', { name: 'Paslēpts' });
    await note.waitFor();
    expect(await note.textContent()).toContain(`Iemesls: ${REASON}`);
    await owner.page.goto('/inbox/comments');
    const notices = owner.page.getByRole('region', { name: /Paziņojumi/ });
    await notices.getByText(REASON, { exact: false }).waitFor();
    expect(await notices.textContent()).toContain(`„${TITLE}”`);
    await owner.page
      .getByRole('banner')
      .getByRole('link', { name: /1 jauns paziņojums/ })
      .first()
      .waitFor();
    await expectNoViolations(owner.page, 'the inbox with a notice');
    const mail = await waitForMail(OWNER.email, /Tavs materiāls ir paslēpts/);
    expect(mail.text).toContain(REASON);

    // The administrator restores it from its own page: back for everyone.
    await adminPage.goto(`/material/${material.id}`);
    await adminPage.getByRole('note', { name: 'Paslēpts' }).waitFor();
    await adminPage.getByRole('button', { name: 'Atjaunot', exact: true }).click();
    await adminPage.getByText('Atjaunots!').first().waitFor();
    await other.page.goto(listPath);
    await other.page.getByRole('link', { name: TITLE }).first().waitFor();
  });
});
