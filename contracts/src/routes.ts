/**
 * The route table of spec §2.1: the one place that says which path exists, what it is called,
 * whether it needs a signed-in user and which remote owns it. The shell builds its router from
 * this table; remotes build links with `routePath`.
 */

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

export interface RouteDef {
  name: string;
  /** react-router pattern; a trailing `/*` leaves the rest of the path to the remote's own routes */
  path: string;
  auth: boolean;
  /** Administrators only: the shell refuses everyone else (and the API refuses their calls). */
  admin?: boolean;
  remote: RemoteName;
  /** module exposed by the remote, e.g. './HomePage' */
  module: string;
}

export const ROUTES = [
  { name: 'home', path: '/', auth: false, remote: 'mf_catalog', module: './HomePage' },
  { name: 'auth.login', path: '/login', auth: false, remote: 'mf_auth', module: './LoginPage' },
  { name: 'auth.register', path: '/register', auth: false, remote: 'mf_auth', module: './RegisterPage' },
  {
    name: 'auth.verify.resend',
    path: '/verify/resend',
    auth: false,
    remote: 'mf_auth',
    module: './ResendVerificationPage',
  },
  { name: 'verification', path: '/verify/:token', auth: false, remote: 'mf_auth', module: './VerifyEmailPage' },
  {
    name: 'password.reset',
    path: '/password/reset/:token',
    auth: false,
    remote: 'mf_auth',
    module: './PasswordResetPage',
  },
  {
    name: 'oauth.callback',
    path: '/oauth/callback/:provider',
    auth: false,
    remote: 'mf_auth',
    module: './OAuthCallbackPage',
  },
  { name: 'site-map', path: '/lapas-karte', auth: false, remote: 'mf_catalog', module: './SiteMapPage' },
  { name: 'contact', path: '/sazinies', auth: false, remote: 'mf_catalog', module: './ContactPage' },
  { name: 'posts', path: '/jaunumi', auth: false, remote: 'mf_catalog', module: './PostsPage' },
  { name: 'post', path: '/jaunumi/:id', auth: false, remote: 'mf_catalog', module: './PostPage' },
  { name: 'page', path: '/lapa/:slug', auth: false, remote: 'mf_catalog', module: './StaticPage' },
  { name: 'category', path: '/kategorija/:categoryNodeId', auth: true, remote: 'mf_catalog', module: './CategoryPage' },
  {
    name: 'category-materials',
    path: '/kategorija/:categoryNodeId/materiali',
    auth: true,
    remote: 'mf_catalog',
    module: './CategoryMaterialsPage',
  },
  { name: 'upload', path: '/upload', auth: true, remote: 'mf_materials', module: './UploadPage' },
  { name: 'profile', path: '/profils', auth: true, remote: 'mf_profile', module: './ProfilePage' },
  {
    name: 'profile.bookmarks',
    path: '/profils/gramatzimes',
    auth: true,
    remote: 'mf_profile',
    module: './BookmarksPage',
  },
  {
    name: 'profile.categories',
    path: '/profils/kategorijas/:categoryNodeId',
    auth: true,
    remote: 'mf_profile',
    module: './ProfileCategoriesPage',
  },
  { name: 'profile.edit', path: '/profile/edit', auth: true, remote: 'mf_profile', module: './ProfileEditPage' },
  { name: 'profiles', path: '/profiles/:id', auth: true, remote: 'mf_profile', module: './UserProfilePage' },
  {
    name: 'profiles.categories',
    path: '/profiles/:id/categories/:categoryNodeId',
    auth: true,
    remote: 'mf_profile',
    module: './UserProfilePage',
  },
  { name: 'inbox', path: '/inbox', auth: true, remote: 'mf_inbox', module: './InboxPage' },
  { name: 'inbox.comments', path: '/inbox/comments', auth: true, remote: 'mf_inbox', module: './InboxPage' },
  { name: 'inbox.messages', path: '/inbox/messages', auth: true, remote: 'mf_inbox', module: './InboxPage' },
  { name: 'material', path: '/material/:id', auth: true, remote: 'mf_materials', module: './MaterialPage' },
  {
    name: 'material-edit',
    path: '/material/:id/edit',
    auth: true,
    remote: 'mf_materials',
    module: './MaterialEditPage',
  },
  // Not in spec §2.1 (issue 19): the one-time set-up link that creates a new portal's first administrator.
  { name: 'setup', path: '/sakotne/:token', auth: false, remote: 'mf_auth', module: './SetupPage' },
  // Not in spec §2.1 (issue 19): the administration, whose sections are mf-admin's own routes.
  { name: 'admin', path: '/admin/*', auth: true, admin: true, remote: 'mf_admin', module: './AdminPage' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** Dialogs are modules exposed by remotes too, opened through shared-ui's dialog store. */
export const DIALOGS = {
  login: { remote: 'mf_auth', module: './LoginDialog' },
  register: { remote: 'mf_auth', module: './RegisterDialog' },
  'password-request': { remote: 'mf_auth', module: './PasswordRequestDialog' },
  newsletter: { remote: 'mf_auth', module: './NewsletterDialog' },
  'new-message': { remote: 'mf_inbox', module: './NewMessageDialog' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;

export type DialogName = keyof typeof DIALOGS;

export function findRoute(name: RouteName): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/**
 * Builds a path from a route name: `routePath('post', { id: 5 })` → `/jaunumi/5`.
 * `query` values that are undefined or empty are left out.
 */
export function routePath(
  name: RouteName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined | null> = {},
): string {
  const path = findRoute(name)
    .path.replace(/\/\*$/, '')
    .replace(/:([A-Za-z]+)/g, (_, key: string) => {
      const value = params[key];
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

/** The route a path belongs to (for the guard), using react-router-like matching. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => {
    const pattern = new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/\*$/, '(?:/.*)?')}$`);
    return pattern.test(clean);
  });
}
