// Today's construction packages, seeded once into the catalogue, priced per square foot from a
// starting point (a quote, never a fixed charge).
import type { SeedItem } from './seed-item';

/** Platinum, Gold and Silver. */
export const PACKAGES: readonly SeedItem[] = [
  {
    key: 'package:platinum',
    kind: 'package',
    body: {
      name: 'Platinum Package',
      picture: '/uploads/catalogue/seed-constructions-platinum.svg',
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
      price: {
        kind: 'from',
        amount: 2500,
        upTo: 3000,
        unit: 'per sq ft',
      },
      timeline: '12-18 months',
      badge: 'ULTRA LUXURY',
      color: '#5b6b8c',
      borderColor: '#c9d1e0',
      savings: 'Premium Value',
    },
  },
  {
    key: 'package:gold',
    kind: 'package',
    body: {
      name: 'Gold Package',
      picture: '/uploads/catalogue/seed-constructions-gold.svg',
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
      price: {
        kind: 'from',
        amount: 1800,
        upTo: 2200,
        unit: 'per sq ft',
      },
      timeline: '10-14 months',
      badge: 'POPULAR CHOICE',
      color: '#936a22',
      borderColor: '#e8c877',
      savings: 'Best Value',
    },
  },
  {
    key: 'package:silver',
    kind: 'package',
    body: {
      name: 'Silver Package',
      picture: '/uploads/catalogue/seed-constructions-silver.svg',
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
      price: {
        kind: 'from',
        amount: 1200,
        upTo: 1500,
        unit: 'per sq ft',
      },
      timeline: '8-12 months',
      badge: 'BUDGET FRIENDLY',
      color: '#66717d',
      borderColor: '#cfd5db',
      savings: 'Great Start',
    },
  },
];
