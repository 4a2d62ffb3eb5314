import { DEFAULT_BADGE_COLOUR, badgeColour } from './messages';

describe('badgeColour', () => {
  it('gives each named badge its own colour and any other badge the default', () => {
    const named = [
      'Popular',
      'Premium',
      'New',
      'Trending',
      'Professional',
      'Space Saver',
      'Elegant',
      'Commercial',
    ];
    const colours = named.map(badgeColour);
    expect(new Set(colours).size).toBe(named.length);
    expect(colours).not.toContain(DEFAULT_BADGE_COLOUR);
    expect(badgeColour('Luxury')).toBe(DEFAULT_BADGE_COLOUR);
  });
});
