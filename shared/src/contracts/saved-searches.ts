/**
 * The saved-search calls of /api/v1 (docs/decisions/saved-search-alerts.md): a logged-in
 * visitor's searches of the listing, each kept as the listing's own query string, and the
 * unsubscribe link of their e-mails, which needs no login.
 */
import { z } from 'zod';
import {
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_QUERY_MAX,
  savedSearchQuery,
} from '@marketplace/shared/contracts-properties';
import { propertyListQuerySchema } from './properties';

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The listing's query string, without the page: `purpose=rent&location=indore`. */
  query: z.string(),
  /** Whether new matches are e-mailed (at most once a day). */
  alerts: z.boolean(),
  /** Live listings it matches that went live since the visitor last opened it. */
  new_count: z.number().int(),
  /** When the visitor last opened it (when they saved it, before that). */
  seen_at: z.string(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

const nameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'Give the search a name')
  .max(SAVED_SEARCH_NAME_MAX, `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`)
  .refine((value) => !/\p{Cc}/u.test(value), 'The name must not contain control characters');

const readListingQuery = (query: string) =>
  propertyListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

/** Reads a saved query back as the listing's filters; undefined when the listing refuses it. */
export function listingFiltersOf(query: string) {
  const result = readListingQuery(query);
  return result.success ? result.data : undefined;
}

/**
 * A listing query, checked by the listing's own query schema (an unknown or malformed parameter
 * is refused with the listing's message) and given its saved form (savedSearchQuery).
 */
const querySchema = z
  .string({ error: 'query must be text' })
  .max(SAVED_SEARCH_QUERY_MAX, `query must be at most ${SAVED_SEARCH_QUERY_MAX} characters`)
  .transform((value, ctx) => {
    const query = savedSearchQuery(value);
    const result = readListingQuery(query);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'bad query' });
      return z.NEVER;
    }
    return query;
  });

export const saveSearchRequest = z.strictObject({ name: nameSchema, query: querySchema });
export type SaveSearchRequest = z.input<typeof saveSearchRequest>;

export const updateSavedSearchRequest = z
  .strictObject({
    name: nameSchema.optional(),
    alerts: z.boolean({ error: 'alerts must be true or false' }).optional(),
  })
  .refine((change) => change.name !== undefined || change.alerts !== undefined, {
    message: 'Send a new name or alerts',
  });
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchRequest>;

/** The path's id as text: anything that is not one of the caller's saved searches is a 404. */
export const savedSearchIdParams = z.object({ id: z.string() });

export const savedSearchListResponse = z.object({
  success: z.literal(true),
  data: z.array(savedSearchSchema),
});
export type SavedSearchListResponse = z.infer<typeof savedSearchListResponse>;

export const savedSearchResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: savedSearchSchema,
});
export type SavedSearchResponse = z.infer<typeof savedSearchResponse>;

export const savedSearchDeletedResponse = z.object({ success: z.literal(true), msg: z.string() });
export type SavedSearchDeletedResponse = z.infer<typeof savedSearchDeletedResponse>;

export const unsubscribeParams = z.object({ token: z.string().max(200) });

/** What an unsubscribe link is about: the saved search's name and whether it still e-mails. */
export const unsubscribeResponse = z.object({
  success: z.literal(true),
  msg: z.string().optional(),
  data: z.object({ name: z.string(), alerts: z.boolean() }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
