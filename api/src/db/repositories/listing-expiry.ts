import type { Language } from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface ExpiredListing {
  id: number;
  name: string;
  listerEmail: string | null;
  /** The language of the lister's e-mails. */
  listerLanguage: Language;
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
  const listers = new Map<number, { email: string; language: Language }>();
  if (ownerIds.length > 0) {
    const owners = await db
      .selectFrom('users')
      .select(['id', 'email', 'language'])
      .where('id', 'in', ownerIds)
      .execute();
    for (const owner of owners) listers.set(Number(owner.id), owner);
  }
  return expired.map((row) => {
    const lister = row.owner_id === null ? undefined : listers.get(Number(row.owner_id));
    return {
      id: Number(row.id),
      name: row.name,
      listerEmail: lister?.email ?? null,
      listerLanguage: lister?.language ?? 'en',
    };
  });
}
