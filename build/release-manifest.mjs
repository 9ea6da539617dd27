// The release manifest of a built app (issue 21), in plain JS so that rspack's config (which writes
// `dist/release.json` after every build), build/release.ts, the server and the tests share one
// definition without compiling TypeScript.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from './rspack.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The routes an app owns: its `routes.json` (issue 21, scope 5), `admin` made explicit. An app
 * without one (the shell) owns none.
 * @param {string} appDir
 */
export function appRoutes(appDir) {
  const file = path.join(appDir, 'routes.json');
  if (!existsSync(file)) return [];
  return readJson(file).map((/** @type {any} */ route) => ({
    name: route.name,
    path: route.path,
    auth: route.auth,
    admin: route.admin === true,
    module: route.module,
  }));
}

/** The app folders of the repository that own routes (`mf-*`), sorted. */
export function routeOwningApps(root = ROOT) {
  return readdirSync(root)
    .filter((dir) => dir.startsWith('mf-') && existsSync(path.join(root, dir, 'routes.json')))
    .sort();
}

/**
 * Every app's routes with the federation name of the app that owns it (`remote`), as the shell
 * builds its table from the remotes map: for component tests, and for a portal run from this
 * repository's own builds.
 */
export function allAppRoutes(root = ROOT) {
  return routeOwningApps(root).flatMap((dir) => {
    const remote = `mf_${dir.slice('mf-'.length)}`;
    return appRoutes(path.join(root, dir)).map((route) => ({ ...route, remote }));
  });
}

/** The commit the working tree is at (12 characters), or 'unknown' outside a git checkout. */
export function currentCommit(cwd = ROOT) {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The release manifest of an app folder whose `dist/` is built: name, package, version, commit,
 * build time, the modules it exposes, the routes it owns, and for every shared singleton the version
 * it was built against and the range it needs.
 * @param {string} appDir
 * @param {string} commit
 * @param {Date} builtAt
 */
export function releaseManifest(appDir, commit, builtAt) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const dist = path.join(appDir, 'dist');
  const mfManifest = path.join(dist, 'mf-manifest.json');
  if (!existsSync(mfManifest)) throw new Error(`${path.relative(ROOT, dist)}: not built (no mf-manifest.json)`);
  const manifest = readJson(mfManifest);
  const exposes = (manifest.exposes ?? [])
    .map((/** @type {{ path?: string, name: string }} */ expose) => expose.path ?? `./${expose.name}`)
    .sort();
  /** @type {Record<string, { builtWith: string, needs: string }>} */
  const shared = {};
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
    routes: appRoutes(appDir),
    shared: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/**
 * Writes `dist/release.json` once the build has emitted (the federation plugin writes
 * mf-manifest.json as an asset, so it is on disk by then): every build carries its manifest, and a
 * release only copies it and stamps its commit.
 */
export class ReleaseManifestPlugin {
  /** @param {string} appDir */
  constructor(appDir) {
    this.appDir = appDir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ReleaseManifestPlugin', () => {
      const manifest = releaseManifest(this.appDir, currentCommit(this.appDir), new Date());
      writeFileSync(path.join(this.appDir, 'dist', 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
