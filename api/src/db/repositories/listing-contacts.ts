import { istDateOf } from '@marketplace/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { nowIso } from '../columns';
import { detectDialect } from '../migrate';
import type { Database } from '../schema';

// What visitors do on a listing's page that its lister sees as figures: views, once per visitor a
// day, and phone reveals, once per logged-in viewer a day, at most PHONE_REVEALS_PER_DAY listings a
// viewer a day (docs/decisions/phone-reveal.md). "A day" is the calendar day in India.

type Db = Kysely<Database> | Transaction<Database>;

/** Listings whose phone one logged-in viewer may see in a day. */
export const PHONE_REVEALS_PER_DAY = 20;

/** A live listing, not past its time, as of `now`. */
function liveListing(db: Db, id: number, now: Date) {
  return db
    .selectFrom('properties')
    .where('id', '=', id)
    .where('status', '=', 'live')
    .where('expires_at', '>', nowIso(now));
}

export type PhoneReveal =
  { outcome: 'shown'; phone: string } | { outcome: 'not-found' } | { outcome: 'limited' };

/**
 * The lister's phone of live listing `id` for a logged-in viewer, counted once per viewer a day.
 * A viewer who has seen PHONE_REVEALS_PER_DAY other listings' phones today is refused; seeing one
 * again today is free. The lister's own listing is shown and not counted. The viewer's account row
 * is held while counting, so two requests of one viewer cannot both take the last one.
 */
export async function revealPhone(
  db: Kysely<Database>,
  id: number,
  viewerId: number,
  now: Date = new Date(),
): Promise<PhoneReveal> {
  const day = istDateOf(now);
  return db.transaction().execute(async (trx) => {
    if (detectDialect<Database>(trx) === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', viewerId).forUpdate().execute();
    }
    const listing = await liveListing(trx, id, now)
      .select(['lister_phone', 'owner_id'])
      .executeTakeFirst();
    if (!listing?.lister_phone) return { outcome: 'not-found' };
    const phone = listing.lister_phone;
    if (listing.owner_id === viewerId) return { outcome: 'shown', phone };
    const seenToday = await trx
      .selectFrom('phone_reveals')
      .select('property_id')
      .where('property_id', '=', id)
      .where('viewer_id', '=', viewerId)
      .where('day', '=', day)
      .executeTakeFirst();
    if (seenToday) return { outcome: 'shown', phone };
    const { n } = await trx
      .selectFrom('phone_reveals')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('viewer_id', '=', viewerId)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    if (Number(n) >= PHONE_REVEALS_PER_DAY) return { outcome: 'limited' };
    await trx
      .insertInto('phone_reveals')
      .values({ property_id: id, viewer_id: viewerId, day, revealed_at: nowIso(now) })
      .execute();
    return { outcome: 'shown', phone };
  });
}

/**
 * Counts a view of live listing `id` by `visitor`, once a day; false when there is no such live
 * listing. Nothing is counted for the listing's own lister (`viewerId`).
 */
export async function countView(
  db: Kysely<Database>,
  id: number,
  visitor: string,
  viewerId: number | null,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const listing = await liveListing(trx, id, now).select('owner_id').executeTakeFirst();
    if (!listing) return false;
    if (viewerId !== null && listing.owner_id === viewerId) return true;
    const added = await trx
      .insertInto('property_visitors')
      .values({ property_id: id, visitor, day: istDateOf(now) })
      .onConflict((oc) => oc.columns(['property_id', 'visitor', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return true;
    await trx
      .insertInto('property_views')
      .values({ property_id: id, views: 1 })
      .onConflict((oc) =>
        oc.column('property_id').doUpdateSet({ views: sql`property_views.views + 1` }),
      )
      .execute();
    return true;
  });
}

/** Deletes the counted visitors of days before `day` (they can no longer count twice). */
export async function deleteVisitorsBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('property_visitors').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
