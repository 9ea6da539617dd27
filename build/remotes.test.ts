// Each remote owns its routes (mf-<name>/routes.json, issue 21 scope 5), and every page and dialog it
// names must be exposed by that remote under that module name: otherwise the shell shows 'Šī sadaļa
// pašlaik nav pieejama' for a page that exists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALOGS, type RouteName, type RouteParamNames } from '@portal/contracts/routes';
import { allAppRoutes, routeOwningApps } from './release-manifest.mjs';

const root = path.dirname(import.meta.dirname);
const apps = routeOwningApps(root);

interface Config {
  exposes: Record<string, string>;
  default: { output: { uniqueName: string } };
}

const configOf = async (app: string) => (await import(path.join(root, app, 'rspack.config.mjs'))) as Config;
const routesJson = (app: string): unknown => JSON.parse(readFileSync(path.join(root, app, 'routes.json'), 'utf8'));

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

/** contracts' typed list: each route name with its parameters (RouteParamNames), as a value to compare. */
const PARAMS = {
  home: [],
  'auth.login': [],
  'auth.register': [],
  'auth.verify.resend': [],
  verification: ['token'],
  'password.reset': ['token'],
  'oauth.callback': ['provider'],
  'site-map': [],
  contact: [],
  posts: [],
  post: ['id'],
  page: ['slug'],
  category: ['categoryNodeId'],
  'category-materials': ['categoryNodeId'],
  upload: [],
  profile: [],
  'profile.bookmarks': [],
  'profile.categories': ['categoryNodeId'],
  'profile.edit': [],
  profiles: ['id'],
  'profiles.categories': ['categoryNodeId', 'id'],
  inbox: [],
  'inbox.comments': [],
  'inbox.messages': [],
  material: ['id'],
  'material-edit': ['id'],
  setup: ['token'],
  admin: [],
} satisfies { [N in RouteName]: RouteParamNames[N][] };

describe("each app's routes.json", () => {
  it('exists for every remote', () => {
    expect(apps).toEqual(['mf-admin', 'mf-auth', 'mf-catalog', 'mf-inbox', 'mf-materials', 'mf-profile']);
  });

  it.each(apps)('%s: is a list of { name, path, auth, admin?, module }', (app) => {
    const routes = routesJson(app);
    expect(Array.isArray(routes)).toBe(true);
    for (const route of routes as Record<string, unknown>[]) {
      expect(Object.keys(route).filter((key) => !['name', 'path', 'auth', 'admin', 'module'].includes(key))).toEqual(
        [],
      );
      expect(route).toEqual({
        name: expect.stringMatching(/^[a-z][a-z.-]*$/),
        path: expect.stringMatching(/^\/[\w:/*-]*$/),
        auth: expect.any(Boolean),
        ...('admin' in route ? { admin: expect.any(Boolean) } : {}),
        module: expect.stringMatching(/^\.\/[A-Z]\w+$/),
      });
    }
  });

  it.each(apps)("%s: names only modules the app exposes, and is the app's federation name", async (app) => {
    const config = await configOf(app);
    expect(config.default.output.uniqueName).toBe(`mf_${app.slice('mf-'.length)}`);
    const modules = (routesJson(app) as { module: string }[]).map((route) => route.module);
    expect(modules.filter((module) => !(module in config.exposes))).toEqual([]);
  });

  it('gives no path and no name to two apps', () => {
    const routes = allAppRoutes(root);
    const twice = (key: 'name' | 'path') =>
      routes.filter((route, i) => routes.findIndex((other) => other[key] === route[key]) !== i).map((r) => r[key]);
    expect(twice('name')).toEqual([]);
    expect(twice('path')).toEqual([]);
  });

  it.each(SPEC)('%s is %s (login required: %s)', (name, routePathPattern, auth) => {
    expect(allAppRoutes(root).find((route) => route.name === name)).toMatchObject({ path: routePathPattern, auth });
  });

  it("names the routes of contracts' typed list, with the parameters it gives each", () => {
    const routes = allAppRoutes(root);
    expect(routes.map((route) => route.name).sort()).toEqual(Object.keys(PARAMS).sort());
    expect(routes.map((route) => route.name).sort()).toEqual(SPEC.map(([name]) => name).sort());
    for (const route of routes) {
      const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
      expect(params, route.name).toEqual(PARAMS[route.name as RouteName]);
    }
  });
});

describe('remotes expose what their routes and the dialogs name', () => {
  it.each(apps)('%s exposes exactly its pages and dialogs', async (app) => {
    const config = await configOf(app);
    const remote = config.default.output.uniqueName;
    const modules = [
      ...(routesJson(app) as { module: string }[]),
      ...Object.values(DIALOGS).filter((dialog) => dialog.remote === remote),
    ].map((m) => m.module);
    expect(Object.keys(config.exposes).sort()).toEqual([...new Set(modules)].sort());
    for (const file of Object.values(config.exposes)) {
      expect(file, 'an exposed module is a page under src/pages').toMatch(/^\.\/src\/pages\/\w+\.tsx$/);
      expect(existsSync(path.join(root, app, file)), file).toBe(true);
    }
  });
});
