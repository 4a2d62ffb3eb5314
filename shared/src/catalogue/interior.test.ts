import {
  INTERIOR_CATEGORIES,
  INTERIOR_DESIGNS,
  findInteriorDesign,
  interiorSubCategories,
} from './interior';

describe('interior catalogue data', () => {
  it('has six categories of five sub-categories each', () => {
    expect(INTERIOR_CATEGORIES).toHaveLength(6);
    for (const category of INTERIOR_CATEGORIES) expect(category.subCategories).toHaveLength(5);
    expect(interiorSubCategories('Kitchen')[0]).toBe('Modular Kitchen');
  });

  it('has a design in the first sub-category of every category, priced 85,000 to 320,000', () => {
    for (const category of INTERIOR_CATEGORIES) {
      const first = category.subCategories[0];
      expect(
        INTERIOR_DESIGNS.some((d) => d.category === category.name && d.subCategory === first),
      ).toBe(true);
    }
    const prices = INTERIOR_DESIGNS.map((d) => d.price);
    expect(Math.min(...prices)).toBe(85000);
    expect(Math.max(...prices)).toBe(320000);
  });

  it('keeps ids and slugs unique and finds a design by slug', () => {
    expect(new Set(INTERIOR_DESIGNS.map((d) => d.id)).size).toBe(INTERIOR_DESIGNS.length);
    expect(new Set(INTERIOR_DESIGNS.map((d) => d.slug)).size).toBe(INTERIOR_DESIGNS.length);
    expect(findInteriorDesign('Sleek-Modular-Kitchen')?.name).toBe('Sleek Modular Kitchen');
    expect(findInteriorDesign('nothing-here')).toBeUndefined();
  });
});
