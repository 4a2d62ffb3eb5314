import { sql, type Kysely, type Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { CartItem, Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Numbers as numbers on both engines (PostgreSQL's driver reads some as text). */
function toCartItem(row: CartItem): CartItem {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    seen_price: row.seen_price === null ? null : Number(row.seen_price),
  };
}

/** A user's cart lines, oldest first (the order they were added). */
export async function listCartItems(db: Db, userId: number): Promise<CartItem[]> {
  const rows = await db
    .selectFrom('cart_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
  return rows.map(toCartItem);
}

/**
 * Adds `quantity` of an item: a new line, or more of the line the user already has (one line per
 * user and item, kept by a unique constraint). Capped at `maxQuantity`. Returns the line.
 */
export async function addCartItem(
  db: Db,
  input: {
    userId: number;
    itemType: string;
    itemId: string;
    quantity: number;
    maxQuantity: number;
    /** The published price now: the price the customer is adding at. */
    seenPrice: number;
  },
): Promise<CartItem> {
  const added_at = nowIso();
  const cap = sql`cast(${input.maxQuantity} as integer)`;
  // One statement on both engines, so two quick clicks (or two api instances) cannot race.
  const row = await db
    .insertInto('cart_items')
    .values({
      user_id: input.userId,
      item_type: input.itemType,
      item_id: input.itemId,
      quantity: input.quantity,
      added_at,
      seen_price: input.seenPrice,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'item_type', 'item_id']).doUpdateSet({
        // Adding again is done at today's price, so the line no longer reads as changed.
        seen_price: sql<number>`excluded.seen_price`,
        // CASE rather than min()/least(): SQLite and PostgreSQL spell those differently.
        quantity: sql<number>`case when cart_items.quantity + excluded.quantity > ${cap}
          then ${cap} else cart_items.quantity + excluded.quantity end`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCartItem(row);
}

/** Sets a line's quantity; false when the user has no such line. */
export async function setCartItemQuantity(
  db: Db,
  userId: number,
  cartId: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('cart_items')
    .set({ quantity })
    .where('id', '=', cartId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes one line; false when the user has no such line. */
export async function deleteCartItem(db: Db, userId: number, cartId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_items')
    .where('id', '=', cartId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Empties the user's cart; returns how many lines were removed. */
export async function clearCart(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('cart_items').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
