import { HOMECARE_SERVICES, HOMECARE_STATS } from '@marketplace/shared/catalogue';
import { HOMECARE_ICONS } from './icons';

describe('HOMECARE_ICONS', () => {
  const named = [...HOMECARE_STATS, ...HOMECARE_SERVICES].map((item) => item.icon);

  it('draws every icon the homecare page data names', () => {
    expect(named.filter((key) => !HOMECARE_ICONS[key])).toEqual([]);
  });

  it('holds no icon the homecare page does not draw (each is downloaded with it)', () => {
    expect(Object.keys(HOMECARE_ICONS).filter((key) => !named.includes(key as never))).toEqual([]);
  });
});
