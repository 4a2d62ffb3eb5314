import type { Lead, LeadType } from '@marketplace/shared/contracts-posting';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';
import { isOwnListing } from './my-listings';

// A lister's leads: the agent contacts and visit requests sent from one of their listings' pages
// (enquiries with that property_id). Read and marked through the listing's owner only.

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'enquiries.id',
  'enquiries.type',
  'enquiries.payload',
  'enquiries.created_at',
  'enquiries.lead_handled_at',
] as const;

interface Row {
  id: number;
  type: string;
  payload: string;
  created_at: string;
  lead_handled_at: string | null;
}

function fieldsOf(payload: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function toLead(row: Row): Lead {
  const fields = fieldsOf(row.payload);
  return {
    id: Number(row.id),
    type: row.type as LeadType,
    name: textOrNull(fields.name) ?? '',
    phone: textOrNull(fields.phone) ?? '',
    email: textOrNull(fields.email),
    message: textOrNull(fields.message),
    visit_date: textOrNull(fields.date),
    visit_time: textOrNull(fields.time),
    created_at: row.created_at,
    handled: row.lead_handled_at !== null,
  };
}

/** The leads of listing `propertyId`, newest first; undefined when it is not the owner's. */
export async function listLeads(
  db: Db,
  ownerId: number,
  propertyId: number,
): Promise<Lead[] | undefined> {
  if (!(await isOwnListing(db, ownerId, propertyId))) return undefined;
  const rows = await db
    .selectFrom('enquiries')
    .select(COLUMNS)
    .where('enquiries.property_id', '=', propertyId)
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .execute();
  return rows.map(toLead);
}

/**
 * Marks a lead of the owner's listing handled (or open again); the lead, or undefined when the
 * listing is not the owner's or the lead not the listing's.
 */
export async function setLeadHandled(
  db: Db,
  ownerId: number,
  propertyId: number,
  leadId: number,
  handled: boolean,
  now: Date = new Date(),
): Promise<Lead | undefined> {
  const result = await db
    .updateTable('enquiries')
    .set({ lead_handled_at: handled ? nowIso(now) : null })
    .where('id', '=', leadId)
    .where('property_id', '=', propertyId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('properties')
          .select('properties.id')
          .where('properties.id', '=', propertyId)
          .where('properties.owner_id', '=', ownerId),
      ),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const row = await db
    .selectFrom('enquiries')
    .select(COLUMNS)
    .where('id', '=', leadId)
    .executeTakeFirst();
  return row ? toLead(row) : undefined;
}
