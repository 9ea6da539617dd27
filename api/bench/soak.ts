/**
 * `npm run soak` (started by bench/soak.mjs, which installs and builds what is missing first): the
 * portal on the embedded database under a school's day of teachers, for long enough to see leaks.
 *
 *  1. a fresh temporary DATA_DIR, migrated, the demo loaded and SOAK_MATERIALS (10,000) materials
 *     by SOAK_TEACHERS (200) teachers with their likes, comments and messages (seedVolume.ts); an
 *     access token for each teacher;
 *  2. the real portal started as its own process (api/src/main.ts on 127.0.0.1, defaults as
 *     `npm start` has them: read cache and rate limits on);
 *  3. SOAK_TEACHERS simulated teachers, each in a loop for SOAK_SECONDS (600): think for a random
 *     time (exponential, mean SOAK_THINK_MS 10,000 ms), then do what a teacher does: open a
 *     category's list and a material with its comments, search, like or unlike, bookmark, comment,
 *     write or answer a message and read the inbox, upload a small PDF;
 *  4. the portal's resident memory sampled every 5 s.
 *
 * Passes when no call failed (a non-2xx answer or a broken connection), none took over 2 s, and the
 * resident memory grew by less than 50 MB from the end of the warm-up (SOAK_WARMUP_SECONDS, 60) to
 * the end (each the mean of 30 s of samples). Prints one table and writes bench/results/soak-*.json.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { issueAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/index';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/migrate';
import { seedDemo } from '../src/seed/demo';
import { createLocalStorage } from '../src/storage/local';
import { isInterrupted, onCleanup, ROOT, runMain, say, setting, startPortal } from './processes';
import { fmt, formatTable, LatencyRecorder } from './report';
import { seedVolume } from './seedVolume';

const SETTINGS = {
  teachers: setting('SOAK_TEACHERS', 200),
  seconds: setting('SOAK_SECONDS', 600),
  warmupSeconds: setting('SOAK_WARMUP_SECONDS', 60),
  thinkMs: setting('SOAK_THINK_MS', 10_000),
  materials: setting('SOAK_MATERIALS', 10_000),
};
const SLOW_MS = 2_000;
const MEMORY_GROWTH_LIMIT_MB = 50;
const SAMPLE_EVERY_MS = 5_000;
const MEMORY_WINDOW_MS = 30_000;
const REQUEST_TIMEOUT_MS = 30_000;
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const MB = 1024 * 1024;

const SEARCH_WORDS = ['svārstības', 'ķēde', 'blīvums', 'gaisma', 'Ņūtona', 'spiediens', 'enerģija', 'magnēts'];

// ---------------------------------------------------------------------------------------------
// The seeded school
// ---------------------------------------------------------------------------------------------

interface School {
  tokens: Array<{ id: number; token: string }>;
  /** class → theme → type node ids a material can be placed on */
  places: number[][];
  /** top-level nodes, whose lists the teachers open */
  topNodeIds: number[];
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function prepare(dataDir: string): Promise<School> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STATIC_ROOT: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    STORAGE: 'local',
    LOG_LEVEL: 'silent',
  });
  const handle = await openDatabase(config);
  try {
    await migrate(handle);
    const db = handle.db;
    await seedDemo({ db, storage: createLocalStorage(dataDir) });
    const seeded = await seedVolume(db, { materials: SETTINGS.materials, teachers: SETTINGS.teachers, log: say });
    say(`  seeded in ${seeded.seedSeconds.toFixed(1)} s: ${JSON.stringify(seeded.rows)}`);
    const teachers = await rows<{ id: number }>(
      db,
      sql`select id from users where email like '%@bench.lv' order by id`,
    );
    const tokens = [];
    for (const { id } of teachers) {
      tokens.push({ id: Number(id), token: (await issueAccessToken(db, Number(id), 'soak')).accessToken });
    }
    // Every class → theme → type path of the tree except the links' ('Noderīgas saites').
    const places = await rows<{ class_node: number; theme_node: number; type_node: number }>(
      db,
      sql`select top.id as class_node, theme.id as theme_node, leaf.id as type_node
          from category_nodes leaf
          join categories c on c.id = leaf.category_id and c.title <> 'Noderīgas saites'
          join category_nodes theme on theme.id = leaf.parent_id
          join category_nodes top on top.id = theme.parent_id and top.parent_id is null
          where not exists (select 1 from category_nodes child where child.parent_id = leaf.id)`,
    );
    const top = await rows<{ id: number }>(db, sql`select id from category_nodes where parent_id is null`);
    return {
      tokens,
      places: places.map((p) => [Number(p.class_node), Number(p.theme_node), Number(p.type_node)]),
      topNodeIds: top.map((t) => Number(t.id)),
    };
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// One simulated teacher
// ---------------------------------------------------------------------------------------------

interface Failure {
  action: string;
  call: string;
  status: number | string;
  body: string;
}

/** A call's route as the API names it: `GET /api/materials/:id`. */
const routeOf = (method: string, url: string) => `${method} ${url.replace(/\?.*/, '').replace(/\/\d+/g, '/:id')}`;

class Tally {
  readonly latency = new LatencyRecorder();
  readonly perRoute = new Map<string, LatencyRecorder>();
  readonly actions = new Map<string, number>();
  readonly failures: Failure[] = [];
  failed = 0;

  action(name: string): void {
    this.actions.set(name, (this.actions.get(name) ?? 0) + 1);
  }

  took(route: string, ms: number): void {
    this.latency.add(ms);
    let recorder = this.perRoute.get(route);
    if (!recorder) this.perRoute.set(route, (recorder = new LatencyRecorder()));
    recorder.add(ms);
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small PDF the upload's content check accepts (its header and some text). */
function smallPdf(): Blob {
  const text = `%PDF-1.4\n% soak ${Date.now()}\n${'Mērījumu protokols. '.repeat(800)}\n%%EOF\n`;
  return new Blob([text], { type: 'application/pdf' });
}

class Teacher {
  /** Materials this teacher has seen, to like, comment and bookmark. */
  readonly #seen: number[] = [];
  readonly #liked = new Set<number>();
  readonly #bookmarked = new Set<number>();
  #threads: number[] = [];

  constructor(
    private readonly base: string,
    private readonly me: { id: number; token: string },
    private readonly school: School,
    private readonly tally: Tally,
  ) {}

  async #call(action: string, method: string, url: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.me.token}` };
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const started = performance.now();
    let status: number | string;
    let text = '';
    try {
      const res = await fetch(this.base + url, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await res.text();
      status = res.status;
    } catch (error) {
      status = error instanceof Error ? error.name : String(error);
    }
    this.tally.took(routeOf(method, url), performance.now() - started);
    if (typeof status === 'number' && status >= 200 && status < 300) return text ? JSON.parse(text) : null;
    this.tally.failed++;
    if (this.tally.failures.length < 20) {
      this.tally.failures.push({
        action,
        call: `${method} ${url.replace(/\?.*/, '')}`,
        status,
        body: text.slice(0, 200),
      });
    }
    return null;
  }

  async browse(): Promise<void> {
    const node = pick(this.school.topNodeIds);
    const sort = pick(['created_at', 'likes', 'downloads']);
    const page = 1 + Math.floor(Math.random() * 5);
    const list = (await this.#call('browse', 'GET', `/api/materials?categories=${node}&sort=${sort}&page=${page}`)) as {
      data?: Array<{ id: number; owner_id: number | null }>;
    } | null;
    const material = list?.data?.length ? pick(list.data) : undefined;
    if (!material) return;
    await this.#call('browse', 'GET', `/api/materials/${material.id}`);
    await this.#call('browse', 'POST', `/api/materials/${material.id}/view`);
    await this.#call('browse', 'GET', `/api/materials/${material.id}/comments`);
    // A teacher's own materials cannot be liked or bookmarked (the owner always sees owner_id).
    if (material.owner_id !== this.me.id) this.#seen.push(material.id);
    if (this.#seen.length > 50) this.#seen.shift();
  }

  async search(): Promise<void> {
    await this.#call('search', 'GET', `/api/search?q=${encodeURIComponent(pick(SEARCH_WORDS))}`);
  }

  async like(): Promise<void> {
    if (!this.#seen.length) return this.browse();
    const id = pick(this.#seen);
    const liked = this.#liked.has(id);
    await this.#call('like', liked ? 'DELETE' : 'POST', `/api/materials/${id}/like`);
    if (liked) this.#liked.delete(id);
    else this.#liked.add(id);
  }

  async bookmark(): Promise<void> {
    if (!this.#seen.length) return this.browse();
    const id = pick(this.#seen);
    const marked = this.#bookmarked.has(id);
    await this.#call('bookmark', marked ? 'DELETE' : 'POST', `/api/materials/${id}/bookmark`);
    if (marked) this.#bookmarked.delete(id);
    else this.#bookmarked.add(id);
    await this.#call('bookmark', 'GET', '/api/user/bookmarks');
  }

  async comment(): Promise<void> {
    if (!this.#seen.length) return this.browse();
    const id = pick(this.#seen);
    await this.#call('comment', 'POST', `/api/materials/${id}/comments`, {
      message: `Paldies, izmantošu stundā! (${new Date().toLocaleTimeString('lv-LV')})`,
    });
  }

  async message(): Promise<void> {
    await this.#call('message', 'GET', '/api/user/inbox/statistics');
    const list = (await this.#call('message', 'GET', '/api/messages')) as { data?: Array<{ id: number }> } | null;
    this.#threads = list?.data?.map((m) => m.id) ?? this.#threads;
    if (this.#threads.length && Math.random() < 0.5) {
      const id = pick(this.#threads);
      await this.#call('message', 'GET', `/api/messages/${id}`);
      await this.#call('message', 'POST', '/api/messages', { reply_to_id: id, message: 'Paldies, sarunāts!' });
      return;
    }
    let recipient = pick(this.school.tokens);
    while (recipient.id === this.me.id) recipient = pick(this.school.tokens);
    await this.#call('message', 'POST', '/api/messages', {
      recipient_id: recipient.id,
      subject: 'Par laboratorijas darbu',
      message: 'Sveiki! Vai varat padalīties ar darba lapu?',
    });
  }

  async upload(): Promise<void> {
    const form = new FormData();
    form.set('type', 'file');
    form.set('title', `Laboratorijas darbs ${Math.floor(Math.random() * 1000)}`);
    form.set('categories', pick(this.school.places).join(','));
    form.set('signature_type', 'name');
    form.set('file', smallPdf(), 'darbs.pdf');
    await this.#call('upload', 'POST', '/api/materials', form);
  }

  /** What a teacher does next, weighted roughly as a day's use of the portal. */
  static readonly ACTIONS: Array<[name: string, weight: number]> = [
    ['browse', 40],
    ['search', 15],
    ['like', 12],
    ['bookmark', 6],
    ['comment', 10],
    ['message', 12],
    ['upload', 5],
  ];

  async run(until: number): Promise<void> {
    const total = Teacher.ACTIONS.reduce((sum, [, w]) => sum + w, 0);
    while (Date.now() < until && !isInterrupted()) {
      await sleep(-Math.log(1 - Math.random()) * SETTINGS.thinkMs);
      if (Date.now() >= until) break;
      let roll = Math.random() * total;
      const [name] = Teacher.ACTIONS.find(([, w]) => (roll -= w) < 0) ?? Teacher.ACTIONS[0]!;
      this.tally.action(name);
      await (this as unknown as Record<string, () => Promise<void>>)[name]!.call(this);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Memory of the portal process
// ---------------------------------------------------------------------------------------------

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : NaN;
}

const meanOf = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  say(
    `npm run soak: ${SETTINGS.teachers} teachers for ${SETTINGS.seconds} s (warm-up ${SETTINGS.warmupSeconds} s), ` +
      `think time ${SETTINGS.thinkMs} ms on average, ${SETTINGS.materials} materials, embedded database`,
  );
  if (SETTINGS.seconds < SETTINGS.warmupSeconds + 2 * (MEMORY_WINDOW_MS / 1000)) {
    throw new Error('SOAK_SECONDS must leave a minute after the warm-up to compare the memory.');
  }
  const startedAt = new Date();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-soak-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const school = await prepare(dataDir);
  const portal = await startPortal(dataDir, undefined);
  const pid = portal.child.pid!;
  say(`  portal ${portal.url} (process ${pid})`);

  const tally = new Tally();
  const samples: Array<{ at: number; rss: number }> = [];
  const t0 = Date.now();
  const sampler = setInterval(() => {
    void residentBytes(pid).then(
      (rss) => samples.push({ at: Date.now() - t0, rss }),
      () => {},
    );
  }, SAMPLE_EVERY_MS);
  const progress = setInterval(() => {
    const last = samples.at(-1);
    say(
      `  ${Math.round((Date.now() - t0) / 1000)} s: ${tally.latency.count} calls, ${tally.failed} failed, ` +
        `p99 ${fmt(tally.latency.percentile(99))} ms, RSS ${last ? fmt(last.rss / MB) : '–'} MB`,
    );
  }, 60_000);

  const until = t0 + SETTINGS.seconds * 1000;
  await Promise.all(school.tokens.map((me) => new Teacher(portal.url, me, school, tally).run(until)));
  clearInterval(sampler);
  clearInterval(progress);
  if (isInterrupted()) throw new Error('interrupted');
  const elapsed = (Date.now() - t0) / 1000;

  const warm = SETTINGS.warmupSeconds * 1000;
  const afterWarmup = samples.filter((s) => s.at >= warm && s.at < warm + MEMORY_WINDOW_MS).map((s) => s.rss);
  const atEnd = samples.filter((s) => s.at >= elapsed * 1000 - MEMORY_WINDOW_MS).map((s) => s.rss);
  const growthMb = (meanOf(atEnd) - meanOf(afterWarmup)) / MB;
  const peakMb = Math.max(...samples.map((s) => s.rss)) / MB;
  const slow = tally.latency.countOver(SLOW_MS);

  const routeRows = [...tally.perRoute]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, r]) => [
      route,
      String(r.count),
      ...[50, 95, 99, 100].map((p) => fmt(r.percentile(p))),
      String(r.countOver(SLOW_MS)),
    ]);
  const actionLine = [...tally.actions].map(([name, n]) => `${name} ${n}`).join(', ');
  const text = [
    `actions: ${actionLine}`,
    '',
    formatTable(['call', 'calls', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `>${SLOW_MS / 1000} s`], routeRows, [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
    ]),
    '',
    formatTable(
      ['figure', 'value', 'goal'],
      [
        ['calls', String(tally.latency.count), ''],
        ['calls per second', fmt(tally.latency.count / elapsed, 1), ''],
        ['failed (non-2xx or broken)', String(tally.failed), '0'],
        [`over ${SLOW_MS} ms`, String(slow), '0'],
        ['p50 / p95 / p99 ms', [50, 95, 99].map((p) => fmt(tally.latency.percentile(p))).join(' / '), ''],
        ['max ms', fmt(tally.latency.percentile(100)), ''],
        ['RSS after warm-up MB', fmt(meanOf(afterWarmup) / MB), ''],
        ['RSS at the end MB', fmt(meanOf(atEnd) / MB), ''],
        ['RSS growth MB', fmt(growthMb, 1), `< ${MEMORY_GROWTH_LIMIT_MB}`],
        ['RSS peak MB', fmt(peakMb), ''],
      ],
      ['left', 'right', 'right'],
    ),
  ].join('\n');
  say(`\n${text}\n`);
  for (const f of tally.failures) say(`  failed: ${f.action} ${f.call} → ${f.status} ${f.body}`);

  const passed = tally.failed === 0 && slow === 0 && growthMb < MEMORY_GROWTH_LIMIT_MB;
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `soak-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const summary = {
    at: startedAt.toISOString(),
    settings: SETTINGS,
    seconds: elapsed,
    calls: tally.latency.count,
    failed: tally.failed,
    slow,
    percentiles: Object.fromEntries([50, 95, 99, 100].map((p) => [`p${p}`, tally.latency.percentile(p)])),
    memory: { growthMb, peakMb, samples },
    actions: Object.fromEntries(tally.actions),
    routes: Object.fromEntries(
      [...tally.perRoute].map(([route, r]) => [
        route,
        { calls: r.count, p50: r.percentile(50), p99: r.percentile(99) },
      ]),
    ),
    failures: tally.failures,
    passed,
    table: text,
  };
  await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
  say(`Results: ${path.relative(process.cwd(), file)}`);
  say(passed ? 'Soak passed.' : 'Soak FAILED: see the figures above.');
  if (!passed) process.exitCode = 1;
}

runMain(main);
