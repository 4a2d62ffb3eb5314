import { HOMECARE_CATEGORIES } from '@marketplace/shared/contracts-catalogue';
import { SEEDED_CATALOGUE } from '@marketplace/test-support';
import { filterHomecareServices } from './filter-services';

const HOMECARE_SERVICES = SEEDED_CATALOGUE.homecare.services;

describe('homecare categories and seeded services', () => {
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
    const prices = HOMECARE_SERVICES.map((s) => s.price.amount);
    expect(Math.min(...prices)).toBe(500);
    expect(Math.max(...prices)).toBe(3500);
    expect(new Set(HOMECARE_SERVICES.map((s) => s.key)).size).toBe(13);
    for (const service of HOMECARE_SERVICES) {
      const category = HOMECARE_CATEGORIES.find((c) => c.name === service.category);
      expect(category?.subCategories).toContain(service.subCategory);
      expect(service.reviews).toMatch(/^[\d.]+[KM] reviews$/);
      expect(service.key).toMatch(/^homecare:[a-z-]+$/);
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
});
