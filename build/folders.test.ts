// One folder shape in every front end (README, "Adding a page to a remote"), so a new team finds
// each thing where the last one put it, and the lint boundaries (build/boundaries.mjs) cover it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontEnds } from './boundaries.mjs';

const root = path.dirname(import.meta.dirname);

const SHAPE = [
  /^pages\/[^/]+$/, // what the remote exposes
  /^features\/[^/]+\/(api|components|hooks)\/[^/]+$/,
  /^lib\/.+$/, // shared by the package's features
  /^testing\/[^/]+$/, // test helpers
];
/** The shell's entry and its infrastructure: router, remote loading, dialog host, layout. */
const SHELL_ONLY = [/^app\/.+$/, /^(index\.ts|index\.html|bootstrap\.tsx)$/];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('front-end folders', () => {
  it.each(frontEnds())('%s keeps src/pages, src/features/<f>/{api,components,hooks} and src/lib', (app) => {
    const allowed = app === 'shell' ? [...SHAPE, ...SHELL_ONLY] : SHAPE;
    const stray = filesUnder(path.join(root, app, 'src')).filter((file) => !allowed.some((re) => re.test(file)));
    expect(stray).toEqual([]);
  });
});
