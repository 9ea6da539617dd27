/**
 * The volume the benchmarks measure at, seeded with set-based SQL into a migrated database that
 * already holds the demo (the category tree, the demo accounts): BENCH_MATERIALS (100,000)
 * materials by ~2,000 teachers, each material on exactly one class → theme → type path of the demo
 * tree (links only under 'Noderīgas saites'), Latvian titles and descriptions made of a few dozen
 * topics and phrases, file rows for the file materials, the likes, bookmarks, views and downloads
 * with a skewed popularity, comments on the popular materials with the owners' replies, and
 * private messages between the teachers with replies (some unread, so the inbox badges count).
 *
 * The count triggers are switched off during the bulk insert and the counts are set from the rows
 * in one statement afterwards (the same numbers the triggers would keep, in seconds instead of
 * minutes); the triggers are on again before anything is measured. Every number comes from hashes
 * of the row number: the same data on every run.
 *
 * Used by `npm run bench:materials` (api/bench/materials.ts) and `npm run bench` (api/bench/bench.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

export interface SeedVolumeOptions {
  materials: number;
  /** 2,000 unless told */
  teachers?: number;
  /** ANALYZE afterwards (PostgreSQL's autovacuum would; PGlite has none). Default true. */
  analyze?: boolean;
  /** One line per step with its duration. */
  log?: (line: string) => void;
}

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

/** A number written into the SQL text (the planner sees constants, not untyped parameters). */
const num = (value: number) => sql.raw(String(Math.trunc(value)));

const textArray = (values: readonly string[]) =>
  sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);

export interface Seeded {
  viewerId: number;
  leafNodeId: number;
  topNodeId: number;
  /** The most popular bench material (likes, comments with replies): the material page's case. */
  materialId: number;
  rows: Record<string, number>;
  seedSeconds: number;
}

async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return Number(Object.values(rows[0] ?? {})[0] ?? 0);
}

/** A deterministic number in [0, modulo) from a seed: the same data on every run. */
const hashed = (seed: string, modulo: number) => `(abs(hashtext(${seed})) % ${modulo})`;

export async function seedVolume(db: Database, options: SeedVolumeOptions): Promise<Seeded> {
  const MATERIALS = options.materials;
  const TEACHERS = options.teachers ?? 2_000;
  const say = options.log ?? (() => {});
  const timed = async (label: string, work: () => Promise<unknown>): Promise<void> => {
    const start = performance.now();
    await work();
    say(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
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

  await timed('komentāri un atbildes', async () => {
    // Comments on the popular materials by other teachers (every fifth one already seen), then
    // the owner's reply to every second one: both the owners' and the commenters' inboxes fill.
    await run(sql`
      insert into comments (material_id, user_id, message, seen_by_recipient, created_at, updated_at)
      select b.material_id, t.id,
             'Paldies! ' || (${textArray(SENTENCES)})[1 + (b.sentence + k) % ${num(SENTENCES.length)}],
             (b.i + k) % 5 = 0, b.created_at + (k + 1) * interval '5 hours', b.created_at + (k + 1) * interval '5 hours'
      from bench_plan b
      join generate_series(0, 5) as k on k < floor(power(b.popularity, 3) * 6)
      join bench_teachers t on t.n = (b.i * 11 + k * 1013) % ${num(TEACHERS)}
      where t.id <> b.owner_id`);
    await run(sql`
      insert into comments (material_id, user_id, parent_id, message, seen_by_recipient, created_at, updated_at)
      select c.material_id, b.owner_id, c.id, 'Prieks, ka noderēja. Papildināšu ar uzdevumiem.',
             c.id % 3 = 0, c.created_at + interval '1 day', c.created_at + interval '1 day'
      from comments c join bench_plan b on b.material_id = c.material_id
      where c.parent_id is null and c.id % 2 = 0`);
  });

  await timed('vēstules un atbildes', async () => {
    // One message per five materials between two different teachers (the second is the first
    // plus 1…TEACHERS-1), every third already read, and a reply to every second one.
    await run(sql`
      insert into messages (sender_id, recipient_id, subject, message, seen_by_recipient, created_at, updated_at)
      select s.id, r.id, 'Par materiālu: ' || (${textArray(TOPICS)})[1 + i % ${num(TOPICS.length)}],
             'Labdien! ' || (${textArray(SENTENCES)})[1 + i % ${num(SENTENCES.length)}],
             i % 3 = 0, now() - i * interval '7 minutes', now() - i * interval '7 minutes'
      from generate_series(1, ${num(Math.max(1, Math.round(MATERIALS / 5)))}) as i
      join bench_teachers s on s.n = (i * 7) % ${num(TEACHERS)}
      join bench_teachers r on r.n = (i * 7 + 1 + i % ${num(Math.max(1, TEACHERS - 1))}) % ${num(TEACHERS)}
      where s.id <> r.id`);
    // The viewer's own conversations: a few dozen unread ones at any volume.
    await run(sql`
      insert into messages (sender_id, recipient_id, subject, message, seen_by_recipient, created_at, updated_at)
      select t.id, ${num(viewerId)}, 'Jautājums par darba lapu', 'Labdien! Vai drīkstu izmantot jūsu materiālu?',
             false, now() - t.n * interval '1 hour', now() - t.n * interval '1 hour'
      from bench_teachers t where t.n between 1 and 40`);
    await run(sql`
      insert into messages (sender_id, recipient_id, reply_to_id, message, seen_by_recipient, created_at, updated_at)
      select recipient_id, sender_id, id, 'Paldies, noteikti!', id % 4 = 0,
             created_at + interval '2 hours', created_at + interval '2 hours'
      from messages m
      where reply_to_id is null and id % 2 = 0
        and recipient_id in (select id from bench_teachers)`);
  });

  const leafNodeId = await scalar(db, sql`select type_node from bench_places where not is_link order by n limit 1`);
  const topNodeId = await scalar(db, sql`select class_node from bench_places order by n limit 1`);
  const materialId = await scalar(db, sql`select material_id from bench_plan order by popularity desc, i limit 1`);
  await run(sql`drop table bench_plan`);
  await run(sql`drop table bench_places`);
  await run(sql`drop table bench_teachers`);
  // PostgreSQL's autovacuum would analyze the new rows; PGlite has none. analyze: false measures
  // without statistics (a PGlite portal that was never analyzed).
  if (options.analyze !== false) await timed('ANALYZE', () => run(sql`analyze`));

  const rows: Record<string, number> = {};
  for (const table of ['users', 'materials', 'material_categories', 'files', ...counted, 'comments', 'messages']) {
    rows[table] = await scalar(db, sql.raw(`select count(*) from ${table}`));
  }
  return { viewerId, leafNodeId, topNodeId, materialId, rows, seedSeconds: (performance.now() - started) / 1000 };
}
