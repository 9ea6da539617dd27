/**
 * What a release of one app says about itself (build/release.ts writes it as `release.json`), and
 * the compatibility gate a portal applies before it publishes or activates one (issue 21): the live
 * shell must provide every shared singleton in the range the release needs, no route of it may be
 * another app's, and every route it owns must name a module it exposes.
 */

export interface SharedNeed {
  /** The version the app was built against. */
  builtWith: string;
  /** The range it needs the page to provide: `^1.2.3`, `~1.2.3` or `1.2.3`. */
  needs: string;
}

export interface ReleaseRoute {
  name: string;
  path: string;
  auth: boolean;
  admin: boolean;
  module: string;
}

export interface ReleaseManifest {
  /** The federation name: `shell`, `mf_catalog`… */
  name: string;
  package: string;
  version: string;
  commit: string;
  builtAt: string;
  exposes: string[];
  routes: ReleaseRoute[];
  shared: Record<string, SharedNeed>;
}

/**
 * One app of the remotes map the portal's server sends the shell (inlined in the page and at
 * GET /remotes.json): where its active release is, the routes it owns and what it needs of the
 * shared singletons, so the shell builds its router and refuses a mismatched app at run time.
 */
export interface RemoteMapEntry {
  name: string;
  /** URL of the release's mf-manifest.json */
  entry: string;
  version: string | null;
  routes: ReleaseRoute[];
  shared: Record<string, SharedNeed>;
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

function parts(version: string): [number, number, number] | null {
  const match = VERSION.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const compare = (a: [number, number, number], b: [number, number, number]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` is in `range`, for the ranges apps state: `^x.y.z` (same major, or for 0.x the
 * same minor, and not lower), `~x.y.z` (same minor, not lower) and an exact `x.y.z`. Anything else
 * is not understood, so not satisfied.
 */
export function satisfies(version: string, range: string): boolean {
  const have = parts(version);
  const operator = range[0] === '^' || range[0] === '~' ? range[0] : '';
  const floor = parts(range.slice(operator.length));
  if (!have || !floor) return false;
  if (operator === '') return compare(have, floor) === 0;
  if (compare(have, floor) < 0) return false;
  if (operator === '~' || floor[0] === 0) return have[0] === floor[0] && have[1] === floor[1];
  return have[0] === floor[0];
}

/**
 * Why `candidate` cannot go live beside `shell` and the other apps' active releases: one line per
 * problem, none when it can. A candidate that is the shell is checked against what it provides.
 */
export function compatibilityProblems(
  candidate: ReleaseManifest,
  live: { shell: ReleaseManifest; others: readonly ReleaseManifest[] },
): string[] {
  const problems: string[] = [];
  const who = `${candidate.name} ${candidate.version}`;
  const provider = candidate.name === live.shell.name ? candidate : live.shell;
  for (const [pkg, need] of Object.entries(candidate.shared)) {
    const provided = provider.shared[pkg]?.builtWith;
    if (provided === undefined) problems.push(`${who} needs ${pkg} ${need.needs}; the shell does not provide it`);
    else if (!satisfies(provided, need.needs)) {
      problems.push(`${who} needs ${pkg} ${need.needs}; the shell provides ${provided}`);
    }
  }
  for (const route of candidate.routes) {
    if (!candidate.exposes.includes(route.module)) {
      problems.push(
        `${who}: route ${route.name} (${route.path}) names ${route.module}, which the release does not expose`,
      );
    }
    for (const other of live.others) {
      if (other.name === candidate.name) continue;
      const clash = other.routes.find((theirs) => theirs.path === route.path || theirs.name === route.name);
      if (clash) {
        problems.push(
          `${who}: route ${route.name} (${route.path}) clashes with ${other.name}'s ${clash.name} (${clash.path})`,
        );
      }
    }
  }
  return problems;
}
