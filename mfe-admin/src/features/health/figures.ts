// How the Site health tab words a figure: units, a rating by the web's thresholds, a release id.
export type Rating = 'good' | 'fair' | 'poor';

/** Google's "good" and "poor" limits of each web vital (web.dev/articles/vitals). */
const LIMITS = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
} as const;

export function ratingOf(metric: keyof typeof LIMITS, value: number): Rating {
  const [good, poor] = LIMITS[metric];
  return value <= good ? 'good' : value <= poor ? 'fair' : 'poor';
}

/** An error rate's rating: under 1 % of page views is fair, over 5 % is poor. */
export function errorRating(perThousand: number): Rating {
  return perThousand <= 10 ? 'good' : perThousand <= 50 ? 'fair' : 'poor';
}

/** A duration with its unit: '2.25 s', '600 ms' (Hindi passes its words for the units). */
export function formatMs(ms: number, units = { s: 's', ms: 'ms' }): string {
  return ms >= 1000
    ? `${Number((ms / 1000).toFixed(2))} ${units.s}`
    : `${Math.round(ms)} ${units.ms}`;
}

/** A deploy's release id ('20261130T081502.123Z-abc1234') as a date and its commit. */
export function describeRelease(
  id: string,
  locale: 'en-IN' | 'hi-IN' = 'en-IN',
): { when: string | null; commit: string | null } {
  const match = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)\d\d(?:\.\d+)?Z-([0-9a-z]+)/.exec(id);
  if (!match) return { when: null, commit: null };
  const [, year, month, day, hour, minute, commit] = match;
  const date = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)),
  );
  const when = date.toLocaleString(locale, {
    day: 'numeric',
    // Hindi's short months ('नव॰') are not what people read.
    month: locale === 'hi-IN' ? 'long' : 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kolkata',
  });
  return { when: `${when} IST`, commit: commit ?? null };
}
