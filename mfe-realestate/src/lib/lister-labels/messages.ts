// The listing words a lister's pages share (Post your property, My listings, Saved searches):
// statuses, the value labels of a listing's facts, amenities, a price and a day as these pages
// write them. English is the contracts' own labels, so the pages read as they did.
import { LISTING_STATUS_LABELS } from '@marketplace/shared/contracts-posting';
import {
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSTED_BY_LABELS,
  PRICE_RANGE_LABELS,
  PROPERTY_AMENITIES,
  PROPERTY_TYPE_LABELS,
  TENANT_SUITS_LABELS,
  formatListingPrice,
  type PropertyAmenity,
  type PropertyPurpose,
} from '@marketplace/shared/contracts-properties';
import { formatListedDate, formatMonth } from '../property-format';

export const LISTER_LABELS = {
  statuses: LISTING_STATUS_LABELS,
  propertyTypes: PROPERTY_TYPE_LABELS,
  furnishing: FURNISHING_LABELS,
  possession: POSSESSION_LABELS,
  postedBy: POSTED_BY_LABELS,
  suits: TENANT_SUITS_LABELS,
  priceRanges: PRICE_RANGE_LABELS,
  amenities: Object.fromEntries(PROPERTY_AMENITIES.map((name) => [name, name])) as Record<
    PropertyAmenity,
    string
  >,
  /** A listing's price or rent, as the listing serves it in English ('₹85 L', '₹25,000/month'). */
  price: (rupees: number, purpose: PropertyPurpose) => formatListingPrice(rupees, purpose),
  /** A day, in India: '14 March 2025'. */
  day: (iso: string) => formatListedDate(iso),
  /** A month: 'June 2027'. */
  month: (isoMonth: string) => formatMonth(isoMonth),
} as const;
