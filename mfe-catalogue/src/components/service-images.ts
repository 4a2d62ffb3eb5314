// Illustrations of the four bookable services: the home carousel and the service detail page both
// show them, so the map lives with the catalogue-wide components rather than in one feature.
import type { BookableServiceImage } from '@marketplace/shared/catalogue';
import cleaning from '../assets/home/cleaning.svg';
import electrician from '../assets/services/electrician.svg';
import plumbing from '../assets/services/plumbing.svg';
import waterProofing from '../assets/services/water-proofing.svg';

export const BOOKABLE_SERVICE_IMAGES: Record<BookableServiceImage, string> = {
  plumbing,
  electrician,
  'house-cleaning': cleaning,
  'water-proofing': waterProofing,
};
