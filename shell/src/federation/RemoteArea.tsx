import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { Spinner, useMessages } from '@marketplace/shared/ui';
import { shellCatalogue } from '../app/catalogue';
import { reportError } from '../health/client-events';
import { readInlineData } from './inline-data';
import { RemoteLoadError, loadRemoteRoutes } from './load-remote';
import type { RemoteName } from './remotes-config';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type RoutesLoader = (name: RemoteName) => Promise<{ default: ComponentType }>;

function lazyRoutes(name: RemoteName, loader: RoutesLoader) {
  return lazy(() => loader(name));
}

// One lazy component per remote for the page's lifetime, so moving between two pages of the
// same remote does not fetch it again; Retry replaces it with a fresh one.
const cache = new Map<RemoteName, ComponentType>();

interface Props {
  name: RemoteName;
  /** Injected by tests; the real one goes through the federation runtime. */
  loader?: RoutesLoader;
}

/**
 * A remote's area failed: reported (a load failure apart from a render failure), and on a page
 * that got that remote from a canary, the recovery that moves it back once the canary ends.
 */
function onAreaFailure(name: RemoteName, error: unknown): void {
  reportError(error instanceof RemoteLoadError ? 'load' : 'boundary', name);
  const canaries = readInlineData('canaries');
  if (Array.isArray(canaries) && canaries.includes(name)) {
    void import(/* webpackChunkName: "canary-recovery" */ '../health/canary-recovery').then(
      (recovery) => recovery.recoverFromCanary(name),
      () => undefined,
    );
  }
}

/**
 * Mounts a remote's ./Routes, fetched the first time one of its routes is visited. Its spinner
 * also shows while a page of the remote downloads (PageRoutes has no boundary of its own).
 */
export function RemoteArea({ name, loader = loadRemoteRoutes }: Props) {
  const t = useMessages(shellCatalogue);
  const [Routes, setRoutes] = useState<ComponentType>(() => {
    const cached = cache.get(name);
    if (cached) return cached;
    const created = lazyRoutes(name, loader);
    cache.set(name, created);
    return created;
  });

  const reload = useCallback(() => {
    const created = lazyRoutes(name, loader);
    cache.set(name, created);
    setRoutes(() => created);
  }, [name, loader]);

  return (
    <RemoteErrorBoundary
      onRetry={reload}
      onError={(error) => onAreaFailure(name, error)}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<Spinner label={t.loading} />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** For tests: forget every remote loaded so far. */
export function resetRemoteAreaCache() {
  cache.clear();
}
