import { parsePropertyPrice, propertyFormSchema } from './property-form';

describe('parsePropertyPrice', () => {
  it.each([
    ['₹85 L', 8_500_000],
    ['85 Lakh', 8_500_000],
    ['85 lakhs', 8_500_000],
    ['1.2 Cr', 12_000_000],
    ['₹1.25 crore', 12_500_000],
    ['8500000', 8_500_000],
    ['₹45,000', 45_000],
    ['Rs. 40 lac', 4_000_000],
    ['50k', 50_000],
  ])('%s is %d rupees', (text, rupees) => {
    expect(parsePropertyPrice(text)).toBe(rupees);
  });

  it.each(['call us', '', '0', '-5 L', '1.2.3 Cr', 'L 85'])('%s is not a price', (text) => {
    expect(parsePropertyPrice(text)).toBeNull();
  });
});

describe('propertyFormSchema', () => {
  const valid = {
    name: ' Lake View ',
    location: 'Noida',
    priceRange: 'mid',
    bedrooms: '2 BHK',
    area: '1200.5',
    nearby: 'School, , School, Metro',
  };

  it('trims, splits lists and defaults scheduling to enabled', () => {
    expect(propertyFormSchema.parse(valid)).toMatchObject({
      name: 'Lake View',
      area: 1200.5,
      nearby: ['School', 'Metro'],
      amenities: [],
      builder: null,
      brochureLink: null,
      scheduleVisitEnabled: true,
    });
    expect(
      propertyFormSchema.parse({ ...valid, scheduleVisitEnabled: 'false' }).scheduleVisitEnabled,
    ).toBe(false);
  });

  it('accepts only http(s) brochure links', () => {
    for (const link of ['ftp://x.in/a.pdf', 'javascript:alert(1)', 'brochure.pdf']) {
      const result = propertyFormSchema.safeParse({ ...valid, brochureLink: link });
      expect(result.success).toBe(false);
    }
    expect(
      propertyFormSchema.safeParse({ ...valid, brochureLink: 'https://x.in/a.pdf' }).success,
    ).toBe(true);
  });

  const firstMessage = (input: object) =>
    propertyFormSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

  it.each([
    ['-5', 'Area must be a positive number'],
    ['0', 'Area must be a positive number'],
    ['-0.5', 'Area must be a positive number'],
    ['wide', 'Area must be a number'],
    ['12 sq ft', 'Area must be a number'],
    ['100000001', 'Area must be at most 1,00,00,000 sq ft'],
  ])('says what is wrong with the area %p', (area, message) => {
    expect(firstMessage({ area })).toBe(message);
  });

  it('gives examples of a price once, without a doubled "such as e.g."', () => {
    expect(firstMessage({ price: 'cheap' })).toBe(
      'Price must be an amount such as ₹85 L, 1.2 Cr or 8500000',
    );
  });
});
