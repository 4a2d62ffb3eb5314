import { propertyFormSchema } from './property-form';

describe('propertyFormSchema', () => {
  const valid = {
    name: ' Lake View ',
    location: 'Noida',
    purpose: 'sale',
    propertyType: 'apartment',
    price: '85 L',
    bedrooms: '2 BHK',
    area: '1200.5',
    possession: 'ready',
    furnishing: 'semi_furnished',
    postedBy: 'owner',
    nearby: 'School, , School, Metro',
  };
  const rental = {
    ...valid,
    purpose: 'rent',
    price: '₹25,000',
    deposit: '75k',
    availableFrom: '2026-12-15',
    suits: 'family',
  };

  it('trims, splits lists, reads the price in rupees and defaults scheduling to enabled', () => {
    expect(propertyFormSchema.parse(valid)).toMatchObject({
      name: 'Lake View',
      price: 85_00_000,
      area: 1200.5,
      nearby: ['School', 'Metro'],
      amenities: [],
      builder: null,
      brochureLink: null,
      deposit: null,
      suits: null,
      bathrooms: null,
      reraNumber: null,
      scheduleVisitEnabled: true,
    });
    expect(
      propertyFormSchema.parse({ ...valid, scheduleVisitEnabled: 'false' }).scheduleVisitEnabled,
    ).toBe(false);
  });

  it('reads a rental: monthly rent, deposit, available from and who it suits', () => {
    expect(propertyFormSchema.parse(rental)).toMatchObject({
      purpose: 'rent',
      price: 25_000,
      deposit: 75_000,
      availableFrom: '2026-12-15',
      suits: 'family',
    });
  });

  it('reads the numbers of bathrooms and floors, and a RERA number', () => {
    expect(
      propertyFormSchema.parse({
        ...valid,
        bathrooms: '2',
        floor: '0',
        totalFloors: '14',
        reraNumber: 'P-BPL-17-1234',
        possession: 'under_construction',
        possessionBy: '2027-06',
      }),
    ).toMatchObject({
      bathrooms: 2,
      floor: 0,
      totalFloors: 14,
      reraNumber: 'P-BPL-17-1234',
      possessionBy: '2027-06',
    });
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

  const messages = (input: object) =>
    propertyFormSchema
      .safeParse({ ...valid, ...input })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
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

  it('says why a price cannot be read, and keeps it within sensible bounds per purpose', () => {
    expect(firstMessage({ price: 'cheap' })).toBe(
      'Price: Type an amount such as 30L, 1.2Cr, 25k or ₹85,00,000',
    );
    expect(firstMessage({ price: '5000' })).toBe('Price must be from ₹10,000 to ₹1000 Cr');
    expect(messages({ ...rental, price: '100' })).toEqual([
      'price: Monthly rent must be from ₹500/month to ₹50,00,000/month',
    ]);
  });

  it('names every missing field at once, the cross-field ones included', () => {
    expect(
      propertyFormSchema.safeParse({ purpose: 'rent' }).error?.issues.map((i) => i.message),
    ).toEqual([
      'Name is required',
      'Location is required',
      'Property type is required',
      'Area is required',
      'Possession is required',
      'Posted by is required',
      'Monthly rent is required',
      'Suits is required for a rental',
      'Bedrooms is required',
      'Furnishing is required',
    ]);
  });

  it('requires bedrooms and furnishing only where a type has them', () => {
    expect(messages({ bedrooms: '', furnishing: '' })).toEqual([
      'bedrooms: Bedrooms is required',
      'furnishing: Furnishing is required',
    ]);
    expect(messages({ propertyType: 'plot', bedrooms: '', furnishing: '' })).toBeUndefined();
    expect(messages({ propertyType: 'commercial', bedrooms: '' })).toBeUndefined();
  });

  it('refuses rental fields on a sale, and a possession month that does not fit', () => {
    expect(messages({ deposit: '50k', suits: 'any' })).toEqual([
      'deposit: Deposit is for rentals only',
      'suits: Suits is for rentals only',
    ]);
    expect(messages({ possession: 'under_construction' })).toEqual([
      'possessionBy: Expected possession is required when under construction',
    ]);
    expect(messages({ possessionBy: '2027-06' })).toEqual([
      'possessionBy: Expected possession is for listings under construction',
    ]);
    expect(messages({ possession: 'under_construction', possessionBy: '2027-13' })).toEqual([
      'possessionBy: Expected possession must be a month (YYYY-MM)',
    ]);
  });

  it('checks numbers, dates, choices and the RERA number', () => {
    expect(messages({ floor: '9', totalFloors: '4' })).toEqual([
      'floor: Floor must not be above the total floors',
    ]);
    expect(messages({ bathrooms: '2.5' })).toEqual([
      'bathrooms: Bathrooms must be a whole number from 0 to 20',
    ]);
    // '2026-13-45' is no Date at all: refused as a bad date, not thrown (a 500).
    for (const availableFrom of ['2026-02-30', '2026-13-45']) {
      expect(messages({ ...rental, availableFrom })).toEqual([
        'availableFrom: Available from must be a date (YYYY-MM-DD)',
      ]);
    }
    expect(messages({ furnishing: 'luxurious' })).toEqual([
      'furnishing: Furnishing must be one of unfurnished, semi_furnished, furnished',
    ]);
    expect(messages({ reraNumber: 'RERA <script>' })).toEqual([
      'reraNumber: RERA number must be letters, digits, / and - as registered',
    ]);
  });
});
