import {
  CONSTRUCTION_PACKAGES,
  constructionWarranty,
  findConstructionPackage,
} from './constructions';

describe('construction packages', () => {
  it('holds the three packages of the spec with ten features each', () => {
    expect(
      CONSTRUCTION_PACKAGES.map((p) => [p.name, p.pricing, p.timeline, p.badge, p.savings]),
    ).toEqual([
      [
        'Platinum Package',
        '₹2,500 - ₹3,000 per sq ft',
        '12-18 months',
        'ULTRA LUXURY',
        'Premium Value',
      ],
      ['Gold Package', '₹1,800 - ₹2,200 per sq ft', '10-14 months', 'POPULAR CHOICE', 'Best Value'],
      [
        'Silver Package',
        '₹1,200 - ₹1,500 per sq ft',
        '8-12 months',
        'BUDGET FRIENDLY',
        'Great Start',
      ],
    ]);
    for (const pkg of CONSTRUCTION_PACKAGES) expect(pkg.features).toHaveLength(10);
  });

  it.each([
    ['platinum-package', 'Platinum Package'],
    ['PLATINUM-Package', 'Platinum Package'],
    ['gold', 'Gold Package'],
    ['silver-pack', 'Silver Package'],
  ])('matches %p to %p by lower-case substring', (param, name) => {
    expect(findConstructionPackage(param)?.name).toBe(name);
  });

  it.each(['diamond-package', '', undefined, 'platinum-gold'])('finds nothing for %p', (param) => {
    expect(findConstructionPackage(param)).toBeUndefined();
  });

  it.each([
    ['Platinum Package', '10 years'],
    ['Gold Package', '5 years'],
    ['Silver Package', '3 years'],
    ['Bronze', '3 years'],
  ])('gives %p a %p warranty', (name, warranty) => {
    expect(constructionWarranty(name)).toBe(warranty);
  });
});
