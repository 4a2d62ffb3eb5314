/**
 * POST /api/v1/client-events (what real visits report) and GET /api/v1/admin/site-health (the
 * aggregates an admin reads). The wire format's constants are zod-free in
 * config/client-events.ts, which the shell's first script uses.
 */
import { z } from 'zod';
import { REMOTE_NAMES, ROUTES_BY_REMOTE } from '../config/apps';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_EVENTS_MAX,
  NO_ROUTE,
  RELEASE_ID_PATTERN,
  SHELL_AREA,
  VITAL_NAMES,
} from '../config/client-events';

export {
  CLIENT_ERROR_KINDS,
  CLIENT_EVENTS_MAX,
  CLIENT_EVENTS_MAX_BODY_BYTES,
  CLIENT_EVENTS_URL,
  LOCAL_RELEASE,
  NO_ROUTE,
  SHELL_AREA,
  VITAL_NAMES,
  type ClientErrorKind,
  type ClientEvent,
  type ClientEventBatch,
  type VitalName,
} from '../config/client-events';

/** The areas a visit can be in: each remote, or the shell's own 'Page not found'. */
export const HEALTH_AREAS = [...REMOTE_NAMES, SHELL_AREA] as const;

/** Only the manifest's route patterns: a URL (with its ids or a search) is never accepted. */
const ROUTE_PATTERNS: [string, ...string[]] = [NO_ROUTE, ...Object.values(ROUTES_BY_REMOTE).flat()];

/** The longest a vital may be: 10 minutes (ms) for LCP and INP; CLS is far below it. */
export const VITAL_VALUE_MAX = 600_000;

const tag = {
  route: z.enum(ROUTE_PATTERNS, { error: 'route must be a route pattern of the site' }),
  remote: z.enum(HEALTH_AREAS, { error: `remote must be one of ${HEALTH_AREAS.join(', ')}` }),
  release: z.string().regex(RELEASE_ID_PATTERN, 'release must be a release id'),
};

// Strict objects: a field the format does not name (a URL, a message, a user) is refused, so
// nothing personal can slip into the aggregates by a client's mistake.
const clientEventSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('view'), ...tag }),
    z.strictObject({ type: z.literal('error'), kind: z.enum(CLIENT_ERROR_KINDS), ...tag }),
    z.strictObject({
      type: z.literal('vital'),
      name: z.enum(VITAL_NAMES),
      value: z.number().finite().min(0).max(VITAL_VALUE_MAX),
      ...tag,
    }),
  ],
  { error: 'type must be view, error or vital' },
);

export const clientEventBatchSchema = z.strictObject({
  events: z
    .array(clientEventSchema)
    .min(1, 'events must not be empty')
    .max(CLIENT_EVENTS_MAX, `events holds at most ${CLIENT_EVENTS_MAX}`),
});

export const clientEventsResponse = z.object({ success: z.literal(true) });

/** One remote's release over a window: counts, and p75 of each vital (null below one sample). */
export const releaseHealthSchema = z.object({
  remote: z.string(),
  release: z.string(),
  pageViews: z.number().int(),
  errors: z.number().int(),
  /** Errors per 1,000 page views; null without page views. */
  errorsPer1000: z.number().nullable(),
  lcpP75: z.number().nullable(),
  inpP75: z.number().nullable(),
  clsP75: z.number().nullable(),
  /** How many page loads each p75 is made of. */
  samples: z.object({ LCP: z.number().int(), INP: z.number().int(), CLS: z.number().int() }),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;

export const siteHealthResponse = z.object({
  success: z.literal(true),
  generatedAt: z.string(),
  hour: z.array(releaseHealthSchema),
  day: z.array(releaseHealthSchema),
});
export type SiteHealthResponse = z.infer<typeof siteHealthResponse>;
