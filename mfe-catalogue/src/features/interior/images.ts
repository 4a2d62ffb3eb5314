// Maps the catalogue's image keys to the bundled illustrations (rspack emits them with hashes).
import type { InteriorImageKey } from '@marketplace/shared/catalogue';
import bathroom from '../../assets/interior/bathroom.svg';
import bedroom from '../../assets/interior/bedroom.svg';
import commercial from '../../assets/interior/commercial.svg';
import door from '../../assets/interior/door.svg';
import kitchen from '../../assets/interior/kitchen.svg';
import living from '../../assets/interior/living.svg';
import office from '../../assets/interior/office.svg';
import wardrobe from '../../assets/interior/wardrobe.svg';

export const INTERIOR_IMAGES: Record<InteriorImageKey, string> = {
  'interior-living': living,
  'interior-bedroom': bedroom,
  'interior-kitchen': kitchen,
  'interior-bathroom': bathroom,
  'interior-office': office,
  'interior-commercial': commercial,
  'interior-wardrobe': wardrobe,
  'interior-door': door,
};

export const INTERIOR_HERO_IMAGE = living;
