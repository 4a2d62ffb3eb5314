// Homecare catalogue (docs/product/catalogue.md "Homecare"): four categories with their sub-categories and the thirteen
// sample services. Prices are integer rupees; the api resolves cart prices from here.
import type { Stat } from './home';
import type { IconKey } from '../contracts-catalogue/icon-keys';

/** The sub-category every homecare category ends with; it is shown but filters nothing. */
export const HOMECARE_LOCATION_SUBCATEGORY = 'Location';

export interface HomecareCategory {
  name: string;
  /** First entry is the one selected when the category is chosen. */
  subCategories: readonly string[];
}

export const HOMECARE_CATEGORIES: readonly HomecareCategory[] = [
  {
    name: 'Pest control',
    subCategories: ['Pest Control Expert', 'Termite Control', HOMECARE_LOCATION_SUBCATEGORY],
  },
  { name: 'Carpentry works', subCategories: ['Carpenter', HOMECARE_LOCATION_SUBCATEGORY] },
  { name: 'Putty & painting work', subCategories: ['Painter', HOMECARE_LOCATION_SUBCATEGORY] },
  {
    name: 'Aluminums work',
    subCategories: [
      'A.C Technician',
      'Electrician',
      'House cleaning',
      HOMECARE_LOCATION_SUBCATEGORY,
    ],
  },
];

/** Illustration keys; the catalogue remote maps each key to its bundled image. */
export type HomecareImage =
  'pest-control' | 'termite' | 'carpentry' | 'ac' | 'electrician' | 'cleaning';

export interface HomecareService {
  id: `homecare:${string}`;
  name: string;
  image: HomecareImage;
  /** Shown in place of the image when the image fails to load. */
  icon: IconKey;
  rating: number;
  reviews: string;
  price: number;
  originalPrice: number;
  category: string;
  subCategory: string;
  description: string;
}

export const HOMECARE_SERVICES: readonly HomecareService[] = [
  {
    id: 'homecare:general-pest-control',
    name: 'General Pest Control',
    image: 'pest-control',
    icon: 'bug',
    rating: 4.8,
    reviews: '2.1M reviews',
    price: 1199,
    originalPrice: 1599,
    category: 'Pest control',
    subCategory: 'Pest Control Expert',
    description: 'Odourless gel and spray treatment for cockroaches, ants and spiders.',
  },
  {
    id: 'homecare:cockroach-control',
    name: 'Cockroach Control',
    image: 'pest-control',
    icon: 'bug',
    rating: 4.7,
    reviews: '1.4M reviews',
    price: 899,
    originalPrice: 1199,
    category: 'Pest control',
    subCategory: 'Pest Control Expert',
    description: 'Targeted kitchen and bathroom gel treatment, safe for children and pets.',
  },
  {
    id: 'homecare:bed-bug-treatment',
    name: 'Bed Bug Treatment',
    image: 'pest-control',
    icon: 'bed',
    rating: 4.6,
    reviews: '820K reviews',
    price: 1499,
    originalPrice: 1999,
    category: 'Pest control',
    subCategory: 'Pest Control Expert',
    description: 'Two-visit treatment of mattresses, furniture joints and crevices.',
  },
  {
    id: 'homecare:mosquito-control',
    name: 'Mosquito Control',
    image: 'pest-control',
    icon: 'bug',
    rating: 4.5,
    reviews: '610K reviews',
    price: 500,
    originalPrice: 799,
    category: 'Pest control',
    subCategory: 'Pest Control Expert',
    description: 'Indoor and outdoor fogging with larvicide for stagnant water spots.',
  },
  {
    id: 'homecare:termite-control',
    name: 'Termite Control',
    image: 'termite',
    icon: 'bug',
    rating: 4.8,
    reviews: '950K reviews',
    price: 3500,
    originalPrice: 4500,
    category: 'Pest control',
    subCategory: 'Termite Control',
    description: 'Drill-fill-seal treatment along walls and woodwork with a one-year warranty.',
  },
  {
    id: 'homecare:wood-borer-treatment',
    name: 'Wood Borer Treatment',
    image: 'termite',
    icon: 'wood',
    rating: 4.6,
    reviews: '310K reviews',
    price: 2499,
    originalPrice: 2999,
    category: 'Pest control',
    subCategory: 'Termite Control',
    description: 'Injection treatment that protects doors, frames and furniture from borers.',
  },
  {
    id: 'homecare:furniture-repair',
    name: 'Furniture Repair',
    image: 'carpentry',
    icon: 'chair',
    rating: 4.7,
    reviews: '1.2M reviews',
    price: 699,
    originalPrice: 899,
    category: 'Carpentry works',
    subCategory: 'Carpenter',
    description: 'Loose joints, broken hinges, drawer channels and minor woodwork fixed.',
  },
  {
    id: 'homecare:door-lock-installation',
    name: 'Door & Lock Installation',
    image: 'carpentry',
    icon: 'door',
    rating: 4.6,
    reviews: '540K reviews',
    price: 599,
    originalPrice: 799,
    category: 'Carpentry works',
    subCategory: 'Carpenter',
    description: 'Fitting of door locks, latches, stoppers and door closers.',
  },
  {
    id: 'homecare:furniture-assembly',
    name: 'Furniture Assembly',
    image: 'carpentry',
    icon: 'tools',
    rating: 4.7,
    reviews: '760K reviews',
    price: 799,
    originalPrice: 999,
    category: 'Carpentry works',
    subCategory: 'Carpenter',
    description: 'Assembly of beds, wardrobes, tables and flat-pack furniture.',
  },
  {
    id: 'homecare:ac-service',
    name: 'AC Service & Cleaning',
    image: 'ac',
    icon: 'snowflake',
    rating: 4.8,
    reviews: '3.2M reviews',
    price: 599,
    originalPrice: 799,
    category: 'Aluminums work',
    subCategory: 'A.C Technician',
    description: 'Jet-pump cleaning of filters, coils and drain tray for split and window ACs.',
  },
  {
    id: 'homecare:ac-gas-refill',
    name: 'AC Gas Refill',
    image: 'ac',
    icon: 'snowflake',
    rating: 4.6,
    reviews: '1.1M reviews',
    price: 2499,
    originalPrice: 2999,
    category: 'Aluminums work',
    subCategory: 'A.C Technician',
    description: 'Leak check, repair and complete refrigerant top-up with a cooling test.',
  },
  {
    id: 'homecare:fan-light-installation',
    name: 'Fan & Light Installation',
    image: 'electrician',
    icon: 'bulb',
    rating: 4.7,
    reviews: '1.8M reviews',
    price: 549,
    originalPrice: 699,
    category: 'Aluminums work',
    subCategory: 'Electrician',
    description: 'Ceiling fan, tube light and decorative light fitting with safe wiring.',
  },
  {
    id: 'homecare:full-home-deep-cleaning',
    name: 'Full Home Deep Cleaning',
    image: 'cleaning',
    icon: 'sponge',
    rating: 4.8,
    reviews: '2.6M reviews',
    price: 3199,
    originalPrice: 3999,
    category: 'Aluminums work',
    subCategory: 'House cleaning',
    description: 'Room-by-room deep clean including kitchen, bathrooms, fans and windows.',
  },
];

export const HOMECARE_STATS: readonly Stat[] = [
  { number: '15K+', label: 'Services Completed', icon: 'check' },
  { number: '99.8%', label: 'Customer Satisfaction', icon: 'smile' },
  { number: '24/7', label: 'Expert Support', icon: 'clock' },
  { number: '100%', label: 'Guaranteed Quality', icon: 'medal' },
];
