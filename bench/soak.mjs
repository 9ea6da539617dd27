// `npm run soak`: installs and builds what is missing (as `npm start` does), then runs the soak
// itself, api/bench/soak.ts: the portal on a fresh embedded database driven by 200 simulated
// teachers for 10 minutes. Only Node built-ins here: this runs before anything is installed.
import { launch } from './launch.mjs';

const HELP = `npm run soak [-- --quick | --help]

Starts the portal on a fresh temporary data folder with the embedded database (removed at the end),
seeded with the demo, 10,000 materials and 200 teachers, and lets 200 simulated teachers use it for
10 minutes: open a category's list and a material with its comments, search, like, bookmark,
comment, write and answer messages, upload small PDFs, each after a random think time.
Prints the calls per action, failures, latency percentiles and the portal's resident memory, and
writes bench/results/soak-<time>.json. Exits 1 unless: 0 failed calls, 0 calls over 2 s, and the
memory grew by less than 50 MB from the end of the warm-up to the end.

Options:
  --quick               a 2-minute run (SOAK_SECONDS=120 SOAK_WARMUP_SECONDS=30) unless set
  --help                this text

Environment (defaults in brackets):
  SOAK_TEACHERS         simulated teachers [200]
  SOAK_SECONDS          length of the run [600]
  SOAK_WARMUP_SECONDS   memory is compared from the end of this [60]
  SOAK_THINK_MS         mean think time between a teacher's actions [10000]
  SOAK_MATERIALS        materials seeded before the run [10000]
`;

await launch({ script: 'api/bench/soak.ts', help: HELP, quick: { SOAK_SECONDS: '120', SOAK_WARMUP_SECONDS: '30' } });
