// Maps the catalogue's image keys to the bundled illustrations (rspack emits them with hashes).
import type { ConstructionImageKey } from '@marketplace/shared/catalogue';
import gold from '../../assets/constructions/gold.svg';
import hero from '../../assets/constructions/hero.svg';
import platinum from '../../assets/constructions/platinum.svg';
import silver from '../../assets/constructions/silver.svg';

export const CONSTRUCTION_IMAGES: Record<ConstructionImageKey, string> = {
  'construction-platinum': platinum,
  'construction-gold': gold,
  'construction-silver': silver,
};

export const CONSTRUCTION_HERO_IMAGE = hero;
