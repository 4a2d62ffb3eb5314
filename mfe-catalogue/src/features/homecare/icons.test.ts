import { SEEDED_CATALOGUE } from '@marketplace/test-support';
import { HOMECARE_ICONS } from './icons';

describe('HOMECARE_ICONS', () => {
  const { services, figures } = SEEDED_CATALOGUE.homecare;
  const named = [...figures, ...services].map((item) => item.icon);

  it('draws every icon the seeded homecare content names', () => {
    expect(named.filter((key) => !HOMECARE_ICONS[key])).toEqual([]);
  });

  it('holds no icon the homecare page does not draw (each is downloaded with it)', () => {
    expect(Object.keys(HOMECARE_ICONS).filter((key) => !named.includes(key as never))).toEqual([]);
  });
});
