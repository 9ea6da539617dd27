/**
 * Global set-up of the API suite: the portal and command-line bundles (api/build.mjs) that the
 * tests starting processes run (support/portalProcess.ts), built when the sources are newer than
 * them — as `npm start` and `npm run portal` build them.
 */
// @ts-expect-error -- plain JavaScript shared with the root scripts; no declarations
import { ensureApiBuilt } from '../../../scripts/lib.mjs';

export async function setup(): Promise<void> {
  await (ensureApiBuilt as (options: { say: (line: string) => void }) => Promise<void>)({ say: () => {} });
}
