/**
 * Where the remotes live is runtime configuration (GET /remotes.json), never part of the shell's
 * build, so a remote can be redeployed or moved without rebuilding the shell.
 */
import { getInstance } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js) */
  entry: string;
}

const REMOTES_CONFIG_URL = '/remotes.json';

/** Reads and checks the remotes config; entries that are not `{ name, entry }` strings are dropped. */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const response = await fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  const list = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error(`${REMOTES_CONFIG_URL} has no remotes list`);
  return list.filter(
    (r): r is RemoteEntry =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as RemoteEntry).name === 'string' &&
      typeof (r as RemoteEntry).entry === 'string',
  );
}

let registration: Promise<void> | null = null;

/**
 * Registers the remotes once. A failed attempt is forgotten, so the next page load (for example
 * the fallback's retry) asks for the config again instead of failing forever.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchRemotesConfig()
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
