/**
 * `npm run bench:materials`: how fast the material lists and the search answer at 100,000 materials.
 *
 * On a fresh embedded database (a new data directory) and, when DATABASE_URL is set, also on a
 * scratch database it creates on that PostgreSQL server (`bench_materials_<random>`, dropped at
 * the end; the database DATABASE_URL names is only used to create and drop it), it:
 *  1. migrates and seeds the demo (the category tree, the demo accounts and materials);
 *  2. adds BENCH_MATERIALS (100,000) materials with set-based SQL (seedVolume.ts, shared with
 *     `npm run bench`; it also adds comments and messages): ~2,000 teachers, each material
 *     on exactly one class → theme → type path of the demo tree (links only under
 *     'Noderīgas saites'), Latvian titles and descriptions made of a few dozen topics and phrases,
 *     file rows for the file materials, and the likes, bookmarks, views and downloads rows with a
 *     skewed popularity. The count triggers are switched off during the bulk insert and the counts
 *     are set from the rows in one statement afterwards (the same numbers the triggers would
 *     keep, in seconds instead of minutes); the triggers are on again before measuring;
 *  3. runs ANALYZE (PostgreSQL's autovacuum would, PGlite has none; BENCH_ANALYZE=0 skips it);
 *  4. measures the API in this process through Fastify's `inject` (the whole request: hooks,
 *     authentication, validation, SQL, serialisation; no socket): for every case, BENCH_WARMUP
 *     requests then BENCH_REQUESTS timed ones, one after another; p50/p95/p99 in ms.
 *
 * Cases: each sort (created_at, likes, downloads; bookmarks for the signed-in viewer) × page 1
 * and page 50 × no category, a leaf (type) node, a top-level (class) node × signed out and in;
 * the header search with several queries, with and without diacritics; and the category tree with
 * every node's materials count (GET /api/categories).
 *
 * Prints one table per database and writes everything as JSON to api/bench/results/. Exit code 1
 * when any p95 is at or over the goal (20 ms). Environment: BENCH_MATERIALS, BENCH_REQUESTS,
 * BENCH_WARMUP, BENCH_ANALYZE=0, BENCH_COLD=1 (the read cache and kept sessions off: what each request
 * costs in SQL when nothing is kept, as right after a write), BENCH_KEEP=1 (keep the data directory and scratch database, printed,
 * for EXPLAIN).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { issueAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/index';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/migrate';
import { seedDemo } from '../src/seed/demo';
import { createLocalStorage } from '../src/storage/local';
import { seedVolume, type Seeded } from './seedVolume';

const MATERIALS = Number(process.env.BENCH_MATERIALS || 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 60);
const WARMUP = Number(process.env.BENCH_WARMUP || 5);
const GOAL_P95_MS = 20;
const KEEP = process.env.BENCH_KEEP === '1';
const RESULTS_DIR = path.resolve(import.meta.dirname, 'results');

const say = (line = '') => process.stdout.write(`${line}\n`);

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await work();
  say(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/** The header search's queries: common, rare, two words, with and without diacritics. */
const SEARCHES = [
  'svārstības',
  'svarstibas',
  'elektriskā ķēde',
  'elektriska kede',
  'ņūtona',
  'nutona likumi',
  'darba lapa',
  'simulāciju',
  'nav tāda vārda',
];

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

interface CaseResult {
  name: string;
  url: string;
  signedIn: boolean;
  /** meta.total of a list, the number of hits of a search */
  found: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

async function measure(app: FastifyInstance, name: string, url: string, token: string | null): Promise<CaseResult> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  let found = 0;
  const once = async () => {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  for (let i = 0; i < WARMUP; i++) {
    const body = JSON.parse((await once()).body) as { data: unknown[]; meta?: { total: number } };
    found = body.meta?.total ?? body.data.length;
  }
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name,
    url,
    signedIn: token !== null,
    found,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times[times.length - 1]!),
  };
}

async function measureAll(app: FastifyInstance, seeded: Seeded, token: string): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  say(HEADER);
  say('-'.repeat(HEADER.length));
  const add = (result: CaseResult) => {
    results.push(result);
    say(row(result));
  };
  const filters: Array<[string, string]> = [
    ['visi', ''],
    ['lapa kokā', `&categories=${seeded.leafNodeId}`],
    ['klase', `&categories=${seeded.topNodeId}`],
  ];
  for (const signedIn of [false, true]) {
    const sorts = signedIn ? ['created_at', 'likes', 'downloads', 'bookmarks'] : ['created_at', 'likes', 'downloads'];
    for (const sort of sorts) {
      for (const [filterName, filter] of filters) {
        for (const page of [1, 50]) {
          const url = `/api/materials?sort=${sort}&page=${page}${filter}`;
          const name = `saraksts ${sort}, ${filterName}, ${page}. lpp.${signedIn ? ', autorizējies' : ''}`;
          add(await measure(app, name, url, signedIn ? token : null));
        }
      }
    }
  }
  for (const q of SEARCHES) {
    add(await measure(app, `meklēšana „${q}”`, `/api/search?q=${encodeURIComponent(q)}&limit=10`, token));
  }
  // The home page's and the menu's tree, with every node's materials_count.
  add(await measure(app, 'kategoriju koks ar materiālu skaitu', '/api/categories', null));
  return results;
}

const NAME_WIDTH = 58;
const HEADER = `${'gadījums'.padEnd(NAME_WIDTH)}  ${'atrasti'.padStart(7)}  ${'p50'.padStart(6)}  ${'p95'.padStart(6)}  ${'p99'.padStart(6)}`;

function row(r: CaseResult): string {
  const flag = r.p95 >= GOAL_P95_MS ? '  ← virs mērķa' : '';
  return `${r.name.padEnd(NAME_WIDTH)}  ${String(r.found).padStart(7)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p95.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}${flag}`;
}

// ---------------------------------------------------------------------------------------------
// One database: prepare, seed, start the app, measure, stop
// ---------------------------------------------------------------------------------------------

interface DatabaseRun {
  database: 'pglite' | 'postgresql';
  materials: number;
  requestsPerCase: number;
  warmUpPerCase: number;
  seedSeconds: number;
  rows: Record<string, number>;
  results: CaseResult[];
}

async function runOn(kind: 'pglite' | 'postgresql', databaseUrl: string | undefined): Promise<DatabaseRun> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-materials-'));
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    say(`\n== ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (datu mape ${dataDir}) ==`);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      STATIC_ROOT: dataDir,
      APP_KEY: 'bench-materials',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      STORAGE: 'local',
      LOG_LEVEL: 'silent',
      ...(process.env.BENCH_COLD === '1' ? { READ_CACHE_TTL_MS: '0' } : {}),
    });
    handle = await openDatabase(config);
    await migrate(handle);
    const db: Database = handle.db;
    const storage = createLocalStorage(dataDir);
    await timed('demo dati', () => seedDemo({ db, storage }));
    const seeded = await seedVolume(db, {
      materials: MATERIALS,
      analyze: process.env.BENCH_ANALYZE !== '0',
      log: say,
    });
    say(`  kopā ${seeded.seedSeconds.toFixed(1)} s; rindas: ${JSON.stringify(seeded.rows)}`);

    const { accessToken } = await issueAccessToken(db, seeded.viewerId, '2');
    app = buildApp({ config, db, storage, logger: false });
    await app.ready();
    say('');
    const results = await measureAll(app, seeded, accessToken);
    return {
      database: kind,
      materials: MATERIALS,
      requestsPerCase: REQUESTS,
      warmUpPerCase: WARMUP,
      seedSeconds: Math.round(seeded.seedSeconds * 10) / 10,
      rows: seeded.rows,
      results,
    };
  } finally {
    await app?.close();
    await handle?.close();
    if (KEEP) say(`  (saglabāta: ${dataDir})`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

/** A scratch database next to the one DATABASE_URL names; the callback gets its URL. */
async function withScratchDatabase<T>(databaseUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_materials_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    try {
      return await work(url.toString());
    } finally {
      if (KEEP) say(`  (saglabāta datu bāze ${name})`);
      else await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  say(`Materiālu sarakstu un meklēšanas mērījums: ${MATERIALS} materiāli, ${REQUESTS} pieprasījumi katram gadījumam`);
  const runs: DatabaseRun[] = [await runOn('pglite', undefined)];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) runs.push(await withScratchDatabase(databaseUrl, (url) => runOn('postgresql', url)));
  else say('\n(DATABASE_URL nav norādīts: PostgreSQL izlaists)');

  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `materials-${stamp}.json`);
  await writeFile(
    file,
    JSON.stringify({ at: new Date().toISOString(), node: process.version, goalP95Ms: GOAL_P95_MS, runs }, null, 2),
  );
  const over = runs.flatMap((r) =>
    r.results.filter((c) => c.p95 >= GOAL_P95_MS).map((c) => `${r.database}: ${c.name}`),
  );
  say(`\nRezultāti: ${path.relative(process.cwd(), file)}`);
  if (over.length) {
    say(`p95 ≥ ${GOAL_P95_MS} ms: ${over.length} gadījumi`);
    process.exitCode = 1;
  } else {
    say(`Visi p95 < ${GOAL_P95_MS} ms.`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
