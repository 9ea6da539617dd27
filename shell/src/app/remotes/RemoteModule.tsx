import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteModuleLoader } from './loadRemoteModule';
import { useRemoteLoader } from './RemoteLoaderContext';

interface Props {
  /** The federation name, e.g. 'mf_catalog' */
  remote: string;
  /** './HomePage' as in the route table */
  module: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page or dialog has its own props
  props?: Record<string, any>;
  /** While the module loads. */
  loading: ReactNode;
  /** When it cannot be loaded: `retry` makes a fresh attempt. */
  fallback: (retry: () => void) => ReactNode;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type LazyModule = ComponentType<any>;

/** One lazy component per loader and remote module, outliving the components that render it. */
const lazyModules = new WeakMap<RemoteModuleLoader, Map<string, LazyModule>>();

/**
 * The lazy component of a remote module. It must live outside React state: react-router renders a
 * navigation in a transition, and a page that suspends there is never committed, so state created
 * while rendering it is thrown away and a lazy component kept there would start a new load on
 * every retry (the page then showed only when React stopped waiting, seconds later). React.lazy
 * remembers a rejection for good, so a failed load is forgotten here: the next render (a retry,
 * or a later visit) goes back to the network; the federation runtime does not cache a failed
 * manifest fetch either.
 */
function lazyModule(load: RemoteModuleLoader, remote: string, module: string): LazyModule {
  let modules = lazyModules.get(load);
  if (!modules) lazyModules.set(load, (modules = new Map()));
  const id = `${remote}/${module}`;
  let component = modules.get(id);
  if (!component) {
    const created: LazyModule = lazy(() =>
      load(remote, module).catch((error: unknown) => {
        if (modules.get(id) === created) modules.delete(id);
        throw error;
      }),
    );
    modules.set(id, (component = created));
  }
  return component;
}

/**
 * A module exposed by a remote, rendered inside its own error boundary and Suspense. Retrying
 * remounts the boundary, which renders a fresh lazy component (the failed one was forgotten).
 */
export function RemoteModule({ remote, module, props, loading, fallback }: Props) {
  const load = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const Component = lazyModule(load, remote, module);
  return (
    <RemoteErrorBoundary key={attempt} fallback={fallback(() => setAttempt((n) => n + 1))}>
      <Suspense fallback={loading}>
        {/* eslint-disable-next-line react-hooks/static-components -- one cached component per module, the same on every render */}
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
