import { defineProject } from 'vitest/config';

export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'mf-admin',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../build/vitest-setup.ts'],
  },
});
