/**
 * Where the remotes live, and which routes each owns, is runtime configuration (GET /remotes.json),
 * never part of the shell's build, so a remote can be released, moved or given new pages without
 * rebuilding the shell (issue 21, scope 5). The portal's server also inlines the same map in the
 * HTML (REMOTES_MAP_ELEMENT_ID), which saves the first page a round trip; /remotes.json remains for
 * a shell served by anything else (the dev server, a CDN).
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteMapEntry } from '@portal/contracts/releases';
import { REMOTES_MAP_ELEMENT_ID, type RemoteName, type RouteDef } from '@portal/contracts/routes';

const REMOTES_CONFIG_URL = '/remotes.json';

/**
 * Checks a remotes map: entries without `name` and `entry` strings are dropped; a server that
 * sends no routes or shared needs (yet) gives an app that owns no routes and needs nothing.
 */
function remotesOf(body: unknown, source: string): RemoteMapEntry[] {
  const list = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error(`${source} has no remotes list`);
  return (list as Partial<RemoteMapEntry>[])
    .filter(
      (r): r is Partial<RemoteMapEntry> & Pick<RemoteMapEntry, 'name' | 'entry'> =>
        typeof r?.name === 'string' && typeof r.entry === 'string',
    )
    .map((r) => ({ version: null, routes: [], shared: {}, ...r }));
}

/** The map inlined in the page, or null when the page has none (or it is not valid JSON). */
export function inlinedRemotesConfig(doc: Document = document): RemoteMapEntry[] | null {
  const text = doc.getElementById(REMOTES_MAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return remotesOf(JSON.parse(text), 'the inlined remotes map');
  } catch {
    return null;
  }
}

/** Reads and checks GET /remotes.json. */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteMapEntry[]> {
  const response = await fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  return remotesOf(await response.json(), REMOTES_CONFIG_URL);
}

/** The route table of a remotes map: each app's routes, with the app that owns them. */
export function routeTableOf(remotes: readonly RemoteMapEntry[]): RouteDef[] {
  return remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, remote: remote.name as RemoteName })));
}

let map: Promise<RemoteMapEntry[]> | null = null;

/**
 * The remotes map of this page load: inlined, else fetched once. A failed fetch is forgotten, so
 * the next page load (for example the fallback's retry) asks again instead of failing forever.
 */
export function remotesMap(): Promise<RemoteMapEntry[]> {
  map ??= Promise.resolve(inlinedRemotesConfig() ?? fetchRemotesConfig()).catch((error: unknown) => {
    map = null;
    throw error;
  });
  return map;
}

let registration: Promise<void> | null = null;

/** Registers the remotes of the map once with the federation runtime (a failure is retried). */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= remotesMap()
    .then((remotes) => {
      const federation = getInstance();
      if (!federation) throw new Error('Module Federation runtime is not initialised');
      federation.registerRemotes(
        remotes.map(({ name, entry }) => ({ name, entry })),
        { force: true },
      );
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}
