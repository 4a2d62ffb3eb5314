import { formatListingPrice, type PropertyPurpose } from '@marketplace/shared/contracts-properties';
import { LISTING_LABELS_HI } from '@marketplace/shared/contracts-posting';
import { istDay, istMonth, istTime } from '../lib/ist-dates';
import type { CommonTexts } from './catalogue';

const messages: CommonTexts = {
  previous: 'पिछला',
  next: 'अगला',
  pageOf: (page: number, pages: number) => `पेज ${page} / ${pages}`,
  purpose: { sale: 'बिक्री के लिए', rent: 'किराये के लिए' },
  propertyType: LISTING_LABELS_HI.type,
  possession: LISTING_LABELS_HI.possession,
  furnishing: LISTING_LABELS_HI.furnishing,
  suits: LISTING_LABELS_HI.suits,
  postedBy: LISTING_LABELS_HI.postedBy,
  priceRange: LISTING_LABELS_HI.priceRanges,
  sqft: 'वर्ग फ़ीट',
  price: (written: string, rupees: number | null, purpose: PropertyPurpose) =>
    rupees === null ? written : formatListingPrice(rupees, purpose, 'hi'),
  average: (rupees: number, purpose: PropertyPurpose) => formatListingPrice(rupees, purpose, 'hi'),
  count: (value: number) => value.toLocaleString('en-IN'),
  time: (iso: string) => istTime(iso, 'hi-IN'),
  day: (isoDay: string) => istDay(isoDay, 'hi-IN'),
  month: (isoMonth: string) => istMonth(isoMonth, 'hi-IN'),
};

export default messages;
