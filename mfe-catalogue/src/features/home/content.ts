// The home page's own layout content (docs/product/catalogue.md "Home"): the showcase and elite
// tiles, the category cards, the gallery and the portfolio. They lead to the site's sections and
// are drawn with the page's bundled illustrations; the catalogue itself (slides, services, FAQ,
// figures, testimonials) comes from the api.
import type { IconKey } from '@marketplace/shared/icons';

/** Illustration keys of the home page's tiles; images.ts maps each to its drawing. */
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
