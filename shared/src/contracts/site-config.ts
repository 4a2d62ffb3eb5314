// The strict rules of the contact details (/site-config.json): the api validates its SITE_*
// settings with them at start-up, so a served file always passes them. The browser's first load
// reads the file with the plain check of `@marketplace/shared/config` (readSiteConfig) instead, to
// keep zod out of it.
import { z } from 'zod';
import type { SiteConfig } from '../config/site-config';
import { emailSchema } from './validation';

const PHONE_DIGITS = { min: 10, max: 15 } as const;

/** A phone number as people read it: digits with optional '+', spaces and dashes. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .refine(
    (value) => {
      if (!/^\+?[0-9][0-9 -]*[0-9]$/.test(value)) return false;
      const digits = value.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    },
    {
      message: `must be a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, e.g. +91 98765 43210`,
    },
  );

const lineSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\r\n<>]/.test(value), 'must be one line without < or >');

export const siteConfigSchema = z.object({
  email: emailSchema,
  phone: phoneNumberSchema,
  /** Round-the-clock line for emergencies (spec: emergency line 24/7). */
  emergencyPhone: phoneNumberSchema,
  /**
   * Two WhatsApp business lines, grouped as the catalogue spec groups them: one serves maintenance
   * and interior enquiries, the other construction and interior enquiries.
   */
  whatsapp: z.object({
    maintenanceInterior: phoneNumberSchema,
    constructionInterior: phoneNumberSchema,
  }),
  /** The full postal address on one line. */
  address: lineSchema(200),
  /** What the "Open in Maps" link searches for. */
  mapsQuery: lineSchema(200),
}) satisfies z.ZodType<SiteConfig>;

/** Reads a served site-config.json; throws with the first problem when it is not valid. */
export function parseSiteConfig(value: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`site-config.json: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
  }
  return result.data;
}
