import { createContext, useContext } from 'react';
import { loadRemoteModule, type RemoteModuleLoader } from './loadRemoteModule';

/** The loader is injectable so component tests can stand in for the federation runtime. */
export const RemoteLoaderContext = createContext<RemoteModuleLoader>(loadRemoteModule);

export function useRemoteLoader(): RemoteModuleLoader {
  return useContext(RemoteLoaderContext);
}
