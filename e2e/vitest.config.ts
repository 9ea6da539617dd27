// Browser tests of the composed portal, two files at a time: each test worker has its own portal
// process (fresh data directory, demo data) and its own static server for mf-catalog, so a test can
// take that remote down and bring it back (support/global-setup.ts). A file alone keeps a browser and
// a portal busy for less than one core; two at a time use the machine's two
// (docs/decisions.md, "The test command on two cores").
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
