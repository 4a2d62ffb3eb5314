// What real visits report (docs/decisions/client-events.md): each route visited (a page view), the
// errors the page meets and, for a sample of page loads, its web vitals (vitals.ts), sent as one
// batch with navigator.sendBeacon when the page is hidden. Each event is tagged with the route's
// pattern (never the URL: no ids, no search), the remote that renders it and that remote's release
// as the page got it (the inline data's `releases`). Eager code, started by the shell's first
// script so that errors and the first view are caught from the start: it may import nothing that
// Module Federation shares.
import {
  CLIENT_ERRORS_PER_PAGE_MAX,
  CLIENT_EVENTS_MAX,
  CLIENT_EVENTS_URL,
  LOCAL_RELEASE,
  NO_ROUTE,
  RELEASE_ID_PATTERN,
  SHELL_AREA,
  hasStoredSession,
  needsLoginFirst,
  remoteOfPath,
  routePatternOf,
  type ClientErrorKind,
  type ClientEvent,
  type VitalName,
} from '@marketplace/shared/boot';
import { pathOfHash } from '../federation/early-preload';
import { readInlineData } from '../federation/inline-data';

interface Tag {
  route: string;
  remote: string;
  release: string;
}

const queue: ClientEvent[] = [];
/** The latest value of each vital; each is sent once per page load, at the first hide after it. */
const vitals = new Map<VitalName, number>();
const sentVitals = new Set<VitalName>();
let errorsReported = 0;
let currentRoute: string | undefined;
let landing: Tag | undefined;

/** The release the page got of an area (`shell` or a remote), from its inline data. */
export function releaseOf(area: string): string {
  const release = (readInlineData('releases') as Record<string, unknown> | undefined)?.[area];
  return typeof release === 'string' && RELEASE_ID_PATTERN.test(release) ? release : LOCAL_RELEASE;
}

function tagOf(hash: string): Tag {
  const path = pathOfHash(hash);
  const remote = remoteOfPath(path) ?? SHELL_AREA;
  return { route: routePatternOf(path) ?? NO_ROUTE, remote, release: releaseOf(remote) };
}

/** A page view when the route changes (a filter in the query is the same page). */
function countView(): void {
  const tag = tagOf(window.location.hash);
  const path = pathOfHash(window.location.hash);
  // The shell sends a visitor without a session to log in first: that view is /login's.
  if (tag.route === currentRoute || (needsLoginFirst(path) && !hasStoredSession())) return;
  currentRoute = tag.route;
  queue.push({ type: 'view', ...tag });
}

/** An error of the page, tagged with the current route (and `remote` when the caller knows it). */
export function reportError(kind: ClientErrorKind, remote?: string): void {
  if (errorsReported >= CLIENT_ERRORS_PER_PAGE_MAX) return;
  errorsReported += 1;
  const tag = tagOf(window.location.hash);
  const area = remote ?? tag.remote;
  queue.push({ type: 'error', kind, ...tag, remote: area, release: releaseOf(area) });
}

/** A web vital of this page load (vitals.ts), tagged with the route it was loaded at. */
export function reportVital(name: VitalName, value: number): void {
  if (!sentVitals.has(name) && Number.isFinite(value) && value >= 0) vitals.set(name, value);
}

/** Sends what the page has gathered, in batches the endpoint takes; nothing when there is none. */
export function flushClientEvents(): void {
  if (landing) {
    for (const [name, value] of vitals) {
      queue.push({ type: 'vital', name, value: Math.round(value * 1000) / 1000, ...landing });
      sentVitals.add(name);
    }
  }
  vitals.clear();
  while (queue.length > 0) {
    const events = queue.splice(0, CLIENT_EVENTS_MAX);
    const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
    // A beacon outlives the page; a lost one costs a few counts, never the visit.
    navigator.sendBeacon?.(CLIENT_EVENTS_URL, body);
  }
}

/** Starts reporting: the landing view, errors from now on, and a batch whenever the page hides. */
export function startClientEvents(): void {
  landing = tagOf(window.location.hash);
  countView();
  window.addEventListener('hashchange', countView);
  window.addEventListener('error', () => reportError('error'));
  window.addEventListener('unhandledrejection', () => reportError('rejection'));
  // On window, after the document's own listeners: web-vitals reports a page's last values on the
  // same `visibilitychange`, and they must be in this batch.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushClientEvents();
  });
  window.addEventListener('pagehide', flushClientEvents);
}
