import { HOMECARE_CATEGORIES, HOMECARE_SERVICES } from '@marketplace/shared/catalogue';
import { filterHomecareServices, saveAmount } from './filter-services';

describe('homecare data', () => {
  it('has the four categories of the spec, each ending with Location', () => {
    expect(HOMECARE_CATEGORIES.map((c) => [c.name, c.subCategories])).toEqual([
      ['Pest control', ['Pest Control Expert', 'Termite Control', 'Location']],
      ['Carpentry works', ['Carpenter', 'Location']],
      ['Putty & painting work', ['Painter', 'Location']],
      ['Aluminums work', ['A.C Technician', 'Electrician', 'House cleaning', 'Location']],
    ]);
  });

  it('has thirteen services priced 500 to 3500 rupees, in known sub-categories', () => {
    expect(HOMECARE_SERVICES).toHaveLength(13);
    const prices = HOMECARE_SERVICES.map((s) => s.price);
    expect(Math.min(...prices)).toBe(500);
    expect(Math.max(...prices)).toBe(3500);
    expect(new Set(HOMECARE_SERVICES.map((s) => s.id)).size).toBe(13);
    for (const service of HOMECARE_SERVICES) {
      const category = HOMECARE_CATEGORIES.find((c) => c.name === service.category);
      expect(category?.subCategories).toContain(service.subCategory);
      expect(service.reviews).toMatch(/^[\d.]+[KM] reviews$/);
      expect(service.id).toMatch(/^homecare:[a-z-]+$/);
    }
    expect(HOMECARE_SERVICES.some((s) => s.subCategory === 'Painter')).toBe(false);
  });
});

describe('filterHomecareServices', () => {
  const names = (search: string, subCategory = 'Pest Control Expert') =>
    filterHomecareServices(HOMECARE_SERVICES, {
      category: 'Pest control',
      subCategory,
      search,
    }).map((s) => s.name);

  it('keeps the services of the category and sub-category', () => {
    expect(names('')).toEqual([
      'General Pest Control',
      'Cockroach Control',
      'Bed Bug Treatment',
      'Mosquito Control',
    ]);
    expect(names('', 'Termite Control')).toEqual(['Termite Control', 'Wood Borer Treatment']);
  });

  it('matches the search in name or description, ignoring case and spaces around it', () => {
    expect(names('COCKROACH')).toEqual(['General Pest Control', 'Cockroach Control']);
    expect(names('  fogging ')).toEqual(['Mosquito Control']);
    expect(names('termite')).toEqual([]);
  });

  it('computes the saving as original price minus price', () => {
    expect(saveAmount({ price: 1199, originalPrice: 1599 })).toBe(400);
    expect(saveAmount({ price: 900, originalPrice: 900 })).toBe(0);
  });
});
