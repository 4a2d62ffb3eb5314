// Texts of the construction pages fixed by docs/product/catalogue.md, used
// by the components and their tests alike.
import { priceText, type ConstructionPackage } from '@marketplace/shared/contracts-catalogue';

export const CONSTRUCTION_MESSAGES = {
  heroTitle: 'Build Your Dream Home With Confidence',
  heroSubtitle:
    'Transparent per-square-foot pricing, certified engineers and on-time handover: choose the package that fits your plans.',
  heroAlt: 'Illustration of a construction site with a crane and new homes',
  viewPackages: 'View Packages',
  freeConsultation: 'Free Consultation on WhatsApp',
  reasonsHeading: 'Why Build With Us',
  packagesHeading: 'Our Construction Packages',
  packagesIntro:
    'Three packages, one standard of care. Pick a package to see everything it includes.',
  viewPlatinumDetails: 'View Platinum Details',
  viewDetails: 'View Details',
  notFoundTitle: 'Package Not Found',
  notFoundBody: "We couldn't find the construction package you're looking for.",
  backToPackages: 'Back to Packages',
  benefitsHeading: 'PACKAGE BENEFITS',
  overviewHeading: 'Package Overview',
  processHeading: 'CONSTRUCTION PROCESS',
  ctaHeading: 'Ready to Start Building?',
  ctaBody:
    'Share your plot size and requirements and we will send a detailed, no-obligation quote.',
  getQuote: 'Get a Quote on WhatsApp',
  compareOther: 'Compare Other Packages',
  pricingNote: 'Final pricing depends on plot size and specifications',
  storageWarning: 'Could not save construction packages to local storage',
  statsLabel: 'Our construction record',
  viewDetailsOf: (name: string) => `View Details of ${name}`,
  pricing: 'Pricing',
  timeline: 'Timeline',
  value: 'Value',
  investment: 'Investment',
  warranty: 'Warranty',
  pictureAlt: (name: string) => `A home built with the ${name}`,
  featuresLabel: (name: string) => `${name} features`,
  /** The package page's four benefits. */
  warrantyTitle: 'Structural Warranty',
  warrantyText: (warranty: string) => `${warranty} of written structural warranty.`,
  pricingTitle: 'Transparent Pricing',
  pricingText: (price: string) => `${price}, with a written scope.`,
  supervisionTitle: 'Dedicated Supervision',
  supervisionText: 'A site engineer checks every stage.',
  handoverTitle: 'Timely Handover',
  handoverText: (timeline: string) => `Typical completion in ${timeline}.`,
} as const;

/** Key under which the packages are kept in local storage (docs/product/catalogue.md "Construction packages"). */
export const PACKAGES_STORAGE_KEY = 'construction-packages';

export const CONSTRUCTION_REASONS = [
  {
    icon: 'worker',
    title: 'Certified Engineers',
    text: 'Every site is run by a qualified civil engineer with daily supervision.',
  },
  {
    icon: 'bricks',
    title: 'Tested Materials',
    text: 'Branded cement, TMT steel and fittings, with test reports you can see.',
  },
  {
    icon: 'clipboard',
    title: 'Transparent Pricing',
    text: 'A clear per-square-foot rate and a written scope: no hidden fees.',
  },
  {
    icon: 'shield',
    title: 'Structural Warranty',
    text: 'Up to 10 years of structural warranty, in writing, with every handover.',
  },
] as const;

export const CONSTRUCTION_PROCESS = [
  {
    title: 'Planning & Design',
    text: 'Site visit, soil check, architectural drawings and approvals.',
  },
  {
    title: 'Foundation Work',
    text: 'Excavation, footings and plinth built to the structural design.',
  },
  {
    title: 'Construction Phase',
    text: 'Frame, masonry, plumbing and electrical, with weekly progress updates.',
  },
  {
    title: 'Finishing Touches',
    text: 'Flooring, paint, fittings, final inspection and handover.',
  },
] as const;

/** WhatsApp text of the hero's consultation button. */
export const CONSULTATION_WHATSAPP_TEXT =
  "Hi, I'm interested in your construction packages. I'd like a free consultation and a quote for my plot.";

/** WhatsApp text of a package's quote request (spec 7: construction sends a quote request). */
export function packageQuoteText(pkg: ConstructionPackage): string {
  return [
    `Hi, I'd like a quote for the ${pkg.name}.`,
    `Pricing: ${priceText(pkg.price)}`,
    `Timeline: ${pkg.timeline}`,
    'Please share a detailed quote for my plot.',
  ].join('\n');
}
