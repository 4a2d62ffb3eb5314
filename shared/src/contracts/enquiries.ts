/**
 * Enquiries: the contact form and the job application, sent to POST /api/v1/enquiries. The forms
 * and the api validate with these very schemas, so a message the user sees and the 400 the api
 * answers name the same field in the same words.
 */
import { z } from 'zod';
import { istDateOf } from './booking-slots';

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

/** A phone number as people write it: digits with spaces, dashes, brackets, an optional leading +. */
const phone = required('Phone', 30).refine(
  (value) =>
    /^\+?[\d\s()-]+$/.test(value) && /(\d\D*){7,15}/.test(value) && !/(\d\D*){16}/.test(value),
  'Phone is invalid',
);

/** Message to a property's agent (property detail, contact agent form). */
export const agentContactEnquirySchema = z.object({
  property_id: propertyId,
  name: required('Name', 100),
  phone,
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
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const VISIT_DATE_MESSAGES = {
  invalid: 'Date must be a valid date (YYYY-MM-DD)',
  past: 'Date must be today or later',
  time: 'Time must be a valid time (HH:MM)',
} as const;

/** Visit request (property detail, schedule visit form); a date before today in India is refused. */
export const visitRequestEnquirySchema = z.object({
  property_id: propertyId,
  date: z
    .string({ error: 'Date is required' })
    .trim()
    .min(1, 'Date is required')
    .refine(isCalendarDate, VISIT_DATE_MESSAGES.invalid)
    .refine((value) => !isCalendarDate(value) || value >= todayInIndia(), VISIT_DATE_MESSAGES.past),
  time: z
    .string({ error: 'Time is required' })
    .trim()
    .min(1, 'Time is required')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, VISIT_DATE_MESSAGES.time),
  name: required('Name', 100),
  phone,
});
export type VisitRequestEnquiry = z.infer<typeof visitRequestEnquirySchema>;

export const ENQUIRY_TYPES = [
  'contact',
  'job_application',
  'agent_contact',
  'visit_request',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** Body of POST /api/v1/enquiries: the type, then that form's fields. */
export const enquiryRequestSchema = z.discriminatedUnion('type', [
  contactEnquirySchema.extend({ type: z.literal('contact') }),
  jobApplicationSchema.extend({ type: z.literal('job_application') }),
  agentContactEnquirySchema.extend({ type: z.literal('agent_contact') }),
  visitRequestEnquirySchema.extend({ type: z.literal('visit_request') }),
]);

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

export const enquiryResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
});

export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;
