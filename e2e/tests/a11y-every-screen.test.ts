// axe-core with the WCAG 2.2 AA rules switched on (2.1 A/AA plus what 2.2 adds, e.g. 2.5.8 target
// size) on every route of the route table, at a laptop's 1280×800 and a phone's 390×844: the public
// screens signed out, the teacher's screens signed in as the demo teacher (her own material and its
// edit page, another teacher's profile, the inbox with a thread open), the administration's sections,
// editors and dialogs, and the 404 page; on each, nothing wider than the screen (reflow).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RouteName } from '@portal/contracts/routes';
import { allAppRoutes } from '../../build/release-manifest.mjs';
import { SECTIONS } from '../../mf-admin/src/lib/sections';
import { WCAG22_TAGS, axeViolations } from '../support/browser';
import { gotoFresh, networkQuiet } from '../support/requests';
import { DEMO_ADMIN, type NodeJson, Session, api, apiAs, categoryTree, flatten, signIn } from '../support/portal';

const WIDTHS = [
  { name: '1280×800', width: 1280, height: 800 },
  { name: '390×844', width: 390, height: 844 },
];

interface Screen {
  /** the route of routes.ts it shows (every route must be here) */
  route: RouteName | '404';
  path: string;
  /** what to do after the page loads, before axe runs (open a thread…) */
  prepare?: (page: Page) => Promise<void>;
  /** a screen that shows while a request is in flight (held by the test): checked once its h1 shows */
  waiting?: boolean;
  /** what is shown besides the page itself, for the report */
  state?: string;
  /** only at these widths (a state that exists on a phone alone) */
  widths?: string[];
  /** its h1, where a refused or broken screen could otherwise pass for a clean one */
  heading?: string;
}

/** The page has loaded its data: no request in flight, its main area and h1 shown, nothing busy. */
async function settle(page: Page) {
  const timeout = 10_000;
  await networkQuiet(page, { timeout });
  await page.locator('main').waitFor({ timeout });
  await page.locator('main h1').first().waitFor({ timeout });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout });
  await networkQuiet(page, { timeout });
}

/** Every screen at both widths; returns the violations by 'path @ width' (only those with any). */
async function check(page: Page, screens: Screen[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of screens) {
      if (screen.widths && !screen.widths.includes(size.name)) continue;
      const key = `${screen.route} ${screen.path}${screen.state ? ` (${screen.state})` : ''} @ ${size.name}`;
      try {
        await gotoFresh(page, screen.path);
        await screen.prepare?.(page);
        if (!screen.waiting) await settle(page);
      } catch (error) {
        const main = await page
          .locator('main')
          .innerText({ timeout: 1000 })
          .catch(() => '(no main)');
        found[key] = [`did not settle at ${page.url()}: ${String(error).split('\n')[0]}; main: ${main.slice(0, 200)}`];
        continue;
      }
      const violations = await axeViolations(page, WCAG22_TAGS);
      const h1 = await page.locator('main h1').first().textContent();
      if (screen.heading && h1 !== screen.heading) violations.push(`its h1 is '${h1}', not '${screen.heading}'`);
      // Reflow (WCAG 1.4.10): nothing wider than the screen; wide tables scroll in a region of their own.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) violations.push(`the page is ${overflow} px wider than the screen`);
      if (violations.length) found[key] = violations;
    }
  }
  return found;
}

/** The phone's menu drawer, open. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Izvēlne', exact: true }).click();
  await page.getByRole('button', { name: 'Izvēlne', exact: true, expanded: true }).waitFor({ timeout: 10_000 });
}

const visited = new Set<string>();
function covering(screens: Screen[]): Screen[] {
  for (const screen of screens) visited.add(screen.route);
  return screens;
}

describe('accessibility of every screen at both widths (WCAG 2.2 AA)', () => {
  const visitor = new Session();
  const teacher = new Session();

  // The portal's CSP forbids inline scripts, and axe-core is injected as one.
  beforeAll(async () => {
    await visitor.open({ bypassCSP: true });
    await teacher.open({ bypassCSP: true });
    await teacher.page.goto('/');
    await signIn(teacher.page);
  });
  afterAll(async () => {
    await visitor.close();
    await teacher.close();
  });

  it('the public screens, signed out, have no violations', async () => {
    const posts = await api<{ data: { id: number }[] }>('/api/articles');
    const screens = covering([
      { route: 'home', path: '/' },
      { route: 'home', path: '/', state: 'menu open', widths: ['390×844'], prepare: openMenu },
      { route: 'posts', path: '/jaunumi' },
      { route: 'post', path: `/jaunumi/${posts.data[0]!.id}` },
      { route: 'page', path: '/lapa/noteikumi' },
      { route: 'site-map', path: '/lapas-karte' },
      { route: 'contact', path: '/sazinies' },
      { route: 'auth.register', path: '/register' },
      { route: 'auth.login', path: '/login' },
      { route: 'auth.verify.resend', path: '/verify/resend' },
      // Links that are not valid: the failure state with its way on.
      { route: 'verification', path: '/verify/nederigs-zetons' },
      { route: 'password.reset', path: '/password/reset/nederigs-zetons' },
      { route: 'setup', path: '/sakotne/nederigs-zetons' },
      {
        // 'Notiek autorizācija...' while the platform's answer is checked (held here, so it stays).
        route: 'oauth.callback',
        path: '/oauth/callback/mykoob?code=gaida&state=gaida',
        waiting: true,
        prepare: async (page) => {
          await page.getByRole('heading', { level: 1, name: 'Notiek autorizācija...' }).waitFor({ timeout: 10_000 });
        },
      },
      { route: '404', path: '/sada-lapa-nav' },
    ]);
    // The callback's request to the API is held, so the screen does not move on mid-check.
    await visitor.page.route('**/auth/oauth/callback/**', () => undefined);
    expect(await check(visitor.page, screens)).toEqual({});
  }, 300_000);

  it('the teacher’s screens, signed in, have no violations', async () => {
    const { page } = teacher;
    const nodes = flatten(await categoryTree());
    const withChildren = nodes.find((node) => (node.children ?? []).length > 0)!;
    // And the deepest one with children (the longest breadcrumb of the category screens).
    const depth = (node: NodeJson): number => {
      const parent = nodes.find((n) => n.id === node.parent_id);
      return parent ? depth(parent) + 1 : 0;
    };
    const deepest = nodes.filter((node) => (node.children ?? []).length > 0).sort((x, y) => depth(y) - depth(x))[0]!;
    const me = (await apiAs<{ data: { id: number } }>(page, '/api/user')).data;
    const own = await apiAs<{ data: { id: number; title: string; path?: { title: string }[] }[] }>(
      page,
      `/api/materials?owner=${me.id}`,
    );
    // The longest breadcrumb (category path and title): the one that wraps the most on a phone.
    const crumbs = (m: (typeof own.data)[number]) => [...(m.path ?? []).map((e) => e.title), m.title].join(' / ');
    const material = [...own.data].sort((a, b) => crumbs(b).length - crumbs(a).length)[0]!;
    const users = await apiAs<{ data: { id: number; name: string }[] }>(page, '/api/users?s=Kalni');
    const other = users.data.find((user) => user.name === 'Jānis Kalniņš')!;
    expect(other.id).not.toBe(me.id);

    const screens = covering([
      { route: 'home', path: '/' },
      { route: 'home', path: '/', state: 'menu open', widths: ['390×844'], prepare: openMenu },
      { route: 'category', path: `/kategorija/${withChildren.id}` },
      { route: 'category-materials', path: `/kategorija/${withChildren.id}/materiali` },
      { route: 'category', path: `/kategorija/${deepest.id}` },
      { route: 'category-materials', path: `/kategorija/${deepest.id}/materiali` },
      { route: 'material', path: `/material/${material.id}` },
      { route: 'material-edit', path: `/material/${material.id}/edit` },
      { route: 'upload', path: '/upload' },
      { route: 'profile', path: '/profils' },
      { route: 'profile.bookmarks', path: '/profils/gramatzimes' },
      { route: 'profile.categories', path: `/profils/kategorijas/${withChildren.id}` },
      { route: 'profile.edit', path: '/profile/edit' },
      { route: 'profiles', path: `/profiles/${other.id}` },
      { route: 'profiles.categories', path: `/profiles/${other.id}/categories/${withChildren.id}` },
      { route: 'inbox', path: '/inbox' },
      { route: 'inbox.comments', path: '/inbox/comments' },
      {
        route: 'inbox.messages',
        path: '/inbox/messages',
        prepare: async (thePage) => {
          const threads = thePage.getByRole('region', { name: 'Sarakstes' });
          await threads.getByRole('link').first().click();
          await thePage.waitForURL(/\/inbox\/messages\?id=\d+$/);
          await thePage.getByRole('article').first().getByRole('textbox', { name: 'Atbilde' }).waitFor();
        },
      },
      // An administrators' address: refused to a teacher.
      { route: 'admin', path: '/admin/lietotaji', state: 'a teacher: refused' },
      { route: '404', path: '/sada-lapa-nav' },
    ]);
    expect(await check(page, screens)).toEqual({});
  }, 300_000);

  it('the administrator’s screens have no violations', async () => {
    const admin = new Session();
    try {
      await admin.open({ bypassCSP: true });
      await admin.page.goto('/');
      await signIn(admin.page, DEMO_ADMIN);
      const posts = await apiAs<{ data: { id: number }[] }>(admin.page, '/api/admin/articles');
      const banner = (await api<{ data: { id: number }[] }>('/api/banners')).data[0]!;
      const screens = covering([
        ...SECTIONS.map((section): Screen => ({ route: 'admin', path: `/admin/${section.path}` })),
        // The other tab of the two inboxes, the editors, and the category tree with every branch open
        // (each node's buttons measured too) and its 'Pievienot klasi' dialog with the icon picker.
        { route: 'admin', path: '/admin/sazina?status=answered', state: 'answered' },
        { route: 'admin', path: '/admin/pasts?status=sent', state: 'sent' },
        { route: 'admin', path: `/admin/jaunumi/${posts.data[0]!.id}`, heading: 'Rediģēt jaunumu' },
        { route: 'admin', path: '/admin/jaunumi/jauns', heading: 'Jauns jaunums' },
        { route: 'admin', path: '/admin/lapas/rediget/noteikumi', heading: 'Rediģēt lapu' },
        { route: 'admin', path: '/admin/lapas/jauna', heading: 'Jauna lapa' },
        { route: 'admin', path: `/admin/baneri/${banner.id}`, heading: 'Rediģēt baneri' },
        {
          route: 'admin',
          path: '/admin/kategorijas',
          state: 'every branch open',
          prepare: async (page) => {
            await page.getByRole('button', { name: 'Atvērt visu' }).click();
          },
        },
        {
          route: 'admin',
          path: '/admin/kategorijas',
          state: "'Pievienot klasi' open",
          prepare: async (page) => {
            await page.getByRole('button', { name: 'Pievienot klasi' }).first().click();
            await page.getByRole('dialog', { name: 'Pievienot klasi' }).waitFor({ timeout: 10_000 });
          },
        },
      ]);
      expect(await check(admin.page, screens)).toEqual({});
    } finally {
      await admin.close();
    }
  }, 300_000);

  it('checks every route the apps own (their routes.json)', () => {
    expect(
      allAppRoutes()
        .map((route) => route.name)
        .filter((name) => !visited.has(name)),
    ).toEqual([]);
  });
});
