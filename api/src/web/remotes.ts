/**
 * Where the browser loads each remote from: the runtime list the shell registers at start-up
 * (`/remotes.json`, also inlined in the HTML). `REMOTE_URL_<NAME>` points one at another host.
 */
import { REMOTE_DIRS, type RemoteName } from '@portal/contracts/routes';
import type { Config } from '../config/index';

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

export function remotesList(config: Pick<Config, 'remoteUrls'>): RemoteEntry[] {
  return (Object.entries(REMOTE_DIRS) as [RemoteName, string][]).map(([name, dir]) => ({
    name,
    entry: config.remoteUrls[name] ?? `/mf/${dir}/mf-manifest.json`,
  }));
}
