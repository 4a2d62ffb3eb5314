/**
 * Enquiries: the contact form and the job application, sent to POST /api/v1/enquiries. The forms
 * and the api validate with these very schemas, so a message the user sees and the 400 the api
 * answers name the same field in the same words.
 */
import { z } from 'zod';
import {
  VISIT_DATE_MESSAGES,
  VISIT_DAYS_AHEAD,
  VISIT_HOURS,
} from '@marketplace/shared/contracts-properties';
import { istDateOf, slotOfInstant } from './booking-slots';

/** Texts the spec fixes for these forms, and the api's answers. */
export const ENQUIRY_MESSAGES = {
  contactRequired: 'Please fill in all required fields',
  contactSuccess: "Thank you! Your message has been sent successfully. We'll get back to you soon!",
  applicationSuccess: 'Application submitted successfully!',
  received: 'Enquiry received',
  rateLimited: 'Too many requests, please try again later.',
  sendFailed: 'Could not send your message. Please try again.',
} as const;

/** Largest request body the endpoint accepts; a longer one gets a 413. */
export const ENQUIRY_MAX_BODY_BYTES = 16 * 1024;

/** Contact form service types, in the order of docs/product/catalogue.md "Contact". */
export const CONTACT_SERVICE_TYPES = [
  'Plumbing',
  'Electrical',
  'House Cleaning',
  'Water Proofing',
  'Interior Designing',
  'Real Estate',
  'Construction',
  'Maintenance',
  'Other',
] as const;

export type ContactServiceType = (typeof CONTACT_SERVICE_TYPES)[number];

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/** Contact message: name, email and message are required (docs/product/catalogue.md "Contact"). */
export const contactEnquirySchema = z.object({
  name: required('Name', 100),
  // Same wording as the account forms' e-mail rule.
  email: required('Email', 254).pipe(z.email('Email is invalid')),
  phone: optionalText('Phone', 30),
  subject: optionalText('Subject', 200),
  message: required('Message', 5000),
  serviceType: z.union([z.enum(CONTACT_SERVICE_TYPES), z.literal('')]).optional(),
});

export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;

/** Job application: all six fields are required text (docs/product/catalogue.md "Careers"). */
export const jobApplicationSchema = z.object({
  name: required('Name', 100),
  contact: required('Contact', 30),
  education: required('Education', 500),
  address: required('Address', 500),
  workExperience: required('Work experience', 2000),
  skills: required('Skills', 1000),
});

export type JobApplication = z.infer<typeof jobApplicationSchema>;

const propertyId = z
  .number({ error: 'Property is required' })
  .int('Property is invalid')
  .positive('Property is invalid')
  .max(Number.MAX_SAFE_INTEGER, 'Property is invalid');

/**
 * A phone number as people write it: digits with spaces, dashes, brackets, an optional leading +.
 * The enquiry forms' phone, and a lister's (revealed to logged-in visitors).
 */
export const contactPhoneSchema = required('Phone', 30).refine(
  (value) =>
    /^\+?[\d\s()-]+$/.test(value) && /(\d\D*){7,15}/.test(value) && !/(\d\D*){16}/.test(value),
  'Phone is invalid',
);

/** Message to a property's agent (property detail, contact agent form). */
export const agentContactEnquirySchema = z.object({
  property_id: propertyId,
  name: required('Name', 100),
  phone: contactPhoneSchema,
  email: required('Email', 254).pipe(z.email('Email is invalid')),
  message: optionalText('Message', 2000),
});
export type AgentContactEnquiry = z.infer<typeof agentContactEnquirySchema>;

/**
 * Today's date in India (YYYY-MM-DD): visits are booked on Indian Standard Time. By the fixed
 * offset, not Intl: a page's first date formatter costs tens of milliseconds of main thread.
 */
export function todayInIndia(now: Date = new Date()): string {
  return istDateOf(now);
}

/** True when the YYYY-MM-DD text is a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The last day (YYYY-MM-DD, India) a visit may be asked for. */
export function lastVisitDate(now: Date = new Date()): string {
  return istDateOf(new Date(now.getTime() + VISIT_DAYS_AHEAD * 24 * 60 * 60_000));
}

/** HH:MM on a 24-hour clock. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Visit request (property detail, schedule visit form), checked against the visiting window. */
export const visitRequestEnquirySchema = z
  .object({
    property_id: propertyId,
    date: z
      .string({ error: 'Date is required' })
      .trim()
      .min(1, 'Date is required')
      .refine(isCalendarDate, VISIT_DATE_MESSAGES.invalid)
      .refine(
        (value) => !isCalendarDate(value) || value >= todayInIndia(),
        VISIT_DATE_MESSAGES.past,
      )
      .refine(
        (value) => !isCalendarDate(value) || value <= lastVisitDate(),
        VISIT_DATE_MESSAGES.tooFar,
      ),
    time: z
      .string({ error: 'Time is required' })
      .trim()
      .min(1, 'Time is required')
      .regex(CLOCK_TIME, VISIT_DATE_MESSAGES.time)
      .refine(
        (value) =>
          !CLOCK_TIME.test(value) || (value >= VISIT_HOURS.from && value <= VISIT_HOURS.to),
        VISIT_DATE_MESSAGES.hours,
      ),
    name: required('Name', 100),
    phone: contactPhoneSchema,
  })
  .superRefine((visit, context) => {
    const now = slotOfInstant(new Date().toISOString());
    if (visit.date === now.date && visit.time <= now.time) {
      context.addIssue({ code: 'custom', path: ['time'], message: VISIT_DATE_MESSAGES.timePassed });
    }
  });
export type VisitRequestEnquiry = z.infer<typeof visitRequestEnquirySchema>;

/** How far ahead a subscription may start. */
export const SUBSCRIPTION_START_MAX_DAYS = 90;

export const SUBSCRIPTION_DATE_MESSAGES = {
  required: 'Start date is required',
  invalid: 'Start date must be a valid date (YYYY-MM-DD)',
  tooSoon: 'Start date must be tomorrow or later',
  tooLate: `Start date must be within ${SUBSCRIPTION_START_MAX_DAYS} days`,
} as const;

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const itemKey = z
  .string({ error: 'Service is required' })
  .trim()
  .min(1, 'Service is required')
  .max(120, 'Service is invalid');

/**
 * A monthly service's subscription: when it should start (tomorrow to 90 days ahead, in India),
 * who to call. The api files the item's name and price from the catalogue, never from the client.
 */
export const subscriptionEnquirySchema = z.object({
  item_key: itemKey,
  start_date: z
    .string({ error: SUBSCRIPTION_DATE_MESSAGES.required })
    .trim()
    .min(1, SUBSCRIPTION_DATE_MESSAGES.required)
    .refine(isCalendarDate, SUBSCRIPTION_DATE_MESSAGES.invalid)
    .refine(
      (value) => !isCalendarDate(value) || value > todayInIndia(),
      SUBSCRIPTION_DATE_MESSAGES.tooSoon,
    )
    .refine(
      (value) =>
        !isCalendarDate(value) || value <= addDays(todayInIndia(), SUBSCRIPTION_START_MAX_DAYS),
      SUBSCRIPTION_DATE_MESSAGES.tooLate,
    ),
  name: required('Name', 100),
  phone: contactPhoneSchema,
  note: optionalText('Note', 1000),
});
export type SubscriptionEnquiry = z.infer<typeof subscriptionEnquirySchema>;

/** A quote for an item priced "from": who to call, and what to quote for. */
export const quoteEnquirySchema = z.object({
  item_key: itemKey,
  name: required('Name', 100),
  phone: contactPhoneSchema,
  message: optionalText('Message', 2000),
});
export type QuoteEnquiry = z.infer<typeof quoteEnquirySchema>;

export const ENQUIRY_TYPES = [
  'contact',
  'job_application',
  'agent_contact',
  'visit_request',
  'subscription',
  'quote',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** Body of POST /api/v1/enquiries: the type, then that form's fields. */
export const enquiryRequestSchema = z.discriminatedUnion('type', [
  contactEnquirySchema.extend({ type: z.literal('contact') }),
  jobApplicationSchema.extend({ type: z.literal('job_application') }),
  agentContactEnquirySchema.extend({ type: z.literal('agent_contact') }),
  visitRequestEnquirySchema.extend({ type: z.literal('visit_request') }),
  subscriptionEnquirySchema.extend({ type: z.literal('subscription') }),
  quoteEnquirySchema.extend({ type: z.literal('quote') }),
]);

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

export const enquiryResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
});

export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;
