// Browser tests of the composed portal: one portal process (fresh data directory, demo data) and one
// separate static server for mf-catalog, so a test can take that remote down and bring it back.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
