// Loading a remote's ./Routes with a retry. The runtime's errorLoadRemote hook (runtime-plugin.ts)
// reports each failure; what still fails after the retries reaches the React error boundary.
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { forgetRemote, remotesReady, type RemoteName } from './remotes-config';

/** What every remote exposes as ./Routes (docs/architecture.md "Routes and who owns them"). */
export interface RemoteRoutesModule {
  default: ComponentType;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly causeError: unknown,
  ) {
    super(`The ${remote} remote could not be loaded: ${String(causeError)}`);
    this.name = 'RemoteLoadError';
  }
}

const RETRY_DELAYS_MS = [400, 1200];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads started before React asked (startLoadingRoutes), each handed to the first asker. */
const started = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * Starts loading the current page's remote while the shell renders, instead of when its area
 * renders: the remote's module runs sooner and so do the requests it starts at once (the
 * listing's first page: bench/realestate-ui.mjs). The area's own load takes this one over.
 */
export function startLoadingRoutes(name: RemoteName): void {
  if (started.has(name)) return;
  const loading = loadRemoteRoutes(name);
  started.set(name, loading);
  // Whoever takes it over sees a failure; left untaken, it is not an unhandled rejection.
  loading.catch(() => undefined);
}

export async function loadRemoteRoutes(
  name: RemoteName,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<RemoteRoutesModule> {
  const early = started.get(name);
  if (early) {
    // Taken once: a Retry after a failure loads afresh.
    started.delete(name);
    return early;
  }
  let lastError: unknown;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    try {
      await remotesReady();
      const module = await loadRemote<RemoteRoutesModule>(`${name}/Routes`);
      if (!module || typeof module.default !== 'function') {
        throw new Error(`${name}/Routes has no default component`);
      }
      return module;
    } catch (error) {
      lastError = error;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) break;
      await sleep(delay);
      await forgetRemote(name).catch(() => undefined);
    }
  }
  throw new RemoteLoadError(name, lastError);
}
