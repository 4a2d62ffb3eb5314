import type { ClientEvent, ReleaseHealth, VitalName } from '@marketplace/shared/contracts';
import { VITAL_NAMES } from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { bucketOf, p75Of } from '../../lib/vital-histogram';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The minute of a time, as stored: ISO text without seconds ('2026-11-22T08:30'). */
function minuteOf(time: Date): string {
  return time.toISOString().slice(0, 16);
}

const keyOf = (...parts: (string | number)[]) => JSON.stringify(parts);

interface CountRow {
  minute: string;
  remote: string;
  release: string;
  route: string;
  page_views: number;
  errors: number;
}

interface VitalRow {
  minute: string;
  remote: string;
  release: string;
  route: string;
  metric: VitalName;
  bucket: number;
  count: number;
}

/** A batch summed per row key, sorted by it (instances writing the same rows lock in one order). */
function summarise(events: readonly ClientEvent[], minute: string) {
  const counts = new Map<string, CountRow>();
  const vitals = new Map<string, VitalRow>();
  for (const event of events) {
    const tag = { minute, remote: event.remote, release: event.release, route: event.route };
    if (event.type === 'vital') {
      const bucket = bucketOf(event.name, event.value);
      const key = keyOf(event.remote, event.release, event.route, event.name, bucket);
      const row = vitals.get(key) ?? { ...tag, metric: event.name, bucket, count: 0 };
      row.count += 1;
      vitals.set(key, row);
    } else {
      const key = keyOf(event.remote, event.release, event.route);
      const row = counts.get(key) ?? { ...tag, page_views: 0, errors: 0 };
      if (event.type === 'view') row.page_views += 1;
      else row.errors += 1;
      counts.set(key, row);
    }
  }
  const sorted = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
  return { counts: sorted(counts), vitals: sorted(vitals) };
}

/**
 * Adds a batch of events to the minute of `now` (the server's clock: a visitor's is not trusted).
 * Each statement is one upsert adding to the stored counts, atomic on both engines, so any number
 * of api instances may write the same rows at once.
 */
export async function recordClientEvents(
  db: Db,
  events: readonly ClientEvent[],
  now: Date,
): Promise<void> {
  const { counts, vitals } = summarise(events, minuteOf(now));
  if (counts.length > 0) {
    await db
      .insertInto('client_health_minutes')
      .values(counts)
      .onConflict((oc) =>
        oc.columns(['minute', 'remote', 'release', 'route']).doUpdateSet((eb) => ({
          page_views: eb('client_health_minutes.page_views', '+', eb.ref('excluded.page_views')),
          errors: eb('client_health_minutes.errors', '+', eb.ref('excluded.errors')),
        })),
      )
      .execute();
  }
  if (vitals.length > 0) {
    await db
      .insertInto('client_vitals_minutes')
      .values(vitals)
      .onConflict((oc) =>
        oc
          .columns(['minute', 'remote', 'release', 'route', 'metric', 'bucket'])
          .doUpdateSet((eb) => ({
            count: eb('client_vitals_minutes.count', '+', eb.ref('excluded.count')),
          })),
      )
      .execute();
  }
}

/** Deletes the minutes before `before` (the retention's housekeeping); returns the rows gone. */
export async function deleteClientHealthBefore(db: Db, before: Date): Promise<number> {
  const minute = minuteOf(before);
  const counts = await db
    .deleteFrom('client_health_minutes')
    .where('minute', '<', minute)
    .executeTakeFirst();
  const vitals = await db
    .deleteFrom('client_vitals_minutes')
    .where('minute', '<', minute)
    .executeTakeFirst();
  return Number(counts.numDeletedRows) + Number(vitals.numDeletedRows);
}

export interface HealthFilter {
  /** Only this remote (and these of its releases, when given). */
  remote?: string;
  releases?: readonly string[];
}

/**
 * Each remote's release over the minutes from `since` on: page views, errors, errors per 1,000
 * page views and the p75 of each vital, busiest first.
 */
export async function releaseHealthSince(
  db: Db,
  since: Date,
  filter: HealthFilter = {},
): Promise<ReleaseHealth[]> {
  const from = minuteOf(since);
  let countsQuery = db
    .selectFrom('client_health_minutes')
    .select(['remote', 'release'])
    .select((eb) => [
      eb.fn.sum<string | number>('page_views').as('page_views'),
      eb.fn.sum<string | number>('errors').as('errors'),
    ])
    .where('minute', '>=', from)
    .groupBy(['remote', 'release']);
  let vitalsQuery = db
    .selectFrom('client_vitals_minutes')
    .select(['remote', 'release', 'metric', 'bucket'])
    .select((eb) => eb.fn.sum<string | number>('count').as('count'))
    .where('minute', '>=', from)
    .groupBy(['remote', 'release', 'metric', 'bucket']);
  if (filter.remote !== undefined) {
    countsQuery = countsQuery.where('remote', '=', filter.remote);
    vitalsQuery = vitalsQuery.where('remote', '=', filter.remote);
  }
  if (filter.releases !== undefined) {
    if (filter.releases.length === 0) return [];
    countsQuery = countsQuery.where('release', 'in', filter.releases);
    vitalsQuery = vitalsQuery.where('release', 'in', filter.releases);
  }
  const [countRows, vitalRows] = await Promise.all([countsQuery.execute(), vitalsQuery.execute()]);

  const releases = new Map<
    string,
    {
      remote: string;
      release: string;
      views: number;
      errors: number;
      histograms: Map<string, Map<number, number>>;
    }
  >();
  const entry = (remote: string, release: string) => {
    const key = keyOf(remote, release);
    let found = releases.get(key);
    if (!found) {
      found = { remote, release, views: 0, errors: 0, histograms: new Map() };
      releases.set(key, found);
    }
    return found;
  };
  for (const row of countRows) {
    const found = entry(row.remote, row.release);
    found.views += Number(row.page_views);
    found.errors += Number(row.errors);
  }
  for (const row of vitalRows) {
    const histograms = entry(row.remote, row.release).histograms;
    const histogram = histograms.get(row.metric) ?? new Map<number, number>();
    histogram.set(Number(row.bucket), Number(row.count));
    histograms.set(row.metric, histogram);
  }
  return [...releases.values()]
    .map(({ remote, release, views, errors, histograms }) => {
      const p75 = (name: VitalName) => p75Of(name, histograms.get(name) ?? new Map());
      const samples = (name: VitalName) =>
        [...(histograms.get(name)?.values() ?? [])].reduce((sum, count) => sum + count, 0);
      return {
        remote,
        release,
        pageViews: views,
        errors,
        errorsPer1000: views > 0 ? Math.round((errors / views) * 1000 * 10) / 10 : null,
        lcpP75: p75('LCP'),
        inpP75: p75('INP'),
        clsP75: p75('CLS'),
        samples: Object.fromEntries(VITAL_NAMES.map((name) => [name, samples(name)])) as Record<
          VitalName,
          number
        >,
      };
    })
    .sort((a, b) => b.pageViews - a.pageViews || a.remote.localeCompare(b.remote));
}
