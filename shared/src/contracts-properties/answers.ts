// The browser's checks of the api's property and wishlist answers, without zod (zod is about
// 24 KB brotli, a third of what the listing and a property's page would download). The api
// checks the same answers with the zod schemas of ../contracts/properties.ts before it sends them;
// answers.test.ts runs both on the same bodies so they cannot drift apart.
import {
  answerOf,
  type Check,
  isBoolean,
  isInteger,
  isNumber,
  isString,
  isSuccess,
  listOf,
  objectOf,
  oneOf,
  orNull,
} from '@marketplace/shared/contracts-core';
import type {
  Property,
  PropertyListResponse,
  PropertyResponse,
  WishlistMergeResponse,
  WishlistMessageResponse,
  WishlistResponse,
} from '../contracts/properties';
import {
  FURNISHINGS,
  LISTING_STATUSES,
  POSSESSION_STATES,
  POSTED_BY,
  PRICE_RANGES,
  PROPERTY_PURPOSES,
  PROPERTY_TYPES,
  TENANT_SUITS,
} from './listing';
import { FACET_GROUPS, FACET_OPTIONS, type PropertyFacets } from './search';

/** Every field of a Property (the compiler requires one check per field of the type). */
export const PROPERTY_FIELD_CHECKS: { [K in keyof Property]-?: Check } = {
  id: isInteger,
  name: isString,
  location: isString,
  builder: orNull(isString),
  purpose: oneOf(PROPERTY_PURPOSES),
  status: oneOf(LISTING_STATUSES),
  price: isString,
  price_value: orNull(isInteger),
  price_range: oneOf(PRICE_RANGES),
  deposit: orNull(isString),
  deposit_value: orNull(isInteger),
  available_from: orNull(isString),
  suits: orNull(oneOf(TENANT_SUITS)),
  property_type: orNull(oneOf(PROPERTY_TYPES)),
  possession: orNull(oneOf(POSSESSION_STATES)),
  possession_by: orNull(isString),
  furnishing: orNull(oneOf(FURNISHINGS)),
  bedrooms: isString,
  bathrooms: orNull(isInteger),
  floor: orNull(isInteger),
  total_floors: orNull(isInteger),
  rera_number: orNull(isString),
  posted_by: orNull(oneOf(POSTED_BY)),
  area: isNumber,
  description: orNull(isString),
  nearby: listOf(isString),
  amenities: listOf(isString),
  contact_agent: orNull(isString),
  has_lister_phone: isBoolean,
  schedule_visit_enabled: isBoolean,
  brochure_link: orNull(isString),
  image: orNull(isString),
  images: listOf(isString),
  created_at: isString,
  version: isInteger,
};
const isProperty = objectOf<Property>(PROPERTY_FIELD_CHECKS);

/** Every group of the facets, each with a whole number for every option. */
const isFacets = objectOf<PropertyFacets>(
  Object.fromEntries(
    FACET_GROUPS.map((group) => [
      group,
      objectOf<Record<string, number>>(
        Object.fromEntries(FACET_OPTIONS[group].map((option) => [option, isInteger])),
      ),
    ]),
  ) as Record<keyof PropertyFacets, Check>,
);

export const propertyListAnswer = answerOf<PropertyListResponse>(
  objectOf<PropertyListResponse>({
    success: isSuccess,
    data: listOf(isProperty),
    total: isInteger,
    page: isInteger,
    limit: isInteger,
    facets: isFacets,
    approximate: isBoolean,
  }),
);

export const propertyAnswer = answerOf<PropertyResponse>(
  objectOf<PropertyResponse>({ success: isSuccess, data: isProperty }),
);

export const wishlistAnswer = answerOf<WishlistResponse>(
  objectOf<WishlistResponse>({ success: isSuccess, data: listOf(isProperty) }),
);

export const wishlistMessageAnswer = answerOf<WishlistMessageResponse>(
  objectOf<WishlistMessageResponse>({ success: isSuccess, msg: isString }),
);

export const wishlistMergeAnswer = answerOf<WishlistMergeResponse>(
  objectOf<WishlistMergeResponse>({ success: isSuccess, data: listOf(isInteger) }),
);
