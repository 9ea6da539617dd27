/**
 * Where the browser loads each remote from: the runtime map the shell registers at start-up
 * (`/remotes.json`, also inlined in the HTML). Per remote its live release (issue 21): a published
 * release is served from storage at `/mf/<name>/<version>/`, the bundled build at `/mf/<dir>/`;
 * with each, the routes and shared needs its manifest states (none known for a bundled build
 * without `dist/release.json`). `REMOTE_URL_<NAME>` points one at another host.
 *
 * The map is read per page load (liveReleases: one indexed query), not kept per process: an
 * activation in any process or by the command line is then served by every process's next page,
 * with no message to miss. An administrator's preview (releases/preview.ts) replaces one remote's
 * release in their own map only.
 */
import type { RemoteMapEntry, ReleaseManifest } from '@portal/contracts/releases';
import { REMOTE_DIRS, setRouteTable, type RemoteName, type RouteDef } from '@portal/contracts/routes';
import type { Config } from '../config/index';
import type { Database } from '../db/client';
import { liveReleases, releaseFolder, type LiveRelease } from '../releases/registry';

/** The entry of a published release: its mf-manifest.json in storage. */
export const releaseEntry = (name: string, version: string) => `/${releaseFolder(name, version)}mf-manifest.json`;

function mapEntry(config: Pick<Config, 'remoteUrls'>, release: LiveRelease): RemoteMapEntry {
  const { name, version, manifest } = release;
  const own = version === null ? `/mf/${REMOTE_DIRS[name]}/mf-manifest.json` : releaseEntry(name, version);
  return {
    name,
    entry: config.remoteUrls[name] ?? own,
    version,
    routes: manifest?.routes ?? [],
    shared: manifest?.shared ?? {},
  };
}

/** The map of these live releases (liveReleases gives every remote's). */
export function remotesList(config: Pick<Config, 'remoteUrls'>, live: LiveRelease[]): RemoteMapEntry[] {
  return live.map((release) => mapEntry(config, release));
}

/** A published release an administrator previews in their own browser (releases/preview.ts). */
export interface PreviewRelease {
  manifest: ReleaseManifest;
}

/**
 * The map a page load serves: the live one, with the previewed release in place of its app's live
 * one. A preview names its release explicitly, so it also wins over `REMOTE_URL_<NAME>`.
 */
export async function remoteMap(
  db: Database,
  config: Pick<Config, 'remoteUrls' | 'staticRoot'>,
  preview: PreviewRelease | null = null,
): Promise<RemoteMapEntry[]> {
  const map = remotesList(config, await liveReleases(db, config.staticRoot));
  // The server's own links (routePath in the moderation mails) follow the live routes too: the
  // table is set from every page load's live map (never from a preview) and once at start.
  setRouteTable(liveRoutes(map));
  if (!preview) return map;
  const { manifest } = preview;
  return map.map((entry) =>
    entry.name === manifest.name
      ? {
          name: entry.name,
          entry: releaseEntry(manifest.name, manifest.version),
          version: manifest.version,
          routes: manifest.routes,
          shared: manifest.shared,
        }
      : entry,
  );
}

/** The routes of the map's releases, each with the remote that owns it: what a page's path is matched against. */
export function liveRoutes(map: Pick<RemoteMapEntry, 'name' | 'routes'>[]): RouteDef[] {
  return map.flatMap((entry) => entry.routes.map((route) => ({ ...route, remote: entry.name as RemoteName })));
}
