import { propertyDraftSchema, propertyFormSchema } from '@marketplace/shared/property-schemas';
import { POSTING_MESSAGES, PROPERTY_FORM_MESSAGES } from '@marketplace/shared/contracts-posting';
import { DRAFT_FIELDS, draftFormData, EMPTY_DRAFT, stepOf, targetOfMessage } from './form-model';

// The api names the first thing wrong in the field's own words; the form reads the field back from
// the message. Each message the schemas give for a bad value must lead to the field it is about.
const BAD_VALUES: Record<string, string> = {
  name: '',
  location: '',
  builder: 'b'.repeat(201),
  purpose: 'lease',
  propertyType: 'castle',
  price: 'lots',
  deposit: 'some',
  availableFrom: '2026-13-45',
  suits: 'pets',
  bedrooms: 'b'.repeat(51),
  bathrooms: '99',
  floor: '500',
  totalFloors: '0',
  area: '-5',
  possession: 'soon',
  possessionBy: 'June',
  furnishing: 'gold',
  reraNumber: '!',
  postedBy: 'cousin',
  description: 'd'.repeat(5001),
  nearby: 'n'.repeat(2001),
  amenities: 'a'.repeat(2001),
  listerPhone: 'call me',
};

describe('the field of an api message', () => {
  it.each(Object.entries(BAD_VALUES))('reads %s back from its message', (field, value) => {
    const parsed = propertyDraftSchema.safeParse({ [field]: value });
    expect(parsed.success).toBe(false);
    const message = parsed.error?.issues[0]?.message ?? '';
    expect({ message, target: targetOfMessage(message) }).toEqual({ message, target: field });
  });

  it('reads the whole-listing checks of a review back to their fields', () => {
    const rules = propertyFormSchema.safeParse({
      name: 'Flat',
      location: 'Jabalpur',
      purpose: 'rent',
      propertyType: 'apartment',
      area: '900',
      possession: 'under_construction',
      postedBy: 'owner',
      floor: '9',
      totalFloors: '4',
    });
    const issues = rules.error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(3);
    for (const issue of issues) {
      expect({ message: issue.message, target: targetOfMessage(issue.message) }).toEqual({
        message: issue.message,
        target: issue.path[0],
      });
    }
    expect(targetOfMessage(POSTING_MESSAGES.phoneRequired)).toBe('listerPhone');
    expect(targetOfMessage(POSTING_MESSAGES.pictureRequired)).toBe('pictures');
    expect(targetOfMessage(PROPERTY_FORM_MESSAGES.imageType)).toBe('pictures');
    expect(targetOfMessage(POSTING_MESSAGES.draftLimit(5))).toBeNull();
  });

  it('puts every field on a step of its own', () => {
    for (const field of DRAFT_FIELDS) {
      if (field !== 'scheduleVisitEnabled') expect(stepOf(field)).not.toBe('preview');
    }
  });
});

describe('draftFormData', () => {
  it("leaves a sale's rental fields and a ready home's possession month out", () => {
    const form = draftFormData(
      {
        ...EMPTY_DRAFT,
        purpose: 'sale',
        deposit: '50000',
        suits: 'family',
        possessionBy: '2027-01',
      },
      { kept: [], added: [], version: null },
    );
    expect(form.get('deposit')).toBe('');
    expect(form.get('suits')).toBe('');
    expect(form.has('possessionBy')).toBe(false);
    expect(form.has('version')).toBe(false);
  });
});
