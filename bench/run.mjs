// `npm run bench`: installs and builds what is missing (as `npm start` does), then runs the
// benchmark itself, api/bench/bench.ts, which starts the portal on a fresh seeded data folder, a
// bare Fastify server, autocannon and Lighthouse, prints one table and writes bench/results/.
// Only Node built-ins here: this runs before anything is installed.
import { launch } from './launch.mjs';

const HELP = `npm run bench [-- --quick | --help]

Measures the portal end to end and prints one table; the JSON goes to bench/results/bench-<time>.json.
On a fresh temporary data folder (removed at the end) it seeds the volume below, starts the portal
(api/dist/server/main.js as npm start runs it, 127.0.0.1, a free port, the read cache on as by
default) and a bare Fastify hello world as the baseline, then:
  API       autocannon per case: each list sort (created_at, likes, downloads; bookmarks signed in)
            on page 1 and 50, with and without a category, signed out and in; a material page, the
            search and the inbox statistics signed in: req/s, % of the bare server, p50/p95/p99 ms,
            non-2xx, read-cache hits
  mixed     the home page's anonymous calls together: req/s, p99, requests over 1 s
  memory    the portal's resident memory (VmRSS) BENCH_IDLE_SECONDS after its start, before any
            request (idle), and its peak (VmHWM) during the load that follows
  front end Lighthouse, mobile defaults, median of the runs: home (signed out), a category's
            materials and a material page (signed in): score, LCP, TBT, CLS, JS transfer size
The API and mixed runs repeat on PostgreSQL when DATABASE_URL is set (a scratch database is created
on that server and dropped at the end).

Options:
  --quick                    a few minutes instead of ~20: BENCH_MATERIALS=5000 BENCH_SECONDS=3
                             BENCH_MIXED_SECONDS=5 BENCH_LIGHTHOUSE_RUNS=1 (each unless set)
  --help                     this text

Environment (defaults in brackets):
  BENCH_MATERIALS            materials to seed [100000]; ~2,000 teachers with likes, views,
                             bookmarks, downloads, comments and messages come with them
  BENCH_SECONDS              seconds per API case [10]
  BENCH_CONNECTIONS          connections per API case [32]
  BENCH_MIXED_SECONDS        seconds of the mixed run [30]
  BENCH_MIXED_CONNECTIONS    connections of the mixed run [200]
  BENCH_LIGHTHOUSE_RUNS      Lighthouse runs per page, 0 skips the front end [3]
  BENCH_IDLE_SECONDS         seconds after the start before the idle RSS is read [20]
  BENCH_LOG_LEVEL            the portal's LOG_LEVEL during the run [warn]
  CHROME_PATH                Chromium or Chrome [/usr/bin/chromium]
  DATABASE_URL               also measure on PostgreSQL (needs the right to create databases)
  READ_CACHE_TTL_MS          passed to the portal; 0 measures without the anonymous read cache
`;

await launch({
  script: 'api/bench/bench.ts',
  help: HELP,
  quick: { BENCH_MATERIALS: '5000', BENCH_SECONDS: '3', BENCH_MIXED_SECONDS: '5', BENCH_LIGHTHOUSE_RUNS: '1' },
});
