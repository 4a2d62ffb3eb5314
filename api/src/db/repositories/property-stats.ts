import type { PropertyPurpose } from '@marketplace/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PriceRange } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The live listings of one purpose: how many, how many per price band and the rounded mean price
 * (or rent), in one SQL query.
 */
export async function propertyStats(
  db: Db,
  purpose: PropertyPurpose,
): Promise<{
  total: number;
  budget: number;
  mid: number;
  premium: number;
  average_price: number | null;
}> {
  const countWhere = (range: PriceRange) =>
    sql<number | string>`sum(case when price_range = ${range} then 1 else 0 end)`;
  const row = await db
    .selectFrom('properties')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('total'),
      countWhere('budget').as('budget'),
      countWhere('mid').as('mid'),
      countWhere('premium').as('premium'),
      sql<number | string | null>`round(avg(price_value))`.as('average_price'),
    ])
    .where('status', '=', 'live')
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sums and averages as numeric strings, SQLite as numbers; empty sums are null.
  return {
    total: Number(row.total),
    budget: Number(row.budget ?? 0),
    mid: Number(row.mid ?? 0),
    premium: Number(row.premium ?? 0),
    average_price: row.average_price === null ? null : Number(row.average_price),
  };
}
