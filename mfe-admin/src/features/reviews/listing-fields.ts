// Every field of a listing under review as label and value, in the order a moderator checks
// them: what it is and what it costs, then the building, then the words. A field the lister left
// empty is left out.
import {
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSTED_BY_LABELS,
  PROPERTY_TYPE_LABELS,
  PURPOSE_LABELS,
  TENANT_SUITS_LABELS,
} from '@marketplace/shared/contracts-properties';
import type { ReviewListing } from '@marketplace/shared/contracts-posting';
import { istDay, istMonth } from './messages';

export function listingFields(listing: ReviewListing): [string, string][] {
  const rent = listing.purpose === 'rent';
  const floors =
    listing.floor === null
      ? null
      : `${listing.floor}${listing.total_floors === null ? '' : ` of ${listing.total_floors}`}`;
  const possession =
    listing.possession &&
    `${POSSESSION_LABELS[listing.possession]}${listing.possession_by ? ` (by ${istMonth(listing.possession_by)})` : ''}`;
  const fields: [string, string | null | undefined][] = [
    ['Sale or rent', PURPOSE_LABELS[listing.purpose]],
    [rent ? 'Rent' : 'Price', listing.price],
    ['Deposit', rent ? listing.deposit : null],
    ['Available from', rent && listing.available_from ? istDay(listing.available_from) : null],
    ['Suits', rent && listing.suits ? TENANT_SUITS_LABELS[listing.suits] : null],
    ['Type', listing.property_type && PROPERTY_TYPE_LABELS[listing.property_type]],
    ['Possession', possession],
    ['Furnishing', listing.furnishing && FURNISHING_LABELS[listing.furnishing]],
    ['Bedrooms', listing.bedrooms],
    ['Bathrooms', listing.bathrooms === null ? null : String(listing.bathrooms)],
    ['Floor', floors],
    ['Area', listing.area > 0 ? `${listing.area.toLocaleString('en-IN')} sq ft` : null],
    ['RERA', listing.rera_number],
    ['Posted by', listing.posted_by && POSTED_BY_LABELS[listing.posted_by]],
    ['Builder', listing.builder],
    ['Address', listing.location],
    ['Nearby', listing.nearby.join(', ')],
    ['Amenities', listing.amenities.join(', ')],
    ['Description', listing.description],
  ];
  return fields.filter((field): field is [string, string] => Boolean(field[1]));
}
