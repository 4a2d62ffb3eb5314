import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, atomically in one statement, so several
 * api instances (and concurrent requests) count together. A window that has ended starts again.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<RateLimitCount> {
  const current = nowIso(now);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: nowIso(new Date(now.getTime() + windowMs)) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limits.reset_at', '<=', current);
        return {
          count: eb
            .case()
            .when(ended)
            .then(eb.lit(1))
            .else(eb('rate_limits.count', '+', eb.lit(1)))
            .end(),
          reset_at: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.reset_at'))
            .else(eb.ref('rate_limits.reset_at'))
            .end(),
        };
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Starts a new window for `key` with one hit, whatever was counted before. */
export async function restartRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<void> {
  const resetAt = nowIso(new Date(now.getTime() + windowMs));
  await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 1, reset_at: resetAt }))
    .execute();
}

/** Forgets counters whose window has ended (housekeeping). */
export async function deleteEndedRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<=', nowIso(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether `key` has a window that has not ended yet (e.g. a remembered fact with an expiry). */
export async function isRateLimitLive(db: Db, key: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select('key')
    .where('key', '=', key)
    .where('reset_at', '>', nowIso(now))
    .executeTakeFirst();
  return row !== undefined;
}
