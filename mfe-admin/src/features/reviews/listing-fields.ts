// Every field of a listing under review as label and value, in the order a moderator checks
// them: what it is and what it costs, then the building, then the words. A field the lister left
// empty is left out. Labels, units and prices in the page's language; the lister's words as
// written.
import type { ReviewListing } from '@marketplace/shared/contracts-posting';
import { COMMON_TEXT } from '../../components/messages';
import type { CommonTexts } from '../../components/catalogue';
import type { ReviewsTexts } from './catalogue';
import { REVIEWS_TEXT } from './messages';

export function listingFields(
  listing: ReviewListing,
  t: ReviewsTexts = REVIEWS_TEXT,
  common: CommonTexts = COMMON_TEXT,
): [string, string][] {
  const rent = listing.purpose === 'rent';
  const { fields } = t;
  const floors = listing.floor === null ? null : t.floorOf(listing.floor, listing.total_floors);
  const possession =
    listing.possession &&
    (listing.possession_by
      ? t.possessionBy(common.possession[listing.possession], common.month(listing.possession_by))
      : common.possession[listing.possession]);
  const deposit =
    rent && listing.deposit ? common.price(listing.deposit, listing.deposit_value, 'sale') : null;
  const all: [string, string | null | undefined][] = [
    [fields.purpose, common.purpose[listing.purpose]],
    [
      rent ? fields.rent : fields.price,
      common.price(listing.price, listing.price_value, listing.purpose),
    ],
    [fields.deposit, deposit],
    [
      fields.availableFrom,
      rent && listing.available_from ? common.day(listing.available_from) : null,
    ],
    [fields.suits, rent && listing.suits ? common.suits[listing.suits] : null],
    [fields.type, listing.property_type && common.propertyType[listing.property_type]],
    [fields.possession, possession],
    [fields.furnishing, listing.furnishing && common.furnishing[listing.furnishing]],
    [fields.bedrooms, listing.bedrooms],
    [fields.bathrooms, listing.bathrooms === null ? null : String(listing.bathrooms)],
    [fields.floor, floors],
    [fields.area, listing.area > 0 ? `${common.count(listing.area)} ${common.sqft}` : null],
    [fields.rera, listing.rera_number],
    [fields.postedBy, listing.posted_by && common.postedBy[listing.posted_by]],
    [fields.builder, listing.builder],
    [fields.address, listing.location],
    [fields.nearby, listing.nearby.join(', ')],
    [fields.amenities, listing.amenities.join(', ')],
    [fields.description, listing.description],
  ];
  return all.filter((field): field is [string, string] => Boolean(field[1]));
}
