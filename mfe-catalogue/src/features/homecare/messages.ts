// Texts of the homecare page (docs/product/catalogue.md "Homecare").
export const HOMECARE_MESSAGES = {
  heroEyebrow: 'Samjhe Aapko Homecare',
  heroTitle: 'Expert Homecare, At Your Doorstep',
  heroSubtitle:
    'Pest control, carpentry, painting, AC and electrical work by verified professionals with upfront prices.',
  heroBrowse: 'Browse Services',
  statsLabel: 'Homecare in numbers',
  servicesHeading: 'Our Homecare Services',
  categoriesLabel: 'Service categories',
  subCategoriesLabel: 'Sub-categories',
  locationTitle: 'Location filter coming soon',
  searchLabel: 'Search homecare services',
  searchPlaceholder: 'Search by name or description',
  resultsLabel: 'Homecare services',
  /** A category's or sub-category's name as shown; the English name is also its key. */
  categoryName: (name: string) => name,
  save: (amount: string) => `Save ${amount}`,
  originalPrice: 'Original price:',
  ratingLabel: 'Rating:',
  bookNow: 'Book Now',
  emptyTitle: (subCategory: string) => `No services listed under ${subCategory} yet`,
  emptyBody: 'Tell us what you need and we will arrange a verified professional for you.',
  noMatchTitle: (search: string) => `No services match "${search}"`,
  noMatchBody: 'Try another word, or clear the search to see every service in this category.',
  clearSearch: 'Clear search',
  customHeading: 'NEED CUSTOM HOMECARE?',
  customBody:
    'From a one-time deep clean to an annual maintenance plan, we put together the right team for your home.',
  customWhatsapp: 'Request on WhatsApp',
  customCall: 'Call Us',
  footer: (year: number, location: string) => `© ${year} Samjhe Aapko Homecare · ${location}`,
  whatsappService: 'homecare',
} as const;
