import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRoute, matchRoute, routePath, routeTable, setRouteTable, type RouteDef } from '@portal/contracts/routes';

/** A live table as the shell sets it from the remotes map (the apps' own routes.json). */
const TABLE: RouteDef[] = [
  { name: 'home', path: '/', auth: false, admin: false, remote: 'mf_catalog', module: './HomePage' },
  { name: 'auth.login', path: '/login', auth: false, admin: false, remote: 'mf_auth', module: './LoginPage' },
  { name: 'verification', path: '/verify/:token', auth: false, admin: false, remote: 'mf_auth', module: './V' },
  { name: 'auth.verify.resend', path: '/verify/resend', auth: false, admin: false, remote: 'mf_auth', module: './R' },
  { name: 'contact', path: '/sazinies', auth: false, admin: false, remote: 'mf_catalog', module: './ContactPage' },
  { name: 'post', path: '/jaunumi/:id', auth: false, admin: false, remote: 'mf_catalog', module: './PostPage' },
  { name: 'page', path: '/lapa/:slug', auth: false, admin: false, remote: 'mf_catalog', module: './StaticPage' },
  {
    name: 'category',
    path: '/kategorija/:categoryNodeId',
    auth: true,
    admin: false,
    remote: 'mf_catalog',
    module: './C',
  },
  {
    name: 'category-materials',
    path: '/kategorija/:categoryNodeId/materiali',
    auth: true,
    admin: false,
    remote: 'mf_catalog',
    module: './CategoryMaterialsPage',
  },
  { name: 'upload', path: '/upload', auth: true, admin: false, remote: 'mf_materials', module: './UploadPage' },
  { name: 'profile', path: '/profils', auth: true, admin: false, remote: 'mf_profile', module: './ProfilePage' },
  {
    name: 'profiles.categories',
    path: '/profiles/:id/categories/:categoryNodeId',
    auth: true,
    admin: false,
    remote: 'mf_profile',
    module: './UserProfilePage',
  },
  { name: 'inbox.messages', path: '/inbox/messages', auth: true, admin: false, remote: 'mf_inbox', module: './I' },
  {
    name: 'material-edit',
    path: '/material/:id/edit',
    auth: true,
    admin: false,
    remote: 'mf_materials',
    module: './E',
  },
  { name: 'admin', path: '/admin/*', auth: true, admin: true, remote: 'mf_admin', module: './AdminPage' },
];

beforeEach(() => setRouteTable(TABLE));
afterEach(() => setRouteTable([]));

describe('the live route table', () => {
  it('is the one the shell set, and finds a route by name', () => {
    expect(routeTable()).toBe(TABLE);
    expect(findRoute('post')).toMatchObject({ path: '/jaunumi/:id', remote: 'mf_catalog' });
  });

  it('has no route of a name no live app owns', () => {
    expect(findRoute('site-map')).toBeUndefined();
    setRouteTable([]);
    expect(findRoute('home')).toBeUndefined();
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

  it('gives an empty path for a route no live app owns (a link to it is plain text)', () => {
    expect(routePath('site-map')).toBe('');
    expect(routePath('material', { id: 3 }, { tab: 'x' })).toBe('');
  });

  it('leaves the rest of a subtree route to its app: /admin/* builds /admin', () => {
    expect(routePath('admin')).toBe('/admin');
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath('post', {} as { id: number })).toThrow(/needs parameter id/);
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

  it('matches a subtree route and anything under it', () => {
    expect(matchRoute('/admin')?.name).toBe('admin');
    expect(matchRoute('/admin/lietotaji/3')?.name).toBe('admin');
  });

  it('reads the table it is given, else the live one', () => {
    expect(matchRoute('/sazinies', [])).toBeUndefined();
    setRouteTable([]);
    expect(matchRoute('/')).toBeUndefined();
    expect(matchRoute('/', TABLE)?.name).toBe('home');
  });
});
