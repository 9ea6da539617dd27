// Set-up steps shared by `npm start`, `npm test` and `npm run build`. Only Node built-ins here:
// these run before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Front-end packages built with rspack: the shell and every `mf-*` workspace, in workspace order. */
export const FRONTENDS = readWorkspaces().filter((w) => w === 'shell' || w.startsWith('mf-'));

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return result.status ?? 1;
}

export function log(message) {
  console.info(`\x1b[36m▸ ${message}\x1b[0m`);
}

/**
 * Installs dependencies when node_modules is missing or was installed from another
 * package-lock.json. The lockfile holds every workspace's dependencies, so its content is what
 * matters: a hash, not modification times (a formatter touching a package.json is no reason to
 * reinstall, and a `git checkout` of an older lockfile must be one).
 */
export function ensureInstalled() {
  const stamp = path.join(root, 'node_modules/.portal-install-stamp');
  const lockHash = createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) return;
  log('Installing dependencies (npm ci)…');
  // With NODE_ENV=production npm would leave out the development dependencies, and the front ends
  // are built with them (rspack): `NODE_ENV=production npm start` installs what it builds with.
  const status = run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error']);
  if (status !== 0) throw new Error('npm ci failed');
  writeFileSync(stamp, lockHash);
}

export function readWorkspaces() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'storybook-static') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Sources a front-end build depends on: its own package plus the shared kit, contracts and build config. */
function sourcesMtime(pkg) {
  return Math.max(
    ...[pkg, 'shared-ui/src', 'contracts/src', 'build'].map((d) => newestMtime(path.join(root, d))),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
}

/** Builds the front-end packages whose sources changed since their last build (or all with force). */
export function ensureBuilt({ force = false, only } = {}) {
  for (const pkg of only ? [only] : FRONTENDS) {
    const stamp = path.join(root, pkg, 'dist/.build-stamp');
    if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= sourcesMtime(pkg)) continue;
    log(`Building ${pkg}…`);
    const status = run('npm', ['run', 'build', '--silent', '--workspace', pkg], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (status !== 0) throw new Error(`Build of ${pkg} failed`);
    writeFileSync(stamp, new Date().toISOString());
  }
}

/** Where `npm start` runs the portal from: api/src/main.ts bundled by api/build.mjs. */
export const SERVER_ENTRY = path.join(root, 'api/dist/server/main.js');
/** Where `npm run portal` runs the command line from: api/src/cli/main.ts, bundled alongside. */
export const CLI_ENTRY = path.join(root, 'api/dist/server/cli.js');

/**
 * Bundles the API (api/build.mjs: the portal and the command line) when its sources, the contracts
 * or the lockfile are newer than either file. Imported only after ensureInstalled, or where
 * node_modules is there already: the build needs esbuild from it. `say` tells that it builds
 * (the command line says it on stderr: its stdout is the command's result).
 */
export async function ensureApiBuilt({ force = false, say = log } = {}) {
  const newest = Math.max(
    ...['api/src', 'contracts/src'].map((d) => newestMtime(path.join(root, d))),
    ...['api/build.mjs', 'package-lock.json'].map((f) => statSync(path.join(root, f)).mtimeMs),
  );
  const fresh = (file) => existsSync(file) && statSync(file).mtimeMs >= newest;
  if (!force && fresh(SERVER_ENTRY) && fresh(CLI_ENTRY)) return;
  say('Building api…');
  const { buildServer } = await import(path.join(root, 'api/build.mjs'));
  await buildServer();
}
