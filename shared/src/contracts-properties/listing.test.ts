import { formatListingPrice, priceRangeOf } from './listing';

describe('price bands, derived from the price or the monthly rent', () => {
  it.each([
    [49_99_999, 'sale', 'budget'],
    [50_00_000, 'sale', 'mid'],
    [99_99_999, 'sale', 'mid'],
    [1_00_00_000, 'sale', 'premium'],
    [5_00_00_000, 'sale', 'premium'],
    [14_999, 'rent', 'budget'],
    [15_000, 'rent', 'mid'],
    [39_999, 'rent', 'mid'],
    [40_000, 'rent', 'premium'],
  ] as const)('%d for %s is %s', (rupees, purpose, band) => {
    expect(priceRangeOf(rupees, purpose)).toBe(band);
  });
});

describe('formatListingPrice', () => {
  it.each([
    [45_00_000, 'sale', '₹45 L'],
    [1_20_00_000, 'sale', '₹1.2 Cr'],
    [25_000, 'rent', '₹25,000/month'],
    [1_50_000, 'rent', '₹1,50,000/month'],
  ] as const)('%d for %s reads %s', (rupees, purpose, text) => {
    expect(formatListingPrice(rupees, purpose)).toBe(text);
  });

  it.each([
    [45_00_000, 'sale', '₹45 लाख'],
    [1_20_00_000, 'sale', '₹1.2 करोड़'],
    [1_50_000, 'rent', '₹1,50,000/महीना'],
  ] as const)('%d for %s reads %s in Hindi', (rupees, purpose, text) => {
    expect(formatListingPrice(rupees, purpose, 'hi')).toBe(text);
  });
});
