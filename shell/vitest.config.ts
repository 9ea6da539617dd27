import { defineProject } from 'vitest/config';
import { providedVersions } from '../build/rspack.mjs';

export default defineProject({
  // As the shell's build does: the versions of the shared singletons it provides (loadRemoteModule).
  define: { __SHELL_PROVIDES__: JSON.stringify(providedVersions(import.meta.dirname)) },
  test: {
    name: 'shell',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../build/vitest-setup.ts'],
  },
});
