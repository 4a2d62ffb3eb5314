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
} as const;

/** The service the closing WhatsApp message names; the business reads it in English. */
export const HOME_WHATSAPP_SERVICE = 'home';

/** docs/product/catalogue.md "Home": the hero advances every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

/** Ids of the home sections other pages may link to (e.g. '/#faq'). */
export const HOME_SECTION_IDS = {
  mostBooked: 'most-booked',
  faq: 'faq',
} as const;
