// What the shell's build has in place of Module Federation's manifest snapshot code (rspack-app.ts,
// snapshotCodeFromStandIn): runtime-core's SnapshotHandler, snapshot and preload-assets plugins
// and preload utilities, and the sdk's generateSnapshotFromManifest file. The shell registers each
// remote by its remoteEntry.js, never by its manifest, so none of it runs; runtime-core's CommonJS
// files require it at their top all the same (docs/decisions/remote-loading-and-failure.md).
// What the runtime still touches is kept: the SnapshotHandler it constructs, with the
// `manifestCache` a forced registerRemotes clears, and `getGlobalRemoteInfo`, which removing a
// remote calls. Anything else throws, naming what is missing, instead of quietly doing nothing.
// Browser code, bundled into the shell's main.js.

const REASON =
  'the shell is built without Module Federation snapshots (remotes register by remoteEntry.js, ' +
  'not mf-manifest.json: build-tools/federation-snapshot-stand-in.ts)';

function removed(what: string): never {
  throw new Error(`${what} is not available: ${REASON}`);
}

/** The hooks of the snapshot handler, which no plugin of ours uses. */
const SNAPSHOT_HOOKS = [
  'beforeLoadRemoteSnapshot',
  'loadSnapshot',
  'loadRemoteSnapshot',
  'afterLoadSnapshot',
  'beforeLoadManifest',
  'afterLoadManifest',
];

/** The plugin registry the runtime hands every plugin to: one naming a snapshot hook fails. */
const snapshotHooks = {
  lifecycle: {},
  applyPlugin(plugin: Record<string, unknown>): void {
    const hook = SNAPSHOT_HOOKS.find((name) => plugin[name] !== undefined);
    if (hook)
      removed(`The "${hook}" hook of the federation runtime plugin "${String(plugin.name)}"`);
  },
  removePlugin(): void {},
};

export class SnapshotHandler {
  /** Cleared by a forced registerRemotes; only manifest-registered remotes ever fill it. */
  readonly manifestCache = new Map<string, unknown>();
  readonly hooks = snapshotHooks;

  loadRemoteSnapshotInfo(): never {
    return removed('A remote snapshot (preloadRemote, or a remote registered by its manifest)');
  }
}

interface FederationGlobal {
  __FEDERATION__?: { moduleInfo?: Record<string, unknown> };
}

/**
 * Removing a remote asks for the host's snapshot to drop the remote from it. Only the snapshot
 * code (or a call to addGlobalSnapshot, which nothing here makes) records snapshots, so there is
 * none; should one appear, this says so rather than leave it behind.
 */
export function getGlobalRemoteInfo(): { hostGlobalSnapshot: undefined } {
  const recorded = (globalThis as FederationGlobal).__FEDERATION__?.moduleInfo ?? {};
  if (Object.keys(recorded).length > 0) removed('Removing a remote from a recorded snapshot');
  return { hostGlobalSnapshot: undefined };
}

const removedFunction = (name: string) => (): never => removed(name);

// runtime-core's plugins/snapshot/index.cjs and plugins/generate-preload-assets.cjs.
export const snapshotPlugin = removedFunction('snapshotPlugin');
export const generatePreloadAssetsPlugin = removedFunction('generatePreloadAssetsPlugin');
// runtime-core's utils/preload.cjs: preloadRemote and helpers.utils.preloadAssets.
export const defaultPreloadArgs = removedFunction('preloadRemote (defaultPreloadArgs)');
export const formatPreloadArgs = removedFunction('preloadRemote (formatPreloadArgs)');
export const normalizePreloadExposes = removedFunction('preloadRemote (normalizePreloadExposes)');
export const preloadAssets = removedFunction('preloadAssets');
// The sdk's generateSnapshotFromManifest.cjs. The sdk is lent to the remotes whole
// (federation-sdk-provider.ts), but only the snapshot code calls these.
export const generateSnapshotFromManifest = removedFunction('generateSnapshotFromManifest');
export const getManifestFileName = removedFunction('getManifestFileName');
export const inferAutoPublicPath = removedFunction('inferAutoPublicPath');
export const isManifestProvider = removedFunction('isManifestProvider');
export const simpleJoinRemoteEntry = removedFunction('simpleJoinRemoteEntry');
