/** The static host: remotes.json, the shell with its SPA fallback and CSRF meta, remote bundles, caching. */
import { readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categoryRoutes } from '@portal/contracts/endpoints/routes/categories';
import { contentRoutes } from '@portal/contracts/endpoints/routes/content';
import { materialRoutes } from '@portal/contracts/endpoints/routes/materials';
import { urlOf } from '@portal/contracts/endpoints/routes/url';
import { articles, settings } from '../src/db/schema';
import { CSRF_COOKIE, csrfToken } from '../src/http/csrf';
import type { RemoteMapEntry } from '@portal/contracts/releases';
import { useTestContext, json } from './helpers/app';

/**
 * Every address the app answered, the calls it makes of itself for a page's HTML included (on
 * response: a read-cache hit is answered before later onRequest hooks would see it).
 */
const asked: string[] = [];
const t = useTestContext({
  env: { REMOTE_MF_PROFILE_URL: 'https://cdn.example.lv/profile/mf-manifest.json' },
  beforeReady: (app) =>
    app.addHook('onResponse', async (request) => {
      asked.push(request.url);
    }),
});

const html = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

describe('GET /remotes.json', () => {
  it('lists every remote, with overrides, never cached: the bundled builds, with the routes their release.json states', async () => {
    const res = await t.app.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const remotes = json<{ remotes: RemoteMapEntry[] }>(res).remotes;
    expect(remotes.map(({ name, entry, version, shared }) => ({ name, entry, version, shared }))).toEqual([
      { name: 'mf_catalog', entry: '/mf/catalog/mf-manifest.json', version: null, shared: {} },
      { name: 'mf_auth', entry: '/mf/auth/mf-manifest.json', version: null, shared: {} },
      { name: 'mf_materials', entry: '/mf/materials/mf-manifest.json', version: null, shared: {} },
      { name: 'mf_profile', entry: 'https://cdn.example.lv/profile/mf-manifest.json', version: null, shared: {} },
      { name: 'mf_inbox', entry: '/mf/inbox/mf-manifest.json', version: null, shared: {} },
      { name: 'mf_admin', entry: '/mf/admin/mf-manifest.json', version: null, shared: {} },
    ]);
    // Each app's routes, as its routes.json names them.
    expect(remotes.find((remote) => remote.name === 'mf_catalog')!.routes).toContainEqual({
      name: 'home',
      path: '/',
      auth: false,
      admin: false,
      module: './HomePage',
    });
    expect(remotes.find((remote) => remote.name === 'mf_admin')!.routes.map((route) => route.path)).toEqual([
      '/admin/*',
    ]);
  });
});

describe('the shell', () => {
  it("serves index.html with the visitor's CSRF token for every client-side route", async () => {
    for (const url of [
      '/',
      '/kategorija/5',
      '/oauth/callback/mykoob?code=x',
      '/jaunumi/3',
      '/lapa/noteikumi',
      '/index.html',
    ]) {
      const res = await html(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('__CSRF_TOKEN__');
      const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE);
      expect(cookie?.httpOnly).toBe(true);
      const token = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body)?.[1];
      expect(token).toBe(csrfToken('test-app-key', cookie!.value));
    }
  });

  it('serves the portal with status 404 for an address no route has, so its not-found page shows', async () => {
    for (const url of ['/nav-tadas-lapas', '/jaunumi/3/kaut-kas', '/material/abc/edit/x']) {
      const res = await html(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('csrf-token');
      expect(res.body).not.toContain('__CSRF_TOKEN__');
    }
  });

  it('keeps the visitor cookie, and the token, across page loads', async () => {
    const first = await html('/');
    const cookie = first.cookies.find((c) => c.name === CSRF_COOKIE)!;
    const second = await html('/sazinies', { cookie: `${CSRF_COOKIE}=${cookie.value}` });
    expect(second.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
    expect(second.body).toContain(csrfToken('test-app-key', cookie.value));
  });

  it('does not answer API, file or remote paths with the app', async () => {
    // (`/auth/oauth/<name>` is a navigation that always redirects, to the platform or back to the
    // callback screen with the reason: see sso.test.ts.)
    for (const url of [
      '/api/unknown',
      '/files/nothing.png',
      '/mf/catalog/missing.js',
      '/auth/oauth/callback/unknown',
    ]) {
      const res = await html(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
    // Without Accept: text/html (a script or image request), an unknown path is a plain 404.
    expect((await t.app.inject({ url: '/kategorija/5' })).statusCode).toBe(404);
  });

  it('serves content-hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ url: '/main.1a2b3c4d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers /favicon.ico with the shell's icon, not a 404", async () => {
    const res = await t.app.inject({ url: '/favicon.ico', headers: { accept: 'image/avif,image/webp,image/*,*/*' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('sends the security headers with the page', async () => {
    const res = await html('/');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(res.headers['content-security-policy']).toContain('https://cdn.example.lv');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("the page's head hints", () => {
  const dist = () => path.join(t.config.staticRoot, 'mf-catalog', 'dist');
  const links = (body: string) => [...body.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);

  it('inlines the remotes map, the same list as /remotes.json, as JSON that cannot end the script', async () => {
    const res = await html('/');
    const block = /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(block!)).toEqual(json(await t.app.inject({ url: '/remotes.json' })));
    expect(block).not.toMatch(/[<>]/);
  });

  it("preloads the route's remote manifest, entry, page style and page chunk, read from the built manifest", async () => {
    const file = path.join(dist(), 'mf-manifest.json');
    const before = await readFile(file, 'utf8');
    await writeFile(
      file,
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'HomePage',
            assets: {
              js: { sync: ['__federation_expose_HomePage.db4d7b00.js'], async: ['4752.0c826473.js'] },
              css: { sync: ['__federation_expose_HomePage.23221411.css'], async: [] },
            },
          },
        ],
      }),
    );
    try {
      expect(links((await html('/')).body)).toEqual([
        '<link rel="preload" href="/mf/catalog/mf-manifest.json" as="fetch" crossorigin>',
        '<link rel="preload" href="/mf/catalog/remoteEntry.js" as="script">',
        '<link rel="preload" href="/mf/catalog/__federation_expose_HomePage.23221411.css" as="style">',
        '<link rel="preload" href="/mf/catalog/__federation_expose_HomePage.db4d7b00.js" as="script">',
      ]);
      // Another page of the same remote: its manifest and entry, not the home page's files.
      expect(links((await html('/sazinies')).body)).toEqual([
        '<link rel="preload" href="/mf/catalog/mf-manifest.json" as="fetch" crossorigin>',
        '<link rel="preload" href="/mf/catalog/remoteEntry.js" as="script">',
      ]);
    } finally {
      await writeFile(file, before);
    }
  });

  it("preloads the shell's bootstrap and its provider's files of the first render's shared modules, and no other", async () => {
    const shellDist = path.join(t.config.staticRoot, 'shell', 'dist');
    const file = path.join(shellDist, 'mf-manifest.json');
    // What the build found the bootstrap imports (build/first-render.mjs), in its order; react-hook-form
    // is shared but not among them.
    const firstRender = path.join(shellDist, 'first-render.json');
    await writeFile(
      firstRender,
      JSON.stringify({ shared: ['react-dom/client', 'react-dom', '@portal/shared-ui/lib/router', 'zustand'] }),
    );
    // The runtime code names each provided module's chunks; 6089 is react-dom's consumer fallback.
    const entry = path.join(shellDist, 'main.0123abcd.js');
    await writeFile(
      entry,
      '{name:"react-dom",version:"19.2.0",factory:()=>Promise.all([h.e("8470")]).then(()=>()=>h(1))},' +
        '{name:"react-dom/client",version:"19.2.0",factory:()=>h.e("4275").then(()=>()=>h(2))},' +
        '{name:"@portal/shared-ui/lib/router",version:"1.0.0",factory:()=>Promise.all([h.e("5871"),h.e("6267")]).then(()=>()=>h(3))},' +
        '{name:"react-hook-form",version:"7.0.0",factory:()=>h.e("8356").then(()=>()=>h(4))}',
    );
    const bootstrap = path.join(shellDist, 'bootstrap.09b1efc8.js');
    await writeFile(bootstrap, '');
    await writeFile(
      file,
      JSON.stringify({
        shared: [
          { name: 'react-dom/client', assets: { js: { sync: ['4275.bbe27c62.js'], async: [] } } },
          { name: 'react-dom', assets: { js: { sync: ['6089.f3b6c6ce.js', '8470.6435efd1.js'], async: [] } } },
          {
            name: '@portal/shared-ui/lib/router',
            assets: { js: { sync: ['5871.f9599f81.js', '6267.5e753ff2.js'], async: [] } },
          },
          { name: 'react-hook-form', assets: { js: { sync: ['8356.ab08e7e1.js'], async: [] } } },
        ],
      }),
    );
    try {
      expect(links((await html('/nav-tadas-lapas')).body)).toEqual([
        '<link rel="preload" href="/bootstrap.09b1efc8.js" as="script">',
        '<link rel="preload" href="/4275.bbe27c62.js" as="script">',
        '<link rel="preload" href="/8470.6435efd1.js" as="script">',
        '<link rel="preload" href="/5871.f9599f81.js" as="script">',
        '<link rel="preload" href="/6267.5e753ff2.js" as="script">',
      ]);
      // A new build's list is read again (its file changed): its order is the preloads' order.
      await writeFile(firstRender, JSON.stringify({ shared: ['@portal/shared-ui/lib/router', 'react-dom/client'] }));
      const later = new Date(Date.now() + 5000);
      await utimes(firstRender, later, later);
      expect(links((await html('/nav-tadas-lapas')).body)).toEqual([
        '<link rel="preload" href="/bootstrap.09b1efc8.js" as="script">',
        '<link rel="preload" href="/5871.f9599f81.js" as="script">',
        '<link rel="preload" href="/6267.5e753ff2.js" as="script">',
        '<link rel="preload" href="/4275.bbe27c62.js" as="script">',
      ]);
    } finally {
      await rm(firstRender);
      await rm(file);
      await rm(entry);
      await rm(bootstrap);
    }
  });

  it("preloads the shared modules the route's first render loads beyond the shell's, from the remote's build", async () => {
    const shellDist = path.join(t.config.staticRoot, 'shell', 'dist');
    const files = {
      manifest: path.join(dist(), 'mf-manifest.json'),
      entry: path.join(dist(), 'remoteEntry.js'),
      remoteList: path.join(dist(), 'first-render.json'),
      shellList: path.join(shellDist, 'first-render.json'),
    };
    const before = { manifest: await readFile(files.manifest, 'utf8'), entry: await readFile(files.entry, 'utf8') };
    await writeFile(
      files.manifest,
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        shared: [
          { name: '@portal/shared-ui/components/IconButton', assets: { js: { sync: ['77.aa11bb22.js'], async: [] } } },
          { name: 'react-dom', assets: { js: { sync: ['8470.6435efd1.js'], async: [] } } },
        ],
      }),
    );
    await writeFile(
      files.entry,
      '{name:"@portal/shared-ui/components/IconButton",version:"1.0.0",factory:()=>h.e("77").then(()=>()=>h(1))},' +
        '{name:"react-dom",version:"19.2.0",factory:()=>h.e("8470").then(()=>()=>h(2))}',
    );
    // The shell's list has react-dom: the shell provides it, so the route does not name it again,
    // even when its remote's list (written against an older shell) does.
    await writeFile(files.shellList, JSON.stringify({ shared: ['react-dom'] }));
    await writeFile(
      files.remoteList,
      JSON.stringify({ routes: { home: ['@portal/shared-ui/components/IconButton', 'react-dom'], contact: [] } }),
    );
    try {
      expect(links((await html('/')).body)).toEqual([
        '<link rel="preload" href="/mf/catalog/mf-manifest.json" as="fetch" crossorigin>',
        '<link rel="preload" href="/mf/catalog/remoteEntry.js" as="script">',
        '<link rel="preload" href="/mf/catalog/77.aa11bb22.js" as="script">',
      ]);
      expect(links((await html('/sazinies')).body)).toEqual([
        '<link rel="preload" href="/mf/catalog/mf-manifest.json" as="fetch" crossorigin>',
        '<link rel="preload" href="/mf/catalog/remoteEntry.js" as="script">',
      ]);
    } finally {
      await writeFile(files.manifest, before.manifest);
      await writeFile(files.entry, before.entry);
      await rm(files.remoteList);
      await rm(files.shellList);
    }
  });

  it("preloads the shell's entry script first, at high priority", async () => {
    const index = path.join(t.config.staticRoot, 'shell', 'dist', 'index.html');
    const before = await readFile(index, 'utf8');
    await writeFile(index, before.replace('</body>', '<script defer src="/main.7759cb50.js"></script></body>'));
    try {
      expect(links((await html('/nav-tadas-lapas')).body)[0]).toBe(
        '<link rel="preload" href="/main.7759cb50.js" as="script" fetchpriority="high">',
      );
    } finally {
      await writeFile(index, before);
    }
  });

  it("asks at once for the home page's first pictures when the home page shows them, and only there", async () => {
    const pictures = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]+)" as="image" fetchpriority="high">/g)].map((m) => m[1]);
    const banners = json<{ data: { image: { full_url: string } }[] }>(await t.app.inject({ url: '/api/banners' }));
    // Changed in SQL, then announced as an admin command does: the pictures come from the page's
    // inlined answers, which the read cache keeps.
    const show = async (value: { show_banners: boolean; show_articles: boolean }) => {
      await t.db.update(settings).set({ value }).where(eq(settings.key, 'front_page'));
      t.app.announceWrite();
    };
    // The fixtures' news posts have no pictures: the banner's is the one to ask for.
    await show({ show_banners: true, show_articles: true });
    expect(pictures((await html('/')).body)).toEqual([banners.data[0]!.image.full_url]);
    expect(pictures((await html('/jaunumi')).body)).toEqual([]);
    await show({ show_banners: false, show_articles: true });
    expect(pictures((await html('/')).body)).toEqual([]);
  });

  it("asks at once for the latest news post's picture too, from the page's inlined answers", async () => {
    const pictures = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]+)" as="image" fetchpriority="high">/g)].map((m) => m[1]);
    const newest = async () =>
      json<{ data: { id: number; image: { sizes: { medium: { full_url: string } } } | null }[] }>(
        await t.app.inject({ url: '/api/articles?perPage=3&orderBy=created_at&orderByDirection=desc' }),
      ).data[0]!;
    const post = await newest();
    await t.db.update(articles).set({ imageFileId: t.fixtures.files.articleImage.id }).where(eq(articles.id, post.id));
    await t.db
      .update(settings)
      .set({ value: { show_banners: false, show_articles: true } })
      .where(eq(settings.key, 'front_page'));
    t.app.announceWrite();
    try {
      const url = (await newest()).image?.sizes.medium.full_url;
      expect(url).toBeDefined();
      expect(pictures((await html('/')).body)).toEqual([url]);
    } finally {
      await t.db.update(articles).set({ imageFileId: null }).where(eq(articles.id, post.id));
      t.app.announceWrite();
    }
  });

  it('preloads only the manifest of a remote on another origin, and nothing for a remote not built or no route', async () => {
    expect(links((await html('/profils')).body)).toEqual([
      '<link rel="preload" href="https://cdn.example.lv/profile/mf-manifest.json" as="fetch" crossorigin>',
    ]);
    expect(links((await html('/inbox/comments')).body)).toEqual([]);
    expect(links((await html('/nav-tadas-lapas')).body)).toEqual([]);
  });
});

describe("the home page's first data calls, answered in its HTML", () => {
  interface Block {
    queries: { key: unknown[]; data: unknown }[];
  }
  const blockOf = (body: string): Block | null => {
    const text = /<script type="application\/json" id="portal-initial-data">(.*?)<\/script>/.exec(body)?.[1];
    return text === undefined ? null : (JSON.parse(text) as Block);
  };
  // Written past the API: the read cache (which the block's answers come through) is told.
  const show = async (value: { show_banners: boolean; show_articles: boolean }) => {
    await t.db.update(settings).set({ value }).where(eq(settings.key, 'front_page'));
    t.app.announceWrite();
  };

  it("holds the anonymous API's own answers under the home page's query keys", async () => {
    await show({ show_banners: true, show_articles: true });
    const block = blockOf((await html('/')).body);
    const answer = async (url: string) => json(await t.app.inject({ url }));
    const byKey = new Map(block!.queries.map((q) => [JSON.stringify(q.key), q.data]));
    expect(byKey.get('["settings"]')).toEqual((await answer('/api/settings')).data);
    const tree = (await answer('/api/categories')).data as { id: number; parent_id: number | null }[];
    expect(byKey.get('["categories","tree"]')).toEqual(tree);
    expect(byKey.get('["banners","list"]')).toEqual((await answer('/api/banners')).data);
    expect(byKey.get('["posts","list",{"perPage":3,"orderBy":"created_at","orderByDirection":"desc"}]')).toEqual(
      await answer('/api/articles?perPage=3&orderBy=created_at&orderByDirection=desc'),
    );
    const roots = tree.filter((node) => node.parent_id === null);
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) {
      expect(
        byKey.get(JSON.stringify(['materials', 'list', { categories: [root.id], sort: 'created_at', per_page: 5 }])),
      ).toEqual(await answer(`/api/materials?sort=created_at&per_page=5&categories=${root.id}`));
    }
  });

  it("asks its own API at the very addresses the browser's client would", async () => {
    // The client sends a call to urlOf(route, input) (contracts/src/api/client.test.ts); the
    // inputs here are the home page's, as listArticles and listMaterials (contracts/src/api) send them.
    const tree = json<{ data: { id: number; parent_id: number | null }[] }>(
      await t.app.inject({ url: urlOf(categoryRoutes.list) }),
    ).data;
    await show({ show_banners: true, show_articles: true });
    asked.length = 0;
    await html('/?sort=likes');
    const sections = tree
      .filter((node) => node.parent_id === null)
      .map((node) => urlOf(materialRoutes.list, { query: { sort: 'likes', per_page: 5, categories: [node.id] } }));
    expect(sections.length).toBeGreaterThan(0);
    expect(asked.filter((url) => url.startsWith('/api/')).sort()).toEqual(
      [
        urlOf(contentRoutes.settings),
        urlOf(categoryRoutes.list),
        urlOf(contentRoutes.banners),
        urlOf(contentRoutes.articles, { query: { perPage: 3, orderBy: 'created_at', orderByDirection: 'desc' } }),
        ...sections,
      ].sort(),
    );
  });

  it("follows the address's sort, never a visitor's bookmarks, and leaves out what the settings hide", async () => {
    await show({ show_banners: false, show_articles: false });
    const keys = async (url: string, headers?: Record<string, string>) =>
      blockOf((await html(url, headers)).body)!.queries.map((q) => JSON.stringify(q.key));
    const likes = await keys('/?sort=likes');
    expect(likes.some((k) => k.includes('"sort":"likes"'))).toBe(true);
    expect(likes.some((k) => k.startsWith('["banners"') || k.startsWith('["posts"'))).toBe(false);
    expect((await keys('/?sort=bookmarks')).some((k) => k.includes('"sort":"created_at"'))).toBe(true);
    // A teacher's lists carry their likes and bookmarks: the page asks for those itself.
    expect((await keys('/', { cookie: 'token=abc' })).some((k) => k.startsWith('["materials"'))).toBe(false);
    await show({ show_banners: true, show_articles: true });
  });

  it('is only in the home page, and is JSON that cannot end the script', async () => {
    expect(blockOf((await html('/jaunumi')).body)).toBeNull();
    const res = await html('/');
    const text = /<script type="application\/json" id="portal-initial-data">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(text).not.toMatch(/[<>]/);
  });
});

describe('remote bundles under /mf/<dir>/', () => {
  it('serves the manifest and remoteEntry.js uncached and chunks immutable', async () => {
    const manifest = await t.app.inject({ url: '/mf/catalog/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(json(manifest)).toEqual({ name: 'mf_catalog' });
    expect((await t.app.inject({ url: '/mf/catalog/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/mf/catalog/123.0f9e8d7c.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers 404 for a remote that is not built, and for paths outside its folder', async () => {
    expect((await t.app.inject({ url: '/mf/inbox/mf-manifest.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/mf/catalog/../../../shell/dist/index.html' })).statusCode).not.toBe(200);
    expect((await t.app.inject({ url: '/mf/catalog/%2e%2e/%2e%2e/shell/dist/index.html' })).statusCode).not.toBe(200);
  });
});

describe('compression', () => {
  it("serves the build's precompressed copy of a bundle to a browser that accepts it, the plain file otherwise", async () => {
    const dist = path.join(t.config.staticRoot, 'mf-catalog', 'dist');
    const chunk = 'export const greeting = "Sveiki";\n'.repeat(100);
    await writeFile(path.join(dist, '456.aa11bb22.js'), chunk);
    await writeFile(path.join(dist, '456.aa11bb22.js.br'), brotliCompressSync(chunk));
    const compressed = await t.app.inject({
      url: '/mf/catalog/456.aa11bb22.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(chunk);
    const plain = await t.app.inject({
      url: '/mf/catalog/456.aa11bb22.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('compresses a large API answer, and leaves a small one alone', async () => {
    // The OpenAPI document: tens of kilobytes of JSON.
    const large = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ url: '/api/settings', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
