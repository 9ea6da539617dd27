import { defineProject } from 'vitest/config';

// Tests of the repository's own rules: import boundaries and the remotes' exposed modules.
export default defineProject({
  test: { name: 'build', environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 },
});
