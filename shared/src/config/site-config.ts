// The business's contact details, served at run time as /site-config.json so that changing a
// phone number is an edit of the server's settings, not a rebuild of every app. The api writes
// the file from its SITE_* settings, validated with the strict schema of
// `@marketplace/shared/contracts` (siteConfigSchema); nginx deployments get the same file from the
// deploy step; the shell reads it before the first render and shares it with the remotes
// (`useSiteConfig` in `@marketplace/shared/ui`). This module holds no zod: it is in every page's
// first load (docs/decisions/zod-only-for-forms.md).

/** Where the shell reads the contact details, next to /remotes.json. */
export const SITE_CONFIG_URL = '/site-config.json';

export interface SiteConfig {
  email: string;
  phone: string;
  /** Round-the-clock line for emergencies (spec: emergency line 24/7). */
  emergencyPhone: string;
  /**
   * Two WhatsApp business lines, grouped as the catalogue spec groups them: one serves maintenance
   * and interior enquiries, the other construction and interior enquiries.
   */
  whatsapp: {
    maintenanceInterior: string;
    constructionInterior: string;
  };
  /** The full postal address on one line. */
  address: string;
  /** What the "Open in Maps" link searches for. */
  mapsQuery: string;
}

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

/** A field the page shows as text or puts in a link: one non-empty line. */
function isOneLine(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && !/[\r\n<>]/.test(value);
}

/**
 * Reads a served site-config.json in the browser; throws naming the first missing or malformed
 * field. The server validated every value with the strict schema when it started (a bad setting
 * stops it), so the page checks only that each field is there as one line of text.
 */
export function readSiteConfig(value: unknown): SiteConfig {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const whatsapp = (
    typeof record.whatsapp === 'object' && record.whatsapp !== null ? record.whatsapp : {}
  ) as Record<string, unknown>;
  const fields: [string, unknown][] = [
    ['email', record.email],
    ['phone', record.phone],
    ['emergencyPhone', record.emergencyPhone],
    ['whatsapp.maintenanceInterior', whatsapp.maintenanceInterior],
    ['whatsapp.constructionInterior', whatsapp.constructionInterior],
    ['address', record.address],
    ['mapsQuery', record.mapsQuery],
  ];
  const bad = fields.find(([, field]) => !isOneLine(field));
  if (bad) throw new Error(`site-config.json: ${bad[0]} must be one line of text`);
  const line = (field: unknown) => (field as string).trim();
  return {
    email: line(record.email),
    phone: line(record.phone),
    emergencyPhone: line(record.emergencyPhone),
    whatsapp: {
      maintenanceInterior: line(whatsapp.maintenanceInterior),
      constructionInterior: line(whatsapp.constructionInterior),
    },
    address: line(record.address),
    mapsQuery: line(record.mapsQuery),
  };
}
