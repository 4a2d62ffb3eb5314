import type { Property as PropertyDto } from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';
import { SERVED_PROPERTY_COLUMNS, toPropertyDto } from './property-rows';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The live properties a user saved, most recently saved first. One that is no longer live (sold,
 * expired) is kept and comes back if it is listed again.
 */
export async function listWishlist(db: Db, userId: number): Promise<PropertyDto[]> {
  const rows = await db
    .selectFrom('wishlist')
    .innerJoin('properties', 'properties.id', 'wishlist.property_id')
    .select(SERVED_PROPERTY_COLUMNS)
    .where('wishlist.user_id', '=', userId)
    .where('properties.status', '=', 'live')
    .orderBy('wishlist.created_at', 'desc')
    .orderBy('wishlist.property_id', 'desc')
    .execute();
  return rows.map(toPropertyDto);
}

/** The ids a user saved. */
export async function wishlistIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist')
    .select('property_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('property_id', 'desc')
    .execute();
  return rows.map((row) => Number(row.property_id));
}

/** Saves properties for a user; ones already saved keep their date (idempotent). */
export async function addToWishlist(
  db: Db,
  userId: number,
  propertyIds: readonly number[],
  now: Date = new Date(),
): Promise<void> {
  if (propertyIds.length === 0) return;
  const created_at = nowIso(now);
  await db
    .insertInto('wishlist')
    .values(propertyIds.map((property_id) => ({ user_id: userId, property_id, created_at })))
    .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing())
    .execute();
}

/** Removes one saved property; removing one not saved is not an error (idempotent). */
export async function removeFromWishlist(
  db: Db,
  userId: number,
  propertyId: number,
): Promise<void> {
  await db
    .deleteFrom('wishlist')
    .where('user_id', '=', userId)
    .where('property_id', '=', propertyId)
    .execute();
}
