// axe-core with the WCAG 2.1 A and AA rules on every catalogue and account screen, and every dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/browser';
import { Session, api, categoryTree, flatten, signIn } from '../support/portal';
import { portalCommand } from '../support/processes';
import { settle } from '../support/requests';
import { world } from '../support/world';


describe('accessibility (WCAG 2.1 A/AA)', () => {
  const s = new Session();
  // The portal's CSP forbids inline scripts, and axe-core is injected as one.
  beforeAll(() => s.open({ bypassCSP: true }));
  afterAll(() => s.close());

  it('public screens have no violations', async () => {
    const { page } = s;
    const posts = await api<{ data: { id: number }[] }>('/api/articles');
    const screens = ['/', '/jaunumi', `/jaunumi/${posts.data[0]!.id}`, '/lapa/noteikumi', '/lapas-karte', '/sazinies'];
    const found: Record<string, string[]> = {};
    for (const path of screens) {
      await page.goto(path);
      await settle(page);
      const v = await axeViolations(page);
      if (v.length) found[path] = v;
    }
    expect(found).toEqual({});
  });

  it('the login dialog has no violations', async () => {
    const { page } = s;
    await page.goto('/');
    await page.getByRole('button', { name: 'Autorizējies' }).first().click();
    await page.getByRole('dialog', { name: 'Autorizējies' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the login dialog with field errors, with a refused sign-in, on a phone, and the sent reset request have no violations', async () => {
    const { page } = s;
    const found: Record<string, string[]> = {};
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Autorizējies' }).click();
    const login = page.getByRole('dialog', { name: 'Autorizējies' });
    await login.getByRole('button', { name: 'Mykoob' }).waitFor();
    await login.getByRole('button', { name: 'Ienākt' }).click();
    await login.locator('[aria-invalid="true"]').first().waitFor();
    found['login, empty fields'] = await axeViolations(page);

    await login.getByLabel('E-pasts').fill('anna.ozola@demo.lv');
    await login.getByLabel('Parole').fill('NepareizaParole1');
    await login.getByRole('button', { name: 'Ienākt' }).click();
    await login.getByText('Lietotāja epasts un/vai parole norādīta nepareizi').waitFor();
    found['login, refused'] = await axeViolations(page);

    await login.getByRole('button', { name: 'Aizmirsi paroli?' }).click();
    const request = page.getByRole('dialog', { name: 'Atjaunot paroli' });
    await request.getByLabel('E-pasts').fill('nav.tada@skola.lv');
    await request.getByRole('button', { name: 'Sūtīt' }).click();
    await request.getByText('Saite ir nosūtīta.', { exact: false }).waitFor();
    found['password-request, sent'] = await axeViolations(page);
    await page.keyboard.press('Escape');
    await request.waitFor({ state: 'detached' });

    // A phone: the dialog over the open menu drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Izvēlne' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Autorizējies' }).click();
    await login.getByRole('button', { name: 'Mykoob' }).waitFor();
    found['login, 390 px'] = await axeViolations(page);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({});
  });

  it('category and category-materials screens have no violations', async () => {
    const { page } = s;
    await page.goto('/');
    await signIn(page);
    const nodes = flatten(await categoryTree());
    const withChildren = nodes.find((n) => (n.children ?? []).length > 0)!;
    const found: Record<string, string[]> = {};
    for (const path of [`/kategorija/${withChildren.id}`, `/kategorija/${withChildren.id}/materiali`]) {
      await page.goto(path);
      await settle(page);
      const v = await axeViolations(page);
      if (v.length) found[path] = v;
    }
    expect(found).toEqual({});
  });
});

describe('accessibility of the account screens and dialogs (WCAG 2.1 A/AA)', () => {
  // A visitor of its own: the screens above leave their browser signed in.
  const s = new Session();
  beforeAll(() => s.open({ bypassCSP: true }));
  afterAll(() => s.close());

  it('account screens have no violations', async () => {
    const { page } = s;
    const screens = [
      '/register',
      '/login',
      '/verify/resend',
      // A link that is not valid: the failure state with its way on.
      '/verify/nederigs-zetons',
      '/password/reset/nederigs-zetons',
    ];
    const found: Record<string, string[]> = {};
    for (const path of screens) {
      await page.goto(path);
      await settle(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .locator('[aria-busy="true"]')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      const v = await axeViolations(page);
      if (v.length) found[path] = v;
    }
    expect(found).toEqual({});
  });

  it('the register, reset-request and newsletter dialogs have no violations', async () => {
    const { page } = s;
    const found: Record<string, string[]> = {};
    await page.goto('/');
    await page.getByRole('button', { name: 'Reģistrējies' }).first().click();
    await page.getByRole('dialog', { name: 'Reģistrēties' }).getByRole('button', { name: 'Mykoob' }).waitFor();
    found.register = await axeViolations(page);
    await page.getByRole('dialog', { name: 'Reģistrēties' }).getByRole('button', { name: 'Aizvērt' }).click();

    await page.getByRole('button', { name: 'Autorizējies' }).first().click();
    await page.getByRole('dialog', { name: 'Autorizējies' }).getByRole('button', { name: 'Aizmirsi paroli?' }).click();
    await page.getByRole('dialog', { name: 'Atjaunot paroli' }).waitFor();
    found['password-request'] = await axeViolations(page);
    await page.getByRole('dialog', { name: 'Atjaunot paroli' }).getByRole('button', { name: 'Aizvērt' }).click();

    // A teacher who has not answered the newsletter question yet is asked it after signing in.
    const teacher = { email: 'pieejamiba@skola.lv', password: 'Pieejams1', name: 'Pēteris Pieejamais' };
    const added = await portalCommand(
      world().dataDir,
      'user:add',
      '--email',
      teacher.email,
      '--password',
      teacher.password,
      '--first-name',
      'Pēteris',
      '--last-name',
      'Pieejamais',
    );
    expect(added.code, added.output).toBe(0);
    await page.goto('/');
    await signIn(page, teacher);
    await page
      .getByRole('dialog', { name: 'Jaunumi' })
      .getByRole('button', { name: 'Piekrītu', exact: true })
      .waitFor();
    found.newsletter = await axeViolations(page);
    expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({});
  });
});
