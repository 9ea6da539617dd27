/**
 * `npm run release -w <app>` (issue 21, scope 1): the app's build made into an immutable, versioned
 * release: `releases/<app>/<version>+<commit>/` holding the built files (`files/`) and
 * `release.json`, the release manifest a portal reads before it publishes or activates it (computed
 * by the build, build/release-manifest.mjs, which writes it as `dist/release.json`):
 *
 * - name (the federation name), package, version, commit and build time;
 * - the modules it exposes and the routes it owns (its `routes.json`);
 * - for every shared singleton, the exact version it was built against and the range it needs.
 *
 * A folder that exists is never written again: the same version and commit is the same release.
 * A working tree with uncommitted changes in the app is refused, since its commit would not name
 * what was built.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest } from '@portal/contracts/releases';
import { releaseManifest, ROOT } from './release-manifest.mjs';

export { releaseManifest, ROOT };

/**
 * The manifest the build wrote (`dist/release.json`, build/release-manifest.mjs) with the release's
 * commit stamped on it: the build may have run before the commit was known to be clean.
 */
export function builtManifest(appDir: string, commit: string): ReleaseManifest {
  const file = path.join(appDir, 'dist', 'release.json');
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: build the app first`);
  return { ...(JSON.parse(readFileSync(file, 'utf8')) as ReleaseManifest), commit };
}

/** Writes the release folder under `outRoot`; refuses one that exists. Returns its path. */
export function writeRelease(appDir: string, outRoot: string, manifest: ReleaseManifest): string {
  const folder = path.join(outRoot, path.basename(appDir), `${manifest.version}+${manifest.commit}`);
  if (existsSync(folder)) throw new Error(`${path.relative(ROOT, folder)} exists: a release is never written twice`);
  mkdirSync(folder, { recursive: true });
  cpSync(path.join(appDir, 'dist'), path.join(folder, 'files'), { recursive: true });
  writeFileSync(path.join(folder, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

function gitCommit(appDir: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--', path.relative(ROOT, appDir) || '.');
  if (dirty)
    throw new Error(`${path.relative(ROOT, appDir)} has uncommitted changes: commit them, then release\n${dirty}`);
  return git('rev-parse', '--short=12', 'HEAD');
}

function main(): void {
  const appDir = path.resolve(process.argv[2] ?? process.cwd());
  const manifest = builtManifest(appDir, gitCommit(appDir));
  const folder = writeRelease(appDir, path.join(ROOT, 'releases'), manifest);
  console.info(`${manifest.name} ${manifest.version} (${manifest.commit}): ${path.relative(process.cwd(), folder)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
