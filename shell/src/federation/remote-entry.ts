// Where a remote's remoteEntry.js is: beside the manifest URL that remotes.json gives (every
// release has both; scripts/deploy-remote.mjs checks it). The shell registers and preloads a
// remote by this file, not its manifest: the runtime then needs no manifest request before the
// entry, and the shell's build carries no snapshot code (docs/decisions/remote-loading-and-failure.md).
// Eager-safe: early-preload.ts imports it before shared modules are negotiated.

/** '/remotes/catalogue/mf-manifest.json' -> '/remotes/catalogue/remoteEntry.js'. */
export function remoteEntryOf(manifestUrl: string): string {
  return manifestUrl.replace(/[?#].*$/, '').replace(/[^/]*$/, 'remoteEntry.js');
}
