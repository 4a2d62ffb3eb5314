// What the shell reports of real visits to POST /api/v1/client-events (docs/decisions/client-events.md):
// page views, errors and web vitals, each tagged with the route's pattern (never the URL), the
// remote that renders it and that remote's release. Plain constants and types, no zod: the shell's
// first script sends them (shell/src/health/client-events.ts) before shared modules are negotiated;
// the api's zod schema is built from them (contracts/client-events.ts).

export const CLIENT_EVENTS_URL = '/api/v1/client-events';

/** Events in one batch: a page's views, its first errors and three vitals fit many times over. */
export const CLIENT_EVENTS_MAX = 50;

/** The endpoint's body limit; a full batch of the longest events is about 7 KB. */
export const CLIENT_EVENTS_MAX_BODY_BYTES = 8 * 1024;

/** Errors one page reports at most: a page that throws in a loop must not flood the batch. */
export const CLIENT_ERRORS_PER_PAGE_MAX = 20;

/**
 * error: an uncaught error (window `error`); rejection: an unhandled promise rejection; boundary:
 * a remote's area failed to render (its error boundary caught it); load: a remote failed to load.
 */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'boundary', 'load'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The remote of a path that no remote owns ('Page not found'), and its route. */
export const SHELL_AREA = 'shell';
export const NO_ROUTE = '(none)';

/** The release of a build served from its dist folder (npm start), not from a deploy. */
export const LOCAL_RELEASE = 'local';

/** A release id as the deploy names it (`20261122T083015.123Z-abc1234`), or `local`. */
export const RELEASE_ID_PATTERN = /^[0-9A-Za-z._-]{1,64}$/;

interface Tagged {
  /** The route pattern of apps.json ('/property-details/:id'), or NO_ROUTE. */
  route: string;
  /** The remote that renders it, or SHELL_AREA. */
  remote: string;
  release: string;
}

export type ClientEvent = Tagged &
  (
    | { type: 'view' }
    | { type: 'error'; kind: ClientErrorKind }
    | { type: 'vital'; name: VitalName; value: number }
  );

export interface ClientEventBatch {
  events: ClientEvent[];
}
