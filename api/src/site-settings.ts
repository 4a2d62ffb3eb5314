import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@marketplace/shared/config';

/** Each SITE_* setting and the contact detail it sets. */
const SITE_SETTINGS: ReadonlyArray<[variable: string, read: (site: SiteConfig) => string]> = [
  ['SITE_EMAIL', (site) => site.email],
  ['SITE_PHONE', (site) => site.phone],
  ['SITE_EMERGENCY_PHONE', (site) => site.emergencyPhone],
  ['SITE_WHATSAPP_MAINTENANCE', (site) => site.whatsapp.maintenanceInterior],
  ['SITE_WHATSAPP_CONSTRUCTION', (site) => site.whatsapp.constructionInterior],
  ['SITE_ADDRESS', (site) => site.address],
  ['SITE_MAPS_QUERY', (site) => site.mapsQuery],
];

/** The SITE_* settings still at their fake defaults: customers would see made-up numbers. */
export function placeholderSiteSettings(site: SiteConfig): string[] {
  return SITE_SETTINGS.filter(([, read]) => read(site) === read(DEFAULT_SITE_CONFIG)).map(
    ([variable]) => variable,
  );
}

/** The loud start-up warning of a production run with placeholder contact details, or null. */
export function placeholderWarning(
  site: SiteConfig,
  nodeEnv = process.env.NODE_ENV,
): string | null {
  const placeholders = placeholderSiteSettings(site);
  if (nodeEnv !== 'production' || placeholders.length === 0) return null;
  return `!!! PLACEHOLDER CONTACT DETAILS IN PRODUCTION: ${placeholders.join(', ')} still hold the fake defaults; customers will see made-up phone numbers and addresses. Set them in the api's environment (README, Configuration). !!!`;
}
