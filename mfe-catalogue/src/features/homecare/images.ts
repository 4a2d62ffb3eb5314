// Maps the catalogue's homecare image keys to the bundled illustrations.
import type { HomecareImage } from '@marketplace/shared/catalogue';
import cleaning from '../../assets/home/cleaning.svg';
import ac from '../../assets/homecare/ac.svg';
import carpentry from '../../assets/homecare/carpentry.svg';
import pestControl from '../../assets/homecare/pest-control.svg';
import termite from '../../assets/homecare/termite.svg';
import electrician from '../../assets/services/electrician.svg';

export const HOMECARE_IMAGES: Record<HomecareImage, string> = {
  'pest-control': pestControl,
  termite,
  carpentry,
  ac,
  electrician,
  cleaning,
};
