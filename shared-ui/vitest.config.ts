import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared-ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../build/vitest-setup.ts'],
  },
});
