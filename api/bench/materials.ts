/**
 * `npm run bench:materials`: how fast the material lists and the search answer at 100,000 materials.
 *
 * On a fresh embedded database (a new data directory) and, when DATABASE_URL is set, also on a
 * scratch database it creates on that PostgreSQL server (`bench_materials_<random>`, dropped at
 * the end; the database DATABASE_URL names is only used to create and drop it), it:
 *  1. migrates and seeds the demo (the category tree, the demo accounts and materials);
 *  2. adds BENCH_MATERIALS (100,000) materials with set-based SQL: ~2,000 teachers, each material
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
 * BENCH_WARMUP, BENCH_ANALYZE=0, BENCH_KEEP=1 (keep the data directory and scratch database, printed,
 * for EXPLAIN).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { issueAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/index';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/demo';
import { createLocalStorage } from '../src/storage/local';

const MATERIALS = Number(process.env.BENCH_MATERIALS || 100_000);
const TEACHERS = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS || 60);
const WARMUP = Number(process.env.BENCH_WARMUP || 5);
const GOAL_P95_MS = 20;
const KEEP = process.env.BENCH_KEEP === '1';
const RESULTS_DIR = path.resolve(import.meta.dirname, 'results');

const say = (line = '') => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------
// Words the titles and descriptions are made of (search needs something to find)
// ---------------------------------------------------------------------------------------------

const TOPICS = [
  'Svārstības un viļņi',
  'Elektriskā ķēde',
  'Blīvuma aprēķināšana',
  'Gaismas laušana',
  'Ņūtona likumi',
  'Spiediens šķidrumos',
  'Siltuma vadīšana',
  'Skaņas viļņi',
  'Magnētiskais lauks',
  'Enerģijas nezūdamība',
  'Vienmērīga kustība',
  'Berzes spēks',
  'Elektriskā strāva un spriegums',
  'Optiskās lēcas',
  'Atoma uzbūve',
  'Radioaktivitāte',
  'Mehāniskais darbs un jauda',
  'Arhimēda spēks',
  'Kušana un viršana',
  'Mērījumu kļūdas',
  'Matemātiskais svārsts',
  'Ūdens agregātstāvokļi',
  'Saules sistēma',
  'Elektromagnētiskā indukcija',
];
const FORMS = [
  ': darba lapa',
  ': prezentācija',
  ' — laboratorijas darbs',
  ': pārbaudes darbs',
  ' stundai',
  ' ar uzdevumiem',
  ' (atkārtojums)',
  ' skolēniem',
  ': mājasdarbs',
  ' eksāmenam',
  ': uzskates materiāls',
  ' pāru darbam',
];
const SENTENCES = [
  'Ietver teoriju, piemērus un atbildes.',
  'Skolēni mēra, pieraksta rezultātus tabulā un izdara secinājumus.',
  'Piemērots darbam grupās un patstāvīgam darbam mājās.',
  'Uzdevumi sakārtoti no vieglākā līdz grūtākajam; vērtēšanas kritēriji beigās.',
  'Ar attēliem un grafikiem, ko var rādīt uz tāfeles.',
  'Drošības noteikumi un nepieciešamie piederumi aprakstīti sākumā.',
  'Sagatavots pēc jaunā mācību satura; der arī atkārtošanai pirms ieskaites.',
  'Ietver eksperimentu ar ikdienas priekšmetiem un jautājumus pārrunām.',
  'Skolotājam: ieteikumi stundas gaitai un biežākās skolēnu kļūdas.',
  'Papildināts ar simulāciju un īsu video par tēmu.',
];
const FIRST_NAMES = ['Anna', 'Jānis', 'Līga', 'Pēteris', 'Ilze', 'Mārtiņš', 'Dace', 'Andris', 'Ieva', 'Kārlis'];
const LAST_NAMES = [
  'Ozola',
  'Kalniņš',
  'Bērziņa',
  'Liepiņš',
  'Krūmiņa',
  'Zariņš',
  'Vītola',
  'Ēķis',
  'Jansone',
  'Šmits',
];
const MIME_TYPES = [
  'application/pdf',
  'application/pdf',
  'image/png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
const EXTENSIONS = ['pdf', 'pdf', 'png', 'docx', 'pptx', 'xlsx'];

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

/** A number written into the SQL text (the planner sees constants, not untyped parameters). */
const num = (value: number) => sql.raw(String(Math.trunc(value)));

const textArray = (values: readonly string[]) =>
  sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

interface Seeded {
  viewerId: number;
  leafNodeId: number;
  topNodeId: number;
  rows: Record<string, number>;
  seedSeconds: number;
}

async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return Number(Object.values(rows[0] ?? {})[0] ?? 0);
}

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await work();
  say(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/** A deterministic number in [0, modulo) from a seed: the same data on every run. */
const hashed = (seed: string, modulo: number) => `(abs(hashtext(${seed})) % ${modulo})`;

async function seedMaterials(db: Database): Promise<Seeded> {
  const started = performance.now();
  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  await timed('skolotāji', async () => {
    await run(sql`
      insert into users (first_name, last_name, pseudonym, email, email_verified_at, approved_at, created_at)
      select ${textArray(FIRST_NAMES)}[1 + i % ${num(FIRST_NAMES.length)}],
             ${textArray(LAST_NAMES)}[1 + (i / ${num(FIRST_NAMES.length)}) % ${num(LAST_NAMES.length)}],
             case when i % 4 = 0 then 'Fizikas draugs ' || i end,
             'skolotajs' || i || '@bench.lv', now(), now(), now() - interval '4 years'
      from generate_series(0, ${num(TEACHERS - 1)}) as i`);
    await run(sql`drop table if exists bench_teachers`);
    await run(sql`
      create table bench_teachers as
      select (row_number() over (order by id))::int - 1 as n, id, pseudonym
      from users where email like '%@bench.lv'`);
  });

  await run(sql`drop table if exists bench_places`);
  await run(sql`
    create table bench_places as
    select (row_number() over (order by leaf.id))::int - 1 as n, top.id as class_node, theme.id as theme_node,
           leaf.id as type_node, c.title = 'Noderīgas saites' as is_link
    from category_nodes leaf
    join categories c on c.id = leaf.category_id
    join category_nodes theme on theme.id = leaf.parent_id
    join category_nodes top on top.id = theme.parent_id and top.parent_id is null
    where not exists (select 1 from category_nodes child where child.parent_id = leaf.id)`);
  const places = await scalar(db, sql`select count(*) from bench_places`);
  if (!places) throw new Error('The demo tree has no class → theme → type paths.');

  const materialBase = await scalar(db, sql`select coalesce(max(id), 0) from materials`);
  const fileBase = await scalar(db, sql`select coalesce(max(id), 0) from files`);

  // The signed-in viewer of the measurements: the first bench teacher.
  const viewerId = await scalar(db, sql`select id from bench_teachers where n = 0`);
  const counted = ['likes', 'bookmarks', 'material_views', 'material_downloads'];
  // Every table whose triggers keep counts or copies (migrations 0004, 0006): off during the bulk
  // insert, the counts and copies set from the rows afterwards, on again before measuring.
  const triggered = [...counted, 'materials', 'material_categories'];
  for (const table of triggered) await run(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await timed(`${MATERIALS} materiāli (${places} vietas kokā)`, async () => {
      // One row per material to be: its place, owner, words and popularity, all from hashes of i.
      await run(sql`drop table if exists bench_plan`);
      await run(sql`
      create table bench_plan as
      select i,
             ${sql.raw(String(materialBase))} + i as material_id,
             ${sql.raw(String(fileBase))} + i as file_id,
             p.class_node, p.theme_node, p.type_node, p.is_link,
             t.id as owner_id, t.pseudonym is not null and i % 3 = 0 as by_pseudonym,
             ${sql.raw(hashed(`'t' || i`, TOPICS.length))} as topic,
             ${sql.raw(hashed(`'f' || i`, FORMS.length))} as form,
             ${sql.raw(hashed(`'s' || i`, SENTENCES.length))} as sentence,
             ${sql.raw(hashed(`'k' || i`, MIME_TYPES.length))} as kind,
             now() - (${num(MATERIALS)} - i) * interval '15 minutes' - ${sql.raw(hashed(`'c' || i`, 900))} * interval '1 second' as created_at,
             ${sql.raw(hashed(`'u' || i`, 10_000))} / 10000.0 as popularity
      from generate_series(1, ${num(MATERIALS)}) as i
      join bench_places p on p.n = ${sql.raw(hashed(`'p' || i`, places))}
      join bench_teachers t on t.n = ${sql.raw(hashed(`'o' || i`, TEACHERS))}`);
      await run(sql`
      insert into files (id, storage_key, original_name, mime_type, size, is_public, created_at)
      overriding system value
      select file_id, 'bench/' || i || '.' || (${textArray(EXTENSIONS)})[1 + kind],
             'materials-' || i || '.' || (${textArray(EXTENSIONS)})[1 + kind],
             (${textArray(MIME_TYPES)})[1 + kind], 20000 + i, false, created_at
      from bench_plan where not is_link`);
      await run(sql`
      insert into materials (id, title, description, type, uri, file_id, mime_type, owner_id, signature_type,
                             created_at, updated_at)
      overriding system value
      select material_id,
             (${textArray(TOPICS)})[1 + topic] || (${textArray(FORMS)})[1 + form],
             'Materiāls par tēmu „' || (${textArray(TOPICS)})[1 + topic] || '“. ' || (${textArray(SENTENCES)})[1 + sentence],
             (case when is_link then 'link' else 'file' end)::material_type,
             case when is_link then 'https://resursi.example.lv/fizika/' || i end,
             case when is_link then null else file_id end,
             case when is_link then null else (${textArray(MIME_TYPES)})[1 + kind] end,
             owner_id,
             (case when by_pseudonym then 'pseudonym' else 'name' end)::signature_type,
             created_at, created_at
      from bench_plan`);
      await run(sql`
      insert into material_categories (material_id, node_id)
      select material_id, class_node from bench_plan
      union all select material_id, theme_node from bench_plan
      union all select material_id, type_node from bench_plan`);
      await run(sql`select setval(pg_get_serial_sequence('materials', 'id'), (select max(id) from materials))`);
      await run(sql`select setval(pg_get_serial_sequence('files', 'id'), (select max(id) from files))`);
    });

    await timed('patīk, grāmatzīmes, skatījumi, lejupielādes', async () => {
      // Popularity is skewed: most materials have a few, some have many. Distinct users per
      // material: (i·7 + k·729) mod 2000 differs for every k < 2000 (729 and 2000 are coprime).
      await run(sql`
        insert into likes (user_id, material_id, created_at)
        select t.id, b.material_id, b.created_at + k * interval '1 hour'
        from bench_plan b
        join generate_series(0, 24) as k on k < floor(power(b.popularity, 3) * 25)
        join bench_teachers t on t.n = (b.i * 7 + k * 729) % ${num(TEACHERS)}
        where t.id <> b.owner_id`);
      await run(sql`
        insert into bookmarks (user_id, material_id, created_at)
        select t.id, b.material_id, b.created_at + k * interval '2 hours'
        from bench_plan b
        join generate_series(0, 9) as k on k < floor(power(b.popularity, 4) * 10)
        join bench_teachers t on t.n = (b.i * 13 + k * 1309) % ${num(TEACHERS)}
        where t.id <> b.owner_id and t.n <> 0`);
      // The viewer's own bookmarks: enough for 50 pages and more.
      await run(sql`
        insert into bookmarks (user_id, material_id, created_at)
        select ${num(viewerId)}, material_id, created_at + interval '1 day'
        from bench_plan where i % 50 = 7 and owner_id <> ${num(viewerId)}`);
      await run(sql`
        insert into material_views (material_id, user_id, viewer_key, counted_hour, created_at)
        select b.material_id, null, 'a:bench' || k, date_trunc('hour', b.created_at) + k * interval '1 hour',
               b.created_at + k * interval '1 hour'
        from bench_plan b
        join generate_series(0, 39) as k on k < 1 + floor(power(b.popularity, 2) * 30)`);
      await run(sql`
        insert into material_downloads (material_id, user_id, created_at)
        select b.material_id, null, b.created_at + k * interval '3 hours'
        from bench_plan b
        join generate_series(0, 14) as k on k < floor(power(b.popularity, 2) * 10)
        where not b.is_link`);
    });
    await timed('skaitītāji materiālu rindās', () =>
      run(sql`
        update materials m set
          likes_count = coalesce((select count(*) from likes l where l.material_id = m.id), 0),
          bookmarks_count = coalesce((select count(*) from bookmarks b where b.material_id = m.id), 0),
          views_count = coalesce((select count(*) from material_views v where v.material_id = m.id), 0),
          downloads_count = coalesce((select count(*) from material_downloads d where d.material_id = m.id), 0)`),
    );
    await timed('kopijas kategoriju saitēs, skaiti mezglos', async () => {
      await run(sql`
        update material_categories mc
        set created_at = m.created_at, likes_count = m.likes_count, downloads_count = m.downloads_count
        from materials m where m.id = mc.material_id`);
      await run(sql`
        update category_nodes n
        set materials_count = (select count(*) from material_categories mc where mc.node_id = n.id)`);
      await run(sql`update material_totals set materials_count = (select count(*) from materials)`);
    });
  } finally {
    for (const table of triggered) await run(sql.raw(`alter table ${table} enable trigger user`));
  }

  const leafNodeId = await scalar(db, sql`select type_node from bench_places where not is_link order by n limit 1`);
  const topNodeId = await scalar(db, sql`select class_node from bench_places order by n limit 1`);
  await run(sql`drop table bench_plan`);
  await run(sql`drop table bench_places`);
  await run(sql`drop table bench_teachers`);
  // PostgreSQL's autovacuum would analyze the new rows; PGlite has none. BENCH_ANALYZE=0 measures
  // without statistics (a PGlite portal that was never analyzed).
  if (process.env.BENCH_ANALYZE !== '0') await timed('ANALYZE', () => run(sql`analyze`));

  const rows: Record<string, number> = {};
  for (const table of ['users', 'materials', 'material_categories', 'files', ...counted]) {
    rows[table] = await scalar(db, sql.raw(`select count(*) from ${table}`));
  }
  return { viewerId, leafNodeId, topNodeId, rows, seedSeconds: (performance.now() - started) / 1000 };
}

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
    });
    handle = await openDatabase(config);
    await migrate(handle);
    const db: Database = handle.db;
    const storage = createLocalStorage(dataDir);
    await timed('demo dati', () => seedDemo({ db, storage }));
    const seeded = await seedMaterials(db);
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
