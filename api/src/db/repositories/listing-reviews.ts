import type {
  ReviewDecision,
  ReviewDecisionRecord,
  ReviewListing,
} from '@marketplace/shared/contracts-posting';
import type { Language } from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';
import { listerColumnsQuery, toMyListing } from './my-listings';
import { expiryOf } from './property-rows';

// The moderation of listings (docs/decisions/listing-moderation.md): the queue of listings waiting
// for review, oldest sent first, and every decision, kept with who made it and when.

type Db = Kysely<Database> | Transaction<Database>;

const DECISION_COLUMNS = [
  'listing_decisions.id',
  'listing_decisions.property_id',
  'listing_decisions.property_name',
  'listing_decisions.decision',
  'listing_decisions.reason',
  'listing_decisions.decided_at',
] as const;

function decisionsQuery(db: Db) {
  return db
    .selectFrom('listing_decisions')
    .leftJoin('users', 'users.id', 'listing_decisions.moderator_id')
    .select(DECISION_COLUMNS)
    .select((eb) => eb.fn.coalesce('users.name', 'users.username').as('moderator'));
}

type DecisionRow = Awaited<ReturnType<ReturnType<typeof decisionsQuery>['execute']>>[number];

function toDecision(row: DecisionRow): ReviewDecisionRecord {
  return {
    id: Number(row.id),
    property_id: row.property_id === null ? null : Number(row.property_id),
    property_name: row.property_name,
    decision: row.decision,
    reason: row.reason,
    moderator: row.moderator,
    decided_at: row.decided_at,
  };
}

/** The newest decisions of every listing, newest first. */
export async function latestDecisions(db: Db, limit: number): Promise<ReviewDecisionRecord[]> {
  const rows = await decisionsQuery(db)
    .orderBy('listing_decisions.decided_at', 'desc')
    .orderBy('listing_decisions.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toDecision);
}

/** One page of the listings waiting for review, oldest sent first, and how many wait. */
export async function reviewQueue(
  db: Db,
  { page, limit }: { page: number; limit: number },
  now: Date = new Date(),
): Promise<{ rows: ReviewListing[]; total: number }> {
  const [rows, counted] = await Promise.all([
    listerColumnsQuery(db)
      .leftJoin('users', 'users.id', 'properties.owner_id')
      .select([
        'users.id as lister_id',
        'users.username as lister_username',
        'users.name as lister_name',
        'users.email as lister_email',
      ])
      .where('properties.status', '=', 'pending')
      .orderBy('properties.submitted_at', 'asc')
      .orderBy('properties.id', 'asc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => Number(row.id));
  const decisions =
    ids.length === 0
      ? []
      : (
          await decisionsQuery(db)
            .where('listing_decisions.property_id', 'in', ids)
            .orderBy('listing_decisions.decided_at', 'desc')
            .orderBy('listing_decisions.id', 'desc')
            .execute()
        ).map(toDecision);
  return {
    rows: rows.map((row) => ({
      ...toMyListing(row, now),
      lister:
        row.lister_id === null
          ? null
          : {
              id: Number(row.lister_id),
              username: row.lister_username ?? '',
              name: row.lister_name,
              email: row.lister_email ?? '',
            },
      decisions: decisions.filter((decision) => decision.property_id === Number(row.id)),
    })),
    total: Number(counted.n),
  };
}

/** What the lister is told of a decision. */
export interface DecidedListing {
  decision: ReviewDecisionRecord;
  listerEmail: string | null;
  /** The language of the lister's e-mails. */
  listerLanguage: Language;
  name: string;
  purpose: 'sale' | 'rent';
  expiresAt: string | null;
}

/**
 * Approves (live for LISTING_LIVE_DAYS from now) or rejects (with the reason) listing `id` if it
 * still waits for review, and keeps the decision; 'not-found' or 'not-pending' otherwise. The
 * update is conditional on the status, so of two moderators deciding at once one wins.
 */
export async function decideListing(
  db: Kysely<Database>,
  input: { id: number; decision: ReviewDecision; reason: string | null; moderatorId: number },
  now: Date = new Date(),
): Promise<DecidedListing | 'not-found' | 'not-pending'> {
  return db.transaction().execute(async (trx) => {
    const at = nowIso(now);
    const approved = input.decision === 'approved';
    const updated = await trx
      .updateTable('properties')
      .set((eb) => ({
        status: approved ? 'live' : 'rejected',
        rejection_reason: approved ? null : input.reason,
        ...(approved ? { live_since: at, expires_at: expiryOf(at) } : {}),
        updated_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .returning(['id', 'name', 'purpose', 'owner_id', 'expires_at'])
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx
        .selectFrom('properties')
        .select('id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      return exists ? 'not-pending' : 'not-found';
    }
    const { id } = await trx
      .insertInto('listing_decisions')
      .values({
        property_id: input.id,
        property_name: updated.name,
        decision: input.decision,
        reason: input.reason,
        moderator_id: input.moderatorId,
        decided_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decision = await decisionsQuery(trx)
      .where('listing_decisions.id', '=', Number(id))
      .executeTakeFirstOrThrow();
    const lister =
      updated.owner_id === null
        ? undefined
        : await trx
            .selectFrom('users')
            .select(['email', 'language'])
            .where('id', '=', updated.owner_id)
            .executeTakeFirst();
    return {
      decision: toDecision(decision),
      listerEmail: lister?.email ?? null,
      listerLanguage: lister?.language ?? 'en',
      name: updated.name,
      purpose: updated.purpose,
      expiresAt: updated.expires_at,
    };
  });
}
