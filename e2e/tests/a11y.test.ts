// axe-core with the WCAG 2.1 A and AA rules on every catalogue screen and the login dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/browser';
import { Session, api, categoryTree, flatten, signIn } from '../support/portal';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main').waitFor();
}

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
