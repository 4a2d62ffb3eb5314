// The saved searches' tables (docs/decisions/saved-search-alerts.md), part of schema.ts's Database.
import type { Generated } from 'kysely';
import type { WithDefault } from './schema';

/** A visitor's search of the listing, e-mailed daily (docs/decisions/saved-search-alerts.md). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The listing's query string without the page (savedSearchQuery), unique per account. */
  query: string;
  /** 0 or 1: new matches are e-mailed. */
  alerts: WithDefault<number>;
  /** Only listings that went live after this are e-mailed (saved, or alerts turned back on). */
  alerts_from: string;
  /** When the visitor last opened it: its "new" count starts here. */
  seen_at: string;
  /** The secret of the e-mails' unsubscribe link. */
  unsubscribe_token: string;
  created_at: string;
  updated_at: string;
}

/**
 * A saved search's e-mail of one IST day: inserted before sending, so with several api instances
 * only the one whose insert succeeds sends it ('sending'), which marks it 'sent' after.
 */
export interface SavedSearchDigestsTable {
  saved_search_id: number;
  /** YYYY-MM-DD in IST. */
  day: string;
  status: 'sending' | 'sent';
  /** It covers listings that went live up to this instant. */
  listed_until: string;
  listings: number;
  created_at: string;
  sent_at: string | null;
}
