import { DEFAULT_SITE_CONFIG } from '../config';
import { parseSiteConfig } from './site-config';

describe('parseSiteConfig', () => {
  it('accepts the defaults and trims values', () => {
    expect(parseSiteConfig(DEFAULT_SITE_CONFIG)).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig({ ...DEFAULT_SITE_CONFIG, phone: ' +91 98765-43210 ' }).phone).toBe(
      '+91 98765-43210',
    );
  });

  it.each([
    ['phone', { phone: '12345' }, /phone must be a phone number of 10 to 15 digits/],
    ['letters', { phone: '+91 call us' }, /phone must be a phone number/],
    ['e-mail', { email: 'not-an-email' }, /email/],
    ['WhatsApp', { whatsapp: { maintenanceInterior: 'x', constructionInterior: 'y' } }, /whatsapp/],
    ['address', { address: '<script>' }, /address must be one line without < or >/],
    ['empty', { mapsQuery: '   ' }, /mapsQuery must not be empty/],
  ])('rejects a bad %s', (_name, change, message) => {
    expect(() => parseSiteConfig({ ...DEFAULT_SITE_CONFIG, ...change })).toThrow(message);
  });
});
