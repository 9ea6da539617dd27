import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute, matchRoute, routePath, type RouteName } from '@portal/contracts/routes';

/** Spec §2.1: every path, its name and whether it needs a signed-in user. */
const SPEC: [RouteName, string, boolean][] = [
  ['home', '/', false],
  ['auth.login', '/login', false],
  ['auth.register', '/register', false],
  ['auth.verify.resend', '/verify/resend', false],
  ['verification', '/verify/:token', false],
  ['password.reset', '/password/reset/:token', false],
  ['oauth.callback', '/oauth/callback/:provider', false],
  ['site-map', '/lapas-karte', false],
  ['contact', '/sazinies', false],
  ['posts', '/jaunumi', false],
  ['post', '/jaunumi/:id', false],
  ['page', '/lapa/:slug', false],
  ['category', '/kategorija/:categoryNodeId', true],
  ['category-materials', '/kategorija/:categoryNodeId/materiali', true],
  ['upload', '/upload', true],
  ['profile', '/profils', true],
  ['profile.bookmarks', '/profils/gramatzimes', true],
  ['profile.categories', '/profils/kategorijas/:categoryNodeId', true],
  ['profile.edit', '/profile/edit', true],
  ['profiles', '/profiles/:id', true],
  ['profiles.categories', '/profiles/:id/categories/:categoryNodeId', true],
  ['inbox', '/inbox', true],
  ['inbox.comments', '/inbox/comments', true],
  ['inbox.messages', '/inbox/messages', true],
  ['material', '/material/:id', true],
  ['material-edit', '/material/:id/edit', true],
  // Issue 19: the administration (administrators only), beyond spec §2.1.
  ['admin', '/admin/*', true],
  // Issue 19: the one-time set-up link of a new portal's first administrator.
  ['setup', '/sakotne/:token', false],
];

describe('route table', () => {
  it.each(SPEC)('%s is %s (login required: %s)', (name, path, auth) => {
    expect(findRoute(name)).toMatchObject({ path, auth });
  });

  it('has exactly the routes of the spec, each name once', () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual(SPEC.map(([name]) => name).sort());
  });

  it('gives every route an owning remote and module', () => {
    for (const route of ROUTES) {
      expect(route.remote).toMatch(/^mf_/);
      expect(route.module).toMatch(/^\.\/[A-Z]\w+$/);
    }
  });
});

describe('routePath', () => {
  it('fills parameters and encodes them', () => {
    expect(routePath('post', { id: 5 })).toBe('/jaunumi/5');
    expect(routePath('page', { slug: 'noteikumi' })).toBe('/lapa/noteikumi');
    expect(routePath('profiles.categories', { id: 3, categoryNodeId: 9 })).toBe('/profiles/3/categories/9');
    expect(routePath('verification', { token: 'a/b c' })).toBe('/verify/a%2Fb%20c');
  });

  it('adds the query, leaving out empty values', () => {
    expect(routePath('upload', {}, { categories: '1,2', type: 'link', empty: '', none: undefined })).toBe(
      '/upload?categories=1%2C2&type=link',
    );
    expect(routePath('auth.login', {}, { redirect: '/profils' })).toBe('/login?redirect=%2Fprofils');
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath('post')).toThrow(/needs parameter id/);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/jaunumi/12', 'post'],
    ['/kategorija/4', 'category'],
    ['/kategorija/4/materiali', 'category-materials'],
    ['/kategorija/4/materiali/', 'category-materials'],
    ['/verify/resend', 'auth.verify.resend'],
    ['/verify/abc123', 'verification'],
    ['/inbox/messages', 'inbox.messages'],
    ['/material/7/edit', 'material-edit'],
  ])('%s → %s', (path, name) => {
    expect(matchRoute(path)?.name).toBe(name);
  });

  it('knows which paths need sign-in (the guard)', () => {
    expect(matchRoute('/profils')?.auth).toBe(true);
    expect(matchRoute('/sazinies')?.auth).toBe(false);
  });

  it('matches nothing for an unknown path (the shell shows home)', () => {
    expect(matchRoute('/nav/tadas/lapas')).toBeUndefined();
  });
});
