// A safe first run and the administrators' second factor (issue 19), in Chromium, on a portal of
// their own started the way a school starts it in production: NODE_ENV=production on a fresh data
// folder (no demo data). The set-up link it prints creates the first administrator, who is sent to
// 'Drošība' and turns TOTP on there (the test computes the app's codes with otplib from the key the
// page shows as text), signs out and signs in again with password and code. axe (WCAG 2.1 A/AA) checks
// the set-up page and every state of 'Drošība' at 1280 and 390 px. The suite's shared portal (with
// the demo administrator other tests sign in as) is left alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, WCAG21_TAGS } from '../support/browser';
import { Session } from '../support/portal';
import { freePort, root, stop, waitForHttp } from '../support/processes';

const ADMIN = {
  firstName: 'Dace',
  lastName: 'Liepa',
  email: 'dace.liepa@skola.lv',
  password: 'Skola2026drosi',
};
const NAME = `${ADMIN.firstName} ${ADMIN.lastName}`;

let portal: ChildProcess | undefined;
let dataDir: string | undefined;
let url = '';
let setupLink = '';

/** The app's code for `secret`, `steps` periods from now (a code is accepted once). */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** axe at the desktop and the phone width, then back to the desktop. */
async function axeAtBothWidths(page: Page, what: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    found.push(...(await axeViolations(page, WCAG21_TAGS)).map((v) => `${what} at ${width} px: ${v}`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-production-'));
  portal = spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: url,
      SMTP_URL: '',
      CAPTCHA_PROVIDER: 'altcha',
      OAUTH_MYKOOB_CLIENT_ID: '',
      OAUTH_EKLASE_CLIENT_ID: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const printed = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const link = /(http:\/\/127\.0\.0\.1:\d+\/sakotne\/[\w-]+)/.exec(output)?.[1];
      if (link && output.includes('Apturēt: Ctrl+C')) resolve(link);
    };
    portal!.stdout!.on('data', onData);
    portal!.stderr!.on('data', onData);
    portal!.once('exit', (code) => reject(new Error(`the production portal exited with ${code}:\n${output}`)));
  });
  setupLink = await printed;
  await waitForHttp(`${url}/api/settings`);
});

afterAll(async () => {
  await stop(portal);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a production portal: the first administrator and the second factor', () => {
  let s: Session;
  beforeEach(async () => {
    s = new Session();
    await s.open({ baseURL: url, bypassCSP: true });
    await s.context.addCookies([{ name: 'cookie', value: '1', url }]);
  });
  afterEach(() => s.close());

  it('set-up link → first administrator → Drošība → TOTP on → sign out → sign in with password and code', async () => {
    const { page } = s;
    const violations: string[] = [];

    // The set-up page the start printed: a form for the first administrator.
    await page.goto(setupLink);
    await page.getByRole('heading', { level: 1, name: 'Portāla sākotnējā iestatīšana' }).waitFor();
    await page.getByRole('button', { name: 'Izveidot administratoru' }).waitFor();
    violations.push(...(await axeAtBothWidths(page, 'the set-up page')));
    await page.getByRole('textbox', { name: /^Vārds/ }).fill(ADMIN.firstName);
    await page.getByRole('textbox', { name: /^Uzvārds/ }).fill(ADMIN.lastName);
    await page.getByRole('textbox', { name: /^E-pasts/ }).fill(ADMIN.email);
    await page.getByLabel(/^Parole/).fill(ADMIN.password);
    await page.getByLabel(/^Atkārto paroli/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Izveidot administratoru' }).click();

    // Signed in, and (TOTP being required in production) sent to 'Drošība' from the administration.
    await page.waitForURL('**/admin/drosiba');
    await page.getByRole('heading', { level: 1, name: 'Drošība' }).waitFor();
    await page.getByRole('heading', { name: 'Divpakāpju pārbaude ir izslēgta' }).waitFor();
    expect(await page.getByRole('note').textContent()).toContain('administratoriem divpakāpju pārbaude ir obligāta');
    violations.push(...(await axeAtBothWidths(page, "'Drošība', off")));
    // Another section is not reachable yet.
    await page.goto('/admin/lietotaji');
    await page.waitForURL('**/admin/drosiba');

    await page.getByRole('button', { name: 'Ieslēgt divpakāpju pārbaudi' }).click();
    await page.getByRole('img', { name: 'QR kods autentifikatora lietotnei' }).waitFor();
    violations.push(...(await axeAtBothWidths(page, "'Drošība', the new key")));
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(/^Kods no autentifikatora lietotnes/).fill(await codeFor(secret));
    await page.getByRole('button', { name: 'Apstiprināt un ieslēgt' }).click();

    const codes = page.getByRole('list', { name: 'Rezerves kodi' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    violations.push(...(await axeAtBothWidths(page, "'Drošība', the recovery codes")));
    await page.getByRole('button', { name: 'Gatavs, kodi saglabāti' }).click();
    await page.getByRole('heading', { name: 'Divpakāpju pārbaude ir ieslēgta' }).waitFor();
    violations.push(...(await axeAtBothWidths(page, "'Drošība', on")));

    // The other sections are open now.
    await page.getByRole('link', { name: 'Lietotāji' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Lietotāji' }).waitFor();

    // Sign out, and in again: after the password the form asks for the code.
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Lietotāja izvēlne: ${NAME}` })
      .click();
    await page.getByRole('button', { name: 'Izrakstīties' }).click();
    await page.goto('/');
    await page.getByRole('button', { name: 'Autorizējies' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Autorizējies' });
    await dialog.getByLabel('E-pasts').fill(ADMIN.email);
    await dialog.getByLabel('Parole').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Ienākt' }).click();
    const code = dialog.getByLabel(/^Kods no autentifikatora lietotnes/);
    await code.waitFor();
    expect(await dialog.getByRole('alert').textContent()).toBe('Ievadi kodu no autentifikatora lietotnes.');
    violations.push(...(await axeAtBothWidths(page, 'the login dialog asking for the code')));
    // The code used to turn it on is spent: the next one is the first the server accepts.
    await code.fill(await codeFor(secret, 1));
    await dialog.getByRole('button', { name: 'Ienākt' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Lietotāja izvēlne: ${NAME}` })
      .waitFor();

    await page.goto('/admin/drosiba');
    await page.getByRole('heading', { name: 'Divpakāpju pārbaude ir ieslēgta' }).waitFor();
    expect(await page.getByText('10 no 10').count()).toBe(1);
    // Required in production: it can be moved to another app, not turned off.
    expect(await page.getByRole('button', { name: 'Izslēgt divpakāpju pārbaudi' }).count()).toBe(0);

    // The set-up link died with the first administrator.
    await page.goto(setupLink);
    await page.getByRole('status').filter({ hasText: 'Portālam jau ir administrators' }).waitFor();
    violations.push(...(await axeAtBothWidths(page, 'the set-up page of a used link')));

    expect(violations).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
