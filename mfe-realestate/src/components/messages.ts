// Texts shared by the listing, the detail page and the wishlist; the spec-fixed ones are marked.
import { PROPERTY_MESSAGES } from '@marketplace/shared/contracts-properties';

export const PROPERTY_TEXT = {
  /** Spec: fixed rating and completion on cards. */
  cardRating: '4.8/5',
  completion: '85% completion',
  /** Spec: fixed rating in the detail side panel. */
  detailRating: '4.8 rating',
  by: (builder: string) => `by ${builder}`,
  moreAmenities: (n: number) => `+${n} more`,
  nearby: 'Nearby',
  /** Names (for screen readers) of the card's lists. */
  keyFacts: 'Key facts',
  amenities: 'Amenities',
  pictureOf: (name: string) => `${name}`,
  save: (name: string) => `Save ${name} to wishlist`,
  unsave: (name: string) => `Remove ${name} from wishlist`,
  share: (name: string) => `Share ${name}`,
  brochure: 'Brochure',
  contact: 'Contact',
  scheduleVisit: 'Schedule Visit',
  /** Spec: the disabled schedule button. */
  visitNotAvailable: 'Visit Not Available',
  /** Spec toasts of the card buttons. */
  brochureStarted: 'Brochure download started',
  contactRevealed: 'Contact details revealed',
  /** Spec. */
  brochureMissing: 'Brochure not available for this property',
  /** Spec. */
  brochureFailed: 'Direct download failed. Opening brochure in new tab.',
  linkCopied: 'Link copied to clipboard',
  copyFailed: 'Could not copy the link',
  callAgent: (value: string) => `Call ${value}`,
  /** The heart's toasts (the api's own words, so a logged-in and a logged-out heart agree). */
  wishlistAdded: PROPERTY_MESSAGES.wishlistAdded,
  wishlistRemoved: PROPERTY_MESSAGES.wishlistRemoved,
  priceRange: {
    budget: 'Budget',
    mid: 'Mid',
    premium: 'Premium',
  },
} as const;
