import { DEFAULT_SITE_CONFIG } from '@marketplace/shared/config';
import { loadConfig } from '../src/config';
import { placeholderSiteSettings, placeholderWarning } from '../src/site-settings';
import { buildTestApp, makeTempDir } from './helpers';
import { configError, itNamesEachBadVariable } from './support/config-errors';

const REAL_SETTINGS = {
  SITE_EMAIL: 'care@samjhe.example',
  SITE_PHONE: '+91 98765 43210',
  SITE_EMERGENCY_PHONE: '+91 98765 43299',
  SITE_WHATSAPP_MAINTENANCE: '+91 98765 43211',
  SITE_WHATSAPP_CONSTRUCTION: '+91 98765 43212',
  SITE_ADDRESS: '12 Civic Centre, Jabalpur, Madhya Pradesh 482002',
  SITE_MAPS_QUERY: 'Civic Centre, Jabalpur',
};

const REAL_SITE = {
  email: 'care@samjhe.example',
  phone: '+91 98765 43210',
  emergencyPhone: '+91 98765 43299',
  whatsapp: { maintenanceInterior: '+91 98765 43211', constructionInterior: '+91 98765 43212' },
  address: '12 Civic Centre, Jabalpur, Madhya Pradesh 482002',
  mapsQuery: 'Civic Centre, Jabalpur',
};

describe('SITE_* settings', () => {
  it('default to the clearly fake placeholders', () => {
    expect(loadConfig({}).site).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('are read and trimmed', () => {
    expect(loadConfig({ ...REAL_SETTINGS, SITE_PHONE: '  +91 98765 43210 ' }).site).toEqual(
      REAL_SITE,
    );
  });

  it('stop the start with a message naming the bad setting', () => {
    const error = configError({ SITE_PHONE: '555-1234', SITE_EMAIL: 'care at samjhe' });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(['SITE_EMAIL', 'SITE_PHONE']);
    expect(error.message).toContain(
      'SITE_PHONE: must be a phone number of 10 to 15 digits, e.g. +91 98765 43210 (got "555-1234")',
    );
  });

  itNamesEachBadVariable([
    ['SITE_EMERGENCY_PHONE', 'call 100'],
    ['SITE_WHATSAPP_MAINTENANCE', '+91 98765 4321098765'],
    ['SITE_WHATSAPP_CONSTRUCTION', '98765'],
    ['SITE_ADDRESS', '<b>12 Civic Centre</b>'],
    ['SITE_MAPS_QUERY', 'x'.repeat(201)],
  ]);
});

describe('placeholder warning', () => {
  it('names every setting still at its fake default', () => {
    expect(placeholderSiteSettings(DEFAULT_SITE_CONFIG)).toHaveLength(7);
    const partly = loadConfig({ SITE_EMAIL: REAL_SETTINGS.SITE_EMAIL }).site;
    expect(placeholderSiteSettings(partly)).not.toContain('SITE_EMAIL');
    expect(placeholderSiteSettings(partly)).toContain('SITE_PHONE');
    expect(placeholderSiteSettings(REAL_SITE)).toEqual([]);
  });

  it('is loud in production only', () => {
    expect(placeholderWarning(DEFAULT_SITE_CONFIG, 'production')).toMatch(
      /^!!! PLACEHOLDER CONTACT DETAILS IN PRODUCTION: SITE_EMAIL, SITE_PHONE/,
    );
    expect(placeholderWarning(DEFAULT_SITE_CONFIG, 'development')).toBeNull();
    expect(placeholderWarning(DEFAULT_SITE_CONFIG, undefined)).toBeNull();
    expect(placeholderWarning(REAL_SITE, 'production')).toBeNull();
  });
});

describe('/site-config.json', () => {
  it('serves the settings, never cached', async () => {
    const app = await buildTestApp({
      env: { SERVE_WEB: 'true', WEB_ROOT: makeTempDir('marketplace-web-empty-'), ...REAL_SETTINGS },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/site-config.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual(REAL_SITE);
    } finally {
      await app.close();
    }
  });

  it('is left to nginx when the api does not serve the web apps', async () => {
    const app = await buildTestApp({ env: { SERVE_WEB: 'false' } });
    try {
      expect((await app.inject({ method: 'GET', url: '/site-config.json' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
