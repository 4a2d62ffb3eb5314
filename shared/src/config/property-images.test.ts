import { PROPERTY_IMAGE_WIDTHS, propertyImageSources, propertyImageUrl } from './index';

describe('propertyImageSources', () => {
  it('derives a srcSet of every width from a picture that follows the convention', () => {
    const url = propertyImageUrl('a1B2-c3_d4', 1280);
    expect(propertyImageSources(url)).toEqual({
      src: '/uploads/properties/a1B2-c3_d4-1280.webp',
      srcSet:
        '/uploads/properties/a1B2-c3_d4-480.webp 480w, ' +
        '/uploads/properties/a1B2-c3_d4-800.webp 800w, ' +
        '/uploads/properties/a1B2-c3_d4-1280.webp 1280w',
    });
    expect(PROPERTY_IMAGE_WIDTHS).toEqual([480, 800, 1280]);
  });

  it.each([
    'https://example.com/house.jpg',
    '/uploads/properties/key-800.webp',
    '/uploads/other/key-1280.webp',
    '/uploads/properties/../secret-1280.webp',
    '',
  ])('keeps %p as a plain src', (url) => {
    expect(propertyImageSources(url)).toEqual({ src: url });
  });
});
