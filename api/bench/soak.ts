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
 *
 * With `--ramp` (SOAK_RAMP=1) the same teachers' mix is offered as an open load instead: actions
 * arrive at a set rate whatever the answers' pace (each given to a teacher who is not busy), the
 * rate raised step by step (SOAK_RAMP_START actions/s, times SOAK_RAMP_FACTOR each
 * SOAK_STEP_SECONDS) until a step's p99 passes SOAK_P99_MS (500), a call fails or no teacher is
 * free for an action. The knee is the last step that held: its calls/s, p99, uploads' p99 and the
 * read cache's hit rate are the portal's sustained capacity for this mix.
 *
 * With DATABASE_URL the portal runs on a scratch PostgreSQL database made next to it (dropped at
 * the end), and with WORKERS as that many processes; memory is then the sum of them all.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { issueAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/index';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/migrate';
import { seedDemo } from '../src/seed/demo';
import { createLocalStorage } from '../src/storage/local';
import {
  isInterrupted,
  onCleanup,
  ROOT,
  runMain,
  say,
  scratchDatabase,
  setting,
  startPortal,
  treeResidentMb,
} from './processes';
import { fmt, formatTable, LatencyRecorder } from './report';
import { seedVolume } from './seedVolume';

const SETTINGS = {
  teachers: setting('SOAK_TEACHERS', 200),
  seconds: setting('SOAK_SECONDS', 600),
  warmupSeconds: setting('SOAK_WARMUP_SECONDS', 60),
  thinkMs: setting('SOAK_THINK_MS', 10_000),
  materials: setting('SOAK_MATERIALS', 10_000),
  ramp: process.env.SOAK_RAMP === '1',
  rampStart: setting('SOAK_RAMP_START', 20),
  rampFactor: setting('SOAK_RAMP_FACTOR', 1.25),
  stepSeconds: setting('SOAK_STEP_SECONDS', 30),
  p99LimitMs: setting('SOAK_P99_MS', 500),
  workers: process.env.WORKERS?.trim() || '',
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

async function prepare(dataDir: string, databaseUrl: string | undefined): Promise<School> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
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
  /** Upload calls alone: their p99 is a goal of its own. */
  readonly uploads = new LatencyRecorder();
  readonly failures: Failure[] = [];
  failed = 0;
  /** Ramp: actions that arrived while every teacher was busy (the load was not served). */
  unserved = 0;

  action(name: string): void {
    this.actions.set(name, (this.actions.get(name) ?? 0) + 1);
  }

  took(route: string, ms: number, cache: [whole?: string, parts?: string]): void {
    this.latency.add(ms);
    this.latency.cache(...cache);
    if (route === 'POST /api/materials') this.uploads.add(ms);
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
    /** Where calls are counted: swapped for each step of a ramp. */
    public tally: Tally,
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
    let cache: [whole?: string, parts?: string] = [];
    try {
      const res = await fetch(this.base + url, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await res.text();
      status = res.status;
      cache = [res.headers.get('x-cache') ?? undefined, res.headers.get('x-cache-parts') ?? undefined];
    } catch (error) {
      status = error instanceof Error ? error.name : String(error);
    }
    this.tally.took(routeOf(method, url), performance.now() - started, cache);
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

  /** One action, drawn by the weights above. */
  async act(): Promise<void> {
    let roll = Math.random() * Teacher.TOTAL_WEIGHT;
    const [name] = Teacher.ACTIONS.find(([, w]) => (roll -= w) < 0) ?? Teacher.ACTIONS[0]!;
    this.tally.action(name);
    await (this as unknown as Record<string, () => Promise<void>>)[name]!.call(this);
  }

  static readonly TOTAL_WEIGHT = Teacher.ACTIONS.reduce((sum, [, w]) => sum + w, 0);

  async run(until: number): Promise<void> {
    while (Date.now() < until && !isInterrupted()) {
      await sleep(-Math.log(1 - Math.random()) * SETTINGS.thinkMs);
      if (Date.now() >= until) break;
      await this.act();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Memory of the portal process
// ---------------------------------------------------------------------------------------------

const meanOf = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const where = databaseUrl
    ? `PostgreSQL${SETTINGS.workers ? `, WORKERS=${SETTINGS.workers}` : ''}`
    : 'embedded database';
  if (SETTINGS.ramp) {
    say(
      `npm run soak --ramp: ${SETTINGS.teachers} teachers' mix offered from ${SETTINGS.rampStart} actions/s, ` +
        `×${SETTINGS.rampFactor} every ${SETTINGS.stepSeconds} s until p99 > ${SETTINGS.p99LimitMs} ms; ` +
        `${SETTINGS.materials} materials, ${where}`,
    );
  } else {
    say(
      `npm run soak: ${SETTINGS.teachers} teachers for ${SETTINGS.seconds} s (warm-up ${SETTINGS.warmupSeconds} s), ` +
        `think time ${SETTINGS.thinkMs} ms on average, ${SETTINGS.materials} materials, ${where}`,
    );
    if (SETTINGS.seconds < SETTINGS.warmupSeconds + 2 * (MEMORY_WINDOW_MS / 1000)) {
      throw new Error('SOAK_SECONDS must leave a minute after the warm-up to compare the memory.');
    }
  }
  const startedAt = new Date();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-soak-'));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const scratch = databaseUrl ? await scratchDatabase(databaseUrl) : undefined;
  const school = await prepare(dataDir, scratch);
  const portal = await startPortal(dataDir, scratch, { WORKERS: SETTINGS.workers });
  const pid = portal.child.pid!;
  say(`  portal ${portal.url} (process ${pid})`);
  if (SETTINGS.ramp) return ramp(portal.url, pid, school, startedAt, where);

  const tally = new Tally();
  const samples: Array<{ at: number; rss: number }> = [];
  const t0 = Date.now();
  const sampler = setInterval(() => {
    void treeResidentMb(pid).then(
      (rss) => samples.push({ at: Date.now() - t0, rss: rss * MB }),
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
        ['answered from the read cache %', fmt(tally.latency.cacheHitPercent(), 1), ''],
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
    database: where,
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

// ---------------------------------------------------------------------------------------------
// The ramp: an open load raised step by step
// ---------------------------------------------------------------------------------------------

interface Step {
  offered: number;
  seconds: number;
  calls: number;
  callsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  uploadP99: number;
  cacheHitPercent: number | null;
  /** Answers made partly of kept parts (a signed-in list: the rows kept, the viewer's marks asked). */
  cachePartialPercent: number | null;
  failed: number;
  unserved: number;
  rssMb: number;
  held: boolean;
  /** Per call: count, p50 and p99 ms, and its share of all the time the step's calls took (%). */
  routes: Record<string, { calls: number; p50: number; p99: number; timeShare: number }>;
}

/** How many more arrivals a Poisson process of `rate` per second makes in `ms`. */
function arrivals(rate: number, ms: number): number {
  // Exponential gaps summed: exact for the process, and no timer per arrival.
  let count = 0;
  let t = -Math.log(1 - Math.random()) / rate;
  while (t * 1000 < ms) {
    count++;
    t += -Math.log(1 - Math.random()) / rate;
  }
  return count;
}

/**
 * Offers `rate` actions per second for one step: every 10 ms the arrivals due are handed to
 * teachers who are not busy (one action at a time each, as a person); arrivals finding none are
 * counted as unserved. Waits for the calls under way before the step is measured.
 */
async function offer(teachers: Teacher[], rate: number, tally: Tally): Promise<number> {
  const idle = [...teachers];
  for (const teacher of teachers) teacher.tally = tally;
  const running = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + SETTINGS.stepSeconds * 1000;
  let last = started;
  while (performance.now() < end && !isInterrupted()) {
    await sleep(10);
    const now = performance.now();
    for (let n = arrivals(rate, now - last); n > 0; n--) {
      const at = Math.floor(Math.random() * idle.length);
      const teacher = idle[at];
      if (!teacher) {
        tally.unserved++;
        continue;
      }
      idle[at] = idle[idle.length - 1]!;
      idle.pop();
      const action = teacher.act().finally(() => {
        idle.push(teacher);
        running.delete(action);
      });
      running.add(action);
    }
    last = now;
  }
  await Promise.all(running);
  return (performance.now() - started) / 1000;
}

function routeFigures(tally: Tally): Step['routes'] {
  const sum = (r: LatencyRecorder) => r.mean() * r.count;
  const total = sum(tally.latency);
  return Object.fromEntries(
    [...tally.perRoute]
      .sort(([, a], [, b]) => sum(b) - sum(a))
      .map(([route, r]) => [
        route,
        { calls: r.count, p50: r.percentile(50), p99: r.percentile(99), timeShare: (100 * sum(r)) / total },
      ]),
  );
}

async function ramp(url: string, pid: number, school: School, startedAt: Date, where: string): Promise<void> {
  const teachers = school.tokens.map((me) => new Teacher(url, me, school, new Tally()));
  // A warm-up at the first rate, not measured: the first answers fill caches and JIT-compile.
  await offer(teachers, SETTINGS.rampStart, new Tally());
  const steps: Step[] = [];
  for (let rate = SETTINGS.rampStart; !isInterrupted(); rate *= SETTINGS.rampFactor) {
    const tally = new Tally();
    const seconds = await offer(teachers, rate, tally);
    const l = tally.latency;
    const step: Step = {
      offered: rate,
      seconds,
      calls: l.count,
      callsPerSecond: l.count / seconds,
      p50: l.percentile(50),
      p99: l.percentile(99),
      max: l.percentile(100),
      uploadP99: tally.uploads.percentile(99),
      cacheHitPercent: l.cacheHitPercent(),
      cachePartialPercent: l.cachePartialPercent(),
      failed: tally.failed,
      unserved: tally.unserved,
      rssMb: await treeResidentMb(pid),
      held: false,
      routes: routeFigures(tally),
    };
    step.held = step.p99 <= SETTINGS.p99LimitMs && step.failed === 0 && step.unserved === 0;
    steps.push(step);
    say(
      `  ${fmt(rate, 1)} actions/s offered: ${fmt(step.callsPerSecond)} calls/s, p99 ${fmt(step.p99)} ms, ` +
        `uploads p99 ${fmt(step.uploadP99)} ms, ${step.failed} failed, ${step.unserved} unserved, ` +
        `cache ${fmt(step.cacheHitPercent, 1)} % + ${fmt(step.cachePartialPercent, 1)} % partly, RSS ${fmt(step.rssMb)} MB`,
    );
    for (const f of tally.failures.slice(0, 5)) say(`    failed: ${f.action} ${f.call} → ${f.status} ${f.body}`);
    if (!step.held) break;
  }
  if (isInterrupted()) throw new Error('interrupted');
  const knee = steps.filter((s) => s.held).at(-1);
  const shown = knee ?? steps[0];
  const text = [
    `Calls at ${shown ? fmt(shown.offered, 1) : '–'} actions/s, by their share of the time all calls took:`,
    formatTable(
      ['call', 'calls', 'p50 ms', 'p99 ms', 'time %'],
      Object.entries(shown?.routes ?? {}).map(([route, r]) => [
        route,
        String(r.calls),
        fmt(r.p50),
        fmt(r.p99),
        fmt(r.timeShare, 1),
      ]),
      ['left', 'right', 'right', 'right', 'right'],
    ),
    '',
    formatTable(
      [
        'offered actions/s',
        'calls/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'upload p99 ms',
        'cache hits %',
        'partly %',
        'failed',
        'unserved',
        'RSS MB',
      ],
      steps.map((s) => [
        fmt(s.offered, 1),
        fmt(s.callsPerSecond),
        fmt(s.p50),
        fmt(s.p99),
        fmt(s.max),
        fmt(s.uploadP99),
        fmt(s.cacheHitPercent, 1),
        fmt(s.cachePartialPercent, 1),
        String(s.failed),
        String(s.unserved),
        fmt(s.rssMb),
      ]),
      Array(11).fill('right'),
    ),
    '',
    knee
      ? `Knee (${where}): ${fmt(knee.callsPerSecond)} calls/s sustained at p99 ${fmt(knee.p99)} ms ` +
        `(${fmt(knee.offered, 1)} actions/s offered), uploads p99 ${fmt(knee.uploadP99)} ms, ` +
        `read cache: ${fmt(knee.cacheHitPercent, 1)} % of cacheable answers from memory alone, ` +
        `${fmt(knee.cachePartialPercent, 1)} % partly, 0 failed`
      : `No step held (${where}): p99 passed ${SETTINGS.p99LimitMs} ms, or a call failed, at the first rate.`,
  ].join('\n');
  say(`\n${text}\n`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `soak-ramp-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: startedAt.toISOString(), database: where, settings: SETTINGS, steps, knee: knee ?? null, table: text }, null, 2)}\n`,
  );
  say(`Results: ${path.relative(process.cwd(), file)}`);
  if (!knee) process.exitCode = 1;
}

runMain(main);
