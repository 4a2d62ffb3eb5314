// The browser's checks of the catalogue pages' answers, without zod (docs/decisions/
// zod-free-answer-checks.md: the catalogue pages only read). The api checks the same answers with
// the zod schemas of ../contracts/catalogue.ts before it sends them; answers.test.ts runs both on
// the same bodies.
import {
  answerOf,
  isInteger,
  isNumber,
  isString,
  isSuccess,
  listOf,
  objectOf,
  oneOf,
  orNull,
  type Check,
} from '@marketplace/shared/contracts-core';
import type { CataloguePrice } from '../contracts/catalogue-bodies';
import type {
  CatalogueService,
  ConstructionPackage,
  ConstructionsPageResponse,
  FaqItem,
  Figure,
  FurnitureItem,
  HeroSlide,
  HomePageResponse,
  HomecarePageResponse,
  HomecareService,
  InteriorDesign,
  InteriorPageResponse,
  MaintenancePageResponse,
  MaintenanceService,
  ServicesPageResponse,
  Testimonial,
} from '../contracts/catalogue';
import { ICON_KEYS } from './icon-keys';
import { FIGURE_SETS, PRICE_KINDS } from './values';

const isIcon = oneOf(ICON_KEYS);
const isStrings = listOf(isString);

const isPrice = objectOf<CataloguePrice>({
  kind: oneOf(PRICE_KINDS),
  amount: isInteger,
  upTo: orNull(isInteger),
  unit: isString,
});

const isService = objectOf<CatalogueService>({
  key: isString,
  slug: isString,
  name: isString,
  picture: isString,
  icon: isIcon,
  summary: isString,
  description: isString,
  included: isStrings,
  price: isPrice,
});

const isHomecareService = objectOf<HomecareService>({
  key: isString,
  name: isString,
  picture: isString,
  icon: isIcon,
  rating: isNumber,
  reviews: isString,
  price: isPrice,
  originalPrice: orNull(isInteger),
  category: isString,
  subCategory: isString,
  description: isString,
});

const isMaintenanceService = objectOf<MaintenanceService>({
  key: isString,
  slug: isString,
  name: isString,
  picture: isString,
  gallery: listOf(
    objectOf<MaintenanceService['gallery'][number]>({ picture: isString, label: isString }),
  ),
  icon: isIcon,
  description: isString,
  detailedDescription: isString,
  features: isStrings,
  about: isString,
  quote: objectOf<MaintenanceService['quote']>({ text: isString, author: isString }),
  price: isPrice,
  relatedServiceKey: orNull(isString),
});

const isPackage = objectOf<ConstructionPackage>({
  key: isString,
  name: isString,
  picture: isString,
  icon: isIcon,
  description: isString,
  detailedDescription: isString,
  features: isStrings,
  price: isPrice,
  timeline: isString,
  badge: isString,
  color: isString,
  borderColor: isString,
  savings: isString,
});

const isDesign = objectOf<InteriorDesign>({
  key: isString,
  slug: isString,
  name: isString,
  picture: orNull(isString),
  rating: isNumber,
  reviews: isInteger,
  price: isPrice,
  originalPrice: orNull(isInteger),
  category: isString,
  subCategory: isString,
  description: isString,
  features: isStrings,
  duration: isString,
  portfolio: isInteger,
});

const isFurniture = objectOf<FurnitureItem>({
  key: isString,
  category: isString,
  title: isString,
  picture: isString,
  features: isStrings,
  price: isPrice,
  rating: isNumber,
  reviews: isInteger,
  badge: isString,
  description: isString,
});

const isSlide = objectOf<HeroSlide>({
  key: isString,
  picture: isString,
  alt: isString,
  title: isString,
  subtitle: isString,
});

const isFaq = objectOf<FaqItem>({ key: isString, question: isString, answer: isString });

const isFigure = objectOf<Figure>({
  key: isString,
  set: oneOf(FIGURE_SETS),
  number: isString,
  label: isString,
  icon: isIcon,
});

const isTestimonial = objectOf<Testimonial>({
  key: isString,
  name: isString,
  place: isString,
  text: isString,
  rating: isInteger,
});

const pageOf = <T>(fields: Omit<{ [K in keyof T]-?: Check }, 'success' | 'version'>) =>
  answerOf<T>(
    objectOf<T>({ success: isSuccess, version: isInteger, ...fields } as unknown as {
      [K in keyof T]-?: Check;
    }),
  );

export const homePageAnswer = pageOf<HomePageResponse>({
  slides: listOf(isSlide),
  services: listOf(isService),
  faqs: listOf(isFaq),
  figures: listOf(isFigure),
  testimonials: listOf(isTestimonial),
});

export const homecarePageAnswer = pageOf<HomecarePageResponse>({
  services: listOf(isHomecareService),
  figures: listOf(isFigure),
});

export const maintenancePageAnswer = pageOf<MaintenancePageResponse>({
  services: listOf(isMaintenanceService),
  related: listOf(isService),
  figures: listOf(isFigure),
});

export const servicesPageAnswer = pageOf<ServicesPageResponse>({ services: listOf(isService) });

export const constructionsPageAnswer = pageOf<ConstructionsPageResponse>({
  packages: listOf(isPackage),
  figures: listOf(isFigure),
});

export const interiorPageAnswer = pageOf<InteriorPageResponse>({
  designs: listOf(isDesign),
  furniture: listOf(isFurniture),
});
