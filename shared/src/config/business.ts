// Business facts that belong to the brand and change with a release. The contact details (phone,
// WhatsApp, e-mail, address) change without one: they are served at run time, see site-config.ts.

export const BUSINESS = {
  /** Brand name, also the philosophy tagline of the spec. */
  name: 'Samjhe Aapko',
  tagline: 'Samjhe Aapko',
  foundedYear: 2021,
  /** The spec's copyright line names 2024; it is fixed text, not the current year. */
  copyrightYear: 2024,
  emergencyAvailability: '24/7',
  /** The homecare footer names Bhopal (catalogue spec, Homecare). */
  footerLocation: 'Bhopal, MP',
} as const;

/** Business hours, docs/product/site.md "Shared constants". */
export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '8:00 AM - 8:00 PM' },
  { days: 'Sat-Sun', hours: '9:00 AM - 6:00 PM' },
] as const;

/** One-line form of the hours, e.g. for a contact card. */
export const BUSINESS_HOURS_TEXT = BUSINESS_HOURS.map((h) => `${h.days} ${h.hours}`).join(', ');
