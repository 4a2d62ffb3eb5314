import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface ExpiredListing {
  id: number;
  name: string;
  listerEmail: string | null;
}

/**
 * Marks expired every live listing whose time is up, and answers those this call changed. One
 * conditional UPDATE: with several api instances running it at once, each row is changed, and
 * answered, by exactly one of them (PostgreSQL re-checks a row's WHERE after waiting for its lock;
 * SQLite runs one write at a time), so each lister is told once.
 */
export async function expireListings(db: Db, now: Date = new Date()): Promise<ExpiredListing[]> {
  const at = nowIso(now);
  // Looked for first (an index read): on PostgreSQL an UPDATE that changes no row still fires the
  // statement trigger that moves the properties' version, which would drop every kept listing
  // answer each minute on each instance (docs/decisions/api-reads.md).
  const due = await db
    .selectFrom('properties')
    .select('id')
    .where('status', '=', 'live')
    .where('expires_at', '<=', at)
    .limit(1)
    .executeTakeFirst();
  if (!due) return [];
  const expired = await db
    .updateTable('properties')
    .set({ status: 'expired', updated_at: at })
    .where('status', '=', 'live')
    .where('expires_at', '<=', at)
    .returning(['id', 'name', 'owner_id'])
    .execute();
  const ownerIds = [...new Set(expired.map((row) => row.owner_id).filter((id) => id !== null))];
  const emails = new Map<number, string>();
  if (ownerIds.length > 0) {
    const owners = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', ownerIds)
      .execute();
    for (const owner of owners) emails.set(Number(owner.id), owner.email);
  }
  return expired.map((row) => ({
    id: Number(row.id),
    name: row.name,
    listerEmail: row.owner_id === null ? null : (emails.get(Number(row.owner_id)) ?? null),
  }));
}
