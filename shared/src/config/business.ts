// Business facts shown across the site. Every value is a clearly fake placeholder: the real numbers,
// address and e-mail are filled in by the business before going live (PRODUCT-DECISIONS.md).

export const BUSINESS = {
  /** Brand name, also the philosophy tagline of the spec. */
  name: 'Samjhe Aapko',
  tagline: 'Samjhe Aapko',
  foundedYear: 2021,
  /** The spec's copyright line names 2024; it is fixed text, not the current year. */
  copyrightYear: 2024,
  email: 'hello@example.in',
  phone: '+91 90000 00000',
  /** Round-the-clock line for emergencies (spec: emergency line 24/7). */
  emergencyPhone: '+91 90000 00009',
  emergencyAvailability: '24/7',
  address: {
    line1: '000 Example Road, Napier Town',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    postalCode: '482000',
    country: 'India',
  },
  /** The homecare footer names Bhopal (catalogue spec, Homecare). */
  footerLocation: 'Bhopal, MP',
  mapsQuery: 'Napier Town, Jabalpur, Madhya Pradesh',
} as const;

/**
 * Two WhatsApp business lines, grouped as the catalogue spec groups them: one serves maintenance
 * and interior enquiries, the other construction and interior enquiries.
 */
export const WHATSAPP_NUMBERS = {
  maintenanceInterior: '+91 90000 00001',
  constructionInterior: '+91 90000 00002',
} as const;

/** Business hours, spec section 9. */
export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '8:00 AM - 8:00 PM' },
  { days: 'Sat-Sun', hours: '9:00 AM - 6:00 PM' },
] as const;

/** One-line form of the hours, e.g. for a contact card. */
export const BUSINESS_HOURS_TEXT = BUSINESS_HOURS.map((h) => `${h.days} ${h.hours}`).join(', ');

/** Full postal address on one line. */
export const BUSINESS_ADDRESS_TEXT = [
  BUSINESS.address.line1,
  BUSINESS.address.city,
  BUSINESS.address.state,
  BUSINESS.address.postalCode,
].join(', ');
