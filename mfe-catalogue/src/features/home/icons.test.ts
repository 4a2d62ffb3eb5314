import { SEEDED_CATALOGUE } from '@marketplace/test-support';
import { CATEGORY_CARDS } from './content';
import { HOME_ICONS } from './icons';

describe('HOME_ICONS', () => {
  const { figures, services } = SEEDED_CATALOGUE.home;
  const named = [...CATEGORY_CARDS, ...figures, ...services].map((item) => item.icon);

  it('draws every icon the home page and its seeded content name', () => {
    expect(named.filter((key) => !HOME_ICONS[key])).toEqual([]);
  });

  it('holds no icon the home page does not draw (each is downloaded with /)', () => {
    expect(Object.keys(HOME_ICONS).filter((key) => !named.includes(key as never))).toEqual([]);
  });
});
