// Starts a remote before React asks for it: the remote of the page being opened is loaded (and
// its module run) in parallel with the shell's first render, instead of after it; the remote
// behind a link the visitor points at or tabs to is downloaded, not run, before the click: its
// start files from the page's inline data, else its remoteEntry.js (the runtime's own
// preloadRemote needs the manifest snapshots the shell is built without). Each remote is
// preloaded once; a failed download is left to the real load, which retries and reports it.
import { remoteToLoad } from '../app/route-table';
import { pathOfHash, preloadRemoteStart } from './early-preload';
import { startLoadingRoutes } from './load-remote';
import { remotesReady, type RemoteName } from './remotes-config';

const started = new Set<RemoteName>();

export function preloadRemoteOf(pathname: string): void {
  const name = remoteToLoad(pathname);
  if (!name || started.has(name)) return;
  started.add(name);
  remotesReady()
    .then((config) => preloadRemoteStart(name, config[name]))
    .catch(() => started.delete(name));
}

function preloadLinkTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
  if (link) preloadRemoteOf(pathOfHash(link.getAttribute('href') ?? ''));
}

/** The current page's remote now; a link's remote when it is hovered, focused or touched. */
export function startRemotePreloading(): void {
  const current = remoteToLoad(pathOfHash(window.location.hash));
  if (current) {
    started.add(current);
    startLoadingRoutes(current);
  }
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, preloadLinkTarget, { passive: true });
  }
}
