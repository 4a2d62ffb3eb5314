import {
  activeFilterCount,
  applyChange,
  clearedFilters,
  filtersFromSearch,
  requestSearch,
  searchFromFilters,
} from './filters';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('listing filters in the URL', () => {
  it('round-trips every filter through the query', () => {
    const filters = {
      q: 'vijay nagar',
      price_range: 'mid' as const,
      bedrooms: 3,
      area_min: 800,
      area_max: 2000,
      location: 'jabalpur',
      amenities: ['Parking', 'Swimming Pool'],
      sort: 'price_asc' as const,
      page: 3,
    };
    const query = searchFromFilters(filters).toString();
    expect(parse(query)).toEqual(filters);
    expect(query).toContain('amenities=Parking%2CSwimming+Pool');
  });

  it('leaves defaults out: area 0 and 3000+, newest first, page 1, empty text', () => {
    expect(
      searchFromFilters({ q: '', area_min: 0, area_max: 3000, sort: 'newest', page: 1 }).toString(),
    ).toBe('');
  });

  it('drops malformed or unknown values instead of sending them', () => {
    expect(
      parse(
        'price_range=luxury&bedrooms=9&area_min=-5&area_max=abc&sort=random&page=0&amenities=Helipad,lift',
      ),
    ).toEqual({ amenities: ['Lift'] });
  });

  it('drops the minimum of an inverted area range', () => {
    expect(parse('area_min=2500&area_max=1000')).toEqual({ area_max: 1000 });
  });

  it('asks the api for one page of 24', () => {
    expect(requestSearch(parse('bedrooms=2'))).toBe('bedrooms=2&page=1&limit=24');
    expect(requestSearch(parse('bedrooms=2&page=4'))).toBe('bedrooms=2&page=4&limit=24');
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage3 = parse('bedrooms=2&page=3');
    expect(applyChange(onPage3, { location: 'noida' })).toEqual({ bedrooms: 2, location: 'noida' });
    expect(applyChange(onPage3, { page: 4 })).toEqual({ bedrooms: 2, page: 4 });
  });

  it('counts the filters that narrow the list, and clearing keeps the sort', () => {
    const filters = parse('q=park&bedrooms=2&area_min=500&area_max=900&sort=area&page=2');
    expect(activeFilterCount(filters)).toBe(3);
    expect(clearedFilters(filters)).toEqual({ sort: 'area' });
  });
});
