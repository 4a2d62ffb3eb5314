// Home page content (docs/product/catalogue.md "Home"): slides, tiles, category cards, gallery, portfolio,
// FAQ and both stat sets. Image fields are keys the catalogue remote maps to bundled illustrations.
import type { IconKey } from '../contracts-catalogue/icon-keys';

/** A marketing figure (spec: Stat = number, label, icon). Stats are static numbers. */
export interface Stat {
  number: string;
  label: string;
  icon: IconKey;
}

/** Illustration keys used on the home page; the remote maps each to an image. */
export type HomeImage =
  | 'dream-home'
  | 'construction-site'
  | 'interior-design'
  | 'homecare'
  | 'cleaning'
  | 'kitchen'
  | 'bedroom'
  | 'office'
  | 'villa'
  | 'apartment'
  | 'garden'
  | 'bathroom';

export interface HeroSlide {
  id: string;
  image: HomeImage;
  alt: string;
  title: string;
  subtitle: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'dream-home',
    image: 'dream-home',
    alt: 'Illustration of a modern two-storey family home at dusk',
    title: 'Build your dream home',
    subtitle: 'From the first brick to the final coat of paint, one trusted team.',
  },
  {
    id: 'quality-construction',
    image: 'construction-site',
    alt: 'Illustration of a building under construction with a crane',
    title: 'Quality Construction',
    subtitle: 'Certified engineers, tested materials and on-time handover.',
  },
  {
    id: 'innovative-designs',
    image: 'interior-design',
    alt: 'Illustration of a designed living room with a sofa and pendant lamp',
    title: 'Innovative Designs',
    subtitle: 'Interiors that fit the way your family lives.',
  },
];

/** Showcase tile (spec: image, label, subtitle, description, filter). */
export interface ShowcaseTile {
  image: HomeImage;
  label: string;
  subtitle: string;
  description: string;
  filter: string;
}

export const SHOWCASE_TILES: readonly ShowcaseTile[] = [
  {
    image: 'homecare',
    label: 'Premium Homecare',
    subtitle: 'Vetted experts at your door',
    description:
      'Pest control, carpentry, AC and electrical work by background-checked professionals.',
    filter: 'homecare',
  },
  {
    image: 'interior-design',
    label: 'Bespoke Interior',
    subtitle: 'Designed around you',
    description: '3D visualisation, curated materials and turnkey execution for every room.',
    filter: 'interior',
  },
  {
    image: 'construction-site',
    label: 'Elite Construction',
    subtitle: 'Built to last generations',
    description: 'Platinum, Gold and Silver packages with transparent per-square-foot pricing.',
    filter: 'construction',
  },
  {
    image: 'cleaning',
    label: 'Pristine Cleaning',
    subtitle: 'Spotless, every time',
    description: 'Deep cleaning of kitchens, bathrooms and living spaces with safe products.',
    filter: 'cleaning',
  },
];

/** Elite service tile: a tile that navigates to its route. */
export interface EliteTile {
  image: HomeImage;
  label: string;
  description: string;
  route: string;
}

export const ELITE_TILES: readonly EliteTile[] = [
  {
    image: 'villa',
    label: 'Turnkey Construction',
    description: 'Your home built end to end with a structural warranty.',
    route: '/constructions',
  },
  {
    image: 'kitchen',
    label: 'Signature Interiors',
    description: 'Modular kitchens, wardrobes and complete home interiors.',
    route: '/interior',
  },
  {
    image: 'apartment',
    label: 'Verified Properties',
    description: 'Homes and plots from trusted builders, with site visits arranged.',
    route: '/real-estate',
  },
  {
    image: 'homecare',
    label: 'Maintenance & Manpower',
    description: 'Housekeeping, security and patient care staff you can rely on.',
    route: '/maintenance',
  },
];

/** Category card (spec: name, description, icon, route, color). */
export interface CategoryCard {
  name: string;
  description: string;
  icon: IconKey;
  route: string;
  color: string;
}

export const CATEGORY_CARDS: readonly CategoryCard[] = [
  {
    name: 'Interior Designing',
    description: 'Living rooms, kitchens, bedrooms and offices',
    icon: 'sofa',
    route: '/interior',
    color: '#8a5a2b',
  },
  {
    name: 'Real Estate',
    description: 'Verified homes, flats and plots',
    icon: 'city',
    route: '/real-estate',
    color: '#1f4e79',
  },
  {
    name: 'Homecare',
    description: 'Pest control, carpentry, AC and more',
    icon: 'home',
    route: '/homecare',
    color: '#2e6b4f',
  },
  {
    name: 'Constructions',
    description: 'Platinum, Gold and Silver packages',
    icon: 'crane',
    route: '/constructions',
    color: '#8a5f00',
  },
  {
    name: 'Maintenance',
    description: 'Housekeeping, security and patient care',
    icon: 'toolbox',
    route: '/maintenance',
    color: '#5b3f8c',
  },
];

export interface GalleryImage {
  image: HomeImage;
  caption: string;
}

export const HOME_GALLERY: readonly GalleryImage[] = [
  { image: 'dream-home', caption: 'Family home, Jabalpur' },
  { image: 'kitchen', caption: 'Modular kitchen' },
  { image: 'bedroom', caption: 'Master bedroom' },
  { image: 'construction-site', caption: 'Residential project on site' },
  { image: 'interior-design', caption: 'Contemporary living room' },
  { image: 'bathroom', caption: 'Spa-style bathroom' },
  { image: 'garden', caption: 'Landscaped garden' },
  { image: 'office', caption: 'Home office' },
];

export interface PortfolioItem {
  image: HomeImage;
  title: string;
  location: string;
}

export const HOME_PORTFOLIO: readonly PortfolioItem[] = [
  { image: 'villa', title: 'Independent villa', location: 'Jabalpur' },
  { image: 'apartment', title: 'Apartment interiors', location: 'Bhopal' },
  { image: 'kitchen', title: 'Island kitchen', location: 'Indore' },
  { image: 'office', title: 'Clinic fit-out', location: 'Jabalpur' },
  { image: 'bedroom', title: 'Guest suite renovation', location: 'Bhopal' },
  { image: 'garden', title: 'Terrace garden', location: 'Jabalpur' },
];

export interface FaqItem {
  question: string;
  answer: string;
}

export const HOME_FAQS: readonly FaqItem[] = [
  {
    question: 'What makes your services premium?',
    answer:
      'Every professional is background-verified and trained, works with genuine materials and is backed by our satisfaction guarantee. Prices are quoted upfront with no hidden fees.',
  },
  {
    question: 'How do I access concierge booking?',
    answer:
      'Message us on WhatsApp or call our 24/7 line. A concierge confirms your requirement, shares a transparent quote and schedules the visit at a time that suits you.',
  },
  {
    question: 'How do you assure quality?',
    answer:
      'Work follows a checklist for each service, supervisors review completed jobs, and if something is not right we come back and fix it at no extra cost.',
  },
  {
    question: 'How is your pricing structured?',
    answer:
      'Services have a published starting price; the final amount is confirmed after inspection and before any work begins. Construction is priced per square foot by package.',
  },
  {
    question: 'Do you offer emergency and priority services?',
    answer:
      'Yes. Plumbing, electrical and security emergencies get priority response around the clock, and members of our concierge plan are scheduled first.',
  },
];

export const HOME_STATS: readonly Stat[] = [
  { number: '50K+', label: 'Happy Clients', icon: 'smile' },
  { number: '99.9%', label: 'Success Rate', icon: 'target' },
  { number: '24/7', label: 'Support', icon: 'clock' },
  { number: '500+', label: 'Expert Professionals', icon: 'worker' },
];

/** The home page's second stat set, headed by the maintenance jobs figure. */
export const HOME_SERVICE_STATS: readonly Stat[] = [
  { number: '10K+', label: 'Maintenance Jobs Completed', icon: 'toolbox' },
  { number: '15K+', label: 'Homecare Services Delivered', icon: 'home' },
  { number: '500+', label: 'Construction Projects', icon: 'crane' },
  { number: '4.8/5', label: 'Average Customer Rating', icon: 'star' },
];
