import type {
  BookingStatus,
  CatalogueKind,
  Furnishing,
  Language,
  ListingStatus,
  PossessionState,
  PostedBy,
  PropertyPurpose,
  PropertyType,
  TenantSuits,
  UserRole,
} from '@marketplace/shared/contracts';
import type { ReviewDecision } from '@marketplace/shared/contracts-posting';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { SavedSearchDigestsTable, SavedSearchesTable } from './saved-search-tables';

/*
 * Column conventions, chosen to behave the same on SQLite and PostgreSQL:
 * - timestamps are ISO-8601 UTC text written by the api (`new Date().toISOString()`), so they
 *   sort and compare as text on both engines;
 * - booleans are integers 0/1 (SQLite has no boolean type and better-sqlite3 cannot bind one);
 * - lists are JSON arrays stored as text.
 */

/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type { UserRole };
export type PriceRange = 'budget' | 'mid' | 'premium';

interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  /** Display name; the spec's User has one, registration does not ask for it. */
  name: string | null;
  password_hash: string;
  role: WithDefault<UserRole>;
  /** manager or admin asked for at registration, waiting for an admin's approval. */
  requested_role: UserRole | null;
  /** 1 once the e-mailed OTP was confirmed. */
  verified: WithDefault<number>;
  department: string | null;
  position: string | null;
  /** The language of its e-mails and of the site once logged in. */
  language: WithDefault<Language>;
  created_at: string;
}

interface SessionsTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
}

interface OtpsTable {
  email: string;
  /** What the code confirms, e.g. 'register' or 'reset-password'; one live code per pair. */
  purpose: string;
  code_hash: string;
  expires_at: string;
  attempts: WithDefault<number>;
  last_sent_at: string;
}

/**
 * A registration waiting for its e-mailed code; the account (users row) is created from it when
 * the code is entered. Several may wait for one e-mail or username.
 */
interface PendingRegistrationsTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  /** manager or admin asked for; null for user. */
  requested_role: UserRole | null;
  code_hash: string;
  code_expires_at: string;
  attempts: WithDefault<number>;
  /** The language the registration was asked in: the account's first. */
  language: WithDefault<Language>;
  created_at: string;
}

/** Shared request counters of the rate limits (all api instances count in the same rows). */
interface RateLimitsTable {
  key: string;
  count: number;
  /** When the current window ends. */
  reset_at: string;
}

interface EnquiriesTable {
  id: Generated<number>;
  type: string;
  /** The validated request body as JSON text. */
  payload: string;
  created_at: string;
  /** When an admin marked it handled; null while open. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The listing an agent contact or visit request is about (a lead of its lister). */
  property_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the listing's lister marked the lead handled; apart from the administration's. */
  lead_handled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A listing, for sale or for rent (docs/decisions/listing-model.md). */
interface PropertiesTable {
  id: Generated<number>;
  name: string;
  location: string;
  builder: string | null;
  purpose: WithDefault<PropertyPurpose>;
  /** Only 'live' listings are shown to anyone but their lister and the administration. */
  status: WithDefault<ListingStatus>;
  /**
   * Display text of a listing whose price is not a number ('Price on request', written before
   * prices were numbers); null otherwise, the text being made from price_value when served.
   */
  price: string | null;
  /**
   * Whole rupees: the sale price or the monthly rent. Sorting, bands and statistics use this.
   * bigint on PostgreSQL, which node-postgres reads as text.
   */
  price_value: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** Derived from price_value and purpose by the api (priceRangeOf), never taken from a client. */
  price_range: PriceRange;
  /** Rent only, whole rupees. */
  deposit_value: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** Rent only: YYYY-MM-DD; null: available now. */
  available_from: string | null;
  suits: TenantSuits | null;
  property_type: PropertyType | null;
  possession: PossessionState | null;
  /** Under construction: the expected month, YYYY-MM. */
  possession_by: string | null;
  furnishing: Furnishing | null;
  /** Text such as '2 BHK'; empty for a plot or commercial space. */
  bedrooms: string;
  /** The number in `bedrooms`, for the bedrooms filter. */
  bedrooms_count: number | null;
  bathrooms: number | null;
  /** 0: ground floor. */
  floor: number | null;
  total_floors: number | null;
  rera_number: string | null;
  posted_by: PostedBy | null;
  /** Square feet. */
  area: number;
  description: string | null;
  /** JSON text: string[] */
  nearby: WithDefault<string>;
  /**
   * JSON text: string[], as typed (known names in their canonical spelling); the amenity filters
   * and counts read it too.
   */
  amenities: WithDefault<string>;
  contact_agent: string | null;
  /** 0 or 1 */
  schedule_visit_enabled: WithDefault<number>;
  brochure_link: string | null;
  image: string | null;
  /** JSON text: string[] */
  images: WithDefault<string>;
  /** The account the listing belongs to (who posted it; an administrator for theirs). */
  owner_id: number | null;
  /**
   * The lister's phone, revealed only to logged-in visitors; never in a public answer. Listings
   * the administration makes show their contact_agent instead.
   */
  lister_phone: string | null;
  /** When it last went live (or was renewed); null while it never was. */
  live_since: string | null;
  /** LISTING_LIVE_DAYS after live_since: then it expires. */
  expires_at: string | null;
  /** Why a reviewer rejected it, shown to its lister. */
  rejection_reason: string | null;
  /** When it was last sent for review: the review queue's order. */
  submitted_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string | null;
  /** Moves on with every edit: a save made from an older version is refused. */
  version: WithDefault<number>;
  /** The Idempotency-Key of the add that made it, unique per `owner_id`; null for others. */
  idempotency_key: string | null;
  /** The Idempotency-Key of its last edit, if that sent one. */
  last_edit_key: string | null;
}

/**
 * How often a listing's page was seen (its view_count), kept apart from `properties`: a view
 * changes nothing listed, and every write to `properties` drops the kept listing answers.
 */
interface PropertyViewsTable {
  property_id: number;
  views: WithDefault<number>;
}

/** The visitors already counted in a listing's views today (rows of past days are deleted). */
interface PropertyVisitorsTable {
  property_id: number;
  /** `u<account id>` for a logged-in visitor, else `v<the browser's random visitor id>`. */
  visitor: string;
  /** YYYY-MM-DD, India. */
  day: string;
}

/** A logged-in visitor shown a lister's phone: one row per listing, viewer and day (India). */
interface PhoneRevealsTable {
  property_id: number;
  viewer_id: number;
  day: string;
  revealed_at: string;
}

/** A moderator's decision on a listing, kept when the listing or the moderator goes. */
interface ListingDecisionsTable {
  id: Generated<number>;
  property_id: number | null;
  property_name: string;
  decision: ReviewDecision;
  reason: string | null;
  moderator_id: number | null;
  decided_at: string;
}

/** Properties a user saved (the heart); one row per pair. */
interface WishlistTable {
  user_id: number;
  property_id: number;
  created_at: string;
}

interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  /** Catalogue kind and stable key; name and price are read from the published catalogue. */
  item_type: string;
  item_id: string;
  quantity: WithDefault<number>;
  added_at: string;
  /** The published price when the line was added (or added to): the cart flags a change. */
  seen_price: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The catalogue's working copy: what managers edit, published whole by an admin. */
interface CatalogueItemsTable {
  id: Generated<number>;
  /** Stable across edits and versions, e.g. `service:plumbing`; carts name items by it. */
  key: string;
  kind: CatalogueKind;
  /** JSON text, checked by the kind's body schema on every write. */
  body: string;
  translations: WithDefault<string>; // JSON text: the body's texts by language, {"hi": {...}}
  /** 0 or 1 */
  visible: WithDefault<number>;
  position: number;
  /** Bumped by every write: a save on an older revision is refused. */
  revision: WithDefault<number>;
  updated_at: string;
  updated_by: number | null;
}

/** Every publish, kept whole. The largest id is what the site shows. */
interface CatalogueVersionsTable {
  id: Generated<number>;
  /** JSON text: PublishedItem[] (repositories/catalogue-versions.ts). */
  content: string;
  item_count: number;
  published_at: string;
  published_by: number | null;
  published_by_name: string | null;
  restored_from: number | null;
}

interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  house: string;
  street: string;
  area: string;
  city: string;
  pincode: string;
  landmark: string | null;
  created_at: string;
}

/** A booking keeps its own copy of the address, lines and totals as they were when booked. */
interface BookingsTable {
  id: Generated<number>;
  user_id: number;
  status: BookingStatus;
  /** ISO-8601 UTC start of the 2-hour slot. */
  slot_start: string;
  house: string;
  street: string;
  area: string;
  city: string;
  pincode: string;
  landmark: string | null;
  phone: string;
  note: string | null;
  payment: string;
  subtotal: number;
  service_fee: number;
  tax: number;
  total: number;
  /** The client's Idempotency-Key: a retried POST finds this booking instead of booking twice. */
  idempotency_key: string;
  created_at: string;
  updated_at: string;
}

interface BookingLinesTable {
  id: Generated<number>;
  booking_id: number;
  item_type: string;
  item_id: string;
  name: string;
  unit_price: number;
  quantity: number;
}

/** Places taken in a slot by bookings that are not cancelled. */
interface BookingSlotsTable {
  slot_start: string;
  taken: number;
}

/** One row (id 1): bumped by triggers on every write to properties. */
interface PropertiesVersionTable {
  id: number;
  version: number;
}

/** Page views and errors of real visits, per minute, remote, release and route. */
interface ClientHealthMinutesTable {
  /** The minute, as ISO text without seconds: '2026-11-22T08:30'. */
  minute: string;
  remote: string;
  release: string;
  route: string;
  page_views: number;
  errors: number;
}

/** A web vital's histogram: page loads per bucket (api/src/health/vital-buckets.ts). */
interface ClientVitalsMinutesTable {
  minute: string;
  remote: string;
  release: string;
  route: string;
  metric: string;
  bucket: number;
  count: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  pending_registrations: PendingRegistrationsTable;
  enquiries: EnquiriesTable;
  properties: PropertiesTable;
  property_views: PropertyViewsTable;
  property_visitors: PropertyVisitorsTable;
  phone_reveals: PhoneRevealsTable;
  listing_decisions: ListingDecisionsTable;
  wishlist: WishlistTable;
  cart_items: CartItemsTable;
  rate_limits: RateLimitsTable;
  addresses: AddressesTable;
  bookings: BookingsTable;
  booking_lines: BookingLinesTable;
  booking_slots: BookingSlotsTable;
  properties_version: PropertiesVersionTable;
  client_health_minutes: ClientHealthMinutesTable;
  client_vitals_minutes: ClientVitalsMinutesTable;
  catalogue_items: CatalogueItemsTable;
  catalogue_versions: CatalogueVersionsTable;
  saved_searches: SavedSearchesTable;
  saved_search_digests: SavedSearchDigestsTable;
}

/** A users row as stored (the verification flag is 0/1). */
export type UserRow = Selectable<UsersTable>;
/** An account as the repositories hand it out: the flag is a boolean. */
export type User = Omit<UserRow, 'verified'> & { verified: boolean };
export type Otp = Selectable<OtpsTable>;
export type PendingRegistration = Selectable<PendingRegistrationsTable>;
export type Property = Selectable<PropertiesTable>;
export type CartItem = Selectable<CartItemsTable>;
export type AddressRow = Selectable<AddressesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type BookingLineRow = Selectable<BookingLinesTable>;
export type CatalogueItemRow = Selectable<CatalogueItemsTable>;
export type CatalogueVersionRow = Selectable<CatalogueVersionsTable>;
