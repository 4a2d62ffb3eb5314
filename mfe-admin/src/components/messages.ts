// Texts several tabs share: paging, and a listing's labels (what it is, its price band and units).
import {
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSTED_BY_LABELS,
  PRICE_RANGE_LABELS,
  PROPERTY_TYPE_LABELS,
  PURPOSE_LABELS,
  TENANT_SUITS_LABELS,
  formatListingPrice,
  type PropertyPurpose,
} from '@marketplace/shared/contracts-properties';
import { istDay, istMonth, istTime } from '../lib/ist-dates';

export const COMMON_TEXT = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  purpose: PURPOSE_LABELS,
  propertyType: PROPERTY_TYPE_LABELS,
  possession: POSSESSION_LABELS,
  furnishing: FURNISHING_LABELS,
  suits: TENANT_SUITS_LABELS,
  postedBy: POSTED_BY_LABELS,
  priceRange: PRICE_RANGE_LABELS,
  sqft: 'sq ft',
  /** A price as the api wrote it ('₹85 L', '₹25,000/month'); in Hindi from its rupees. */
  price: (written: string, _rupees: number | null, _purpose: PropertyPurpose) => written,
  /** An average of prices (its rupees). */
  average: (rupees: number, purpose: PropertyPurpose) => formatListingPrice(rupees, purpose),
  /** Whole numbers with Indian grouping: 12,34,567. */
  count: (value: number) => value.toLocaleString('en-IN'),
  time: (iso: string) => istTime(iso),
  day: (isoDay: string) => istDay(isoDay),
  month: (isoMonth: string) => istMonth(isoMonth),
};
