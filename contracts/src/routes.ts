/**
 * The routes of spec §2.1 as links see them: the typed list of route names and their parameters,
 * and the live route table (paths, sign-in, owning app and module) that the shell sets at run time
 * from the remotes map, each app's own routes (issue 21, scope 5). Remotes build links with
 * `routePath`; the shell builds its router from `routeTable()`.
 */
import type { ReleaseRoute } from '@portal/contracts/releases';

/** Federation names of the remotes (the `name` in each remote's rspack config). */
export type RemoteName = 'mf_catalog' | 'mf_auth' | 'mf_materials' | 'mf_profile' | 'mf_inbox' | 'mf_admin';

/** Where each remote is served by the embedded server: `/mf/<dir>/mf-manifest.json`. */
export const REMOTE_DIRS: Record<RemoteName, string> = {
  mf_catalog: 'catalog',
  mf_auth: 'auth',
  mf_materials: 'materials',
  mf_profile: 'profile',
  mf_inbox: 'inbox',
  mf_admin: 'admin',
};

/**
 * The id of the JSON block in the portal's HTML that carries the remotes map (the same list as
 * GET /remotes.json), so the shell does not wait on a round trip for it. Written by the API's
 * static host, read by the shell.
 */
export const REMOTES_MAP_ELEMENT_ID = 'portal-remotes';

/**
 * Every route name a link may use, with the parameters its path takes (issue 21, scope 5). The
 * paths themselves are the owning apps' (`mf-<name>/routes.json`), read at run time: a team adds,
 * moves or removes its pages with a release of its own app. build/remotes.test.ts checks that this
 * list and the apps' routes name the same routes with the same parameters.
 */
export interface RouteParamNames {
  home: never;
  'auth.login': never;
  'auth.register': never;
  'auth.verify.resend': never;
  verification: 'token';
  'password.reset': 'token';
  'oauth.callback': 'provider';
  'site-map': never;
  contact: never;
  posts: never;
  post: 'id';
  page: 'slug';
  category: 'categoryNodeId';
  'category-materials': 'categoryNodeId';
  upload: never;
  profile: never;
  'profile.bookmarks': never;
  'profile.categories': 'categoryNodeId';
  'profile.edit': never;
  profiles: 'id';
  'profiles.categories': 'id' | 'categoryNodeId';
  inbox: never;
  'inbox.comments': never;
  'inbox.messages': never;
  material: 'id';
  'material-edit': 'id';
  setup: 'token';
  admin: never;
}

export type RouteName = keyof RouteParamNames;

/** The parameters of a route's path: `{ id: 5 }` for `post`. */
export type RouteParams<N extends RouteName> = Record<RouteParamNames[N], string | number>;

/** A route of the live table: one of an app's `routes.json` entries with the app that owns it. */
export interface RouteDef extends ReleaseRoute {
  /**
   * The federation name of the owning app, e.g. 'mf_catalog': one the map names (the server's
   * RemoteName list decides where apps are served).
   */
  remote: RemoteName;
}

/**
 * The live route table. contracts is a shared singleton, so the shell and every remote see the
 * one table the shell sets from the remotes map before it creates its router.
 */
let table: readonly RouteDef[] = [];

export function setRouteTable(routes: readonly RouteDef[]): void {
  table = routes;
}

export function routeTable(): readonly RouteDef[] {
  return table;
}

/** Dialogs are modules exposed by remotes too, opened through shared-ui's dialog store. */
export const DIALOGS = {
  login: { remote: 'mf_auth', module: './LoginDialog' },
  register: { remote: 'mf_auth', module: './RegisterDialog' },
  'password-request': { remote: 'mf_auth', module: './PasswordRequestDialog' },
  newsletter: { remote: 'mf_auth', module: './NewsletterDialog' },
  'new-message': { remote: 'mf_inbox', module: './NewMessageDialog' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;

export type DialogName = keyof typeof DIALOGS;

/** The live route of that name; undefined when no live app owns it. */
export function findRoute(name: RouteName): RouteDef | undefined {
  return table.find((r) => r.name === name);
}

/**
 * Builds a path from a route name: `routePath('post', { id: 5 })` → `/jaunumi/5`.
 * `query` values that are undefined or empty are left out. A route no live app owns gives '',
 * which shared-ui's Link renders as plain text (not a broken link).
 */
export function routePath<N extends RouteName>(
  name: N,
  params: RouteParams<N> = {} as RouteParams<N>,
  query: Record<string, string | number | undefined | null> = {},
): string {
  const route = findRoute(name);
  if (!route) return '';
  const values: Record<string, string | number> = params;
  const path = route.path.replace(/\/\*$/, '').replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Route ${name} needs parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The route a path belongs to (for the guard, titles and links), using react-router-like matching:
 * the apps' routes come in any order, so where two match (`/verify/resend`, `/verify/:token`) the
 * one with more fixed segments wins, as in react-router's ranking.
 */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = table): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: RouteDef | undefined;
  let bestFixed = -1;
  for (const r of routes) {
    const pattern = new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/\*$/, '(?:/.*)?')}$`);
    const fixed = r.path.split('/').filter((part) => part && part[0] !== ':' && part !== '*').length;
    if (fixed > bestFixed && pattern.test(clean)) [best, bestFixed] = [r, fixed];
  }
  return best;
}
