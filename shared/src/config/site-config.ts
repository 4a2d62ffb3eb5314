// The business's contact details, served at run time as /site-config.json so that changing a
// phone number is an edit of the server's settings, not a rebuild of every app. The api writes
// the file from its SITE_* settings (validated with this schema); nginx deployments get the same
// file from the deploy step; the shell reads it before the first render and shares it with the
// remotes (`useSiteConfig` in `@marketplace/shared/ui`).
import { z } from 'zod';
import { emailSchema } from '../contracts/validation';

/** Where the shell reads the contact details, next to /remotes.json. */
export const SITE_CONFIG_URL = '/site-config.json';

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
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Clearly fake placeholders for local runs and tests; a production start that still uses any of
 * them logs a warning naming the setting.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  email: 'hello@example.in',
  phone: '+91 90000 00000',
  emergencyPhone: '+91 90000 00009',
  whatsapp: {
    maintenanceInterior: '+91 90000 00001',
    constructionInterior: '+91 90000 00002',
  },
  address: '000 Example Road, Napier Town, Jabalpur, Madhya Pradesh 482000',
  mapsQuery: 'Napier Town, Jabalpur, Madhya Pradesh',
};

/** Reads a served site-config.json; throws with the first problem when it is not valid. */
export function parseSiteConfig(value: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`site-config.json: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
  }
  return result.data;
}
