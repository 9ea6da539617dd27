// The servers a test file talks to: its worker's own world (global-setup.ts starts one per worker),
// so the files running at the same time never meet in each other's data.
import { inject } from 'vitest';
import type { World } from './global-setup';

export function world(): World {
  const worlds = inject('worlds');
  return worlds[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % worlds.length]!;
}
