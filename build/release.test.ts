/** A release of one app (build/release.ts): its manifest says what it needs, and it is never written twice. */
import { copyFile, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtManifest, releaseManifest, ROOT, writeRelease } from './release';

let work: string;
let app: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'release-'));
  app = path.join(work, 'mf-catalog');
  await mkdir(path.join(app, 'dist'), { recursive: true });
  await writeFile(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: '@portal/mf-catalog',
      version: '1.0.1',
      dependencies: { '@portal/shared-ui': '^1.0.0', '@portal/contracts': '^1.0.0', react: '~19.3.1' },
    }),
  );
  await writeFile(
    path.join(app, 'dist', 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_catalog',
      exposes: [
        { name: 'HomePage', path: './HomePage' },
        { name: 'PostPage', path: './PostPage' },
      ],
    }),
  );
  await writeFile(path.join(app, 'dist', 'remoteEntry.js'), '/* built */');
  // The routes it owns are its own routes.json (issue 21, scope 5).
  await copyFile(path.join(ROOT, 'mf-catalog', 'routes.json'), path.join(app, 'routes.json'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('a release of one app', () => {
  it('names what it is, what it exposes, the routes it owns and what it needs of every shared singleton', () => {
    const manifest = releaseManifest(app, 'abc123def456', new Date('2026-11-28T12:00:00Z'));
    expect(manifest).toMatchObject({
      name: 'mf_catalog',
      package: '@portal/mf-catalog',
      version: '1.0.1',
      commit: 'abc123def456',
      builtAt: '2026-11-28T12:00:00.000Z',
      exposes: ['./HomePage', './PostPage'],
    });
    expect(manifest.routes).toContainEqual({
      name: 'home',
      path: '/',
      auth: false,
      admin: false,
      module: './HomePage',
    });
    expect(manifest.routes.every((route) => !route.name.startsWith('auth.'))).toBe(true);
    // The range is the app's own; the version the one it was built against.
    expect(manifest.shared.react).toEqual({ builtWith: expect.stringMatching(/^19\.3\.\d+$/), needs: '~19.3.1' });
    expect(manifest.shared['@portal/shared-ui']).toEqual({
      builtWith: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      needs: '^1.0.0',
    });
    expect(Object.keys(manifest.shared)).toEqual(
      expect.arrayContaining(['react-dom', '@tanstack/react-query', 'zustand', '@portal/contracts']),
    );
  });

  it('is written once, as a folder named by version and commit with the built files and the manifest', async () => {
    const out = path.join(work, 'releases');
    const manifest = releaseManifest(app, 'abc123def456', new Date());
    const folder = writeRelease(app, out, manifest);
    expect(path.relative(out, folder)).toBe(path.join('mf-catalog', '1.0.1+abc123def456'));
    expect(await readFile(path.join(folder, 'files', 'remoteEntry.js'), 'utf8')).toBe('/* built */');
    expect(JSON.parse(await readFile(path.join(folder, 'release.json'), 'utf8'))).toEqual(manifest);
    expect(() => writeRelease(app, out, manifest)).toThrow(/never written twice/);
  });

  it("is the build's dist/release.json with the release's commit stamped on it", async () => {
    const built = releaseManifest(app, 'unknown', new Date('2026-11-28T12:00:00Z'));
    await writeFile(path.join(app, 'dist', 'release.json'), JSON.stringify(built));
    expect(builtManifest(app, 'abc123def456')).toEqual({ ...built, commit: 'abc123def456' });
    await rm(path.join(app, 'dist', 'release.json'));
    expect(() => builtManifest(app, 'abc')).toThrow(/build the app first/);
  });

  it('owns no routes when the app has no routes.json (the shell)', async () => {
    const shell = path.join(work, 'shell');
    await mkdir(path.join(shell, 'dist'), { recursive: true });
    await writeFile(path.join(shell, 'package.json'), JSON.stringify({ name: '@portal/shell', version: '1.0.0' }));
    await writeFile(path.join(shell, 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'shell' }));
    expect(releaseManifest(shell, 'abc', new Date())).toMatchObject({ name: 'shell', exposes: [], routes: [] });
  });

  it('refuses an app that is not built', () => {
    expect(() => releaseManifest(work, 'abc', new Date())).toThrow(/not built|package\.json/);
  });
});
