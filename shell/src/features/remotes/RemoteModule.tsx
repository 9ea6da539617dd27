import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@portal/contracts/routes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteModuleLoader } from './loadRemoteModule';
import { useRemoteLoader } from './RemoteLoaderContext';

interface Props {
  remote: RemoteName;
  /** './HomePage' as in the route table */
  module: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page or dialog has its own props
  props?: Record<string, any>;
  /** While the module loads. */
  loading: ReactNode;
  /** When it cannot be loaded: `retry` makes a fresh attempt. */
  fallback: (retry: () => void) => ReactNode;
}

interface Attempt {
  count: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  Component: ComponentType<any>;
}

function attempt(load: RemoteModuleLoader, remote: RemoteName, module: string, count: number): Attempt {
  return { count, Component: lazy(() => load(remote, module)) };
}

/**
 * A module exposed by a remote, rendered inside its own error boundary and Suspense. React.lazy
 * remembers a rejection for good, so retrying means a new lazy component (and a new boundary);
 * the federation runtime does not cache a failed manifest fetch, so the new attempt really
 * goes back to the network. Give it a `key` per remote module so a different module starts fresh.
 */
export function RemoteModule({ remote, module, props, loading, fallback }: Props) {
  const load = useRemoteLoader();
  const [current, setCurrent] = useState(() => attempt(load, remote, module, 0));
  const retry = () => setCurrent((previous) => attempt(load, remote, module, previous.count + 1));
  const { Component } = current;
  return (
    <RemoteErrorBoundary key={current.count} fallback={fallback(retry)}>
      <Suspense fallback={loading}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
