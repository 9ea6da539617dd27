// `npm run soak`: installs and builds what is missing (as `npm start` does), then runs the soak
// itself, api/bench/soak.ts: the portal on a fresh embedded database driven by 200 simulated
// teachers for 10 minutes. Only Node built-ins here: this runs before anything is installed.
import { launch } from './launch.mjs';

const HELP = `npm run soak [-- --quick | --ramp | --help]

Starts the portal on a fresh temporary data folder with the embedded database (removed at the end),
seeded with the demo, 10,000 materials and 200 teachers, and lets 200 simulated teachers use it for
10 minutes: open a category's list and a material with its comments, search, like, bookmark,
comment, write and answer messages, upload small PDFs, each after a random think time.
Prints the calls per action, failures, latency percentiles and the portal's resident memory, and
writes bench/results/soak-<time>.json. Exits 1 unless: 0 failed calls, 0 calls over 2 s, and the
memory grew by less than 50 MB from the end of the warm-up to the end.

With --ramp, the same mix is offered as an open load raised step by step (from SOAK_RAMP_START
actions/s, times SOAK_RAMP_FACTOR every SOAK_STEP_SECONDS) until p99 passes SOAK_P99_MS, a call fails
or no teacher is free; prints each step and the knee: the calls/s the portal sustains within the
limit, with that step's p99, uploads' p99 and read-cache hit rate (bench/results/soak-ramp-*.json).

With DATABASE_URL, the portal runs on a scratch PostgreSQL database made next to the one it names
(dropped at the end); WORKERS=N runs it as N processes (memory is their sum).

Options:
  --quick               a 2-minute run (SOAK_SECONDS=120 SOAK_WARMUP_SECONDS=30) unless set
  --ramp                find the knee instead of holding a steady load (SOAK_RAMP=1)
  --help                this text

Environment (defaults in brackets):
  SOAK_TEACHERS         simulated teachers [200]
  SOAK_SECONDS          length of the run [600]
  SOAK_WARMUP_SECONDS   memory is compared from the end of this [60]
  SOAK_THINK_MS         mean think time between a teacher's actions [10000]
  SOAK_MATERIALS        materials seeded before the run [10000]
  SOAK_RAMP_START       --ramp: actions per second of the first step [20]
  SOAK_RAMP_FACTOR      --ramp: each step offers this many times the last [1.25]
  SOAK_STEP_SECONDS     --ramp: length of a step [30]
  SOAK_P99_MS           --ramp: the p99 a step must hold [500]
  DATABASE_URL          PostgreSQL instead of the embedded database
  WORKERS               processes of the portal (needs DATABASE_URL above 1)
`;

await launch({
  script: 'api/bench/soak.ts',
  help: HELP,
  quick: { SOAK_SECONDS: '120', SOAK_WARMUP_SECONDS: '30' },
  flags: { '--ramp': { SOAK_RAMP: '1' } },
});
