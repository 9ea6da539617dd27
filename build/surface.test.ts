/**
 * The shared packages' versions against their public surface (build/surface.ts): a team that
 * changes what @portal/shared-ui or @portal/contracts export must say so with a version the apps'
 * ranges can be checked against.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { satisfies } from '@portal/contracts/releases';
import {
  bumpBetween,
  checkVersion,
  compareSurfaces,
  readPackage,
  recordedSurface,
  ROOT,
  SHARED_PACKAGES,
  surfaceOf,
  type Surface,
} from './surface';

describe('the shared packages, as released', () => {
  it.each(SHARED_PACKAGES)(
    '%s: its public surface is recorded for its version, which allows every change since',
    (dir) => {
      const { version } = readPackage(dir);
      const recorded = recordedSurface(dir);
      expect(recorded, `${dir}/api-surface.json is missing: npm run surface -- --write`).not.toBeNull();
      const { problems, stale } = checkVersion(recorded!, version, surfaceOf(dir));
      expect(problems).toEqual([]);
      expect(stale, `${dir}: the surface of ${version} is not recorded: npm run surface -- --write`).toBe(false);
    },
    120_000,
  );

  it.each(SHARED_PACKAGES)('%s: its change log has an entry for its version', (dir) => {
    const log = readFileSync(path.join(ROOT, dir, 'CHANGELOG.md'), 'utf8');
    expect(log).toContain(`\n## ${readPackage(dir).version} (`);
  });

  it("every app's stated range of each shared package is one its version satisfies", () => {
    // Every workspace that states a range of a shared package: the apps, the API and shared-ui itself.
    const apps = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    const unsatisfied: string[] = [];
    for (const app of apps) {
      for (const dir of SHARED_PACKAGES) {
        const { name, version } = readPackage(dir);
        const range = readPackage(app).dependencies?.[name];
        if (range === undefined) continue;
        if (!satisfies(version, range)) unsatisfied.push(`${app} needs ${name} ${range}, which ${version} does not satisfy`);
      }
    }
    expect(unsatisfied).toEqual([]);
  });
});

describe('what a change to the surface asks of the version', () => {
  const before: Surface = { 'lib/a': { one: 'f1', two: 'f2' }, 'lib/b': { three: 'f3' } };
  const recorded = { version: '1.2.3', modules: before };

  it('an added export or module needs a minor version; a patch one is refused with the change named', () => {
    const added: Surface = { ...before, 'lib/a': { ...before['lib/a'], four: 'f4' }, 'lib/c': {} };
    expect(compareSurfaces(before, added)).toEqual({
      bump: 'minor',
      changes: ['added lib/a: four', 'added module lib/c'],
    });
    expect(checkVersion(recorded, '1.2.4', added).problems).toEqual([
      'the public surface changed since 1.2.3 and needs a minor version, but package.json says 1.2.4:',
      '  added lib/a: four',
      '  added module lib/c',
    ]);
    expect(checkVersion(recorded, '1.3.0', added)).toEqual({ problems: [], stale: true });
  });

  it('a removed export or module, or a changed type, needs a major version', () => {
    const removed: Surface = { 'lib/a': { one: 'f1', two: 'changed' } };
    expect(compareSurfaces(before, removed)).toEqual({
      bump: 'major',
      changes: ['changed lib/a: two', 'removed module lib/b'],
    });
    expect(checkVersion(recorded, '1.3.0', removed).problems[0]).toContain('needs a major version');
    expect(checkVersion(recorded, '2.0.0', removed)).toEqual({ problems: [], stale: true });
  });

  it('no change keeps the version; a fix may still raise the patch, and a version may not go back', () => {
    expect(checkVersion(recorded, '1.2.3', before)).toEqual({ problems: [], stale: false });
    expect(checkVersion(recorded, '1.2.4', before)).toEqual({ problems: [], stale: true });
    expect(checkVersion(recorded, '1.2.2', before).problems).toEqual([
      'version 1.2.2 is older than the recorded 1.2.3',
    ]);
    expect([bumpBetween('1.2.3', '2.0.0'), bumpBetween('1.2.3', '1.10.0'), bumpBetween('1.2.3', '1.2.3')]).toEqual([
      'major',
      'minor',
      'none',
    ]);
  });
});
