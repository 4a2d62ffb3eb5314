// The home page's own layout content (docs/product/catalogue.md "Home"): the showcase and elite
// tiles, the category cards, the gallery and the portfolio. They lead to the site's sections and
// are drawn with the page's bundled illustrations; the catalogue itself (slides, services, FAQ,
// figures, testimonials) comes from the api. Their words are texts of the home catalogue
// (messages.ts `tiles`) under each tile's key, its picture (a category card's route), so every
// language names the same tile.
import type { IconKey } from '@marketplace/shared/icons';
import type {
  CategoryKey,
  CityKey,
  EliteKey,
  GalleryKey,
  PortfolioKey,
  ShowcaseKey,
} from './messages';

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
  image: ShowcaseKey & HomeImage;
  filter: string;
}

export const SHOWCASE_TILES: readonly ShowcaseTile[] = [
  { image: 'homecare', filter: 'homecare' },
  { image: 'interior-design', filter: 'interior' },
  { image: 'construction-site', filter: 'construction' },
  { image: 'cleaning', filter: 'cleaning' },
];

/** Elite service tile: a tile that navigates to its route. */
export interface EliteTile {
  image: EliteKey & HomeImage;
  route: string;
}

export const ELITE_TILES: readonly EliteTile[] = [
  { image: 'villa', route: '/constructions' },
  { image: 'kitchen', route: '/interior' },
  { image: 'apartment', route: '/real-estate' },
  { image: 'homecare', route: '/maintenance' },
];

/** Category card (spec: name, description, icon, route, color). */
export interface CategoryCard {
  icon: IconKey;
  route: CategoryKey;
  color: string;
}

export const CATEGORY_CARDS: readonly CategoryCard[] = [
  { icon: 'sofa', route: '/interior', color: '#8a5a2b' },
  { icon: 'city', route: '/real-estate', color: '#1f4e79' },
  { icon: 'home', route: '/homecare', color: '#2e6b4f' },
  { icon: 'crane', route: '/constructions', color: '#8a5f00' },
  { icon: 'toolbox', route: '/maintenance', color: '#5b3f8c' },
];

export interface GalleryImage {
  image: GalleryKey & HomeImage;
}

export const HOME_GALLERY: readonly GalleryImage[] = [
  { image: 'dream-home' },
  { image: 'kitchen' },
  { image: 'bedroom' },
  { image: 'construction-site' },
  { image: 'interior-design' },
  { image: 'bathroom' },
  { image: 'garden' },
  { image: 'office' },
];

export interface PortfolioItem {
  image: PortfolioKey & HomeImage;
  city: CityKey;
}

export const HOME_PORTFOLIO: readonly PortfolioItem[] = [
  { image: 'villa', city: 'jabalpur' },
  { image: 'apartment', city: 'bhopal' },
  { image: 'kitchen', city: 'indore' },
  { image: 'office', city: 'jabalpur' },
  { image: 'bedroom', city: 'bhopal' },
  { image: 'garden', city: 'jabalpur' },
];
