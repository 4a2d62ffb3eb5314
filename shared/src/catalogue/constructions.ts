import type { IconKey } from '../contracts-catalogue/icon-keys';
/**
 * Construction packages (docs/product/catalogue.md "Construction packages"). Plain data plus the two rules the pages and the
 * api share: how a URL parameter finds a package, and the structural warranty by package name.
 * Prices are integer rupees per square foot so the server can resolve them without the UI.
 */

/** Key of the illustration the catalogue remote maps to an image file. */
export type ConstructionImageKey =
  'construction-platinum' | 'construction-gold' | 'construction-silver';

export interface ConstructionPackage {
  /** Stable id, e.g. `package:platinum`. */
  id: string;
  name: string;
  /** `name` lower-cased with dashes, as used by the card navigation (/construction/<slug>). */
  slug: string;
  backgroundImage: ConstructionImageKey;
  /** A decorative emoji shown beside the name. */
  icon: IconKey;
  description: string;
  detailedDescription: string;
  features: readonly string[];
  /** Display text, e.g. '₹2,500 - ₹3,000 per sq ft'. */
  pricing: string;
  pricePerSqFt: { min: number; max: number };
  timeline: string;
  badge: string;
  /** Badge background under white 12 px text: at least 4.5:1 against white (WCAG 1.4.3). */
  color: string;
  borderColor: string;
  savings: string;
}

export const CONSTRUCTION_PACKAGES: readonly ConstructionPackage[] = [
  {
    id: 'package:platinum',
    name: 'Platinum Package',
    slug: 'platinum-package',
    backgroundImage: 'construction-platinum',
    icon: 'gem',
    description:
      'Ultra-luxury construction with imported finishes, smart-home automation and a dedicated project architect.',
    detailedDescription:
      'Our flagship package for clients who want the very best. Every detail, from the RCC frame to the last light switch, is specified with premium brands, supervised by a senior engineer and handed over with a 10-year structural warranty.',
    features: [
      'Premium RCC framed structure with earthquake-resistant design',
      'Imported Italian marble and engineered wooden flooring',
      'Complete smart-home automation (lighting, security, climate)',
      'Modular kitchen with premium branded appliances',
      'Designer false ceilings with cove and accent lighting',
      'Premium sanitary ware and CP fittings (Kohler / Grohe class)',
      'UPVC or teak wood windows with acoustic glazing',
      'Dedicated architect and senior site engineer',
      'Landscaped garden, terrace and exterior facade lighting',
      '10-year structural warranty',
    ],
    pricing: '₹2,500 - ₹3,000 per sq ft',
    pricePerSqFt: { min: 2500, max: 3000 },
    timeline: '12-18 months',
    badge: 'ULTRA LUXURY',
    color: '#5b6b8c',
    borderColor: '#c9d1e0',
    savings: 'Premium Value',
  },
  {
    id: 'package:gold',
    name: 'Gold Package',
    slug: 'gold-package',
    backgroundImage: 'construction-gold',
    icon: 'trophy',
    description:
      'Our most popular package: branded materials, modern finishes and thoughtful design at an honest price.',
    detailedDescription:
      'The balance most families choose. Quality branded materials, vitrified tile and granite finishes, a modular kitchen and careful supervision at every stage, handed over with a 5-year structural warranty.',
    features: [
      'RCC framed structure with quality-tested TMT steel',
      'Large-format vitrified tiles and granite countertops',
      'Modular kitchen with branded fittings',
      'Gypsum false ceiling in living and dining areas',
      'Branded sanitary ware and CP fittings (Jaquar / Hindware class)',
      'Aluminium sliding windows with mosquito mesh',
      'Concealed copper wiring with modular switches',
      'Premium emulsion interior and weather-proof exterior paint',
      'Weekly progress reports with photos',
      '5-year structural warranty',
    ],
    pricing: '₹1,800 - ₹2,200 per sq ft',
    pricePerSqFt: { min: 1800, max: 2200 },
    timeline: '10-14 months',
    badge: 'POPULAR CHOICE',
    color: '#936a22',
    borderColor: '#e8c877',
    savings: 'Best Value',
  },
  {
    id: 'package:silver',
    name: 'Silver Package',
    slug: 'silver-package',
    backgroundImage: 'construction-silver',
    icon: 'home',
    description:
      'A solid, well-built home on a sensible budget, with standard branded materials and no shortcuts on safety.',
    detailedDescription:
      'The right start for a first home. A sound structure, reliable standard materials and clean finishes, delivered on schedule and backed by a 3-year structural warranty.',
    features: [
      'RCC framed structure as per IS codes',
      'Ceramic and vitrified tile flooring',
      'Standard kitchen platform with granite top',
      'Branded standard sanitary ware and CP fittings',
      'Aluminium windows with clear glass',
      'Concealed wiring with ISI-marked cables',
      'Tractor emulsion interior and exterior paint',
      'Waterproofing of terrace and wet areas',
      'Site supervision at every key stage',
      '3-year structural warranty',
    ],
    pricing: '₹1,200 - ₹1,500 per sq ft',
    pricePerSqFt: { min: 1200, max: 1500 },
    timeline: '8-12 months',
    badge: 'BUDGET FRIENDLY',
    color: '#66717d',
    borderColor: '#cfd5db',
    savings: 'Great Start',
  },
];

/**
 * The spec's matching rule: hyphens become spaces and the package whose lower-cased name contains
 * the result is the one (so 'platinum', 'platinum-package' and 'PLATINUM-Package' all match).
 */
export function findConstructionPackage(
  param: string | undefined,
  packages: readonly ConstructionPackage[] = CONSTRUCTION_PACKAGES,
): ConstructionPackage | undefined {
  const wanted = (param ?? '').replace(/-/g, ' ').trim().toLowerCase();
  if (!wanted) return undefined;
  return packages.find((pkg) => pkg.name.toLowerCase().includes(wanted));
}

/** Structural warranty by package name (spec 9): Platinum 10 years, Gold 5 years, otherwise 3. */
export function constructionWarranty(name: string): string {
  const lower = name.toLowerCase();
  if (lower.includes('platinum')) return '10 years';
  if (lower.includes('gold')) return '5 years';
  return '3 years';
}
