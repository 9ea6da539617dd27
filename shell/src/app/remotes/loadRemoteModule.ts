import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@portal/contracts/routes';
import { useProgress } from '@portal/shared-ui/stores/progress';
import { ensureRemotesRegistered } from './remotesConfig';

/** Every page and dialog a remote exposes is a module whose default export is a React component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages and dialogs differ in props
export type RemoteComponentModule = { default: ComponentType<any> };

export type RemoteModuleLoader = (remote: RemoteName, module: string) => Promise<RemoteComponentModule>;

/**
 * Loads `./Module` of a remote through the federation runtime. Rejects (never resolves to
 * nothing) when the manifest cannot be fetched, the remote is not configured or the module is
 * not exposed, so error boundaries can show the fallback. The progress bar runs meanwhile: the
 * first page or dialog of a remote may take a moment, and the click must show that it was heard.
 */
export const loadRemoteModule: RemoteModuleLoader = async (remote, module) => {
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
