// The Catalogue editor's checks in Hindi: every check the item bodies' and the Hindi twins'
// schemas write has Hindi of its own (a new check without it fails here), named by the field's
// Hindi label; English stays the schema's words.
import { CATALOGUE_KINDS } from '@marketplace/shared/contracts';
import {
  CATALOGUE_BODY_SCHEMAS,
  itemTranslationSchema,
} from '@marketplace/shared/catalogue-schemas';
import { schemaMessages } from '@marketplace/test-support/schema-messages';
import { CATALOGUE_TEXT as T } from './messages';
import HI from './messages.hi';

const FORM_CHECKS = [
  ...schemaMessages([
    CATALOGUE_BODY_SCHEMAS,
    ...CATALOGUE_KINDS.map((kind) => itemTranslationSchema(kind).shape),
  ]),
];
/** What a check no rule knows becomes. */
const UNKNOWN = HI.fieldCheck('लेबल', 'Label is mauve');

it('finds the checks of every kind and of the Hindi twins', () => {
  expect(FORM_CHECKS).toEqual(
    expect.arrayContaining([
      'Name is required',
      'Choose a furniture tab',
      'Features: at most 10 entries',
      'Name (Hindi) must be at most 80 characters',
    ]),
  );
});

it.each(FORM_CHECKS)('%s', (english) => {
  const hindi = String(HI.fieldCheck('लेबल', english));
  expect(hindi).not.toMatch(/^(undefined|)$/);
  expect(hindi).not.toBe(UNKNOWN);
  // Only the colour's example stays in Latin letters.
  expect(hindi.replace('#1a2b3c', '')).not.toMatch(/[A-Za-z]/);
  expect(T.fieldCheck('Label', english)).toBe(english);
});

it('shows no check where there is none', () => {
  expect(HI.fieldCheck('लेबल', undefined)).toBeUndefined();
});

it("names the field by its Hindi label, without the label's note in brackets", () => {
  expect(HI.fieldCheck(HI.fieldLabels.name, 'Name is required')).toBe('नाम भरना ज़रूरी है');
  expect(HI.fieldCheck(HI.amount, 'Price must be a number')).toBe('दाम: संख्या लिखें');
  expect(
    HI.fieldCheck(HI.inHindi(HI.fieldLabels.name), 'Name (Hindi) must be at most 80 characters'),
  ).toBe('नाम: ज़्यादा से ज़्यादा 80 अक्षर');
  expect(HI.fieldCheck(HI.upTo, 'Highest price must be at least the price')).toBe(
    'अधिकतम दाम, दाम से कम नहीं हो सकता',
  );
  expect(UNKNOWN).toBe('लेबल सही नहीं है');
});
