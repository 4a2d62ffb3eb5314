// The first thing the shell does (index.ts), before its shared libraries download: when the
// embedded server wrote the remotes' start files into the page (InlineData.remoteFiles and
// pageFiles), the browser is asked for the current page's remote files and the page's own chunks
// at once, in parallel with the shell's own scripts. Without it the remote's remoteEntry.js,
// ./Routes and the page's chunk were requested one after another, each only once the busy main
// thread got round to it (docs/decisions/inline-boot-data.md).
// Eager code: it may import nothing that Module Federation shares (no React, no shared/config).
import {
  firstRequestOf,
  hasStoredSession,
  needsLoginFirst,
  remoteOfPath,
  routePatternOf,
} from '@marketplace/shared/boot';
import { readInlineData } from './inline-data';
import { remoteEntryOf } from './remote-entry';

/** The in-app path of a hash URL ('#/real-estate?bhk=3' -> '/real-estate'). */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : '/';
}

/** Same-origin paths only: the list comes from our own server, but a page never preloads away. */
const LOCAL_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;

/**
 * A failed preload stays in the browser's memory cache until a request of its kind takes it, and
 * hands that request its error: the remote's Retry would then fail again with the network back
 * (e2e composition test "Retry really retries"). So a failure is taken at once by a throw-away
 * request of the same kind; the real load later goes to the network. Not when the runtime's own
 * script for that file is already in the page: it has taken the preload itself.
 */
function releaseFailedPreload(link: HTMLLinkElement): void {
  if (link.getAttribute('as') === 'fetch') {
    void fetch(link.href).catch(() => undefined);
    return;
  }
  if ([...document.scripts].some((script) => script.src === link.href)) return;
  const taker = document.createElement('script');
  taker.src = link.href;
  taker.onload = taker.onerror = () => taker.remove();
  document.head.appendChild(taker);
}

function preload(href: string, as: 'fetch' | 'script'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  // fetch() asks in cors mode (a page for its data): the preload must match it to be used.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.addEventListener('error', () => releaseFailedPreload(link), { once: true });
  document.head.appendChild(link);
}

/** One entry of an inline data map (remote name or route pattern -> value). */
function inlineEntry(
  key: 'remotes' | 'remoteFiles' | 'pageFiles' | 'pageLanguageFiles',
  name: string,
): unknown {
  return (readInlineData(key) as Record<string, unknown> | undefined)?.[name];
}

function preloadScripts(files: unknown): void {
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file === 'string' && LOCAL_PATH.test(file)) preload(file, 'script');
  }
}

/**
 * Downloads (does not run) a remote's start files, as the page's inline data lists them, or,
 * without that data (a page served as built), at least its remoteEntry.js beside `manifestUrl`.
 */
export function preloadRemoteStart(name: string, manifestUrl: unknown): void {
  const files = inlineEntry('remoteFiles', name);
  if (Array.isArray(files)) preloadScripts(files);
  else if (typeof manifestUrl === 'string') preloadScripts([remoteEntryOf(manifestUrl)]);
}

/**
 * Preloads the current page's remote (its start files), the page's own chunks (a lazy page is
 * otherwise asked for only once ./Routes has run) and its first request.
 */
export function preloadCurrentRemote(hash: string = window.location.hash): void {
  const wanted = pathOfHash(hash);
  // A visitor the shell sends to log in first gets the login page's files instead.
  const path = needsLoginFirst(wanted) && !hasStoredSession() ? '/login' : wanted;
  const name = remoteOfPath(path);
  if (!name) return;
  preloadRemoteStart(name, inlineEntry('remotes', name));
  // The language is the one the page's inline script set, before this runs.
  const language = document.documentElement.lang;
  const route = routePatternOf(path);
  if (route) {
    preloadScripts(inlineEntry('pageFiles', route));
    // A page in another language than English asks for its texts as it first renders.
    const texts = inlineEntry('pageLanguageFiles', route) as Record<string, unknown> | undefined;
    preloadScripts(texts?.[language]);
  }
  // With a query (a filtered list) the page asks for something else: it makes that request itself.
  const request = /\?./.test(hash) ? null : firstRequestOf(path, language);
  if (request) preload(request, 'fetch');
}
