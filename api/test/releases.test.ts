/**
 * The release registry (issue 21, scope 3, 4 and 6) on a real database and the test app's storage:
 * release folders as build/release.ts writes them, published, activated and rolled back with the
 * operator's commands while the page's remotes map follows; every refusal of the gate leaves the
 * tables, the storage and the audit log as they were; an administrator's preview reaches their
 * page alone.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteMapEntry, ReleaseManifest, ReleaseRoute } from '@portal/contracts/releases';
import { REMOTES_MAP_ELEMENT_ID } from '@portal/contracts/routes';
import { AdminError, runAdminCommand } from '../src/admin/commands';
import type { AdminContext } from '../src/admin/context';
import { parseCommandLine } from '../src/cli/args';
import { appReleaseActivations, appReleases, auditLog } from '../src/db/schema';
import { PREVIEW_COOKIE, signPreview } from '../src/releases/preview';
import { insertAdmin } from './helpers/accounts';
import { json, useTestContext } from './helpers/app';

const t = useTestContext();

let work: string;
let ctx: AdminContext;
let adminToken: string;
let teacherToken: string;

/** What the live shell provides (its bundled build's release.json). */
const SHELL: ReleaseManifest = {
  name: 'shell',
  package: '@portal/shell',
  version: '1.0.0',
  commit: 'aaaaaaaaaaaa',
  builtAt: '2026-11-28T10:00:00.000Z',
  exposes: [],
  routes: [],
  shared: {
    react: { builtWith: '19.2.0', needs: '^19.2.0' },
    'react-dom': { builtWith: '19.2.0', needs: '^19.2.0' },
    '@portal/shared-ui': { builtWith: '1.0.0', needs: '^1.0.0' },
    '@portal/contracts': { builtWith: '1.1.0', needs: '^1.1.0' },
  },
};

const HOME: ReleaseRoute = { name: 'home', path: '/', auth: false, admin: false, module: './HomePage' };

/** A catalogue release that fits the shell; `changes` make it one that does not. */
function catalog(version: string, changes: Partial<ReleaseManifest> = {}): ReleaseManifest {
  return {
    name: 'mf_catalog',
    package: '@portal/mf-catalog',
    version,
    commit: 'bbbbbbbbbbbb',
    builtAt: '2026-11-28T11:00:00.000Z',
    exposes: ['./HomePage', './CategoryPage'],
    routes: [HOME],
    shared: {
      react: { builtWith: '19.2.0', needs: '^19.2.0' },
      '@portal/shared-ui': { builtWith: '1.0.0', needs: '^1.0.0' },
    },
    ...changes,
  };
}

let folders = 0;

/** A release folder as build/release.ts writes it: `release.json` and a tiny `files/`. */
async function releaseFolder(manifest: unknown, files: Record<string, string> = {}): Promise<string> {
  const version = (manifest as { version?: unknown }).version;
  const folder = path.join(work, `${++folders}-${String(version)}+bbbbbbbbbbbb`);
  await mkdir(path.join(folder, 'files', 'static', 'js'), { recursive: true });
  await writeFile(path.join(folder, 'release.json'), JSON.stringify(manifest, null, 2));
  const all = {
    'mf-manifest.json': JSON.stringify({ name: 'mf_catalog', version }),
    'remoteEntry.js': `var mf_catalog = ${JSON.stringify(version)};`,
    'static/js/home.0f9e8d7c.js': `console.info(${JSON.stringify(version)});`,
    ...files,
  };
  for (const [name, text] of Object.entries(all)) await writeFile(path.join(folder, 'files', name), text);
  return folder;
}

const run = (command: string, args: Record<string, unknown>) => runAdminCommand(ctx, command, args);

/** The command's refusal, as the operator reads it. */
async function refusal(command: string, args: Record<string, unknown>): Promise<string> {
  const error: unknown = await run(command, args).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${command} should have been refused`).toBeInstanceOf(AdminError);
  return (error as AdminError).message;
}

/** Everything a publish or a switch could change. */
async function registryState() {
  const keys: string[] = [];
  for await (const key of t.app.storage.list('mf')) keys.push(key);
  return {
    releases: await t.db.select().from(appReleases).orderBy(appReleases.id),
    activations: await t.db.select().from(appReleaseActivations).orderBy(appReleaseActivations.id),
    keys: keys.sort(),
    audit: (await t.db.select().from(auditLog).where(like(auditLog.action, 'release.%'))).length,
  };
}

async function remotes(headers: Record<string, string> = {}): Promise<RemoteMapEntry[]> {
  const res = await t.app.inject({ url: '/remotes.json', headers });
  expect(res.statusCode).toBe(200);
  return json<{ remotes: RemoteMapEntry[] }>(res).remotes;
}

const catalogEntry = async (headers: Record<string, string> = {}) =>
  (await remotes(headers)).find((remote) => remote.name === 'mf_catalog')!;

/** The map inlined in the page's HTML. */
async function pageMap(headers: Record<string, string> = {}): Promise<RemoteMapEntry[]> {
  const res = await t.app.inject({ url: '/', headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode).toBe(200);
  const block = new RegExp(`<script type="application/json" id="${REMOTES_MAP_ELEMENT_ID}">(.*?)</script>`).exec(
    res.body,
  )?.[1];
  return (JSON.parse(block ?? '{}') as { remotes: RemoteMapEntry[] }).remotes;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'portal-releases-'));
  const staticRoot = t.config.staticRoot;
  await writeFile(path.join(staticRoot, 'shell', 'dist', 'release.json'), JSON.stringify(SHELL));
  // mf-catalog's bundled build is one whose manifest is unknown (built before builds wrote one):
  // served, its routes and needs unchecked, until a release of it is activated.
  await rm(path.join(staticRoot, 'mf-catalog', 'dist', 'release.json'));
  // mf-auth's bundled build knows its manifest: its routes are live routes another app may not take.
  await mkdir(path.join(staticRoot, 'mf-auth', 'dist'), { recursive: true });
  await writeFile(
    path.join(staticRoot, 'mf-auth', 'dist', 'release.json'),
    JSON.stringify({
      ...catalog('1.0.0'),
      name: 'mf_auth',
      package: '@portal/mf-auth',
      exposes: ['./LoginPage'],
      routes: [{ name: 'auth.login', path: '/login', auth: false, admin: false, module: './LoginPage' }],
    }),
  );
  ctx = { handle: t.database.handle, storage: t.app.storage, publicUrl: t.config.publicUrl, staticRoot };
  const admin = await insertAdmin(t.db, 'laidieni@portal.test');
  adminToken = await t.tokenFor(admin.id);
  teacherToken = await t.tokenFor(t.fixtures.users.anna.id);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the command line', () => {
  it('reads the release commands with their words in order, and a name as mf_catalog or mf-catalog', () => {
    expect(parseCommandLine(['release:publish', 'releases/mf-catalog/1.0.0+abc'])).toEqual({
      kind: 'run',
      command: 'release:publish',
      args: { folder: 'releases/mf-catalog/1.0.0+abc' },
    });
    expect(parseCommandLine(['release:activate', 'mf-catalog', '1.0.1'])).toMatchObject({
      args: { name: 'mf-catalog', version: '1.0.1' },
    });
    expect(parseCommandLine(['release:list'])).toMatchObject({ kind: 'run', args: {} });
    expect(parseCommandLine(['release:activate', 'mf_catalog'])).toMatchObject({ kind: 'error' });
    expect(parseCommandLine(['release:rollback'])).toMatchObject({ kind: 'error' });
  });
});

describe('publish, activate, roll back', () => {
  it('serves the bundled build until a published release is activated, then follows every switch', async () => {
    expect(await catalogEntry()).toEqual({
      name: 'mf_catalog',
      entry: '/mf/catalog/mf-manifest.json',
      version: null,
      routes: [],
      shared: {},
    });
    // The bundled build's manifest, when it has one, gives the map its routes.
    expect((await remotes()).find((remote) => remote.name === 'mf_auth')?.routes).toEqual([
      { name: 'auth.login', path: '/login', auth: false, admin: false, module: './LoginPage' },
    ]);

    const published = await run('release:publish', { folder: await releaseFolder(catalog('1.0.0')) });
    expect(published[0]).toBe('Publicēts mf_catalog 1.0.0 (bbbbbbbbbbbb): 3 faili glabātuvē zem mf/mf_catalog/1.0.0/.');
    // Published is not live.
    expect((await catalogEntry()).version).toBeNull();

    expect(await run('release:activate', { name: 'mf-catalog', version: '1.0.0' })).toContain(
      'mf_catalog: aktīvs ir 1.0.0 (iepriekš iebūvētā versija).',
    );
    const live = await catalogEntry();
    expect(live).toEqual({
      name: 'mf_catalog',
      entry: '/mf/mf_catalog/1.0.0/mf-manifest.json',
      version: '1.0.0',
      routes: [HOME],
      shared: catalog('1.0.0').shared,
    });
    // The page carries the same map.
    expect((await pageMap()).find((remote) => remote.name === 'mf_catalog')).toEqual(live);

    await run('release:publish', { folder: await releaseFolder(catalog('1.0.1')) });
    await run('release:activate', { name: 'mf_catalog', version: '1.0.1' });
    expect((await catalogEntry()).entry).toBe('/mf/mf_catalog/1.0.1/mf-manifest.json');
    // Activating the live one again changes nothing.
    const before = await registryState();
    expect(await run('release:activate', { name: 'mf_catalog', version: '1.0.1' })).toEqual([
      'mf_catalog 1.0.1 jau ir aktīvs; nekas netika mainīts.',
    ]);
    expect(await registryState()).toEqual(before);

    const list = await run('release:list', { name: 'mf-catalog' });
    expect(list[0]).toBe('mf_catalog');
    expect(list[1]).toMatch(
      /^ {2}1\.0\.1 \(bbbbbbbbbbbb\), publicēts \d{4}-\d\d-\d\d \d\d:\d\d:\d\d, komandrinda {2}← aktīvs$/,
    );
    expect(list[2]).toMatch(/^ {6}aktivizēts \d{4}-.*, komandrinda$/);
    expect(list[3]).toMatch(/^ {2}1\.0\.0 \(bbbbbbbbbbbb\), publicēts .*, komandrinda$/);
    expect(list.at(-1)).toBe('  iebūvētā versija');

    // Back to what was live before, then before that, then nothing left to go back to.
    expect(await run('release:rollback', { name: 'mf_catalog' })).toContain(
      'mf_catalog: atgriezts uz 1.0.0 (iepriekš 1.0.1).',
    );
    expect((await catalogEntry()).version).toBe('1.0.0');
    expect(await run('release:rollback', { name: 'mf_catalog' })).toContain(
      'mf_catalog: atgriezts uz iebūvētā versija (iepriekš 1.0.0).',
    );
    expect((await catalogEntry()).entry).toBe('/mf/catalog/mf-manifest.json');
    expect(await refusal('release:rollback', { name: 'mf_catalog' })).toContain('atpakaļ nav uz ko pāriet');

    const history = await run('release:list', {});
    expect(history).toContain('  iebūvētā versija  ← aktīvs');
    expect(history.filter((line) => line.includes('atgriezts (rollback)'))).toHaveLength(2);
    const audit = await t.db.select().from(auditLog).where(like(auditLog.action, 'release.%'));
    expect(audit.map((row) => row.action)).toEqual([
      'release.publish',
      'release.activate',
      'release.publish',
      'release.activate',
      'release.rollback',
      'release.rollback',
    ]);
    await run('release:activate', { name: 'mf_catalog', version: '1.0.1' });
  });

  it("serves a release's files from storage, immutable, and 404 for a file or a version it does not have", async () => {
    const file = await t.app.inject({ url: '/mf/mf_catalog/1.0.1/static/js/home.0f9e8d7c.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.info("1.0.1");');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const manifest = await t.app.inject({ url: '/mf/mf_catalog/1.0.0/mf-manifest.json' });
    expect(json(manifest)).toEqual({ name: 'mf_catalog', version: '1.0.0' });
    for (const url of [
      '/mf/mf_catalog/1.0.1/nav.js',
      '/mf/mf_catalog/9.9.9/remoteEntry.js',
      '/mf/mf_nav/1.0.1/remoteEntry.js',
      '/mf/mf_catalog/..%2F..%2Fsecret/x.js',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    // The bundled builds keep their addresses.
    expect((await t.app.inject({ url: '/mf/catalog/remoteEntry.js' })).body).toBe('var mf_catalog;');
  });

  it("preloads the live release's entry and page files from its manifest in storage", async () => {
    const federation = {
      name: 'mf_catalog',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'HomePage',
          assets: {
            js: { sync: ['static/js/home.0f9e8d7c.js'], async: [] },
            css: { sync: ['static/css/home.1a2b3c4d.css'], async: [] },
          },
        },
      ],
    };
    await run('release:publish', {
      folder: await releaseFolder(catalog('1.0.2'), { 'mf-manifest.json': JSON.stringify(federation) }),
    });
    await run('release:activate', { name: 'mf_catalog', version: '1.0.2' });
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect([...page.body.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="preload" href="/mf/mf_catalog/1.0.2/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="/mf/mf_catalog/1.0.2/remoteEntry.js" as="script">',
      '<link rel="preload" href="/mf/mf_catalog/1.0.2/static/css/home.1a2b3c4d.css" as="style">',
      '<link rel="preload" href="/mf/mf_catalog/1.0.2/static/js/home.0f9e8d7c.js" as="script">',
    ]);
    await run('release:rollback', { name: 'mf_catalog' });
    expect((await catalogEntry()).version).toBe('1.0.1');
  });

  it("serves the build's brotli copy to a browser that takes it", async () => {
    await run('release:publish', {
      folder: await releaseFolder(catalog('1.0.3'), { 'remoteEntry.js.br': 'brotli bytes' }),
    });
    const res = await t.app.inject({
      url: '/mf/mf_catalog/1.0.3/remoteEntry.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toBe('brotli bytes');
    const plain = await t.app.inject({
      url: '/mf/mf_catalog/1.0.3/remoteEntry.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.body).toBe('var mf_catalog = "1.0.3";');
  });
});

describe('the gate and the other refusals: one line per problem, nothing changed', () => {
  async function refusedPublish(manifest: unknown): Promise<string[]> {
    const folder = await releaseFolder(manifest);
    const before = await registryState();
    const lines = (await refusal('release:publish', { folder })).split('\n');
    expect(await registryState()).toEqual(before);
    return lines;
  }

  it('refuses a release needing a @portal/shared-ui major the shell does not provide', async () => {
    const lines = await refusedPublish(
      catalog('2.0.0', {
        shared: { ...catalog('2.0.0').shared, '@portal/shared-ui': { builtWith: '2.0.0', needs: '^2.0.0' } },
      }),
    );
    expect(lines).toEqual([
      'mf_catalog 2.0.0 needs @portal/shared-ui ^2.0.0; the shell provides 1.0.0',
      'mf_catalog 2.0.0 netika publicēts; nekas netika mainīts.',
    ]);
  });

  it('refuses a release needing react 18', async () => {
    const lines = await refusedPublish(
      catalog('2.0.1', { shared: { ...catalog('2.0.1').shared, react: { builtWith: '18.3.1', needs: '^18.0.0' } } }),
    );
    expect(lines[0]).toBe('mf_catalog 2.0.1 needs react ^18.0.0; the shell provides 19.2.0');
    expect(lines).toHaveLength(2);
  });

  it("refuses a route that is another app's live route", async () => {
    const lines = await refusedPublish(
      catalog('2.0.2', {
        exposes: ['./HomePage', './LoginPage'],
        routes: [HOME, { name: 'catalog.login', path: '/login', auth: false, admin: false, module: './LoginPage' }],
      }),
    );
    expect(lines[0]).toBe("mf_catalog 2.0.2: route catalog.login (/login) clashes with mf_auth's auth.login (/login)");
  });

  it('refuses a route naming a module the release does not expose', async () => {
    const lines = await refusedPublish(catalog('2.0.3', { exposes: ['./CategoryPage'] }));
    expect(lines[0]).toBe('mf_catalog 2.0.3: route home (/) names ./HomePage, which the release does not expose');
  });

  it('refuses a version published before, and a release.json that is not a release manifest', async () => {
    expect(await refusedPublish(catalog('1.0.0'))).toEqual([
      'mf_catalog 1.0.0 jau ir publicēts: laidienu nepublicē otrreiz. Nekas netika mainīts.',
    ]);
    const [line] = await refusedPublish({ name: 'mf_catalog', version: '2.1.0' });
    expect(line).toMatch(/release\.json nav laidiena manifests: package: .*Nekas netika mainīts\.$/);
    expect((await refusedPublish(catalog('2.1.1', { name: 'mf_nav' })))[0]).toMatch(
      /^mf_nav nav neviena portāla lietotnes nosaukums/,
    );
    expect((await refusedPublish(catalog('../1', {})))[0]).toMatch(/nav laidiena manifests: version:/);
  });

  it("refuses to activate a published release whose route another app's live release now owns", async () => {
    const page = (name: string): ReleaseRoute => ({ name, path: '/zinas', auth: true, admin: false, module: './Page' });
    const app = (name: string, route: string): ReleaseManifest => ({
      ...catalog('1.0.0'),
      name,
      exposes: ['./Page'],
      routes: [page(route)],
    });
    // Published while neither is live: nothing clashed then.
    await run('release:publish', { folder: await releaseFolder(app('mf_inbox', 'inbox.news')) });
    await run('release:publish', { folder: await releaseFolder(app('mf_profile', 'profile.news')) });
    await run('release:activate', { name: 'mf_profile', version: '1.0.0' });
    const before = await registryState();
    expect((await refusal('release:activate', { name: 'mf_inbox', version: '1.0.0' })).split('\n')).toEqual([
      "mf_inbox 1.0.0: route inbox.news (/zinas) clashes with mf_profile's profile.news (/zinas)",
      'mf_inbox 1.0.0 netika aktivizēts; nekas netika mainīts.',
    ]);
    expect(await registryState()).toEqual(before);
    expect(await refusal('release:activate', { name: 'mf_inbox', version: '7.0.0' })).toBe(
      'mf_inbox 7.0.0 nav publicēts (publicētos rāda release:list mf_inbox).',
    );
    await run('release:rollback', { name: 'mf_profile' });
  });
});

describe("an administrator's preview", () => {
  const cookieHeader = (value: string) => ({ cookie: `${PREVIEW_COOKIE}=${value}` });

  it('loads a published, inactive release in their browser alone', async () => {
    await run('release:publish', { folder: await releaseFolder(catalog('1.1.0')) });
    const live = await catalogEntry();
    expect(live.version).toBe('1.0.1');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/preview',
      headers: t.auth(adminToken),
      payload: { name: 'mf-catalog', version: '1.1.0' },
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ data: { name: string; version: string; expires_at: string } }>(res);
    expect(body.data).toMatchObject({ name: 'mf_catalog', version: '1.1.0' });
    const expiresIn = Date.parse(body.data.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
    const cookie = res.cookies.find((c) => c.name === PREVIEW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });

    const previewed = await catalogEntry(cookieHeader(cookie.value));
    expect(previewed).toMatchObject({ entry: '/mf/mf_catalog/1.1.0/mf-manifest.json', version: '1.1.0' });
    expect((await pageMap(cookieHeader(cookie.value))).find((r) => r.name === 'mf_catalog')).toEqual(previewed);
    // Everyone else: the live release, signed in or not.
    expect(await catalogEntry()).toEqual(live);
    expect(await catalogEntry(t.auth(teacherToken))).toEqual(live);
    expect((await pageMap(t.auth(teacherToken))).find((r) => r.name === 'mf_catalog')).toEqual(live);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'release.preview'));
    expect(audit).toMatchObject({ itemType: 'release', itemId: 'mf_catalog@1.1.0' });

    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/releases/preview',
      headers: { ...t.auth(adminToken), ...cookieHeader(cookie.value) },
    });
    expect(ended.statusCode).toBe(204);
    const cleared = ended.cookies.find((c) => c.name === PREVIEW_COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('ignores a forged, expired or unpublished preview cookie', async () => {
    const live = await catalogEntry();
    const hour = Date.now() + 60 * 60 * 1000;
    const signed = signPreview('test-app-key', { name: 'mf_catalog', version: '1.1.0', expires: hour });
    const [payload] = signed.split('.');
    const forged = [
      `${payload}.${'A'.repeat(43)}`,
      signPreview('another-key', { name: 'mf_catalog', version: '1.1.0', expires: hour }),
      signPreview('test-app-key', { name: 'mf_catalog', version: '1.1.0', expires: Date.now() - 1000 }),
      signPreview('test-app-key', { name: 'mf_catalog', version: '9.9.9', expires: hour }),
      'nonsense',
    ];
    for (const value of forged) expect(await catalogEntry(cookieHeader(value)), value).toEqual(live);
    // The genuine one does reach the map: the cases above failed for their reason.
    expect((await catalogEntry(cookieHeader(signed))).version).toBe('1.1.0');
  });

  it('refuses a teacher and an anonymous caller, and names a release that is not published', async () => {
    const ask = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/releases/preview', headers, payload });
    const teacher = await ask(t.auth(teacherToken), { name: 'mf_catalog', version: '1.1.0' });
    expect(teacher.statusCode).toBe(403);
    expect(teacher.cookies.find((c) => c.name === PREVIEW_COOKIE)).toBeUndefined();
    expect((await ask({}, { name: 'mf_catalog', version: '1.1.0' })).statusCode).toBe(401);
    for (const payload of [
      { name: 'mf_catalog', version: '9.9.9' },
      { name: 'mf_nav', version: '1.1.0' },
    ]) {
      const res = await ask(t.auth(adminToken), payload);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ message: 'Šāda laidiena nav.' });
    }
  });

  it('lists the registry for the administrators as release:list does', async () => {
    const res = await t.app.inject({ url: '/api/admin/releases', headers: t.auth(adminToken) });
    expect(res.statusCode).toBe(200);
    const apps = json<{ data: Array<{ name: string; live_version: string | null; releases: unknown[] }> }>(res).data;
    const catalogApp = apps.find((app) => app.name === 'mf_catalog')!;
    expect(catalogApp.live_version).toBe('1.0.1');
    expect(catalogApp.releases.map((r) => (r as { version: string }).version)).toEqual([
      '1.1.0',
      '1.0.3',
      '1.0.2',
      '1.0.1',
      '1.0.0',
    ]);
    expect(apps.find((app) => app.name === 'mf_profile')?.live_version).toBeNull();
    expect((await t.app.inject({ url: '/api/admin/releases', headers: t.auth(teacherToken) })).statusCode).toBe(403);
  });
});
