// Texts of the maintenance and manpower pages (docs/product/catalogue.md "Maintenance and manpower").
import type { IconKey } from '@marketplace/shared/icons';
export const MAINTENANCE_MESSAGES = {
  heroTitle: 'Maintenance & Manpower Services',
  heroSubtitle:
    'Verified housekeeping staff, licensed security guards and compassionate caregivers, placed and supervised by one trusted team.',
  statsLabel: 'Maintenance in numbers',
  servicesHeading: 'Our Services',
  servicesIntro: 'Pick a service to see everything it includes, or message us for a quick quote.',
  viewDetails: 'View Details',
  whatsapp: 'WhatsApp',
  call: 'Call',
  whyHeading: 'Why Choose Us',
  consultationHeading: 'Not sure what you need?',
  consultationBody:
    'Tell us about your home, office or family member and we will suggest the right staff.',
  consultationLink: 'Free Consultation on WhatsApp',
  consultationService: 'maintenance and manpower',
  // Detail page
  loadingService: 'Loading service',
  notFoundTitle: 'Service Not Found',
  notFoundBody: "We couldn't find the maintenance service you're looking for.",
  backToServices: 'Back to Services',
  pricesVary: '*Prices may vary based on specific requirements',
  welcome: (name: string) => `Welcome to ${name}`,
  galleryHeading: 'Gallery',
  galleryLabel: (index: number, total: number) => `Gallery image ${index} of ${total}`,
  showImage: (index: number, label: string) => `Show image ${index}: ${label}`,
  featuresHeading: 'What You Get',
  assuranceLabel: 'Our assurances',
  pricingHeading: 'Pricing',
  bookWhatsapp: 'Book on WhatsApp',
  callNow: 'Call Now',
  aboutHeading: 'About This Service',
  exploreHeading: 'Explore more services',
  ctaHeading: 'Ready to get started?',
  ctaBody: 'Message us now and a coordinator will call you back with availability and a quote.',
} as const;

/** The four assurance tiles of a service page (spec: maintenance service detail). */
export const ASSURANCE_TILES = [
  {
    icon: 'medal',
    title: 'Quality Guarantee',
    text: 'Not happy? We make it right at no extra cost.',
  },
  { icon: 'clock', title: '24/7 Support', text: 'A coordinator is reachable at any hour.' },
  { icon: 'users', title: 'Expert Team', text: 'Verified, trained and supervised professionals.' },
  {
    icon: 'gem',
    title: 'Premium Materials',
    text: 'Quality equipment and safe, certified products.',
  },
] as const;

/** docs/product/catalogue.md "Maintenance service detail": 'Explore more' shows 3 services. */
export const EXPLORE_MORE_COUNT = 3;

/** The four "why choose" points of the list page. */
export interface WhyChoosePoint {
  icon: IconKey;
  title: string;
  description: string;
}

export const MAINTENANCE_WHY_CHOOSE: readonly WhyChoosePoint[] = [
  {
    icon: 'check',
    title: 'Verified professionals',
    description: 'Every staff member is police-verified and trained before placement.',
  },
  {
    icon: 'repeat',
    title: 'Free replacement',
    description: 'If someone is unavailable, a trained replacement arrives at no extra cost.',
  },
  {
    icon: 'chat',
    title: 'Transparent pricing',
    description: 'Clear monthly, daily or per-visit rates with no hidden fees.',
  },
  {
    icon: 'clock',
    title: '24/7 support',
    description: 'A coordinator you can reach at any hour for changes or emergencies.',
  },
];
