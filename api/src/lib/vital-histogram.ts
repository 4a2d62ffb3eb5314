// Web vitals are kept as histograms with fixed bucket bounds, not as raw values: a bucket's count
// is a number several api instances can add to at once (an upsert), and a p75 over any window is
// read from the summed counts. The bounds are finer where the "good" thresholds lie (LCP 2.5 s,
// INP 200 ms, CLS 0.1), so a p75 is within one step of the truth there. Changing a bound changes
// what stored bucket numbers mean: add a metric name instead.
import type { VitalName } from '@marketplace/shared/contracts';

/** Upper bounds of each bucket (inclusive); one more bucket holds everything above the last. */
const VITAL_BUCKET_BOUNDS: Record<VitalName, readonly number[]> = {
  // milliseconds
  LCP: [
    100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500,
    2750, 3000, 3500, 4000, 4500, 5000, 6000, 7000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
  ],
  // milliseconds
  INP: [
    16, 24, 32, 40, 50, 64, 80, 100, 125, 150, 175, 200, 250, 300, 400, 500, 600, 800, 1000, 1500,
    2000, 3000, 5000, 10_000,
  ],
  // unitless
  CLS: [
    0.001, 0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 5,
  ],
};

/** The bucket a value falls in: the first whose upper bound is at least the value. */
export function bucketOf(name: VitalName, value: number): number {
  const bounds = VITAL_BUCKET_BOUNDS[name];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The 75th percentile of a histogram (bucket number -> count): the upper bound of the bucket
 * holding the page load at 75 % of them, so "75 % of page loads were at or under it". The bucket
 * above the last bound answers with that last bound. Null for an empty histogram.
 */
export function p75Of(name: VitalName, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = VITAL_BUCKET_BOUNDS[name];
  const target = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= target) return bounds[Math.min(bucket, bounds.length - 1)] ?? null;
  }
  return bounds.at(-1) ?? null;
}
