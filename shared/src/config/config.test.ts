import {
  BUSINESS_HOURS_TEXT,
  FOOTER_COLUMNS,
  NAV_LINKS,
  SERVICE_FEE,
  TAX_RATE,
  TOAST_DURATIONS,
  DEFAULT_SITE_CONFIG,
  computeCartSummary,
  formatInr,
  mailtoLink,
  paths,
  telLink,
  readSiteConfig,
  whatsappLink,
} from './index';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [120000, '₹1,20,000'],
    [12345678, '₹1,23,45,678'],
    [1500.5, '₹1,500.5'],
    [-2500, '-₹2,500'],
  ])('formats %p as %p', (amount, expected) => {
    expect(formatInr(amount)).toBe(expected);
  });
});

describe('cart constants', () => {
  it('adds the flat fee and the rounded 8% tax', () => {
    expect(SERVICE_FEE).toBe(25);
    expect(TAX_RATE).toBe(0.08);
    expect(computeCartSummary(1999)).toEqual({
      subtotal: 1999,
      serviceFee: 25,
      tax: 160,
      total: 2184,
    });
  });
});

describe('links', () => {
  it('builds a WhatsApp link from the digits with the text encoded', () => {
    expect(whatsappLink('+91 90000 00001', "Hi, I'm interested & more")).toBe(
      "https://wa.me/919000000001?text=Hi%2C%20I'm%20interested%20%26%20more",
    );
    expect(whatsappLink(DEFAULT_SITE_CONFIG.whatsapp.constructionInterior)).toBe(
      'https://wa.me/919000000002',
    );
  });

  it('builds tel and mailto links', () => {
    expect(telLink('+91 90000 00000')).toBe('tel:+919000000000');
    expect(mailtoLink('a@example.in', { subject: 'Inquiry about Flat 2' })).toBe(
      'mailto:a@example.in?subject=Inquiry%20about%20Flat%202',
    );
    expect(mailtoLink('a@example.in')).toBe('mailto:a@example.in');
  });
});

describe('paths', () => {
  it('builds every parameterised route', () => {
    expect(paths.constructionPackage('Platinum Package')).toBe('/construction/platinum-package');
    expect(paths.constructionsPackage('Gold  Package')).toBe('/constructions/gold-package');
    expect(paths.maintenanceService('housekeeping-service')).toBe(
      '/maintenance/housekeeping-service',
    );
    expect(paths.service('plumbing')).toBe('/services/plumbing');
    expect(paths.interiorDesign('modern-living-01')).toBe('/interior-design/modern-living-01');
    expect(paths.propertyDetails(42)).toBe('/property-details/42');
    expect(paths.termsAndConditions()).toBe('/Terms-and-condition');
    expect(paths.login()).toBe('/login');
    expect(paths.login('/cart')).toBe('/login?redirect=%2Fcart');
  });

  it('lists the header links in the spec order', () => {
    expect(NAV_LINKS.map((l) => l.path)).toEqual([
      '/',
      '/homecare',
      '/real-estate',
      '/constructions',
      '/interior',
      '/maintenance',
      '/about',
      '/careers',
      '/contact',
      '/reviews',
    ]);
    expect(NAV_LINKS[4]?.label).toBe('Interior Designing');
  });

  it('has the Services, Company and Legal footer columns', () => {
    expect(FOOTER_COLUMNS.map((c) => c.title)).toEqual(['Services', 'Company', 'Legal']);
    expect(FOOTER_COLUMNS[1]?.links.map((l) => l.path)).toEqual([
      '/about',
      '/careers',
      '/contact',
      '/reviews',
    ]);
    expect(FOOTER_COLUMNS[2]?.links.map((l) => l.path)).toEqual([
      '/privacy-policy',
      '/Terms-and-condition',
    ]);
  });
});

it('keeps the spec toast durations and hours', () => {
  expect(TOAST_DURATIONS).toEqual({ default: 4000, success: 3000, error: 4000 });
  expect(BUSINESS_HOURS_TEXT).toBe('Mon-Fri 8:00 AM - 8:00 PM, Sat-Sun 9:00 AM - 6:00 PM');
});

describe('readSiteConfig', () => {
  it('accepts the defaults and trims values', () => {
    expect(readSiteConfig(DEFAULT_SITE_CONFIG)).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig({ ...DEFAULT_SITE_CONFIG, phone: ' +91 98765-43210 ' }).phone).toBe(
      '+91 98765-43210',
    );
  });

  it.each([
    ['missing phone', { phone: undefined }, /phone must be one line of text/],
    ['number', { email: 42 }, /email must be one line of text/],
    ['WhatsApp', { whatsapp: { maintenanceInterior: 'x' } }, /whatsapp.constructionInterior/],
    ['address', { address: '<script>' }, /address must be one line of text/],
    ['empty', { mapsQuery: '   ' }, /mapsQuery must be one line of text/],
  ])('rejects a bad %s', (_name, change, message) => {
    expect(() => readSiteConfig({ ...DEFAULT_SITE_CONFIG, ...change })).toThrow(message);
  });

  it('rejects what is not an object', () => {
    expect(() => readSiteConfig(null)).toThrow(/email/);
  });
});
