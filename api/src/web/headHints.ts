/**
 * What the portal's HTML names up front, so the browser does not discover it one round trip at a
 * time. Without these the first page of a route waits on a chain: the shell's script, then
 * /remotes.json, then the remote's mf-manifest.json, then its remoteEntry.js, then the page's
 * chunk and style. With them:
 *  - the remotes map is inlined as a JSON data block (never executed, so the CSP's script-src
 *    does not apply), and the shell reads it instead of fetching /remotes.json;
 *  - the current route's remote manifest, entry, page chunks and page styles are preloaded, read
 *    from the remote's own mf-manifest.json on disk (a remote on another origin: its manifest only).
 * The manifest is read again when its file changes, so a redeployed remote is hinted correctly.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchRoute, REMOTE_DIRS, REMOTES_MAP_ELEMENT_ID } from '@portal/contracts/routes';
import type { RemoteEntry } from './static';

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
 * Shared modules every page renders with. The shell loads them through the share scope only after
 * its own entry has run and negotiated them, several round trips into the page (react-dom, the
 * largest file of all, was the fourth wave of requests); named in the HTML, they load alongside the
 * entry. Their files come from the shell's own mf-manifest.json. A file named here that the page
 * would not load is bytes for nothing (the budget test counts every script fetched).
 */
const FIRST_RENDER_SHARED = new Set([
  'react',
  'react/jsx-runtime',
  // not 'react-dom' itself: its entry names a file the first render never asks for
  'react-dom/client',
  'zustand',
  '@tanstack/react-query',
  '@portal/shared-ui/lib/router',
]);

const manifests = new Map<string, { mtimeMs: number; manifest: FederationManifest | null }>();

/** The parsed manifest, or null when the remote is not built (or its manifest is not readable). */
async function readManifest(file: string): Promise<FederationManifest | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: FederationManifest | null = null;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
  } catch {
    // Half-written during a deploy: no hints this time, the shell still loads the remote itself.
  }
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

// JSON inside <script> must not close the element or open a comment: escape <, > and &.
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

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

/** What the route at `pathname` loads first from its remote, in the order it needs them. */
export async function routePreloads(staticRoot: string, remotes: RemoteEntry[], pathname: string): Promise<Preload[]> {
  const route = matchRoute(pathname);
  if (!route) return [];
  const entry = remotes.find((r) => r.name === route.remote)?.entry;
  if (!entry) return [];
  const local = `/mf/${REMOTE_DIRS[route.remote]}/`;
  if (!entry.startsWith(local)) return [{ href: entry, as: 'fetch' }];
  const manifest = await readManifest(
    path.join(staticRoot, `mf-${REMOTE_DIRS[route.remote]}`, 'dist', 'mf-manifest.json'),
  );
  if (!manifest) return [];
  const remoteEntry = manifest.metaData?.remoteEntry;
  const assets = manifest.exposes?.find((e) => `./${e.name}` === route.module)?.assets;
  const files = (list: unknown, as: Preload['as']): Preload[] =>
    onlyStrings(list).map((f) => ({ href: local + f, as }));
  return [
    { href: entry, as: 'fetch' },
    ...(remoteEntry?.name ? files([path.posix.join(remoteEntry.path ?? '', remoteEntry.name)], 'script') : []),
    ...files(assets?.css?.sync, 'style'),
    ...files(assets?.js?.sync, 'script'),
  ];
}

/** The shell's files of FIRST_RENDER_SHARED, from its build's manifest. */
export async function shellPreloads(staticRoot: string): Promise<Preload[]> {
  const manifest = await readManifest(path.join(staticRoot, 'shell', 'dist', 'mf-manifest.json'));
  const files = (manifest?.shared ?? [])
    .filter((entry) => entry.name !== undefined && FIRST_RENDER_SHARED.has(entry.name))
    .flatMap((entry) => onlyStrings(entry.assets?.js?.sync));
  return [...new Set(files)].map((file) => ({ href: `/${file}`, as: 'script' }));
}

/**
 * The markup inserted before </head>: the remotes map, then the route's and the shell's preloads,
 * then `pictures` the page shows first (see homePictures.ts).
 */
export async function headHints(
  staticRoot: string,
  remotes: RemoteEntry[],
  pathname: string,
  pictures: string[] = [],
): Promise<string> {
  const map = `<script type="application/json" id="${REMOTES_MAP_ELEMENT_ID}">${jsonForHtml({ remotes })}</script>`;
  const [shell, route] = await Promise.all([shellPreloads(staticRoot), routePreloads(staticRoot, remotes, pathname)]);
  return [map, ...route.map(link), ...shell.map(link), ...pictures.map(attrImage)].join('');
}
