/**
 * The administration calls of the admin remote: the enquiries inbox and the property
 * statistics. Manager or admin bearer.
 */
import { z } from 'zod';
import { PROPERTY_PURPOSES } from '@marketplace/shared/contracts-properties';
import { ENQUIRY_TYPES } from './enquiries';

export const ENQUIRY_PAGE_LIMIT_DEFAULT = 20;
export const ENQUIRY_PAGE_LIMIT_MAX = 100;

export const ENQUIRY_TYPE_LABELS: Record<(typeof ENQUIRY_TYPES)[number], string> = {
  contact: 'Contact',
  job_application: 'Job application',
  agent_contact: 'Agent contact',
  visit_request: 'Visit request',
  subscription: 'Subscription',
  quote: 'Quote request',
};

export const ADMIN_MESSAGES = {
  enquiryNotFound: 'Enquiry not found',
  enquiryHandled: 'Enquiry marked as handled',
  enquiryReopened: 'Enquiry marked as not handled',
  accessRequired: 'Admin access required',
} as const;

/** A page or limit query value: a whole number from 1 to `max`. */
export const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

export const enquiryListQuerySchema = z.strictObject({
  type: z
    .enum(ENQUIRY_TYPES, { error: `type must be one of ${ENQUIRY_TYPES.join(', ')}` })
    .optional(),
  page: pageNumber('page', 100_000).optional(),
  limit: pageNumber('limit', ENQUIRY_PAGE_LIMIT_MAX).optional(),
});
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

export const adminEnquirySchema = z.object({
  id: z.number().int(),
  type: z.enum(ENQUIRY_TYPES),
  /** The form's fields as sent (validated by the enquiry schemas when stored). */
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  /** Name of the property an agent contact or visit request concerns, when it still exists. */
  property_name: z.string().nullable(),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;

export const enquiryListResponse = z.object({
  success: z.literal(true),
  data: z.array(adminEnquirySchema),
  total: z.number().int(),
  unhandled: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type EnquiryListResponse = z.infer<typeof enquiryListResponse>;

export const enquiryIdParams = z.object({ id: z.string().max(20) });
export const enquiryHandledBody = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export const enquiryHandledResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: adminEnquirySchema,
});

export const propertyStatsQuery = z.strictObject({
  purpose: z
    .enum(PROPERTY_PURPOSES, { error: `purpose must be one of ${PROPERTY_PURPOSES.join(', ')}` })
    .optional(),
});

export const propertyStatsSchema = z.object({
  total: z.number().int(),
  budget: z.number().int(),
  mid: z.number().int(),
  premium: z.number().int(),
  /** Rounded mean of price_value (price or monthly rent) over those that have one; else null. */
  average_price: z.number().int().nullable(),
});
export type PropertyStats = z.infer<typeof propertyStatsSchema>;
export const propertyStatsResponse = z.object({
  success: z.literal(true),
  data: propertyStatsSchema,
});
