// The four bookable services of the home page ("Most Booked Services") and their detail pages.
// Prices are integer rupees so the api can resolve a cart line's price without trusting a client.
import type { IconKey } from '../contracts-catalogue/icon-keys';

/** Illustration keys; the catalogue remote maps each key to its bundled image. */
export type BookableServiceImage = 'plumbing' | 'electrician' | 'house-cleaning' | 'water-proofing';

export interface BookableService {
  /** Stable id used by the cart (`item_type` service). */
  id: `service:${string}`;
  slug: string;
  name: string;
  image: BookableServiceImage;
  /** Shown in place of the image when the image fails to load. */
  icon: IconKey;
  summary: string;
  description: string;
  included: readonly string[];
  /** Starting price in rupees. */
  price: number;
  priceUnit: string;
}

export const BOOKABLE_SERVICES: readonly BookableService[] = [
  {
    id: 'service:plumbing',
    slug: 'plumbing',
    name: 'Plumbing',
    image: 'plumbing',
    icon: 'wrench',
    summary: 'Leaks, taps, pipes and fittings fixed by verified plumbers.',
    description:
      'From a dripping tap to a full bathroom re-piping, our verified plumbers arrive with the right tools and genuine fittings, diagnose the problem on the spot and quote before they start.',
    included: [
      'On-site inspection and diagnosis',
      'Tap, mixer and shower repair or replacement',
      'Leak and blockage fixing',
      'Pipe and fitting replacement',
      '30-day service warranty',
    ],
    price: 299,
    priceUnit: 'per visit',
  },
  {
    id: 'service:electrician',
    slug: 'electrician',
    name: 'Electrician',
    image: 'electrician',
    icon: 'bulb',
    summary: 'Safe wiring, switches, fans and lights by certified electricians.',
    description:
      'Certified electricians for everything from a faulty switch to new wiring: they test the circuit, follow safety codes and leave the work area clean.',
    included: [
      'Switch, socket and board repair',
      'Fan, light and fixture installation',
      'MCB and wiring fault finding',
      'Inverter and appliance point setup',
      '30-day service warranty',
    ],
    price: 249,
    priceUnit: 'per visit',
  },
  {
    id: 'service:house-cleaning',
    slug: 'house-cleaning',
    name: 'House cleaning',
    image: 'house-cleaning',
    icon: 'broom',
    summary: 'Deep cleaning of kitchens, bathrooms and living spaces.',
    description:
      'Trained cleaning teams with professional equipment and safe, fragrance-free chemicals give every room, kitchen and bathroom a thorough deep clean.',
    included: [
      'Kitchen degreasing and cabinet wipe-down',
      'Bathroom descaling and disinfection',
      'Floor scrubbing and vacuuming',
      'Window, fan and switchboard cleaning',
      'Equipment and materials brought by the team',
    ],
    price: 1499,
    priceUnit: 'per home',
  },
  {
    id: 'service:water-proofing',
    slug: 'water-proofing',
    name: 'Water proofing',
    image: 'water-proofing',
    icon: 'droplet',
    summary: 'Terrace, bathroom and wall waterproofing that lasts.',
    description:
      'Seepage and damp walls are treated at the source: our team inspects with moisture meters, then applies tested membranes and coatings to terraces, bathrooms and external walls.',
    included: [
      'Moisture and seepage inspection',
      'Crack filling and surface preparation',
      'Membrane or chemical coating application',
      'Terrace, bathroom and external wall treatment',
      'Written workmanship warranty',
    ],
    price: 2999,
    priceUnit: 'per 100 sq ft',
  },
];

/**
 * Matches a route parameter against an item's slug, or against its name with hyphens read as
 * spaces, ignoring case (spec: maintenance and service detail routes).
 */
export function matchesSlugOrName(item: { slug: string; name: string }, param: string): boolean {
  const wanted = param.trim().toLowerCase();
  if (wanted === '') return false;
  return (
    item.slug.toLowerCase() === wanted || item.name.toLowerCase() === wanted.replace(/-/g, ' ')
  );
}

export function findBookableService(param: string): BookableService | undefined {
  return BOOKABLE_SERVICES.find((service) => matchesSlugOrName(service, param));
}
