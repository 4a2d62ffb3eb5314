// The rule that ends a canary release without a person (docs/decisions/canary-rule.md): the
// canary's client error rate and p75 LCP against the stable release's, over the same minutes (since
// the canary started), once the canary has a minimum sample. A clearly broken canary is stopped
// before that minimum: waiting for 200 page views of a page that throws only hurts more visitors.
import type { Kysely } from 'kysely';
import type { ReleaseHealth } from '@marketplace/shared/contracts';
import { releaseHealthSince } from '../db/repositories/client-health';
import type { Database } from '../db/schema';

export interface CanaryThresholds {
  /** Page views the canary needs before it is promoted, or aborted for a moderate regression. */
  minPageViews: number;
  /** LCP samples each side needs before their p75 are compared. */
  minLcpSamples: number;
  /** Minutes a canary runs at least before it is promoted (slow failures show late). */
  minMinutes: number;
  /** After this long, a canary whose errors are fine is promoted even if LCP samples are short. */
  maxWaitMinutes: number;
  /** Page views after which a canary erring on at least `fastAbortErrorsPer1000` is aborted. */
  fastAbortPageViews: number;
  fastAbortErrorsPer1000: number;
  /** The canary's error rate may exceed the stable one's by this many per 1,000 page views... */
  errorMarginPer1000: number;
  /** ...or be this many times it, whichever allows more. */
  errorRatio: number;
  /** The canary's p75 LCP may be up to stable p75 x lcpRatio + lcpMarginMs. */
  lcpRatio: number;
  lcpMarginMs: number;
}

export const DEFAULT_CANARY_THRESHOLDS: CanaryThresholds = {
  minPageViews: 200,
  minLcpSamples: 100,
  minMinutes: 30,
  maxWaitMinutes: 24 * 60,
  fastAbortPageViews: 20,
  fastAbortErrorsPer1000: 500,
  errorMarginPer1000: 10,
  errorRatio: 2,
  lcpRatio: 1.2,
  lcpMarginMs: 250,
};

type CanaryAction = 'wait' | 'promote' | 'abort';

export interface CanaryDecision {
  action: CanaryAction;
  /** One sentence for the log and the deploy's output. */
  reason: string;
  canary: ReleaseHealth;
  stable: ReleaseHealth;
}

export interface LiveCanary {
  remote: string;
  /** The canary's release id, and the release everyone else keeps. */
  release: string;
  stableRelease: string;
  startedAt: Date;
}

const errorsPer1000 = (health: ReleaseHealth) =>
  health.pageViews > 0 ? (health.errors / health.pageViews) * 1000 : 0;

const rate = (value: number) => `${Math.round(value * 10) / 10} errors per 1,000 page views`;

/** The decision for one canary, given both releases' figures over the same minutes. */
function decideCanary(
  canary: ReleaseHealth,
  stable: ReleaseHealth,
  minutesRunning: number,
  t: CanaryThresholds = DEFAULT_CANARY_THRESHOLDS,
): Omit<CanaryDecision, 'canary' | 'stable'> {
  const canaryRate = errorsPer1000(canary);
  const stableRate = errorsPer1000(stable);
  const errorLimit = Math.max(stableRate * t.errorRatio, stableRate + t.errorMarginPer1000);
  const errorsTooMany = canaryRate > errorLimit;
  const against = `${rate(canaryRate)} against ${rate(stableRate)} on the stable release`;

  if (
    errorsTooMany &&
    canary.pageViews >= t.fastAbortPageViews &&
    canaryRate >= t.fastAbortErrorsPer1000
  ) {
    return { action: 'abort', reason: `broken: ${against} (${canary.pageViews} page views)` };
  }
  if (canary.pageViews < t.minPageViews || minutesRunning < t.minMinutes) {
    return {
      action: 'wait',
      reason: `${canary.pageViews} of ${t.minPageViews} page views, ${Math.floor(minutesRunning)} of ${t.minMinutes} minutes`,
    };
  }
  if (errorsTooMany) return { action: 'abort', reason: `more errors: ${against}` };

  const lcpSampled = canary.samples.LCP >= t.minLcpSamples && stable.samples.LCP >= t.minLcpSamples;
  if (lcpSampled && canary.lcpP75 !== null && stable.lcpP75 !== null) {
    const lcpLimit = stable.lcpP75 * t.lcpRatio + t.lcpMarginMs;
    const lcp = `p75 LCP ${canary.lcpP75} ms against ${stable.lcpP75} ms`;
    if (canary.lcpP75 > lcpLimit) return { action: 'abort', reason: `slower: ${lcp}` };
    return { action: 'promote', reason: `healthy: ${against}, ${lcp}` };
  }
  if (minutesRunning >= t.maxWaitMinutes) {
    return {
      action: 'promote',
      reason: `healthy by its errors (${against}); too few LCP samples to compare after ${t.maxWaitMinutes} minutes`,
    };
  }
  return {
    action: 'wait',
    reason: `LCP samples ${canary.samples.LCP} and ${stable.samples.LCP} of ${t.minLcpSamples} each`,
  };
}

const noVisits = (remote: string, release: string): ReleaseHealth => ({
  remote,
  release,
  pageViews: 0,
  errors: 0,
  errorsPer1000: null,
  lcpP75: null,
  inpP75: null,
  clsP75: null,
  samples: { LCP: 0, INP: 0, CLS: 0 },
});

/** Reads both releases' figures since the canary started and decides. */
export async function evaluateCanary(
  db: Kysely<Database>,
  live: LiveCanary,
  now: Date,
  thresholds: CanaryThresholds = DEFAULT_CANARY_THRESHOLDS,
): Promise<CanaryDecision> {
  const rows = await releaseHealthSince(db, live.startedAt, {
    remote: live.remote,
    releases: [live.release, live.stableRelease],
  });
  const find = (release: string) =>
    rows.find((row) => row.release === release) ?? noVisits(live.remote, release);
  const canary = find(live.release);
  const stable = find(live.stableRelease);
  const minutes = (now.getTime() - live.startedAt.getTime()) / 60_000;
  return { ...decideCanary(canary, stable, minutes, thresholds), canary, stable };
}
