import {
  constructionsPageResponse,
  homePageResponse,
  homecarePageResponse,
  interiorPageResponse,
  maintenancePageResponse,
  servicesPageResponse,
} from '../contracts/catalogue';
import {
  describeAnswerChecks,
  expectAgreement,
  expectLoadsWithoutZod,
} from '../contracts-core/answer-checks.testing';
import {
  constructionsPageAnswer,
  homePageAnswer,
  homecarePageAnswer,
  interiorPageAnswer,
  maintenancePageAnswer,
  servicesPageAnswer,
} from './index';
import type {
  CatalogueService,
  ConstructionPackage,
  FaqItem,
  Figure,
  FurnitureItem,
  HeroSlide,
  HomecareService,
  InteriorDesign,
  MaintenanceService,
  Testimonial,
} from './index';

const picture = '/uploads/catalogue/seed-home-villa.svg';
const price = { kind: 'fixed', amount: 299, upTo: null, unit: 'per visit' } as const;
const home = { success: true, version: 3, slides: [], services: [], faqs: [], figures: [] };
const emptyHome = { ...home, testimonials: [] };

const service: CatalogueService = {
  key: 'service:plumbing',
  slug: 'plumbing',
  name: 'Plumbing',
  picture,
  icon: 'wrench',
  summary: 'Leaks fixed',
  description: 'Verified plumbers',
  included: ['Inspection'],
  price,
};

describeAnswerChecks(
  [
    {
      name: 'home services',
      zod: homePageResponse,
      check: homePageAnswer,
      wrap: (s) => ({ ...emptyHome, services: [service, s] }),
    },
    {
      name: 'services',
      zod: servicesPageResponse,
      check: servicesPageAnswer,
      wrap: (s) => ({ success: true, version: 1, services: [s] }),
    },
    {
      name: 'maintenance related',
      zod: maintenancePageResponse,
      check: maintenancePageAnswer,
      wrap: (s) => ({ success: true, version: 1, services: [], related: [s], figures: [] }),
    },
  ],
  service,
  {
    key: 1,
    slug: null,
    name: 2,
    picture: false,
    icon: 42,
    summary: [],
    description: {},
    included: 'Inspection',
    price: { ...price, kind: 'weekly' },
  },
);

const homecare: HomecareService = {
  key: 'homecare:ac-service',
  name: 'AC Service',
  picture,
  icon: 'snowflake',
  rating: 4.8,
  reviews: '3.2M reviews',
  price,
  originalPrice: 799,
  category: 'Aluminums work',
  subCategory: 'A.C Technician',
  description: 'Jet-pump cleaning',
};

describeAnswerChecks(
  [
    {
      name: 'homecare',
      zod: homecarePageResponse,
      check: homecarePageAnswer,
      wrap: (s) => ({ success: true, version: 1, services: [s], figures: [] }),
    },
  ],
  homecare,
  {
    key: null,
    name: 3,
    picture: 4,
    icon: null,
    rating: '4.8',
    reviews: 12,
    price: { ...price, amount: '299' },
    originalPrice: '799',
    category: 5,
    subCategory: 6,
    description: 7,
  },
);

const maintenance: MaintenanceService = {
  key: 'maintenance:security-service',
  slug: 'security-service',
  name: 'Security Service',
  picture,
  gallery: [{ picture, label: 'Gate' }],
  icon: 'shield',
  description: 'Guards',
  detailedDescription: 'Licensed guards',
  features: ['Night shifts'],
  about: 'Since 2021',
  quote: { text: 'Peace of mind', author: 'Us' },
  price: { kind: 'monthly', amount: 15000, upTo: null, unit: 'per month' },
  relatedServiceKey: null,
};

describeAnswerChecks(
  [
    {
      name: 'maintenance',
      zod: maintenancePageResponse,
      check: maintenancePageAnswer,
      wrap: (s) => ({ success: true, version: 1, services: [s], related: [], figures: [] }),
    },
  ],
  maintenance,
  {
    key: 1,
    slug: 2,
    name: 3,
    picture: 4,
    gallery: [{ picture, label: 5 }],
    icon: 7,
    description: 6,
    detailedDescription: 7,
    features: [8],
    about: 9,
    quote: { text: 'Peace' },
    price: { ...maintenance.price, upTo: '0' },
    relatedServiceKey: 10,
  },
);

const pkg: ConstructionPackage = {
  key: 'package:gold',
  name: 'Gold Package',
  picture,
  icon: 'trophy',
  description: 'Popular',
  detailedDescription: 'Branded materials',
  features: ['RCC frame'],
  price: { kind: 'from', amount: 1800, upTo: 2200, unit: 'per sq ft' },
  timeline: '10-14 months',
  badge: 'POPULAR CHOICE',
  color: '#936a22',
  borderColor: '#e8c877',
  savings: 'Best Value',
};

describeAnswerChecks(
  [
    {
      name: 'constructions',
      zod: constructionsPageResponse,
      check: constructionsPageAnswer,
      wrap: (s) => ({ success: true, version: 1, packages: [s], figures: [] }),
    },
  ],
  pkg,
  {
    key: 1,
    name: 2,
    picture: null,
    icon: 7,
    description: 3,
    detailedDescription: 4,
    features: 'RCC',
    price: null,
    timeline: 5,
    badge: 6,
    color: 7,
    borderColor: 8,
    savings: 9,
  },
);

const design: InteriorDesign = {
  key: 'design:clinic-01',
  slug: 'calm-care-clinic',
  name: 'Calm Care Clinic',
  picture: null,
  rating: 4.6,
  reviews: 17,
  price: { kind: 'fixed', amount: 175000, upTo: null, unit: '' },
  originalPrice: null,
  category: 'Commercial',
  subCategory: 'Clinic',
  description: 'Calm',
  features: ['Waiting area'],
  duration: '4-6 weeks',
  portfolio: 12,
};

const furniture: FurnitureItem = {
  key: 'furniture:doors-02',
  category: 'doors',
  title: 'Flush Veneer Room Door',
  picture,
  features: ['Termite-proof core'],
  price: { kind: 'from', amount: 12000, upTo: 25000, unit: '' },
  rating: 4.5,
  reviews: 104,
  badge: 'Popular',
  description: 'Durable',
};

describeAnswerChecks(
  [
    {
      name: 'interior designs',
      zod: interiorPageResponse,
      check: interiorPageAnswer,
      wrap: (s) => ({ success: true, version: 1, designs: [s], furniture: [furniture] }),
    },
  ],
  design,
  {
    key: 1,
    slug: 2,
    name: 3,
    picture: 4,
    rating: '4.6',
    reviews: 1.5,
    price: 175000,
    originalPrice: '1',
    category: 5,
    subCategory: 6,
    description: 7,
    features: [1],
    duration: 8,
    portfolio: 'twelve',
  },
);

describeAnswerChecks(
  [
    {
      name: 'furniture',
      zod: interiorPageResponse,
      check: interiorPageAnswer,
      wrap: (s) => ({ success: true, version: 1, designs: [design], furniture: [s] }),
    },
  ],
  furniture,
  {
    key: 1,
    category: 2,
    title: 3,
    picture: null,
    features: [4],
    price: { ...furniture.price, kind: 'free' },
    rating: null,
    reviews: '104',
    badge: 5,
    description: 6,
  },
);

const slide: HeroSlide = { key: 'slide:a', picture, alt: 'A home', title: 'Build', subtitle: 'Us' };
describeAnswerChecks(
  [
    {
      name: 'slides',
      zod: homePageResponse,
      check: homePageAnswer,
      wrap: (s) => ({ ...emptyHome, slides: [s] }),
    },
  ],
  slide,
  { key: 1, picture: 2, alt: 3, title: 4, subtitle: 5 },
);

const faq: FaqItem = { key: 'faq:a', question: 'Why?', answer: 'Because.' };
describeAnswerChecks(
  [
    {
      name: 'FAQ',
      zod: homePageResponse,
      check: homePageAnswer,
      wrap: (s) => ({ ...emptyHome, faqs: [s] }),
    },
  ],
  faq,
  { key: 1, question: 2, answer: 3 },
);

const figure: Figure = {
  key: 'figure:a',
  set: 'home',
  number: '50K+',
  label: 'Clients',
  icon: 'smile',
};
describeAnswerChecks(
  [
    {
      name: 'figures',
      zod: homePageResponse,
      check: homePageAnswer,
      wrap: (s) => ({ ...emptyHome, figures: [s] }),
    },
    {
      name: 'homecare figures',
      zod: homecarePageResponse,
      check: homecarePageAnswer,
      wrap: (s) => ({ success: true, version: 1, services: [], figures: [s] }),
    },
  ],
  figure,
  { key: 1, set: 3, number: 50, label: 2, icon: [] },
);

const testimonial: Testimonial = {
  key: 'testimonial:a',
  name: 'Meera',
  place: 'Jabalpur',
  text: 'On time.',
  rating: 5,
};
describeAnswerChecks(
  [
    {
      name: 'testimonials',
      zod: homePageResponse,
      check: homePageAnswer,
      wrap: (s) => ({ ...emptyHome, testimonials: [s] }),
    },
  ],
  testimonial,
  { key: 1, name: 2, place: null, text: 3, rating: 4.5 },
);

describe('the page answers without items agree with their zod schemas', () => {
  it.each([
    [{ zod: homePageResponse, check: homePageAnswer }, emptyHome, true],
    [{ zod: homePageResponse, check: homePageAnswer }, { ...emptyHome, version: '3' }, false],
    [{ zod: homePageResponse, check: homePageAnswer }, home, false],
    [
      { zod: servicesPageResponse, check: servicesPageAnswer },
      { success: true, version: 1 },
      false,
    ],
  ])('%#', (pair, body, valid) => expectAgreement(pair, body, valid));
});

it('the zod-free entry point does not load zod', () => {
  expectLoadsWithoutZod(() => jest.requireActual('./index'));
});
