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

export async function loadRemoteRoutes(
  name: RemoteName,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<RemoteRoutesModule> {
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
