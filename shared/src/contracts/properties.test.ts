import {
  PROPERTY_PAGE_LIMIT_MAX,
  priceRangeOf,
  toPropertyListSearch,
} from '@marketplace/shared/contracts-properties';
import { propertyListQuerySchema, wishlistMergeRequest } from './properties';

function firstMessage(input: Record<string, string>): string | undefined {
  const result = propertyListQuerySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('propertyListQuerySchema', () => {
  it('parses the URL strings into typed filters', () => {
    const result = propertyListQuerySchema.parse({
      q: ' villa ',
      price_range: 'mid',
      bedrooms: '3',
      area_min: '500',
      area_max: '2000',
      location: 'Noida',
      amenities: 'parking, Lift,Parking',
      sort: 'price_asc',
      page: '2',
      limit: '24',
    });
    expect(result).toEqual({
      q: 'villa',
      price_range: 'mid',
      bedrooms: 3,
      area_min: 500,
      area_max: 2000,
      location: 'Noida',
      amenities: ['Parking', 'Lift'],
      sort: 'price_asc',
      page: 2,
      limit: 24,
    });
  });

  it('accepts no parameters at all', () => {
    expect(propertyListQuerySchema.parse({})).toEqual({});
  });

  it.each([
    [{ price_range: 'cheap' }, 'price_range must be one of budget, mid, premium'],
    [{ bedrooms: '6' }, 'bedrooms must be at most 5'],
    [{ bedrooms: 'two' }, 'bedrooms must be a number'],
    [{ area_min: '-1' }, 'area_min must be at least 0'],
    [{ area_min: '900', area_max: '100' }, 'area_min must not be greater than area_max'],
    [{ amenities: 'Parking,Helipad' }, "amenities: unknown amenity 'Helipad'"],
    [{ sort: 'rating' }, 'sort must be one of newest, price_asc, price_desc, area'],
    [{ page: '0' }, 'page must be at least 1'],
    [{ limit: String(PROPERTY_PAGE_LIMIT_MAX + 1) }, 'limit must be at most 100'],
    [{ limit: '2.5' }, 'limit must be a whole number'],
  ])('refuses %p with %p', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('refuses an unknown parameter', () => {
    expect(propertyListQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});

describe('toPropertyListSearch', () => {
  it('writes only the set filters and joins amenities with commas', () => {
    const search = toPropertyListSearch({
      q: '',
      bedrooms: 2,
      amenities: ['Parking', 'Swimming Pool'],
      location: undefined,
      page: 1,
    });
    expect(search.toString()).toBe('bedrooms=2&amenities=Parking%2CSwimming+Pool&page=1');
  });

  it('round-trips through the query schema', () => {
    const filters = { price_range: 'premium' as const, area_max: 1500, sort: 'area' as const };
    const parsed = propertyListQuerySchema.parse(Object.fromEntries(toPropertyListSearch(filters)));
    expect(parsed).toEqual(filters);
  });
});

describe('priceRangeOf', () => {
  it.each([
    [4_999_999, 'budget'],
    [5_000_000, 'mid'],
    [9_999_999, 'mid'],
    [10_000_000, 'premium'],
  ])('puts %p rupees in %p', (rupees, range) => {
    expect(priceRangeOf(rupees)).toBe(range);
  });
});

describe('wishlistMergeRequest', () => {
  it('accepts up to 500 ids and refuses more', () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(wishlistMergeRequest.safeParse({ property_ids: ids }).success).toBe(true);
    expect(wishlistMergeRequest.safeParse({ property_ids: [...ids, 501] }).success).toBe(false);
  });

  it('refuses ids that are not positive whole numbers', () => {
    expect(wishlistMergeRequest.safeParse({ property_ids: [1, -2] }).success).toBe(false);
    expect(wishlistMergeRequest.safeParse({ property_ids: ['3'] }).success).toBe(false);
  });
});
