import { formatPropertyPrice } from './index';

describe('formatPropertyPrice', () => {
  it.each([
    [8_500_000, '₹85 L'],
    [12_000_000, '₹1.2 Cr'],
    [10_000_000, '₹1 Cr'],
    [45_000, '₹45,000'],
    [99_999, '₹99,999'],
    [100_000, '₹1 L'],
    [4_575_000, '₹45.75 L'],
    [9_999_999, '₹1 Cr'],
    [125_000_000, '₹12.5 Cr'],
    [0, '₹0'],
  ])('formats %p rupees as %p', (rupees, expected) => {
    expect(formatPropertyPrice(rupees)).toBe(expected);
  });
});

describe('formatPropertyPrice in Hindi', () => {
  it.each([
    [8_500_000, '₹85 लाख'],
    [12_000_000, '₹1.2 करोड़'],
    [9_999_999, '₹1 करोड़'],
    [4_575_000, '₹45.75 लाख'],
    [1_234_567, '₹12.35 लाख'],
    [45_000, '₹45,000'],
    [-8_500_000, '-₹85 लाख'],
  ])('formats %p rupees as %p', (rupees, expected) => {
    expect(formatPropertyPrice(rupees, 'hi')).toBe(expected);
  });

  it('groups full figures the Indian way in both languages', () => {
    expect(formatPropertyPrice(99_999, 'hi')).toBe('₹99,999');
    expect(formatPropertyPrice(99_999, 'en')).toBe('₹99,999');
  });
});
