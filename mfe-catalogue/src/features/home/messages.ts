// Texts and constants of the home page (docs/product/catalogue.md "Home").
export const HOME_MESSAGES = {
  pageTitle: 'Samjhe Aapko: home services, construction, interiors and real estate',
  welcome: 'Welcome to Samjhe Aapko! Explore our premium home services.',
  // Hero slider
  heroLabel: 'Highlights',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (n: number) => `Go to slide ${n}`,
  slideOf: (n: number, total: number) => `${n} of ${total}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  exploreServices: 'Explore Services',
  freeQuote: 'Get a Free Quote',
  // Most booked services
  mostBookedHeading: 'Most Booked Services',
  mostBookedIntro: 'The services our customers book again and again.',
  priceFrom: (figure: string) => `From ${figure}`,
  previousServices: 'Previous services',
  nextServices: 'Next services',
  goToPosition: (n: number) => `Show services from position ${n}`,
  testimonialsHeading: 'What Our Customers Say',
  // Other sections
  statsLabel: 'Samjhe Aapko in numbers',
  showcaseHeading: 'Signature Services',
  showcaseIntro: 'Premium care for every part of your home.',
  eliteHeading: 'Elite Services',
  eliteIntro: 'Concierge-grade teams for the biggest decisions about your home.',
  eliteAction: 'Explore',
  categoriesHeading: 'Explore Our Categories',
  serviceStatsHeading: 'Trusted for 10K+ maintenance jobs',
  serviceStatsLabel: 'Our work in numbers',
  galleryHeading: 'Our Gallery',
  portfolioHeading: 'Our Portfolio',
  portfolioIntro: 'A few of the homes and spaces we have built, designed and cared for.',
  visionHeading: 'Our Vision',
  vision:
    'To be the one name families in India trust for everything about their home: building it, designing it, caring for it and finding the next one. Samjhe Aapko means we understand you, and every service we offer starts there.',
  faqHeading: 'Frequently Asked Questions',
  ctaHeading: 'Ready to transform your home?',
  ctaBody:
    'Tell us what you need: a repair today, a new kitchen next month or a home of your own. We will take it from there.',
  ctaContact: 'Contact Us',
  // The tiles' texts, under each tile's picture (a category card's route): content.ts lists them.
  tiles: {
    showcase: {
      homecare: {
        label: 'Premium Homecare',
        subtitle: 'Vetted experts at your door',
        description:
          'Pest control, carpentry, AC and electrical work by background-checked professionals.',
      },
      'interior-design': {
        label: 'Bespoke Interior',
        subtitle: 'Designed around you',
        description: '3D visualisation, curated materials and turnkey execution for every room.',
      },
      'construction-site': {
        label: 'Elite Construction',
        subtitle: 'Built to last generations',
        description: 'Platinum, Gold and Silver packages with transparent per-square-foot pricing.',
      },
      cleaning: {
        label: 'Pristine Cleaning',
        subtitle: 'Spotless, every time',
        description: 'Deep cleaning of kitchens, bathrooms and living spaces with safe products.',
      },
    },
    elite: {
      villa: {
        label: 'Turnkey Construction',
        description: 'Your home built end to end with a structural warranty.',
      },
      kitchen: {
        label: 'Signature Interiors',
        description: 'Modular kitchens, wardrobes and complete home interiors.',
      },
      apartment: {
        label: 'Verified Properties',
        description: 'Homes and plots from trusted builders, with site visits arranged.',
      },
      homecare: {
        label: 'Maintenance & Manpower',
        description: 'Housekeeping, security and patient care staff you can rely on.',
      },
    },
    categories: {
      '/interior': {
        name: 'Interior Designing',
        description: 'Living rooms, kitchens, bedrooms and offices',
      },
      '/real-estate': { name: 'Real Estate', description: 'Verified homes, flats and plots' },
      '/homecare': { name: 'Homecare', description: 'Pest control, carpentry, AC and more' },
      '/constructions': {
        name: 'Constructions',
        description: 'Platinum, Gold and Silver packages',
      },
      '/maintenance': {
        name: 'Maintenance',
        description: 'Housekeeping, security and patient care',
      },
    },
    gallery: {
      'dream-home': 'Family home, Jabalpur',
      kitchen: 'Modular kitchen',
      bedroom: 'Master bedroom',
      'construction-site': 'Residential project on site',
      'interior-design': 'Contemporary living room',
      bathroom: 'Spa-style bathroom',
      garden: 'Landscaped garden',
      office: 'Home office',
    },
    portfolio: {
      villa: 'Independent villa',
      apartment: 'Apartment interiors',
      kitchen: 'Island kitchen',
      office: 'Clinic fit-out',
      bedroom: 'Guest suite renovation',
      garden: 'Terrace garden',
    },
    cities: { jabalpur: 'Jabalpur', bhopal: 'Bhopal', indore: 'Indore' },
  },
} as const;

type TileTexts = typeof HOME_MESSAGES.tiles;
export type ShowcaseKey = keyof TileTexts['showcase'];
export type EliteKey = keyof TileTexts['elite'];
export type CategoryKey = keyof TileTexts['categories'];
export type GalleryKey = keyof TileTexts['gallery'];
export type PortfolioKey = keyof TileTexts['portfolio'];
export type CityKey = keyof TileTexts['cities'];

/** The service the closing WhatsApp message names; the business reads it in English. */
export const HOME_WHATSAPP_SERVICE = 'home';

/** docs/product/catalogue.md "Home": the hero advances every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

/** Ids of the home sections other pages may link to (e.g. '/#faq'). */
export const HOME_SECTION_IDS = {
  mostBooked: 'most-booked',
  faq: 'faq',
} as const;
