import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteMapEntry } from '@portal/contracts/releases';
import { useProgress } from '@portal/shared-ui/stores/progress';
import { ensureRemotesRegistered, remotesMap } from './remotesConfig';

/** Every page and dialog a remote exposes is a module whose default export is a React component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages and dialogs differ in props
export type RemoteComponentModule = { default: ComponentType<any> };

export type RemoteModuleLoader = (remote: string, module: string) => Promise<RemoteComponentModule>;

/** The version of each shared singleton this shell provides, written in by its build (build/rspack.mjs). */
declare const __SHELL_PROVIDES__: Record<string, string>;

/**
 * A loader that refuses a remote whose map entry needs shared versions the shell does not provide,
 * before `load` runs any of its code: the page shows the remote's fallback panel instead of
 * mismatched code failing at its first use.
 */
export function refusingMismatched(
  load: RemoteModuleLoader,
  map: () => Promise<readonly RemoteMapEntry[]>,
  provided: Record<string, string> = __SHELL_PROVIDES__,
): RemoteModuleLoader {
  return async (remote, module) => {
    const entry = (await map()).find((candidate) => candidate.name === remote);
    // Built against the very versions the shell provides: nothing to check (and nothing to load).
    if (entry && Object.entries(entry.shared).some(([pkg, need]) => need.builtWith !== provided[pkg])) {
      const problem = (await import('./sharedMismatch')).sharedMismatch(entry, provided);
      if (problem) {
        console.error(problem);
        throw new Error(problem);
      }
    }
    return load(remote, module);
  };
}

/**
 * Loads `./Module` of a remote through the federation runtime. Rejects (never resolves to
 * nothing) when the manifest cannot be fetched, the remote is not configured or the module is
 * not exposed, so error boundaries can show the fallback. The progress bar runs meanwhile: the
 * first page or dialog of a remote may take a moment, and the click must show that it was heard.
 */
const loadFederated: RemoteModuleLoader = async (remote, module) => {
  const progress = useProgress.getState();
  progress.start();
  try {
    await ensureRemotesRegistered();
    const federation = getInstance();
    if (!federation) throw new Error('Module Federation runtime is not initialised');
    const id = `${remote}/${module.replace(/^\.\//, '')}`;
    const loaded = await federation.loadRemote<Partial<RemoteComponentModule>>(id);
    if (!loaded?.default) throw new Error(`Remote module ${id} has no default export`);
    return loaded as RemoteComponentModule;
  } finally {
    progress.done();
  }
};

export const loadRemoteModule: RemoteModuleLoader = refusingMismatched(loadFederated, remotesMap);
