import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import type { PropertyInput } from '../../src/db/repositories/property-rows';
import { insertProperties } from '../../src/db/repositories/property-writes';
import type { DigestDeps } from '../../src/lib/digests/digest-pass';
import { base } from './properties';

/** Calls of the saved-search api as one account (no token: as a visitor without a session). */
export function savedSearchApi(app: () => App, token?: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  return {
    list: () => call('GET', '/saved-searches'),
    save: (name: string, query: string) => call('POST', '/saved-searches', { name, query }),
    update: (id: number | string, change: object) => call('PATCH', `/saved-searches/${id}`, change),
    seen: (id: number | string) => call('POST', `/saved-searches/${id}/seen`),
    remove: (id: number | string) => call('DELETE', `/saved-searches/${id}`),
  };
}

export interface SavedSearchBody {
  id: number;
  name: string;
  query: string;
  alerts: boolean;
  new_count: number;
  seen_at: string;
  created_at: string;
}

export const savedOf = (response: LightMyRequestResponse) =>
  response.json<{ data: SavedSearchBody }>().data;

/** A listing of Jabalpur for sale or to let; live unless `status` says otherwise. */
export function listing(
  name: string,
  fields: Partial<PropertyInput> & { liveSince?: string } = {},
): PropertyInput {
  return {
    ...base,
    name,
    location: 'Napier Town, Jabalpur',
    priceValue: 4_500_000,
    bedrooms: '2 BHK',
    area: 1000,
    ...fields,
  };
}

export async function insertListings(app: App, listings: PropertyInput[]): Promise<number[]> {
  return app.db.transaction().execute((trx) => insertProperties(trx, listings));
}

/** A listing that was a draft goes live at `at` (what a moderator's approval does). */
export async function goLive(app: App, id: number, at: Date): Promise<void> {
  await app.db
    .updateTable('properties')
    .set({ status: 'live', live_since: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** What the schedule hands a pass, from an app (another mailer or digest time when given). */
export function digestDeps(app: App, overrides: Partial<DigestDeps> = {}): DigestDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    digestTime: '08:00',
    log: app.log,
    ...overrides,
  };
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** The first 08:00 IST after `instant`, plus `minutes`. */
export function nextMorning(instant: Date, minutes = 0): Date {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  let morning =
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), 8) - IST_OFFSET_MS;
  if (morning <= instant.getTime()) morning += DAY_MS;
  return new Date(morning + minutes * 60_000);
}
