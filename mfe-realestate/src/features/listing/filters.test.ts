import {
  activeFilterCount,
  applyChange,
  clearedFilters,
  filtersFromSearch,
  purposeChange,
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

  it('swaps a budget typed the wrong way round, and keeps who a tenant is for rentals only', () => {
    expect(parse('budget_min=9000000&budget_max=5000000')).toEqual({
      budget_min: 5000000,
      budget_max: 9000000,
    });
    expect(parse('suits=family')).toEqual({});
    expect(parse('purpose=rent&suits=family')).toEqual({ purpose: 'rent', suits: 'family' });
    expect(parse('purpose=sale&rera=yes&type=castle,VILLA')).toEqual({ type: ['villa'] });
  });

  it('leaves the budget, the band and the tenants behind when Buy and Rent change places', () => {
    const renting = parse(
      'purpose=rent&suits=bachelors&budget_max=25000&price_range=mid&bedrooms=2',
    );
    expect(applyChange(renting, purposeChange('sale'))).toEqual({ bedrooms: 2 });
  });
});
