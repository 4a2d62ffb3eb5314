import type { Address, AddressInput } from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { AddressRow, Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

function toAddress(row: AddressRow): Address {
  return {
    id: Number(row.id),
    house: row.house,
    street: row.street,
    area: row.area,
    city: row.city,
    pincode: row.pincode,
    landmark: row.landmark,
  };
}

/** The account's saved addresses, newest first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAddress);
}

/** One of the account's addresses; undefined for another account's id or no such id. */
export async function findAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<Address | undefined> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toAddress(row) : undefined;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  const row = await db
    .insertInto('addresses')
    .values({
      user_id: userId,
      house: input.house,
      street: input.street,
      area: input.area,
      city: input.city,
      pincode: input.pincode,
      landmark: input.landmark ? input.landmark : null,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAddress(row);
}

/** Deletes one of the account's addresses; false when it has no such address. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
