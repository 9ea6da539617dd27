// A teacher signs in with a demo account, browses a category and its materials with sort and
// pagination, and signs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEACHER, Session, categoryTree, flatten, signIn } from '../support/portal';

describe('a teacher', () => {
  const s = new Session();
  beforeAll(() => s.open());
  afterAll(() => s.close());

  it('signs in through the login dialog and sees their name in the header', async () => {
    await s.page.goto('/');
    await signIn(s.page);
    await s.page.getByRole('banner').getByText(DEMO_TEACHER.name).first().waitFor();
    expect(await s.page.getByRole('button', { name: 'Autorizējies' }).count()).toBe(0);
  });

  it('browses a category: breadcrumb, sub-category tiles, sort tabs', async () => {
    const { page } = s;
    const tree = await categoryTree();
    const top = tree.find((n) => (n.children ?? []).length > 0 && n.category.materials_count > 0)!;
    await page
      .getByRole('banner')
      .getByRole('link', { name: top.category.title })
      .first()
      .click()
      .catch(async () => {
        await page.goto(`/kategorija/${top.id}`);
      });
    await page.waitForURL(`**/kategorija/${top.id}`);
    await page.getByRole('heading', { level: 1, name: top.category.title }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Ceļš' }).innerText()).toContain('Sākums');
    const tabs = page.getByRole('tablist');
    for (const name of ['Jaunākie', 'Visvairāk patīk', 'Lejuplādētākie', 'Grāmatzīmes'])
      await tabs.getByRole('tab', { name }).waitFor();
    await tabs.getByRole('tab', { name: 'Visvairāk patīk' }).click();
    await page.waitForURL(/sort=likes/);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Visvairāk patīk' }).getAttribute('aria-selected'))
      .toBe('true');
    // A teacher sees authors' signatures, not the anonymous label.
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Ozola|Kalniņš|Bērziņa|Fizikas Fans/);
  });

  it('pages through the materials of a category', async () => {
    const { page } = s;
    const nodes = flatten(await categoryTree());
    const big = nodes
      .filter((n) => n.category.materials_count > 20)
      .sort((a, b) => b.category.materials_count - a.category.materials_count)[0];
    expect(big, 'demo data has a category with more than one page of materials').toBeTruthy();
    await page.goto(`/kategorija/${big!.id}/materiali`);
    const pager = page.getByRole('navigation', { name: /Lapas/ });
    await pager.waitFor();
    await pager
      .getByRole('link', { name: '2' })
      .or(pager.getByRole('button', { name: '2' }))
      .first()
      .click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => pager.locator('[aria-current="page"]').innerText()).toBe('2');
    await page.getByRole('tab', { name: 'Lejuplādētākie' }).click();
    await page.waitForURL(/sort=downloads/);
  });

  it('signs out and returns home', async () => {
    const { page } = s;
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Lietotāja izvēlne: ${DEMO_TEACHER.name}` })
      .click();
    await page
      .getByRole('menuitem', { name: 'Izrakstīties' })
      .or(page.getByRole('button', { name: 'Izrakstīties' }))
      .first()
      .click();
    await page.getByRole('button', { name: 'Autorizējies' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(s.errors).toEqual([]);
  });
});
