/**
 * The API suite's vitest projects: `api` on a fresh in-memory PGlite per test file and, when
 * TEST_DATABASE_URL is set, `api-postgres` running the same files on a fresh PostgreSQL database per
 * test file (created on that server with a random name, migrated, dropped at the end). Listed by
 * the root vitest.config.ts (vitest does not nest projects) and by api/vitest.config.ts.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;

function project(name: string, database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root,
      environment: 'node',
      include: ['test/**/*.test.ts'],
      env: { API_TEST_DATABASE: database },
      // The bundles the process-starting tests run (support/portalProcess.ts), and the migrated
      // database every file copies (support/databaseTemplate.ts).
      globalSetup: ['test/support/bundle.ts', 'test/support/databaseTemplate.ts'],
      // argon2 hashing and migrations make the first requests of a file slow on a shared machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export const apiProjects: TestProjectInlineConfiguration[] = [
  project('api', 'pglite'),
  ...(process.env.TEST_DATABASE_URL ? [project('api-postgres', 'postgres')] : []),
];
