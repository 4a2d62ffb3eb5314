import type { InteriorDesign } from '@marketplace/shared/contracts-catalogue';
import { SEEDED_CATALOGUE } from '@marketplace/test-support';
import { filterDesigns, inPriceBand, resultLine } from './filter-designs';

const INTERIOR_DESIGNS = SEEDED_CATALOGUE.interior.designs;

describe('inPriceBand', () => {
  it.each([
    [99999, 'low', true],
    [100000, 'low', false],
    [100000, 'medium', true],
    [199999, 'medium', true],
    [200000, 'medium', false],
    [200000, 'high', true],
    [85000, 'high', false],
    [320000, 'all', true],
  ] as const)('puts %p in %p: %p', (price, band, expected) => {
    expect(inPriceBand(price, band)).toBe(expected);
  });
});

describe('filterDesigns', () => {
  const base = {
    category: 'Living Room',
    subCategory: 'Modern Contemporary',
    search: '',
    priceBand: 'all',
  } as const;
  const names = (designs: InteriorDesign[]) => designs.map((d) => d.name);

  it('keeps the chosen category and sub-category', () => {
    expect(names(filterDesigns(INTERIOR_DESIGNS, base))).toEqual([
      'Urban Contemporary Living',
      'Compact Modern Living',
    ]);
  });

  it('matches the search in the name or the description, ignoring case', () => {
    expect(names(filterDesigns(INTERIOR_DESIGNS, { ...base, search: 'COMPACT' }))).toEqual([
      'Compact Modern Living',
    ]);
    expect(names(filterDesigns(INTERIOR_DESIGNS, { ...base, search: 'brass accents' }))).toEqual([
      'Urban Contemporary Living',
    ]);
  });

  it('applies the price band', () => {
    expect(names(filterDesigns(INTERIOR_DESIGNS, { ...base, priceBand: 'low' }))).toEqual([
      'Compact Modern Living',
    ]);
    expect(names(filterDesigns(INTERIOR_DESIGNS, { ...base, priceBand: 'medium' }))).toEqual([
      'Urban Contemporary Living',
    ]);
    expect(filterDesigns(INTERIOR_DESIGNS, { ...base, priceBand: 'high' })).toEqual([]);
  });
});

describe('resultLine', () => {
  it('uses the singular for one design and the plural otherwise', () => {
    expect(resultLine(1, 'Master Suite', '')).toBe('Showing 1 premium design in Master Suite');
    expect(resultLine(0, 'Guest Room', '')).toBe('Showing 0 premium designs in Guest Room');
    expect(resultLine(2, 'Modern Contemporary', '')).toBe(
      'Showing 2 premium designs in Modern Contemporary',
    );
  });

  it('appends the search when one is set', () => {
    expect(resultLine(1, 'Modern Contemporary', ' Compact ')).toBe(
      'Showing 1 premium design in Modern Contemporary matching "Compact"',
    );
  });
});
