/**
 * Reading release manifests the portal did not write: a release folder's `release.json` (which an
 * operator hands to `release:publish`) and a bundled build's `dist/release.json`. Both come from
 * outside, so each is checked to be a ReleaseManifest before anything trusts it; the version and
 * the files' names also become storage keys and addresses, so they must be plain.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import type { ReleaseManifest } from '@portal/contracts/releases';
import { REMOTE_DIRS, type RemoteName } from '@portal/contracts/routes';

/** `1.2.3` or `1.2.3-beta.1`: what package.json versions are; no `+`, no `/`, safe in a path. */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const Need = v.object({ builtWith: v.string(), needs: v.string() });
const Route = v.object({
  name: v.string(),
  path: v.string(),
  auth: v.boolean(),
  admin: v.boolean(),
  module: v.string(),
});
const Manifest = v.object({
  name: v.string(),
  package: v.string(),
  version: v.pipe(v.string(), v.regex(RELEASE_VERSION)),
  // A build outside a git checkout says 'unknown' (build/release-manifest.mjs); a release never does.
  commit: v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{7,40}|unknown)$/)),
  builtAt: v.string(),
  exposes: v.array(v.string()),
  routes: v.array(Route),
  shared: v.record(v.string(), Need),
});

/** Why `value` is not a ReleaseManifest (the first problem, with where it is), or null when it is one. */
export function manifestProblem(value: unknown): string | null {
  const result = v.safeParse(Manifest, value);
  if (result.success) return null;
  const issue = result.issues[0];
  const where = issue ? v.getDotPath(issue) : null;
  return `${where ?? 'the manifest'}: ${issue?.message ?? 'invalid'}`;
}

export function isReleaseManifest(value: unknown): value is ReleaseManifest {
  return manifestProblem(value) === null;
}

/** `mf_catalog` or `mf-catalog` (the folder's name) as the federation name; null for no remote. */
export function remoteName(name: string): RemoteName | null {
  const federation = name.replace(/-/g, '_');
  return federation in REMOTE_DIRS ? (federation as RemoteName) : null;
}

const kept = new Map<string, { mtimeMs: number; manifest: ReleaseManifest | null }>();

/**
 * The manifest of a bundled build (`<dist>/release.json`), read again only when the file changes;
 * null when there is none or it is not a ReleaseManifest: an unknown manifest, whose build is still
 * served but whose routes and needs nothing can check.
 */
export async function bundledManifest(dist: string): Promise<ReleaseManifest | null> {
  const file = path.join(dist, 'release.json');
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const cached = kept.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: ReleaseManifest | null = null;
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    manifest = isReleaseManifest(value) ? value : null;
  } catch {
    // Half-written during a deploy: unknown this time.
  }
  kept.set(file, { mtimeMs, manifest });
  return manifest;
}

export const shellDist = (staticRoot: string) => path.join(staticRoot, 'shell', 'dist');
export const remoteDist = (staticRoot: string, name: RemoteName) =>
  path.join(staticRoot, `mf-${REMOTE_DIRS[name]}`, 'dist');
