/**
 * The API suite's vitest projects: `api` on a fresh in-memory PGlite per test file and, when
 * TEST_DATABASE_URL is set, `api-postgres` running the same files on a fresh PostgreSQL database per
 * test file (created on that server with a random name from the run's migrated template, dropped at
 * the end). Listed by the root vitest.config.ts (vitest does not nest projects) and by
 * api/vitest.config.ts.
 *
 * Each is three projects, run in turn after the component tests (docs/decisions.md "The test
 * command on two cores"): the files that work in the test's own process, two at a time (the
 * machine's two cores); the files that start processes (the portal, its command line), two at a
 * time; the files that use the machine's Redis, one at a time.
 *
 * A few files run on the embedded database only: those that use no database, and two whose subject
 * is not the database but the CPU-heavy work in front of it (a thousand argon2 sign-ins, the corpus
 * of bad inputs refused before any query); PGlite is PostgreSQL's own engine, so running them twice
 * would test nothing new at the cost of ~2 minutes.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;

const files = (...names: string[]) => names.map((name) => `test/${name}.test.ts`);

/** Files that start processes: a group of their own. */
export const STARTS_PROCESSES = files(
  'admin-users',
  'backup',
  'cli',
  'cli-users',
  'config',
  'crash-restart',
  'degradation',
  'first-run',
  'pg-restart',
  'releases-cli',
  'shutdown',
);

/**
 * Files that use the machine's Redis: one at a time, last, since two would share its rate-limit
 * counters and its invalidation channel.
 */
export const USES_REDIS = files('multiprocess', 'password-reset', 'read-cache');

/** The groups a project's files are in, in the order they run, and how many files of each run at a time. */
const GROUPS = {
  inProcess: { include: ['test/**/*.test.ts'], order: 1, workers: 2, label: '' },
  processes: { include: STARTS_PROCESSES, order: 2, workers: 2, label: ' (processes)' },
  redis: { include: USES_REDIS, order: 3, workers: 1, label: ' (redis)' },
} as const;

/** Files the PostgreSQL project leaves out (see above). */
export const EMBEDDED_ONLY = files(
  'bad-input-corpus',
  'bench-report',
  'log',
  'mail-and-keys',
  'pseudonym-key',
  'sanitize',
  'seed-files',
  'sign-in-throttle',
);

function project(name: string, database: 'pglite' | 'postgres', group: keyof typeof GROUPS): TestProjectInlineConfiguration {
  const { include, order, workers, label } = GROUPS[group];
  const leftOut = database === 'postgres' ? EMBEDDED_ONLY : [];
  return {
    test: {
      name: `${name}${label}`,
      root,
      environment: 'node',
      // Processes, not threads: these tests start child processes and handle signals.
      pool: 'forks',
      include: [...include],
      exclude: group === 'inProcess' ? [...STARTS_PROCESSES, ...USES_REDIS, ...leftOut] : leftOut,
      env: { API_TEST_DATABASE: database },
      // The bundles the process-starting tests run (support/portalProcess.ts), and the migrated
      // database every file copies (support/databaseTemplate.ts).
      globalSetup: ['test/support/bundle.ts', 'test/support/databaseTemplate.ts'],
      maxWorkers: workers,
      sequence: { groupOrder: order },
      // argon2 hashing and migrations make the first requests of a file slow on a shared machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

const databases: ['api' | 'api-postgres', 'pglite' | 'postgres'][] = [
  ['api', 'pglite'],
  ...(process.env.TEST_DATABASE_URL ? [['api-postgres', 'postgres'] as ['api-postgres', 'postgres']] : []),
];

export const apiProjects: TestProjectInlineConfiguration[] = databases.flatMap(([name, database]) =>
  (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((group) => project(name, database, group)),
);
