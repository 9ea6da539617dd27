/**
 * Where the remotes live is runtime configuration (GET /remotes.json), never part of the shell's
 * build, so a remote can be redeployed or moved without rebuilding the shell. The portal's server
 * also inlines the same list in the HTML (REMOTES_MAP_ELEMENT_ID), which saves the first page a
 * round trip; /remotes.json remains for a shell served by anything else (the dev server, a CDN).
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { REMOTES_MAP_ELEMENT_ID } from '@portal/contracts/routes';

export interface RemoteEntry {
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js) */
  entry: string;
}

const REMOTES_CONFIG_URL = '/remotes.json';

/** Checks a remotes config; entries that are not `{ name, entry }` strings are dropped. */
function remotesOf(body: unknown, source: string): RemoteEntry[] {
  const list = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error(`${source} has no remotes list`);
  return list.filter(
    (r): r is RemoteEntry =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as RemoteEntry).name === 'string' &&
      typeof (r as RemoteEntry).entry === 'string',
  );
}

/** The list inlined in the page, or null when the page has none (or it is not valid JSON). */
export function inlinedRemotesConfig(doc: Document = document): RemoteEntry[] | null {
  const text = doc.getElementById(REMOTES_MAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return remotesOf(JSON.parse(text), 'the inlined remotes map');
  } catch {
    return null;
  }
}

/** Reads and checks GET /remotes.json. */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const response = await fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  return remotesOf(await response.json(), REMOTES_CONFIG_URL);
}

let registration: Promise<void> | null = null;

/**
 * Registers the remotes once. A failed attempt is forgotten, so the next page load (for example
 * the fallback's retry) asks for the config again instead of failing forever.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= Promise.resolve(inlinedRemotesConfig() ?? fetchRemotesConfig())
    .then((remotes) => {
      const federation = getInstance();
      if (!federation) throw new Error('Module Federation runtime is not initialised');
      federation.registerRemotes(remotes, { force: true });
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}
