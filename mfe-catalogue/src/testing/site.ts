// What the catalogue's page tests share beyond @marketplace/test-support: served contact details
// and a reader for the prefilled WhatsApp text the pages build.
import type { SiteConfig } from '@marketplace/shared/config';

/** Contact details unlike the placeholders, to prove a page shows what the server serves. */
export const SERVED_SITE_CONFIG: SiteConfig = {
  email: 'care@samjhe.example',
  phone: '+91 98765 43210',
  emergencyPhone: '+91 98765 43299',
  whatsapp: { maintenanceInterior: '+91 98765 43211', constructionInterior: '+91 98765 43212' },
  address: '12 Civic Centre, Wright Town, Jabalpur, Madhya Pradesh 482002',
  mapsQuery: 'Civic Centre, Jabalpur',
};

/** The decoded `text` parameter of a WhatsApp link. */
export function whatsappTextOf(href: string | null): string | null {
  if (!href) return null;
  return new URL(href).searchParams.get('text');
}
