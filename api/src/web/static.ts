/**
 * The static host of the embedded portal: the shell at `/` (index.html for every client-side route,
 * with the visitor's CSRF token, the remotes map and the route's preloads filled in (headHints.ts), the
 * page's title, description and link card (pageHead.ts), and the home page's first data calls
 * answered (initialData.ts)),
 * each remote's bundled build at `/mf/<dir>/`, each published release's files from storage at
 * `/mf/<name>/<version>/` (issue 21: immutable, so cached for a year), and `/remotes.json`, the
 * runtime map of remotes the shell registers at start-up (also inlined in the HTML; remotes.ts).
 * Everything is read per request, so a remote can be rebuilt, or a release activated, while the
 * server runs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import fastifyStatic from '@fastify/static';
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute, REMOTE_DIRS } from '@portal/contracts/routes';
import { workerNumber } from '../cluster';
import type { Config } from '../config/index';
import { visitorCsrfToken } from '../http/csrf';
import { notFound } from '../http/errors';
import { API_MESSAGES } from '../http/messages';
import { RELEASE_VERSION, remoteName } from '../releases/manifest';
import { requestPreview } from '../releases/preview';
import { releaseFileType, releaseFolder } from '../releases/registry';
import { isSafeStorageKey } from '../storage/storage';
import { headHints, type StoredText } from './headHints';
import { homePictures } from './homePictures';
import { escapeHtml } from './html';
import { initialDataBlock, initialQueries } from './initialData';
import { pageHead, withPageHead } from './pageHead';
import { liveRoutes, remoteMap } from './remotes';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points that must always be revalidated: they name the current content-hashed files. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
/** rspack's production names: `[name].[contenthash:8].js|css` (and hashed assets). */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Paths that belong to the API or to files, never to the single-page app. */
const NOT_SPA = [/^\/api(\/|$)/, /^\/oauth\/token(\/|$)/, /^\/auth\/oauth(\/|$)/, /^\/files(\/|$)/, /^\/mf(\/|$)/];

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (!accept) return false;
  return accept.includes('text/html') || accept.includes('application/xhtml+xml');
}

function isSpaPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '/';
  return !NOT_SPA.some((re) => re.test(pathname));
}

export function registerStaticHost(app: FastifyInstance, config: Config, appKey: string): void {
  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  const { db, storage } = app;

  /** A published release's file, for the page's preloads (read once: its files never change). */
  const storedText: StoredText = async (key) => {
    const stored = await storage.get(key);
    return stored ? text(stored.stream) : null;
  };

  /**
   * With WORKERS > 1, which process served a page or a map: an operator (and the release browser
   * test) can see that every process follows an activation.
   */
  const worker = workerNumber();
  const servedBy = (reply: FastifyReply) => (worker > 0 ? reply.header('x-portal-worker', String(worker)) : reply);

  // The route table the server's own links use, before the first page load sets it again.
  app.addHook('onReady', async () => {
    await remoteMap(db, config);
  });

  /** The map this request's page gets: the live one, or an administrator's preview of a release. */
  const mapFor = async (request: FastifyRequest) => remoteMap(db, config, await requestPreview(db, appKey, request));

  /**
   * The portal's page for any address of the single-page app. `unknownIs404`: an address no live
   * route has still gets the portal, which shows its not-found page; the status tells crawlers and
   * link checkers the truth.
   */
  async function sendIndex(request: FastifyRequest, reply: FastifyReply, unknownIs404 = false) {
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Portāla saskarne vēl nav uzbūvēta. Palaid `npm start` vai `npm run build`.');
    }
    const token = visitorCsrfToken(request, reply, appKey, config);
    const safe = escapeHtml(token);
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    // The home page's first answers, and the pictures it shows first, taken from them.
    const map = await mapFor(request);
    const route = matchRoute(pathname, liveRoutes(map));
    if (!route && unknownIs404) reply.code(404);
    const [queries, head] = await Promise.all([
      route?.name === 'home' ? initialQueries(app, request) : [],
      pageHead(app, route, pathname, new URLSearchParams(search), config.publicUrl),
    ]);
    const hints = await headHints(config.staticRoot, map, pathname, homePictures(queries), html, storedText);
    const data = initialDataBlock(queries);
    return servedBy(reply)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(withPageHead(html.replaceAll('__CSRF_TOKEN__', safe), head).replace('</head>', `${hints}${data}</head>`));
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    return servedBy(reply)
      .header('cache-control', 'no-store')
      .send({ remotes: await mapFor(request) });
  });

  // A published release's files (releases/registry.ts stored them): a version's files never change.
  app.get<{ Params: { name: string; version: string; '*': string } }>(
    '/mf/:name/:version/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name, version, '*': file } = request.params;
      const key = `${releaseFolder(name, version)}${file}`;
      if (remoteName(name) !== name || !RELEASE_VERSION.test(version) || !isSafeStorageKey(key))
        throw notFound(API_MESSAGES.notFound);
      // The build's precompressed copy when the browser takes it (build/precompress.mjs wrote them).
      const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))
        ? await storage.get(`${key}.br`)
        : null;
      const stored = brotli ?? (await storage.get(key));
      if (!stored) throw notFound(API_MESSAGES.notFound);
      if (brotli) reply.header('content-encoding', 'br');
      return reply
        .header('vary', 'accept-encoding')
        .header('cache-control', IMMUTABLE)
        .header('content-type', releaseFileType(file))
        .header('content-length', String(stored.size))
        .send(stored.stream);
    },
  );

  for (const dir of Object.values(REMOTE_DIRS)) {
    app.register(fastifyStatic, {
      root: path.join(config.staticRoot, `mf-${dir}`, 'dist'),
      prefix: `/mf/${dir}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // The builds write .br/.gz copies (build/precompress.mjs): served as they are.
      preCompressed: true,
      // A remote that is not built yet is expected: the shell shows its fallback.
      suppressWarning: true,
    });
  }

  // Browsers and crawlers that ignore the HTML's <link rel="icon"> ask for /favicon.ico: the same
  // icon (the shell's build copies favicon.svg), not a 404 in every console.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/index.html', { schema: { hide: true } }, sendIndex);
  app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
    suppressWarning: true,
  });

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request) && isSpaPath(request.url)) {
      return sendIndex(request, reply, true);
    }
    throw notFound(API_MESSAGES.notFound);
  });
}
