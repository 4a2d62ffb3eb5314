import {
  BOOKABLE_SERVICES,
  CATEGORY_CARDS,
  HOME_SERVICE_STATS,
  HOME_STATS,
} from '@marketplace/shared/catalogue';
import { HOME_ICONS } from './icons';

describe('HOME_ICONS', () => {
  const named = [...CATEGORY_CARDS, ...HOME_STATS, ...HOME_SERVICE_STATS, ...BOOKABLE_SERVICES].map(
    (item) => item.icon,
  );

  it('draws every icon the home page data names', () => {
    expect(named.filter((key) => !HOME_ICONS[key])).toEqual([]);
  });

  it('holds no icon the home page does not draw (each is downloaded with /)', () => {
    expect(Object.keys(HOME_ICONS).filter((key) => !named.includes(key as never))).toEqual([]);
  });
});
