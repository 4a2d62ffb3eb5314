import { missingTranslations, translatedBody } from './translations';

const housekeeping = {
  name: 'Housekeeping Service',
  gallery: [
    { picture: '/uploads/catalogue/a.svg', label: 'Living room upkeep' },
    { picture: '/uploads/catalogue/b.svg', label: 'Kitchen cleaning' },
  ],
  description: 'Trained staff.',
  detailedDescription: 'Trained staff for homes.',
  features: ['Verified staff', 'Daily visits'],
  about: 'Since 2021.',
  quote: { text: 'A clean home.', author: 'Team' },
  price: { kind: 'fixed', amount: 500, upTo: null, unit: 'per visit' },
};

describe('Hindi twins of catalogue texts', () => {
  it('puts each filled twin in place of its English field, and keeps the English of the rest', () => {
    const shown = translatedBody('maintenance', housekeeping, {
      name: 'हाउसकीपिंग',
      description: '  ',
      features: ['वेरिफ़ाइड स्टाफ़', ''],
      gallery: ['', 'किचन की सफ़ाई'],
      'quote.text': 'साफ़ घर।',
      'price.unit': 'प्रति विज़िट',
    });
    expect(shown).toEqual({
      ...housekeeping,
      name: 'हाउसकीपिंग',
      gallery: [
        housekeeping.gallery[0],
        { picture: '/uploads/catalogue/b.svg', label: 'किचन की सफ़ाई' },
      ],
      features: ['वेरिफ़ाइड स्टाफ़'],
      quote: { text: 'साफ़ घर।', author: 'Team' },
      price: { ...housekeeping.price, unit: 'प्रति विज़िट' },
    });
    expect(translatedBody('maintenance', housekeeping, undefined)).toBe(housekeeping);
  });

  it('names the fields whose English has text and whose Hindi is missing', () => {
    const paths = (hi?: Record<string, string | string[]>) =>
      missingTranslations('maintenance', housekeeping, hi).map((field) => field.path);
    expect(paths()).toEqual([
      'name',
      'gallery',
      'description',
      'detailedDescription',
      'features',
      'about',
      'quote.text',
      'price.unit',
    ]);
    expect(
      paths({
        name: 'हाउसकीपिंग',
        gallery: ['बैठक', ''],
        description: 'स्टाफ़',
        detailedDescription: 'स्टाफ़',
        features: ['स्टाफ़'],
        about: '2021 से',
        'quote.text': 'साफ़ घर।',
        'price.unit': 'प्रति विज़िट',
      }),
    ).toEqual(['gallery']);
    // An English field left empty needs no Hindi.
    expect(
      missingTranslations('service', { name: 'X', price: { unit: '' } }, { name: 'क' }),
    ).toEqual([]);
  });
});
