/**
 * `npm run release -w <app>` (issue 21, scope 1): the app's build made into an immutable, versioned
 * release: `releases/<app>/<version>+<commit>/` holding the built files (`files/`) and
 * `release.json`, the release manifest a portal reads before it publishes or activates it:
 *
 * - name (the federation name), package, version, commit and build time;
 * - the modules it exposes and the routes it owns (the route table's entries naming it);
 * - for every shared singleton, the exact version it was built against and the range it needs.
 *
 * A folder that exists is never written again: the same version and commit is the same release.
 * A working tree with uncommitted changes in the app is refused, since its commit would not name
 * what was built.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest, SharedNeed } from '@portal/contracts/releases';
import { ROUTES } from '@portal/contracts/routes';
import { sharedSingletons } from './rspack.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');

interface Manifest {
  name: string;
  exposes?: Array<{ path?: string; name: string }>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The release manifest of an app folder whose `dist/` is built. */
export function releaseManifest(appDir: string, commit: string, builtAt: Date): ReleaseManifest {
  const pkg = readJson<{ name: string; version: string }>(path.join(appDir, 'package.json'));
  const dist = path.join(appDir, 'dist');
  const mfManifest = path.join(dist, 'mf-manifest.json');
  if (!existsSync(mfManifest)) throw new Error(`${path.relative(ROOT, dist)}: not built (no mf-manifest.json)`);
  const manifest = readJson<Manifest>(mfManifest);
  const exposes = (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`).sort();
  const shared: Record<string, SharedNeed> = {};
  for (const [key, spec] of Object.entries(sharedSingletons(appDir))) {
    // One line per package: its subpath keys share its version and range.
    const name = key.replace(/\/$/, '').replace(/^(@portal\/contracts)\/.*$/, '$1');
    shared[name] ??= { builtWith: spec.version, needs: spec.requiredVersion };
  }
  return {
    name: manifest.name,
    package: pkg.name,
    version: pkg.version,
    commit,
    builtAt: builtAt.toISOString(),
    exposes,
    routes: ROUTES.filter((route) => route.remote === manifest.name).map((route) => ({
      name: route.name,
      path: route.path,
      auth: route.auth,
      admin: 'admin' in route && route.admin === true,
      module: route.module,
    })),
    shared: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
  };
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
  const manifest = releaseManifest(appDir, gitCommit(appDir), new Date());
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
