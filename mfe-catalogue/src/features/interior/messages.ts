// Texts of the interior pages fixed by docs/product/catalogue.md "Interior design", used by
// the components and their tests alike.
import {
  priceText,
  type FurnitureCategoryId,
  type FurnitureItem,
  type InteriorDesign,
} from '@marketplace/shared/contracts-catalogue';
import { formatInr } from '@marketplace/shared/config';
import { resultLine } from './filter-designs';

export const INTERIOR_MESSAGES = {
  heroTitle: 'Premium Interior Design',
  heroSubtitle:
    'Living rooms, bedrooms, kitchens, offices and commercial spaces designed around how you live and work.',
  searchPlaceholder: 'Search interior designs...',
  searchLabel: 'Search interior designs',
  filters: 'Filters',
  priceLabel: 'Price range',
  displayLabel: 'Display',
  gridView: 'Grid view',
  listView: 'List view',
  catalogueHeading: 'Explore Our Designs',
  stylesHeading: 'Popular Styles',
  categoriesLabel: 'Design categories',
  subCategoriesLabel: 'Sub-categories',
  noDesigns: 'No designs found',
  emptyWithSearch: 'Try adjusting your search or filters',
  emptyCategory: "We don't have pre-made designs for this category yet",
  customTitle: 'Want a custom design?',
  customBody: 'Tell us about your space and our designers will create a concept just for you.',
  customAction: 'Talk to a Designer',
  quickView: 'Quick View',
  viewDetails: 'View Details',
  inquire: 'INQUIRE',
  processHeading: 'Our Design Process',
  ctaHeading: 'Book a Free Design Consultation',
  ctaBody: 'Share your floor plan and style ideas; a designer will call you back within a day.',
  ctaWhatsApp: 'Chat on WhatsApp',
  furnitureHeading: 'Furniture & Fit-outs',
  furnitureTabsLabel: 'Furniture categories',
  customization: '*Customization available',
  exploreMore: 'Explore more',
  showLess: 'Show less',
  getQuote: 'Get Quote',
  loadMore: 'Load More Designs',
  notFoundTitle: 'Design Not Found',
  notFoundBody: "We couldn't find the interior design you're looking for.",
  backToDesigns: 'Back to Interior Designs',
  favouriteOf: (name: string) => `Favourite ${name}`,
  quickViewOf: (name: string) => `Quick View of ${name}`,
  viewDetailsOf: (name: string) => `View Details of ${name}`,
  heroAlt: 'Illustration of a designed living room',
  designAlt: (name: string) => `Illustration of ${name}`,
  included: 'What is included',
  save: (amount: string) => `Save ${amount}`,
  duration: (duration: string) => `Duration: ${duration}`,
  category: 'Category',
  price: 'Price',
  durationLabel: 'Duration',
  rating: 'Rating',
  reviews: (rating: number, reviews: number) => `${rating} (${reviews} reviews)`,
  reviewsAndProjects: (rating: number, reviews: number, projects: number) =>
    `${rating} (${reviews} reviews) · ${projects} projects completed`,
  originalPrice: 'Original price:',
  portfolio: 'Portfolio',
  projects: (count: number) => `${count} projects`,
  footerLabel: 'Interior design information',
  footerServices: 'Services',
  footerStyles: 'Styles',
  footerContact: 'Contact',
  categoryDesign: (category: string) => `${category} Design`,
  /** A category's or sub-category's name as shown; the English name is also its key. */
  categoryName: (name: string) => name,
  resultLine,
  callLabel: 'Call:',
  emailLabel: 'E-mail:',
} as const;

export const PRICE_BANDS = [
  { value: 'all', label: 'All Prices' },
  { value: 'low', label: 'Under ₹1 Lakh' },
  { value: 'medium', label: '₹1-2 Lakhs' },
  { value: 'high', label: 'Above ₹2 Lakhs' },
] as const;

export type PriceBand = (typeof PRICE_BANDS)[number]['value'];

export const INTERIOR_PROCESS = [
  {
    title: 'Consultation',
    text: 'We visit, measure and listen to how you want the space to feel.',
  },
  { title: '3D Visualization', text: 'See photo-real 3D views of your room before work begins.' },
  { title: 'Material Selection', text: 'Choose finishes, fabrics and fittings with our designer.' },
  { title: 'Execution', text: 'Our own craftsmen build and install, on a fixed timeline.' },
] as const;

/** INQUIRE message (spec 7): name, category, sub-category, price, duration, portfolio, details. */
export function designInquiryText(design: InteriorDesign): string {
  const price =
    design.originalPrice !== null && design.originalPrice > design.price.amount
      ? `${priceText(design.price)} (original price ${formatInr(design.originalPrice)})`
      : priceText(design.price);
  return [
    `Hi, I'm interested in the ${design.name} interior design.`,
    `Category: ${design.category} - ${design.subCategory}`,
    `Price: ${price}`,
    `Duration: ${design.duration}`,
    `Portfolio: ${design.portfolio} projects completed`,
    `Description: ${design.description}`,
    `Features: ${design.features.join(', ')}`,
    'Please share more details.',
  ].join('\n');
}

/** Get Quote message of the furniture section (spec 7). */
export function furnitureQuoteText(item: FurnitureItem, category: string): string {
  return [
    "Hi, I'd like a quote for this design:",
    `Design: ${item.title}`,
    `Category: ${category}`,
    `Price range: ${priceText(item.price)}`,
    `Rating: ${item.rating} (${item.reviews} reviews)`,
    `Features: ${item.features.join(', ')}`,
    `Description: ${item.description}`,
    'Please share details about a consultation, customization options, the installation timeline and the final quote.',
  ].join('\n');
}

/** WhatsApp text of the consultation call to action and the custom-design card. */
export const CONSULTATION_TEXT =
  "Hi, I'd like to book an interior design consultation. Please share the next steps.";

/** The popular styles row of the catalogue section. */
export interface InteriorStyleChip {
  name: string;
  count: number;
  color: string;
}

export const INTERIOR_STYLE_CHIPS = [
  { name: 'Modern', count: 156, color: '#2f5d8a' },
  { name: 'Classic', count: 89, color: '#8a5a2f' },
  { name: 'Minimal', count: 112, color: '#4f6f52' },
  { name: 'Luxury', count: 67, color: '#936a22' },
  { name: 'Industrial', count: 45, color: '#5c5c66' },
] as const satisfies readonly InteriorStyleChip[];
export type InteriorStyle = (typeof INTERIOR_STYLE_CHIPS)[number]['name'];

/** What each furniture tab offers, shown under the tabs. */
export const FURNITURE_TAB_DESCRIPTIONS: Record<FurnitureCategoryId, string> = {
  'modular-kitchen':
    'Kitchens made to measure for Indian cooking: moisture-resistant carcasses, soft-close hardware and smart storage.',
  'home-furniture':
    'Sofas, beds, dining sets and TV units built in our workshop to your room size, fabric and finish.',
  'office-furniture':
    'Workstations, cabins and meeting tables designed for comfort, durability and a professional look.',
  wardrobes:
    'Hinged, sliding and walk-in wardrobes with internal layouts planned around what you store.',
  doors:
    'Main doors, room doors and frames in solid wood, veneer or laminate, fitted with quality hardware.',
  'restaurant-hotel':
    'Hard-wearing seating, counters and room furniture for restaurants, cafés and hotels.',
};
