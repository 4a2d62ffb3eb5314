// The contracts' own field checks in Hindi: every message the shared schemas can answer with,
// found by walking them, has its Hindi (a new check without one fails here), and a Hindi request
// gets the 400s in Hindi, several at once included, on both engines.
import * as contracts from '@marketplace/shared/contracts';
import * as catalogueSchemas from '@marketplace/shared/catalogue-schemas';
import * as postingSchemas from '@marketplace/shared/posting-schemas';
import * as propertySchemas from '@marketplace/shared/property-schemas';
import { schemaMessages } from '@marketplace/test-support/schema-messages';
import type { App } from '../src/app';
import { translateMessage } from '../src/i18n/api-messages';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';
import { expectFailure } from './support/envelope';

/**
 * Schemas whose checks no visitor reads: the browser's own telemetry and the site's settings file.
 */
const UNREAD: unknown[] = [
  contracts.clientEventBatchSchema,
  contracts.siteConfigSchema,
  contracts.phoneNumberSchema,
];

/**
 * Every message written in the schemas the shared entry points export, the catalogue's Hindi
 * twins' of each kind included (checks run in code aside).
 */
const allSchemaMessages = () =>
  schemaMessages(
    [contracts, propertySchemas, postingSchemas, catalogueSchemas]
      .flatMap((module) => Object.values(module))
      .concat(
        contracts.CATALOGUE_KINDS.map((kind) => catalogueSchemas.catalogueTranslationsSchema(kind)),
      ),
    UNREAD,
  );

/** The messages the schemas write in code (a rule across fields, a list's unknown name). */
function ruleMessages(): string[] {
  const form = propertySchemas.propertyFormSchema.safeParse({
    ...{ name: 'Flat', location: 'Jabalpur', purpose: 'sale', propertyType: 'apartment' },
    ...{ area: '900', possession: 'ready', possessionBy: '2027-01', postedBy: 'owner' },
    ...{ deposit: '50000', availableFrom: '2027-01-01', suits: 'family' },
    ...{ floor: '9', totalFloors: '4', price: 'a lot' },
  });
  const rent = propertySchemas.propertyFormSchema.safeParse({
    ...{ name: 'Flat', location: 'Jabalpur', purpose: 'rent', propertyType: 'plot' },
    ...{ area: '900', possession: 'under_construction', postedBy: 'owner', price: '10' },
  });
  const search = propertySchemas.propertyListQuerySchema.safeParse({ amenities: 'moat' });
  return [form, rent, search].flatMap((result) =>
    result.success ? [] : result.error.issues.map((issue) => issue.message),
  );
}

describe("the contracts' field checks in Hindi", () => {
  const messages = [...allSchemaMessages(), ...ruleMessages()];

  it('finds the checks it is meant to walk', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name is required',
        'PIN code is required',
        'budget_min must be a number',
        'Floor must not be above the total floors',
        "amenities: unknown amenity 'moat'",
        'Choose an icon',
        'Features: at most 20 entries',
        'Name (Hindi) must be at most 80 characters',
      ]),
    );
  });

  it.each(messages)('%s', (english) => {
    const hindi = translateMessage(english, 'hi');
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });

  it('turns label-built and combined answers, and a field named in front, into Hindi', () => {
    expect(translateMessage('Name is required', 'hi')).toBe('नाम ज़रूरी है');
    expect(translateMessage('House/flat is required; PIN code must be 6 digits', 'hi')).toBe(
      'मकान/फ़्लैट नंबर ज़रूरी है; पिन कोड 6 अंकों का होना चाहिए',
    );
    expect(translateMessage('address.pincode: PIN code is required', 'hi')).toBe('पिन कोड ज़रूरी है');
    expect(
      translateMessage('Price: Type whole rupees, or a decimal with L, Cr or k (1.2Cr)', 'hi'),
    ).toBe('दाम: पूरे रुपये लिखें, या L, Cr या k के साथ दशमलव (1.2Cr)');
    expect(translateMessage('Monthly rent must be from ₹500/month to ₹50,00,000/month', 'hi')).toBe(
      'महीने का किराया ₹500/महीना से ₹50,00,000/महीना के बीच होना चाहिए',
    );
    expect(translateMessage('Price must be from ₹10,000 to ₹1,000 Cr', 'hi')).toBe(
      'दाम ₹10,000 से ₹1,000 करोड़ के बीच होना चाहिए',
    );
    // The Catalogue editor's checks, its Hindi twins' named as the editor names them.
    expect(translateMessage('Name is required; Choose an icon', 'hi')).toBe('नाम ज़रूरी है; आइकन चुनें');
    expect(translateMessage('Features: at most 20 entries', 'hi')).toBe(
      'खूबियों की सूची: ज़्यादा से ज़्यादा 20 लाइनें',
    );
    expect(translateMessage('Question (Hindi) must be at most 200 characters', 'hi')).toBe(
      'सवाल (हिंदी) में ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं',
    );
    expect(translateMessage('Highest price must be at least the price', 'hi')).toBe(
      'अधिकतम दाम, दाम से कम नहीं हो सकता',
    );
    // A label with no Hindi leaves its message whole in English rather than half translated.
    expect(translateMessage('Wingspan is required', 'hi')).toBe('Wingspan is required');
    expect(translateMessage('Name is required', 'en')).toBe('Name is required');
  });
});

describe.each(testEngines())('field checks answered in Hindi on $dialect', (engine) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: await engine.env() });
  });
  afterAll(async () => {
    await app.close();
  });
  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

  it("answers a Hindi page's incomplete contact message field by field", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      headers: hindi,
      payload: { type: 'contact', name: ' ', email: 'asha@example.in', message: '' },
    });
    expectFailure(response, 400, 'नाम ज़रूरी है; मैसेज ज़रूरी है', 'VALIDATION_ERROR');
    const english = await app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: { type: 'contact', name: ' ', email: 'asha@example.in', message: '' },
    });
    expectFailure(english, 400, 'Name is required; Message is required', 'VALIDATION_ERROR');
  });

  it("names the search's filters in Hindi words", async () => {
    const response = await app.inject({
      url: '/api/v1/getAllProperties?budget_min=lots&bedrooms=9',
      headers: hindi,
    });
    expectFailure(
      response,
      400,
      'कम से कम बजट में संख्या होनी चाहिए; बेडरूम (BHK) 5 से ज़्यादा नहीं हो सकता',
      'VALIDATION_ERROR',
    );
  });
});
