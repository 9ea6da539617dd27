/**
 * `npm run bench` (started by bench/run.mjs, which installs and builds what is missing first): the
 * portal measured end to end, as a teacher's browser and a busy school would meet it.
 *
 * For PGlite and, when DATABASE_URL is set, for a scratch PostgreSQL database created next to the
 * one it names (and dropped at the end):
 *  1. a fresh temporary DATA_DIR, migrated, the demo loaded and BENCH_MATERIALS (100,000) materials
 *     with ~2,000 teachers, likes, views, bookmarks, downloads, comments and messages added
 *     (seedVolume.ts); an access token issued for the first bench teacher (the signed-in viewer);
 *  2. the real portal started as its own process (api/src/main.ts, PORT=0 on 127.0.0.1, the read
 *     cache at its default) and, as the baseline, a bare Fastify hello world (bench/hello.mjs);
 *  3. autocannon, BENCH_CONNECTIONS (32) connections for BENCH_SECONDS (10) s per case, against the
 *     bare server and then every API case (list sorts × page 1/50 × with/without a category ×
 *     signed out/in, a material page, the search, the inbox counters): req/s, % of the bare
 *     server, p50/p95/p99 from every response's own latency, non-2xx answers, read-cache hits;
 *  4. the mixed anonymous-read run of the home page's calls, BENCH_MIXED_CONNECTIONS (200)
 *     connections for BENCH_MIXED_SECONDS (30) s: req/s, p99 and the responses over 1 s (requests
 *     that timed out are counted among them).
 * Then on the PGlite portal, Lighthouse (mobile defaults, BENCH_LIGHTHOUSE_RUNS (3) runs per page,
 * the median of each figure) in headless Chromium: the home page signed out, a category's
 * materials and a material page signed in (the `token` cookie the shell restores the session from
 * is set before, by a page of this process on another port of 127.0.0.1: cookies are per host).
 *
 * Prints one table and writes it with every detail to bench/results/bench-<time>.json. Everything
 * started is stopped and every temporary folder removed, also on Ctrl+C.
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { issueAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/index';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/migrate';
import { seedDemo } from '../src/seed/demo';
import { createLocalStorage } from '../src/storage/local';
import {
  isInterrupted,
  memoryOf,
  onCleanup,
  resetPeakMemory,
  ROOT,
  runMain,
  say,
  scratchDatabase,
  setting,
  startHello,
  startPortal,
} from './processes';
import { seedVolume, type Seeded } from './seedVolume';
import { fmt, formatTable, headerValue, LatencyRecorder, median, ratioPercent, type Align } from './report';

const RESULTS_DIR = path.join(ROOT, 'bench/results');

const SETTINGS = {
  materials: setting('BENCH_MATERIALS', 100_000),
  seconds: setting('BENCH_SECONDS', 10),
  connections: setting('BENCH_CONNECTIONS', 32),
  mixedSeconds: setting('BENCH_MIXED_SECONDS', 30),
  mixedConnections: setting('BENCH_MIXED_CONNECTIONS', 200),
  lighthouseRuns: setting('BENCH_LIGHTHOUSE_RUNS', 3),
  idleSeconds: setting('BENCH_IDLE_SECONDS', 20),
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  postgres: Boolean(process.env.DATABASE_URL),
};

// ---------------------------------------------------------------------------------------------
// Seeding a fresh database
// ---------------------------------------------------------------------------------------------

interface Prepared {
  seeded: Seeded;
  token: string;
  /** Top-level category nodes: the home page's sections. */
  topNodeIds: number[];
}

async function prepare(dataDir: string, databaseUrl: string | undefined): Promise<Prepared> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    STATIC_ROOT: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    STORAGE: 'local',
    LOG_LEVEL: 'silent',
  });
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(config);
    await migrate(handle);
    const db: Database = handle.db;
    // The demo's files go where the portal will look for them (DATA_DIR), as on a first start.
    const storage = createLocalStorage(dataDir);
    const demoStart = performance.now();
    await seedDemo({ db, storage });
    say(`  demo: ${((performance.now() - demoStart) / 1000).toFixed(1)} s`);
    const seeded = await seedVolume(db, { materials: SETTINGS.materials, log: say });
    say(`  seeded in ${seeded.seedSeconds.toFixed(1)} s: ${JSON.stringify(seeded.rows)}`);
    const { accessToken } = await issueAccessToken(db, seeded.viewerId, 'bench');
    const top = await db.execute(sql`select id from category_nodes where parent_id is null order by position, id`);
    const topNodeIds = (top as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
    return { seeded, token: accessToken, topNodeIds };
  } finally {
    await handle?.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Load runs
// ---------------------------------------------------------------------------------------------

export interface LoadResult {
  database: string;
  name: string;
  path: string;
  signedIn: boolean;
  connections: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  /** % of the bare server's req/s in the same run */
  ofBare: number | null;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** responses slower than 1 s, plus the requests that timed out */
  overOneSecond: number;
  /** % of the answers with an x-cache header that were hits; null when none had one */
  cacheHitPercent: number | null;
}

interface Load {
  name: string;
  /** one path, or several taken in turn by every connection */
  paths: string[];
  token?: string;
}

async function checkOnce(base: string, requestPath: string, token: string | undefined): Promise<void> {
  const res = await fetch(base + requestPath, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await res.text();
  if (!res.ok) throw new Error(`GET ${requestPath}: ${res.status} ${body.slice(0, 300)}`);
}

async function load(
  database: string,
  base: string,
  item: Load,
  connections: number,
  seconds: number,
  baseline: number | null,
): Promise<LoadResult> {
  if (isInterrupted()) throw new Error('interrupted');
  for (const p of item.paths) await checkOnce(base, p, item.token);
  const recorder = new LatencyRecorder();
  const headers = item.token ? { authorization: `Bearer ${item.token}` } : undefined;
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        // A slow answer is measured, not cut off at autocannon's default 10 s.
        timeout: 60,
        headers,
        requests: item.paths.map((p) => ({ method: 'GET' as const, path: p })),
        setupClient(client) {
          // The client passes the parser's header block (a flat [name, value…] list), not the
          // object @types/autocannon declares.
          (client as NodeJS.EventEmitter).on('headers', (info: { headers?: unknown[] }) =>
            recorder.cache(headerValue(info.headers ?? [], 'x-cache'), headerValue(info.headers ?? [], 'x-cache-parts')),
          );
          client.on('response', (_status: number, _bytes: number, ms: number) => recorder.add(ms));
        },
      },
      (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
    );
  });
  const stopOnSignal = onCleanup('autocannon', async () => instance.stop());
  const result = await finished;
  await stopOnSignal();
  const reqPerSec = recorder.count / (result.duration || seconds);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    database,
    name: item.name,
    path: item.paths.length === 1 ? item.paths[0]! : item.paths.join(' '),
    signedIn: Boolean(item.token),
    connections,
    seconds: round(result.duration),
    requests: recorder.count,
    reqPerSec: Math.round(reqPerSec),
    ofBare: baseline ? round(ratioPercent(reqPerSec, baseline)) : null,
    p50: round(recorder.percentile(50)),
    p95: round(recorder.percentile(95)),
    p99: round(recorder.percentile(99)),
    max: round(recorder.percentile(100)),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    overOneSecond: recorder.countOver(1000) + result.timeouts,
    cacheHitPercent: recorder.cacheHitPercent() === null ? null : round(recorder.cacheHitPercent()!),
  };
}

function apiCases(prepared: Prepared): Load[] {
  const { seeded, token } = prepared;
  const cases: Load[] = [];
  for (const signedIn of [false, true]) {
    const sorts = signedIn ? ['created_at', 'likes', 'downloads', 'bookmarks'] : ['created_at', 'likes', 'downloads'];
    for (const sort of sorts) {
      for (const category of [null, seeded.topNodeId]) {
        for (const page of [1, 50]) {
          const filter = category === null ? '' : `&categories=${category}`;
          cases.push({
            name: `list ${sort}, p.${page}${category === null ? '' : ', category'}${signedIn ? ', signed in' : ''}`,
            paths: [`/api/materials?sort=${sort}&page=${page}${filter}`],
            token: signedIn ? token : undefined,
          });
        }
      }
    }
  }
  cases.push({ name: 'material page, signed in', paths: [`/api/materials/${seeded.materialId}`], token });
  cases.push({
    name: 'search, signed in',
    paths: [`/api/search?q=${encodeURIComponent('svārstības')}&limit=10`],
    token,
  });
  cases.push({ name: 'inbox statistics, signed in', paths: ['/api/user/inbox/statistics'], token });
  return cases;
}

/** The anonymous calls of the home page: settings, banners, the tree, news, each section's list. */
function homeCalls(prepared: Prepared): string[] {
  return [
    '/api/settings',
    '/api/banners',
    '/api/categories',
    '/api/articles?page=1&perPage=3&orderBy=created_at&orderByDirection=desc',
    ...prepared.topNodeIds.map((id) => `/api/materials?categories=${id}&sort=created_at&per_page=5`),
    '/api/materials?sort=created_at&page=1',
    '/api/materials?sort=likes&page=1',
  ];
}

// ---------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------

export interface PageResult {
  name: string;
  path: string;
  signedIn: boolean;
  runs: number;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  /** every run's figures, for the record */
  each: Array<{ score: number; lcpMs: number; tbtMs: number; cls: number; jsTransferBytes: number }>;
}

/** Serves one page that sets the `token` cookie for 127.0.0.1, and says when it was fetched. */
async function cookieSetter(token: string): Promise<{ url: string; fetched: Promise<void>; server: Server }> {
  let done!: () => void;
  const fetched = new Promise<void>((resolve) => (done = resolve));
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': `token=${encodeURIComponent(token)}; Path=/; SameSite=Lax; Max-Age=86400`,
    });
    res.end('<!doctype html><title>bench</title><p>cookie set</p>');
    done();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, fetched, server };
}

async function lighthousePages(base: string, prepared: Prepared): Promise<PageResult[]> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const pages = [
    { name: 'home', path: '/', signedIn: false },
    { name: "category's materials", path: `/kategorija/${prepared.seeded.topNodeId}/materiali`, signedIn: true },
    { name: 'material page', path: `/material/${prepared.seeded.materialId}`, signedIn: true },
  ];
  const results: PageResult[] = [];
  for (const signedIn of [false, true]) {
    const wanted = pages.filter((p) => p.signedIn === signedIn);
    let setter: Awaited<ReturnType<typeof cookieSetter>> | undefined;
    if (signedIn) {
      setter = await cookieSetter(prepared.token);
      const server = setter.server;
      onCleanup('cookie page', () => new Promise((resolve) => server.close(resolve)));
    }
    const chrome = await launch({
      chromePath: SETTINGS.chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
      startingUrl: setter?.url ?? 'about:blank',
      logLevel: 'error',
    });
    const closeChrome = onCleanup('Chromium', async () => chrome.kill());
    try {
      if (setter) {
        await Promise.race([
          setter.fetched,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('Chromium never opened the cookie page')), 30_000),
          ),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      for (const page of wanted) {
        const each: PageResult['each'] = [];
        for (let run = 0; run < SETTINGS.lighthouseRuns; run++) {
          if (isInterrupted()) throw new Error('interrupted');
          const runner = await lighthouse(base + page.path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const lhr = runner?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
          if (lhr.runtimeError) throw new Error(`Lighthouse ${page.path}: ${lhr.runtimeError.message}`);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const summary = lhr.audits['resource-summary']?.details as
            { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
          const scripts = summary?.items?.find((i) => i.resourceType === 'script');
          // The shell restores the session with GET /api/user: a 200 there means signed in.
          const requests = lhr.audits['network-requests']?.details as
            { items?: Array<{ url?: string; statusCode?: number }> } | undefined;
          const wasSignedIn = Boolean(
            requests?.items?.some((r) => r.statusCode === 200 && r.url && new URL(r.url).pathname === '/api/user'),
          );
          if (wasSignedIn !== page.signedIn) {
            throw new Error(`${page.path} was measured ${wasSignedIn ? 'signed in' : 'signed out'}, not as intended`);
          }
          const figures = {
            score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
            lcpMs: Math.round(audit('largest-contentful-paint')),
            tbtMs: Math.round(audit('total-blocking-time')),
            cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
            jsTransferBytes: scripts?.transferSize ?? NaN,
          };
          each.push(figures);
          say(
            `  ${page.name} run ${run + 1}: score ${figures.score}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, JS ${fmt(figures.jsTransferBytes / 1024, 1)} kB`,
          );
        }
        results.push({
          ...page,
          runs: each.length,
          score: median(each.map((e) => e.score)),
          lcpMs: median(each.map((e) => e.lcpMs)),
          tbtMs: median(each.map((e) => e.tbtMs)),
          cls: median(each.map((e) => e.cls)),
          jsTransferBytes: median(each.map((e) => e.jsTransferBytes)),
          each,
        });
      }
    } finally {
      await closeChrome();
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// One database, the whole run, the table
// ---------------------------------------------------------------------------------------------

interface DatabaseRun {
  database: 'pglite' | 'postgresql';
  rows: Record<string, number>;
  seedSeconds: number;
  bare: LoadResult;
  /** The bare server sending the bytes of one list page (the first page by likes, signed out). */
  barePage: LoadResult;
  api: LoadResult[];
  mixed: LoadResult;
  /**
   * The portal's resident memory: `idleMb` once start-up has settled (SETTINGS.idleSeconds after the
   * banner, before any request), `peakMb` the most during the load (VmHWM reset after the idle look).
   */
  memory: { idleMb: number | null; peakMb: number | null; idleAfterSeconds: number };
}

async function runOn(
  database: 'pglite' | 'postgresql',
  databaseUrl: string | undefined,
  withLighthouse: boolean,
): Promise<{ run: DatabaseRun; pages: PageResult[] }> {
  say(`\n== ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'} ==`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const removeDataDir = onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const prepared = await prepare(dataDir, databaseUrl);
  const portal = await startPortal(dataDir, databaseUrl);
  // Idle: a minute after `npm start` is what an operator sees; 20 s is enough for the start-up's
  // garbage (migrations, ANALYZE, the static files' first look) to be collected and keeps the run short.
  const idleAfterSeconds = SETTINGS.idleSeconds;
  await new Promise((resolve) => setTimeout(resolve, idleAfterSeconds * 1000));
  const idle = await memoryOf(portal.child.pid);
  say(`  portal idle RSS ${idle?.rssMb ?? '–'} MB (${idleAfterSeconds} s after start, before any request)`);
  await resetPeakMemory(portal.child.pid);
  const pageFile = path.join(dataDir, 'list-page.json');
  await writeFile(pageFile, await (await fetch(`${portal.url}/api/materials?sort=likes`)).text());
  const hello = await startHello(pageFile);
  say(`  portal ${portal.url}, bare Fastify ${hello.url}`);

  const { seconds, connections } = SETTINGS;
  const bare = await load(
    database,
    hello.url,
    { name: 'bare Fastify hello world', paths: ['/'] },
    connections,
    seconds,
    null,
  );
  say(`  ${bare.name}: ${bare.reqPerSec} req/s, p99 ${bare.p99} ms`);
  const pageKb = fmt((await stat(pageFile)).size / 1000, 1);
  const barePage = await load(
    database,
    hello.url,
    { name: `bare Fastify, a list page's ${pageKb} kB`, paths: ['/page'] },
    connections,
    seconds,
    bare.reqPerSec,
  );
  say(`  ${barePage.name}: ${barePage.reqPerSec} req/s, p99 ${barePage.p99} ms`);
  const api: LoadResult[] = [];
  for (const item of apiCases(prepared)) {
    const result = await load(database, portal.url, item, connections, seconds, bare.reqPerSec);
    api.push(result);
    say(
      `  ${result.name}: ${result.reqPerSec} req/s (${fmt(result.ofBare, 1)} %), p99 ${result.p99} ms, non-2xx ${result.non2xx}, cache ${fmt(result.cacheHitPercent)} %`,
    );
  }
  await hello.stop();
  const mixed = await load(
    database,
    portal.url,
    { name: `mixed anonymous home reads, ${SETTINGS.mixedConnections} connections`, paths: homeCalls(prepared) },
    SETTINGS.mixedConnections,
    SETTINGS.mixedSeconds,
    bare.reqPerSec,
  );
  say(`  ${mixed.name}: ${mixed.reqPerSec} req/s, p99 ${mixed.p99} ms, over 1 s: ${mixed.overOneSecond}`);

  const pages = withLighthouse && SETTINGS.lighthouseRuns > 0 ? await lighthousePages(portal.url, prepared) : [];
  const peak = await memoryOf(portal.child.pid);
  say(`  portal peak RSS under load ${peak?.peakMb ?? '–'} MB (now ${peak?.rssMb ?? '–'} MB)`);
  await portal.stop();
  await removeDataDir();
  return {
    run: {
      database,
      rows: prepared.seeded.rows,
      seedSeconds: Math.round(prepared.seeded.seedSeconds),
      bare,
      barePage,
      api,
      mixed,
      memory: { idleMb: idle?.rssMb ?? null, peakMb: peak?.peakMb ?? null, idleAfterSeconds },
    },
    pages,
  };
}

function table(runs: DatabaseRun[], pages: PageResult[]): string {
  const out: string[] = [];
  const loadHeaders = [
    'API (autocannon)',
    'db',
    'req/s',
    '% bare',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    '>1 s',
    'cache hit',
  ];
  const loadAlign: Align[] = ['left', 'left', ...Array<Align>(8).fill('right')];
  const loadRow = (r: LoadResult) => [
    r.name,
    r.database,
    String(r.reqPerSec),
    r.ofBare === null ? '' : fmt(r.ofBare, 1),
    fmt(r.p50, 1),
    fmt(r.p95, 1),
    fmt(r.p99, 1),
    String(r.non2xx + r.errors),
    String(r.overOneSecond),
    r.cacheHitPercent === null ? '–' : `${fmt(r.cacheHitPercent)} %`,
  ];
  const rows: string[][] = [];
  for (const run of runs) {
    rows.push(loadRow(run.bare), loadRow(run.barePage));
    for (const r of run.api) rows.push(loadRow(r));
    rows.push(loadRow(run.mixed));
  }
  out.push(formatTable(loadHeaders, rows, loadAlign));
  out.push('');
  out.push(
    formatTable(
      ['Portal memory (RSS)', 'db', 'idle MB', 'peak MB'],
      runs.map((r) => [
        `idle ${r.memory.idleAfterSeconds} s after start; peak during the load`,
        r.database,
        fmt(r.memory.idleMb),
        fmt(r.memory.peakMb),
      ]),
      ['left', 'left', 'right', 'right'],
    ),
  );
  if (pages.length) {
    out.push('');
    out.push(
      formatTable(
        ['Front end (Lighthouse mobile, median)', 'signed in', 'score', 'LCP ms', 'TBT ms', 'CLS', 'JS kB'],
        pages.map((p) => [
          `${p.name} ${p.path}`,
          p.signedIn ? 'yes' : 'no',
          fmt(p.score),
          fmt(p.lcpMs),
          fmt(p.tbtMs),
          fmt(p.cls, 3),
          fmt(p.jsTransferBytes / 1024, 1),
        ]),
        ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
      ),
    );
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  say(
    `npm run bench: ${SETTINGS.materials} materials; ${SETTINGS.connections} connections × ${SETTINGS.seconds} s per API case; ` +
      `mixed ${SETTINGS.mixedConnections} × ${SETTINGS.mixedSeconds} s; Lighthouse ${SETTINGS.lighthouseRuns} run(s) per page`,
  );
  const started = new Date();
  const runs: DatabaseRun[] = [];
  const pglite = await runOn('pglite', undefined, true);
  runs.push(pglite.run);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const url = await scratchDatabase(databaseUrl);
    runs.push((await runOn('postgresql', url, false)).run);
  } else {
    say('\n(DATABASE_URL is not set: PostgreSQL skipped)');
  }
  const text = table(runs, pglite.pages);
  say(`\n${text}\n`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bench-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { node: process.version, cpus: (await import('node:os')).cpus().length, platform: process.platform };
  await writeFile(
    file,
    `${JSON.stringify({ at: started.toISOString(), machine, settings: SETTINGS, runs, pages: pglite.pages, table: text }, null, 2)}\n`,
  );
  say(`Results: ${path.relative(process.cwd(), file)}`);
}

runMain(main);
