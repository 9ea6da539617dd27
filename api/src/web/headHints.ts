/**
 * What the portal's HTML names up front, so the browser does not discover it one round trip at a
 * time. Without these the first page of a route waits on a chain: the shell's script, then
 * /remotes.json, then the remote's mf-manifest.json, then its remoteEntry.js, then the page's
 * chunk and style. With them:
 *  - the remotes map is inlined as a JSON data block (never executed, so the CSP's script-src
 *    does not apply), and the shell reads it instead of fetching /remotes.json;
 *  - the current route's remote manifest, entry, page chunks and page styles are preloaded, read
 *    from the remote's own mf-manifest.json on disk, or in storage for a published release (issue
 *    21; a remote on another origin: its manifest only);
 *  - the shared modules the shell's and the route's first render load, listed by the build in each
 *    app's first-render.json, with their files from the manifests.
 * Each file is read again when it changes, so a redeployed remote is hinted correctly.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchRoute, REMOTE_DIRS, REMOTES_MAP_ELEMENT_ID, type RemoteName } from '@portal/contracts/routes';
import { liveRoutes } from './remotes';
import { jsonForHtml } from './html';
import type { RemoteMapEntry } from '@portal/contracts/releases';

/** What the hints read of the map's remotes. */
type RemoteEntry = Pick<RemoteMapEntry, 'name' | 'entry' | 'routes'>;

interface ExposeAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}
/** The parts of an mf-manifest.json read here; all optional, since the file comes from another build. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: ExposeAssets }[];
  shared?: { name?: string; assets?: ExposeAssets }[];
}

/**
 * The shared modules a first render loads, as the build wrote them (build/first-render.mjs): the
 * shell's in shell/dist/first-render.json, each route's beyond the shell's in its remote's. The
 * shell loads them through the share scope only after its own entry has run and negotiated them,
 * several round trips into the page (react-dom, the largest file of all, was the fourth wave of
 * requests; shared-ui's and contracts' modules came in five more waves of small files, each found
 * only when the one before had run); named in the HTML, they load alongside the entry. A file named
 * here that the page would not load is bytes for nothing and a console warning (the budget and
 * details browser tests), which is why the lists come from the build's imports, not from a hand.
 */
interface FirstRender {
  /** The shell's: in the order the bootstrap's imports reach them (React, react-dom, the router first). */
  shared?: unknown;
  /** A remote's, by route name. */
  routes?: Record<string, unknown>;
}

function parseFirstRender(text: string | null): FirstRender | null {
  try {
    return text === null ? null : (JSON.parse(text) as FirstRender);
  } catch {
    return null;
  }
}

/** A first-render.json, or null when the app is not built (or the file is not readable yet). */
const readFirstRender = (file: string) =>
  whenChanged('first render', file, null, async () => parseFirstRender(await readFile(file, 'utf8').catch(() => null)));

/** The shell's bootstrap chunk, named "bootstrap" by a chunk-name comment in shell/src/index.ts. */
const BOOTSTRAP_FILE = /^bootstrap\.[0-9a-f]{8}\.(js|css)$/;

const kept = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * What `read` makes of `file`, made again only when the file changes (a redeploy), so a page's
 * hints cost a stat per file; `missing` when the file is not there. `kind` tells apart the readings
 * of one file.
 */
async function whenChanged<T>(kind: string, file: string, missing: T, read: () => Promise<T>): Promise<T> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return missing;
  }
  const key = `${kind} ${file}`;
  const cached = kept.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.value as T;
  const value = await read();
  kept.set(key, { mtimeMs, value });
  return value;
}

function parseManifest(text: string | null): FederationManifest | null {
  try {
    return text === null ? null : (JSON.parse(text) as FederationManifest);
  } catch {
    // Half-written during a deploy: no hints this time, the shell still loads the remote itself.
    return null;
  }
}

/** The parsed manifest, or null when the remote is not built (or its manifest is not readable). */
const readManifest = (file: string) =>
  whenChanged('manifest', file, null, async () => parseManifest(await readFile(file, 'utf8').catch(() => null)));

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const onlyStrings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];

const attrImage = (href: string) => `<link rel="preload" href="${attr(href)}" as="image" fetchpriority="high">`;

type Preload = { href: string; as: 'fetch' | 'script' | 'style' };

function link({ href, as }: Preload): string {
  // The federation runtime fetches manifests with fetch() (mode cors): the preload must say so to match.
  const cors = as === 'fetch' ? ' crossorigin' : '';
  return `<link rel="preload" href="${attr(href)}" as="${as}"${cors}>`;
}

type SharedEntry = NonNullable<FederationManifest['shared']>[number];

/**
 * A shared module's manifest entry lists two sets of files: the chunks its provider's factory loads
 * (what the share scope hands out) and the chunks of the consumer's own fallback (loaded only when
 * no container provides the module). Only the first are fetched, so only they are preloaded. Which
 * is which is written only in the container's runtime code (the shell's entry, a remote's
 * remoteEntry.js): `{name:"<module>",version:"…",factory:()=>Promise.all([x.e("3141"),x.e("6423")])…}`.
 * Read from there; a module whose factory is not found there is not preloaded (it still loads
 * itself, one wave later), so a change in the bundler's output costs speed, never bytes.
 */
const readProviderChunks = (file: string) =>
  whenChanged('provided', file, new Map<string, Set<string>>(), async () =>
    parseProviderChunks(await readFile(file, 'utf8').catch(() => '')),
  );

function parseProviderChunks(code: string | null): Map<string, Set<string>> {
  const chunks = new Map<string, Set<string>>();
  for (const m of (code ?? '').matchAll(
    /\{name:"([^"]+)",version:"[^"]*",factory:\(\)=>(Promise\.all\(\[[^\]]*\]\)|\w+\.e\([^)]*\))/g,
  )) {
    const ids = [...(m[2] ?? '').matchAll(/\w+\.e\("?([\w-]+)"?\)/g)].map((id) => id[1] ?? '');
    chunks.set(m[1] ?? '', new Set(ids));
  }
  return chunks;
}

/** Reads a file of a published release from storage: null when it is not there. */
export type StoredText = (key: string) => Promise<string | null>;

const storedKept = new Map<string, Promise<unknown>>();

/**
 * What `parse` makes of a published release's file in storage, kept for good: a version's files
 * never change. A read that failed (storage away) is not kept; at most 500 readings are.
 */
function fromStorage<T>(kind: string, key: string, read: StoredText, parse: (text: string | null) => T): Promise<T> {
  const id = `${kind} ${key}`;
  const kept = storedKept.get(id);
  if (kept) return kept as Promise<T>;
  const value = read(key).then(parse);
  storedKept.set(id, value);
  value.catch(() => storedKept.delete(id));
  if (storedKept.size > 500) storedKept.delete(storedKept.keys().next().value!);
  return value.catch(() => parse(null));
}

/** The provider's files of `entry` (scripts and styles) under `prefix`; see readProviderChunks. */
function sharedFiles(entry: SharedEntry | undefined, prefix: string, provided: Map<string, Set<string>>): Preload[] {
  const ids = entry?.name === undefined ? undefined : provided.get(entry.name);
  if (!entry || !ids) return [];
  const own = (f: string) => ids.has(f.split('.', 1)[0] ?? '');
  return [
    ...onlyStrings(entry.assets?.css?.sync)
      .filter(own)
      .map((f): Preload => ({ href: prefix + f, as: 'style' })),
    ...onlyStrings(entry.assets?.js?.sync)
      .filter(own)
      .map((f): Preload => ({ href: prefix + f, as: 'script' })),
  ];
}

const shellDist = (staticRoot: string) => path.join(staticRoot, 'shell', 'dist');
const shellManifest = (staticRoot: string) => readManifest(path.join(shellDist(staticRoot), 'mf-manifest.json'));

/**
 * The shell build's files the hints name by their file names: its entry script (its runtime code)
 * and its bootstrap chunk's script and style. Listed once per build (the manifest changes with it).
 */
const shellFiles = (staticRoot: string) => {
  const dist = shellDist(staticRoot);
  return whenChanged(
    'shell files',
    path.join(dist, 'mf-manifest.json'),
    { entry: '', bootstrap: [] as string[] },
    async () => {
      const names = await readdir(dist).catch(() => [] as string[]);
      return {
        entry: path.join(dist, names.find((n) => /^main\.[0-9a-f]{8}\.js$/.test(n)) ?? 'main.js'),
        bootstrap: names.filter((n) => BOOTSTRAP_FILE.test(n)).sort(),
      };
    },
  );
};

/** The shared modules the shell's first render loads, in its build's order; none when it is not built. */
const shellFirstRender = async (staticRoot: string) =>
  onlyStrings((await readFirstRender(path.join(shellDist(staticRoot), 'first-render.json')))?.shared);

const shellProviderChunks = async (staticRoot: string) => readProviderChunks((await shellFiles(staticRoot)).entry);

/** What the route at `pathname` loads first from its remote, in the order it needs them. */
/** Where the hints read a remote's build: its files by their names, and the address they are served at. */
interface RemoteFiles {
  prefix: string;
  manifest(): Promise<FederationManifest | null>;
  firstRender(): Promise<FirstRender | null>;
  providerChunks(file: string): Promise<Map<string, Set<string>>>;
}

/** A published release's folder in the map: `/mf/<name>/<version>/mf-manifest.json`. */
const PUBLISHED_ENTRY = /^\/(mf\/[a-z_]+\/[0-9A-Za-z.-]+\/)mf-manifest\.json$/;

/**
 * The files of the remote `entry` names: the bundled build's on disk, or a published release's in
 * storage (issue 21; `stored` reads them); null for a remote on another host.
 */
function remoteFiles(staticRoot: string, remote: RemoteName, entry: string, stored?: StoredText): RemoteFiles | null {
  const local = `/mf/${REMOTE_DIRS[remote]}/`;
  if (entry.startsWith(local)) {
    const dist = path.join(staticRoot, `mf-${REMOTE_DIRS[remote]}`, 'dist');
    return {
      prefix: local,
      manifest: () => readManifest(path.join(dist, 'mf-manifest.json')),
      firstRender: () => readFirstRender(path.join(dist, 'first-render.json')),
      providerChunks: (file) => readProviderChunks(path.join(dist, file)),
    };
  }
  const folder = PUBLISHED_ENTRY.exec(entry)?.[1];
  if (!folder || !stored) return null;
  return {
    prefix: `/${folder}`,
    manifest: () => fromStorage('manifest', `${folder}mf-manifest.json`, stored, parseManifest),
    firstRender: () => fromStorage('first render', `${folder}first-render.json`, stored, parseFirstRender),
    providerChunks: (file) => fromStorage('provided', `${folder}${file}`, stored, parseProviderChunks),
  };
}

export async function routePreloads(
  staticRoot: string,
  remotes: RemoteEntry[],
  pathname: string,
  stored?: StoredText,
): Promise<Preload[]> {
  const route = matchRoute(pathname, liveRoutes(remotes));
  if (!route) return [];
  const entry = remotes.find((r) => r.name === route.remote)?.entry;
  if (!entry) return [];
  const remote = remoteFiles(staticRoot, route.remote, entry, stored);
  // A remote on another host: its manifest only.
  if (!remote) return [{ href: entry, as: 'fetch' }];
  const local = remote.prefix;
  const [manifest, shell, firstRender, shellFirst] = await Promise.all([
    remote.manifest(),
    shellManifest(staticRoot),
    remote.firstRender(),
    shellFirstRender(staticRoot),
  ]);
  if (!manifest) return [];
  const remoteEntry = manifest.metaData?.remoteEntry;
  // The build left out what the shell loads; filtered again in case the shell was built apart since.
  const inShell = new Set(shellFirst);
  const wanted = onlyStrings(firstRender?.routes?.[route.name]).filter((name) => !inShell.has(name));
  const [shellProvided, remoteProvided] =
    wanted.length === 0
      ? [new Map<string, Set<string>>(), new Map<string, Set<string>>()]
      : await Promise.all([
          shellProviderChunks(staticRoot),
          remote.providerChunks(path.posix.join(remoteEntry?.path ?? '', remoteEntry?.name ?? 'remoteEntry.js')),
        ]);
  const assets = manifest.exposes?.find((e) => `./${e.name}` === route.module)?.assets;
  const files = (list: unknown, as: Preload['as']): Preload[] =>
    onlyStrings(list).map((f) => ({ href: local + f, as }));
  // Each from the shell's build when the shell has it (its copy is the one the share scope hands out
  // first), else from the remote's.
  const shared = wanted.flatMap((name) => {
    const fromShell = shell?.shared?.find((s) => s.name === name);
    return fromShell
      ? sharedFiles(fromShell, '/', shellProvided)
      : sharedFiles(
          manifest.shared?.find((s) => s.name === name),
          local,
          remoteProvided,
        );
  });
  return [
    { href: entry, as: 'fetch' },
    ...(remoteEntry?.name ? files([path.posix.join(remoteEntry.path ?? '', remoteEntry.name)], 'script') : []),
    ...files(assets?.css?.sync, 'style'),
    ...files(assets?.js?.sync, 'script'),
    ...shared,
  ];
}

/** The shell's bootstrap chunk's files, styles first: the browser may apply them before the script needs them. */
async function shellBootstrap(staticRoot: string): Promise<Preload[]> {
  const { bootstrap } = await shellFiles(staticRoot);
  return [...bootstrap]
    .sort((x, y) => Number(x.endsWith('.js')) - Number(y.endsWith('.js')))
    .map((f) => ({ href: `/${f}`, as: f.endsWith('.css') ? 'style' : 'script' }));
}

/** The shell's bootstrap chunk and the files of its first render's shared modules, from its build's manifest. */
export async function shellPreloads(staticRoot: string): Promise<Preload[]> {
  const [manifest, bootstrap, provided, firstRender] = await Promise.all([
    shellManifest(staticRoot),
    shellBootstrap(staticRoot),
    shellProviderChunks(staticRoot),
    shellFirstRender(staticRoot),
  ]);
  // In the first-render list's order: what the bootstrap imports itself (React, react-dom and the
  // router, the largest files) first.
  const shared = firstRender.flatMap((name) =>
    sharedFiles(
      manifest?.shared?.find((entry) => entry.name === name),
      '/',
      provided,
    ),
  );
  const seen = new Set<string>();
  return [...bootstrap, ...shared].filter((p) => !seen.has(p.href) && Boolean(seen.add(p.href)));
}

/**
 * The shell's own entry scripts, named in index.html by `<script defer>` at the end of the body:
 * the browser fetches a deferred script at low priority, after every preload above it, yet nothing
 * runs before it. Preloaded first, at high priority.
 */
export function entryPreloads(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"[^>]*><\/script>/g)].map(
    (m) => `<link rel="preload" href="${attr(m[1] ?? '')}" as="script" fetchpriority="high">`,
  );
}

/**
 * The markup inserted before </head>: the remotes map, the shell's entry script (read from `html`),
 * the route's remote entry and page chunk, the shell's bootstrap and shared files, the route's
 * shared files, then `pictures` the page shows first (see homePictures.ts).
 */
export async function headHints(
  staticRoot: string,
  remotes: RemoteEntry[],
  pathname: string,
  pictures: string[] = [],
  html = '',
  stored?: StoredText,
): Promise<string> {
  const map = `<script type="application/json" id="${REMOTES_MAP_ELEMENT_ID}">${jsonForHtml({ remotes })}</script>`;
  const [shell, route] = await Promise.all([
    shellPreloads(staticRoot),
    routePreloads(staticRoot, remotes, pathname, stored),
  ]);
  // A file both the shell's and the route's lists name is asked for once.
  const seen = new Set(shell.map((p) => p.href));
  const routeOnly = route.filter((p) => !seen.has(p.href));
  return [
    map,
    ...entryPreloads(html),
    ...routeOnly.slice(0, 4).map(link),
    // Before the many small files below: on HTTP/1.1's six connections they would queue behind them.
    // (The shell's files first and the page's after measured no better: FCP 3.42 -> 3.27 s, LCP
    // 4.24 -> 4.46 s, medians of 3.)
    ...pictures.map(attrImage),
    ...shell.map(link),
    ...routeOnly.slice(4).map(link),
  ].join('');
}
