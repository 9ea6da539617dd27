// 'Lietotāji' and 'Žurnāls' (issue 19) in Chromium: an administrator approves a registration request
// made by e-mail (address confirmed from the mail) and that teacher signs in; the same approval by
// keyboard alone, from the user menu; and axe (WCAG 2.1 A/AA) on every tab of 'Lietotāji' and on
// 'Žurnāls', on a laptop and on a phone.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { WCAG21_TAGS, axeViolations } from '../support/browser';
import { linkIn, waitForMail } from '../support/mail';
import { Session, baseUrl, signIn } from '../support/portal';

const ADMIN = { email: 'admin@demo.lv', password: 'Admins123', name: 'Portāla Administrators' };

interface Applicant {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  note: string;
}

/**
 * A registration by e-mail through the API, as the register form sends it: the captcha solved the
 * way the altcha widget solves it (the portal's own challenge, proof of work), then its e-mail
 * confirmed from the mail it got.
 */
async function registerAndConfirm(page: Page, applicant: Applicant) {
  const challenge = (await (await fetch(`${baseUrl()}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('captcha not solved');
  const captcha = Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      email: applicant.email,
      password: applicant.password,
      password_confirmed: applicant.password,
      note: applicant.note,
      terms: true,
      newsletter: false,
      g_recaptcha_response: captcha,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const verification = await waitForMail(applicant.email, /Apstiprini savu e-pasta adresi/);
  await page.goto(linkIn(verification, '/verify/'));
  await page.getByText('E-pasta adrese ir apstiprināta.', { exact: false }).waitFor();
}

/** The header shows the signed-in person's menu. */
async function signedInAs(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Lietotāja izvēlne: ${name}` })
    .waitFor();
}

/** The accessible name of what has the focus, near enough for the controls of these screens. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelled = element.getAttribute('aria-labelledby');
    const label = labelled ? document.getElementById(labelled)?.textContent : null;
    const byFor = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return (element.getAttribute('aria-label') ?? label ?? byFor ?? element.textContent ?? '').trim();
  });
}

/**
 * Presses Tab (Shift+Tab `backwards`) until the focus is on a control whose name matches (there
 * already: no press).
 */
async function tabTo(page: Page, name: RegExp, { limit = 80, backwards = false } = {}) {
  if (name.test(await focusedName(page))) return;
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name} (the focus is on "${await focusedName(page)}")`);
}

describe("'Lietotāji': approving a registration request", () => {
  let s: Session;
  beforeEach(async () => {
    s = new Session();
    await s.open();
  });
  afterEach(() => s.close());

  it('an administrator approves a confirmed request and that teacher signs in', async () => {
    const { page } = s;
    const applicant = {
      email: 'dace.gaidosa@skola.lv',
      password: 'Gaidu2026x',
      firstName: 'Dace',
      lastName: 'Gaidoša',
      note: 'Strādāju privātskolā, kas neizmanto ne Mykoob, ne E-klasi.',
    };
    await registerAndConfirm(page, applicant);
    // The administrators' mail leads to the requests' tab.
    const request = await waitForMail(ADMIN.email, /Reģistrācijas pieprasījums: Dace Gaidoša/);
    expect(request.text).toContain(`${baseUrl()}/admin/lietotaji?statuss=gaida`);

    await page.goto('/');
    await signIn(page, ADMIN);
    await signedInAs(page, ADMIN.name);
    await page.goto('/admin/lietotaji?statuss=gaida');
    await page.getByRole('heading', { level: 1, name: 'Lietotāji' }).waitFor();
    const row = page.getByRole('row', { name: /Dace Gaidoša/ });
    await row.getByText(applicant.note).waitFor();
    await row.getByText('E-pasts apstiprināts').waitFor();

    await row.getByRole('button', { name: 'Apstiprināt: Dace Gaidoša' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apstiprināt kontu?' });
    await dialog.getByRole('button', { name: 'Apstiprināt' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Konts apstiprināts').waitFor();
    await row.waitFor({ state: 'detached' });
    // Now among the active accounts.
    await page.getByRole('navigation', { name: 'Lietotāju saraksti' }).getByRole('link', { name: 'Aktīvie' }).click();
    await page.getByRole('searchbox', { name: 'Vārds, uzvārds vai e-pasts' }).fill('gaidosa');
    await page.getByRole('button', { name: 'Meklēt' }).click();
    await page.getByRole('row', { name: /Dace Gaidoša/ }).waitFor();

    await waitForMail(applicant.email, /Tavs konts ir apstiprināts/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Lietotāja izvēlne: ${ADMIN.name}` })
      .click();
    await page.getByRole('button', { name: 'Izrakstīties' }).click();
    await page.getByRole('button', { name: 'Autorizējies' }).first().waitFor();
    await signIn(page, { email: applicant.email, password: applicant.password, name: 'Dace Gaidoša' });
    await signedInAs(page, 'Dace Gaidoša');
    expect(s.errors).toEqual([]);
  });

  it('by keyboard alone: sign in, Administrēšana from the user menu, the requests tab, approve in the dialog', async () => {
    const { page } = s;
    await registerAndConfirm(page, {
      email: 'kristaps.tastatura@skola.lv',
      password: 'Tastatura2026',
      firstName: 'Kristaps',
      lastName: 'Tastatūra',
      note: 'Mūsu skola vēl nav pieslēgta E-klasei.',
    });

    await page.goto('/');
    await tabTo(page, /^Autorizējies$/);
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Autorizējies' });
    await login.waitFor();
    await tabTo(page, /^E-pasts/);
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, /^Parole/);
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await login.waitFor({ state: 'detached' });
    await signedInAs(page, ADMIN.name);

    // Signed in, the focus is on the page's main area (the dialog's opener is gone): the header is behind it.
    await tabTo(page, new RegExp(`^Lietotāja izvēlne: ${ADMIN.name}$`), { backwards: true });
    await page.keyboard.press('Enter');
    await tabTo(page, /^Administrēšana$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/lietotaji');
    await page.getByRole('heading', { level: 1, name: 'Lietotāji' }).waitFor();

    // The requests' tab by its link, then the row's approval.
    await tabTo(page, /^Gaida apstiprinājumu/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/lietotaji?statuss=gaida');
    const row = page.getByRole('row', { name: /Kristaps Tastatūra/ });
    await row.waitFor();
    await tabTo(page, /^Apstiprināt: Kristaps Tastatūra$/, { limit: 200 });
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Apstiprināt kontu?' });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe('Atcelt');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Apstiprināt');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Konts apstiprināts').waitFor();
    await row.waitFor({ state: 'detached' });
    await waitForMail('kristaps.tastatura@skola.lv', /Tavs konts ir apstiprināts/);
    expect(s.errors).toEqual([]);
  });
});

describe("axe on 'Lietotāji' and 'Žurnāls'", () => {
  const s = new Session();
  // axe-core is injected as an inline script, which the portal's CSP forbids.
  beforeAll(async () => {
    await s.open({ bypassCSP: true });
    await s.page.goto('/');
    await signIn(s.page, ADMIN);
    await signedInAs(s.page, ADMIN.name);
  });
  afterAll(() => s.close());

  const screens = [
    ['Lietotāji: gaida apstiprinājumu', '/admin/lietotaji?statuss=gaida'],
    ['Lietotāji: aktīvie', '/admin/lietotaji?statuss=aktivi'],
    ['Lietotāji: atslēgtie', '/admin/lietotaji?statuss=atslegti'],
    ['Lietotāji: administratori', '/admin/lietotaji?statuss=administratori'],
    ['Žurnāls', '/admin/zurnals'],
  ] as const;

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const [name, path] of screens) {
      it(`${name} at ${width} px has no WCAG 2.1 A/AA violations`, async () => {
        const { page } = s;
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The list (or its empty state) is there, not the spinner.
        await page
          .getByRole('table')
          .or(page.getByText(/^(Neviens .*|Žurnālā vēl nav neviena ieraksta|.* nav)\.$/))
          .first()
          .waitFor();
        expect(await axeViolations(page, WCAG21_TAGS)).toEqual([]);
        // Reflow (WCAG 1.4.10): a wide table scrolls inside its own region, the page never sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }

  it('a confirmation dialog with its reason field has no violations either', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/lietotaji?statuss=aktivi');
    await page.getByRole('table').waitFor();
    await page
      .getByRole('button', { name: /^Atslēgt: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Atslēgt kontu?' });
    await dialog.waitFor();
    expect(await axeViolations(page, WCAG21_TAGS)).toEqual([]);
    await dialog.getByRole('button', { name: 'Atcelt' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
