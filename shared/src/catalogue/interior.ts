/**
 * Interior design catalogue (docs/product/catalogue.md "Interior design"): the category and
 * sub-category tree, the popular style chips, the sample designs of the catalogue section and the
 * furniture category tabs of the second section. Prices are integer rupees.
 */

/** Key of the illustration the catalogue remote maps to an image file. */
export type InteriorImageKey =
  | 'interior-living'
  | 'interior-bedroom'
  | 'interior-kitchen'
  | 'interior-bathroom'
  | 'interior-office'
  | 'interior-commercial'
  | 'interior-wardrobe'
  | 'interior-door';

export const INTERIOR_CATEGORIES = [
  {
    name: 'Living Room',
    subCategories: [
      'Modern Contemporary',
      'Classic Luxury',
      'Minimalist',
      'Scandinavian',
      'Traditional',
    ],
  },
  {
    name: 'Bedroom',
    subCategories: ['Master Suite', 'Guest Room', 'Kids Room', 'Teen Room', 'Walk-in Closet'],
  },
  {
    name: 'Kitchen',
    subCategories: ['Modular Kitchen', 'Island Kitchen', 'Galley Kitchen', 'L-Shaped', 'U-Shaped'],
  },
  {
    name: 'Bathroom',
    subCategories: [
      'Luxury Spa',
      'Modern Minimal',
      'Classic Victorian',
      'Contemporary',
      'Resort Style',
    ],
  },
  {
    name: 'Office Space',
    subCategories: [
      'Executive Office',
      'Home Office',
      'Co-working',
      'Reception',
      'Conference Room',
    ],
  },
  {
    name: 'Commercial',
    subCategories: ['Restaurant', 'Retail Store', 'Hotel', 'Clinic', 'Showroom'],
  },
] as const satisfies readonly { name: string; subCategories: readonly string[] }[];

export type InteriorCategory = (typeof INTERIOR_CATEGORIES)[number]['name'];

/** The sub-categories of a category; the first one is selected when the category changes. */
export function interiorSubCategories(category: InteriorCategory): readonly string[] {
  return INTERIOR_CATEGORIES.find((c) => c.name === category)?.subCategories ?? [];
}

export interface InteriorStyleChip {
  name: string;
  count: number;
  color: string;
}

export const INTERIOR_STYLE_CHIPS: readonly InteriorStyleChip[] = [
  { name: 'Modern', count: 156, color: '#2f5d8a' },
  { name: 'Classic', count: 89, color: '#8a5a2f' },
  { name: 'Minimal', count: 112, color: '#4f6f52' },
  { name: 'Luxury', count: 67, color: '#936a22' },
  { name: 'Industrial', count: 45, color: '#5c5c66' },
];

export interface InteriorDesign {
  /** Stable id, e.g. `design:modern-living-01`. */
  id: string;
  /** URL segment of the design's detail page (/interior-design/<slug>). */
  slug: string;
  name: string;
  /** Absent when no illustration exists yet: the card shows its placeholder. */
  image?: InteriorImageKey;
  rating: number;
  reviews: number;
  price: number;
  originalPrice: number;
  category: InteriorCategory;
  subCategory: string;
  description: string;
  features: readonly string[];
  duration: string;
  /** Number of completed projects in this design's portfolio. */
  portfolio: number;
}

export const INTERIOR_DESIGNS: readonly InteriorDesign[] = [
  {
    id: 'design:modern-living-01',
    slug: 'urban-contemporary-living',
    name: 'Urban Contemporary Living',
    image: 'interior-living',
    rating: 4.8,
    reviews: 124,
    price: 185000,
    originalPrice: 220000,
    category: 'Living Room',
    subCategory: 'Modern Contemporary',
    description:
      'Clean lines, a neutral palette with brass accents and a feature wall with concealed lighting.',
    features: [
      'Feature wall with fluted panels',
      'Cove and profile lighting',
      'Custom TV unit with storage',
      'Modular sofa layout',
      'Acoustic ceiling treatment',
    ],
    duration: '3-4 weeks',
    portfolio: 48,
  },
  {
    id: 'design:modern-living-02',
    slug: 'compact-modern-living',
    name: 'Compact Modern Living',
    image: 'interior-living',
    rating: 4.6,
    reviews: 86,
    price: 85000,
    originalPrice: 99000,
    category: 'Living Room',
    subCategory: 'Modern Contemporary',
    description:
      'Smart space planning for apartments: multi-use furniture, light colours and hidden storage.',
    features: ['Space-saving wall unit', 'Foldable study nook', 'Warm LED lighting'],
    duration: '2-3 weeks',
    portfolio: 63,
  },
  {
    id: 'design:classic-living-01',
    slug: 'royal-heritage-lounge',
    name: 'Royal Heritage Lounge',
    image: 'interior-living',
    rating: 4.9,
    reviews: 57,
    price: 320000,
    originalPrice: 365000,
    category: 'Living Room',
    subCategory: 'Classic Luxury',
    description:
      'Rich wood panelling, Italian marble, crystal lighting and hand-finished mouldings for a grand living room.',
    features: [
      'Italian marble flooring',
      'Hand-finished wall mouldings',
      'Crystal chandelier',
      'Teak wood panelling',
      'Custom upholstery',
      'Bar counter',
    ],
    duration: '6-8 weeks',
    portfolio: 21,
  },
  {
    id: 'design:master-bedroom-01',
    slug: 'serene-master-suite',
    name: 'Serene Master Suite',
    image: 'interior-bedroom',
    rating: 4.7,
    reviews: 98,
    price: 165000,
    originalPrice: 190000,
    category: 'Bedroom',
    subCategory: 'Master Suite',
    description:
      'A calm retreat with an upholstered headboard wall, walk-in wardrobe and layered lighting.',
    features: [
      'Upholstered headboard wall',
      'Sliding wardrobe with loft',
      'Dressing unit',
      'Blackout curtains',
    ],
    duration: '3-4 weeks',
    portfolio: 52,
  },
  {
    id: 'design:kids-bedroom-01',
    slug: 'playful-kids-room',
    name: 'Playful Kids Room',
    image: 'interior-bedroom',
    rating: 4.8,
    reviews: 73,
    price: 95000,
    originalPrice: 95000,
    category: 'Bedroom',
    subCategory: 'Kids Room',
    description:
      'Safe rounded furniture, a study corner and plenty of toy storage in cheerful colours.',
    features: ['Bunk bed with storage', 'Study desk', 'Wall-mounted toy shelves', 'Washable paint'],
    duration: '2-3 weeks',
    portfolio: 39,
  },
  {
    id: 'design:modular-kitchen-01',
    slug: 'sleek-modular-kitchen',
    name: 'Sleek Modular Kitchen',
    image: 'interior-kitchen',
    rating: 4.9,
    reviews: 211,
    price: 145000,
    originalPrice: 175000,
    category: 'Kitchen',
    subCategory: 'Modular Kitchen',
    description:
      'Acrylic shutters, soft-close hardware, a tall unit and a quartz countertop built for Indian cooking.',
    features: [
      'Soft-close hinges and channels',
      'Quartz countertop',
      'Tall pantry unit',
      'Chimney and hob provision',
      'Corner carousel',
    ],
    duration: '2-3 weeks',
    portfolio: 96,
  },
  {
    id: 'design:island-kitchen-01',
    slug: 'grand-island-kitchen',
    name: 'Grand Island Kitchen',
    image: 'interior-kitchen',
    rating: 4.7,
    reviews: 64,
    price: 265000,
    originalPrice: 300000,
    category: 'Kitchen',
    subCategory: 'Island Kitchen',
    description:
      'An open kitchen with a breakfast island, built-in appliances and pendant lighting.',
    features: ['Breakfast island', 'Built-in oven and microwave', 'Pendant lights', 'Wine rack'],
    duration: '4-5 weeks',
    portfolio: 27,
  },
  {
    id: 'design:spa-bathroom-01',
    slug: 'luxury-spa-bathroom',
    name: 'Luxury Spa Bathroom',
    image: 'interior-bathroom',
    rating: 4.8,
    reviews: 45,
    price: 210000,
    originalPrice: 240000,
    category: 'Bathroom',
    subCategory: 'Luxury Spa',
    description:
      'A rain shower, freestanding tub, stone finishes and warm light for a spa at home.',
    features: [
      'Rain shower',
      'Freestanding bathtub',
      'Anti-skid stone flooring',
      'Vanity with mirror light',
    ],
    duration: '3-4 weeks',
    portfolio: 18,
  },
  {
    id: 'design:executive-office-01',
    slug: 'executive-corner-office',
    name: 'Executive Corner Office',
    image: 'interior-office',
    rating: 4.6,
    reviews: 38,
    price: 240000,
    originalPrice: 275000,
    category: 'Office Space',
    subCategory: 'Executive Office',
    description:
      'A commanding executive desk, meeting corner, wood panelling and acoustic comfort for focused work.',
    features: [
      'Executive desk with storage',
      'Meeting corner',
      'Acoustic panels',
      'Display shelving',
    ],
    duration: '3-5 weeks',
    portfolio: 24,
  },
  {
    id: 'design:home-office-01',
    slug: 'productive-home-office',
    name: 'Productive Home Office',
    image: 'interior-office',
    rating: 4.5,
    reviews: 52,
    price: 88000,
    originalPrice: 105000,
    category: 'Office Space',
    subCategory: 'Home Office',
    description:
      'An ergonomic work corner with cable management, task lighting and video-call backdrop.',
    features: ['Ergonomic desk', 'Cable management', 'Task lighting', 'Pin-up board'],
    duration: '1-2 weeks',
    portfolio: 71,
  },
  {
    id: 'design:restaurant-01',
    slug: 'modern-bistro-restaurant',
    name: 'Modern Bistro Restaurant',
    image: 'interior-commercial',
    rating: 4.7,
    reviews: 29,
    price: 295000,
    originalPrice: 320000,
    category: 'Commercial',
    subCategory: 'Restaurant',
    description:
      'A warm bistro interior with booth seating, a bar counter and durable, easy-clean commercial finishes.',
    features: [
      'Booth seating',
      'Bar counter',
      'Commercial-grade flooring',
      'Ambient lighting plan',
    ],
    duration: '5-7 weeks',
    portfolio: 15,
  },
  {
    id: 'design:clinic-01',
    slug: 'calm-care-clinic',
    name: 'Calm Care Clinic',
    rating: 4.6,
    reviews: 17,
    price: 175000,
    originalPrice: 175000,
    category: 'Commercial',
    subCategory: 'Clinic',
    description:
      'A hygienic, calming clinic with a welcoming reception, consultation rooms and easy-clean surfaces.',
    features: [
      'Reception desk',
      'Antibacterial laminates',
      'Waiting lounge',
      'Consultation cabins',
    ],
    duration: '4-6 weeks',
    portfolio: 12,
  },
];

/** The design whose slug equals the parameter (case-insensitive), if any. */
export function findInteriorDesign(slug: string | undefined): InteriorDesign | undefined {
  const wanted = (slug ?? '').trim().toLowerCase();
  if (!wanted) return undefined;
  return INTERIOR_DESIGNS.find((design) => design.slug === wanted);
}

export interface FurnitureItem {
  /** Stable id, e.g. `furniture:modular-kitchen-01`. */
  id: string;
  title: string;
  image: InteriorImageKey;
  features: readonly string[];
  /** Display text of the price range, e.g. '₹1,20,000 - ₹2,50,000'. */
  pricing: string;
  rating: number;
  reviews: number;
  badge: string;
  description: string;
}

export interface FurnitureCategory {
  id: string;
  name: string;
  description: string;
  items: readonly FurnitureItem[];
}

export const FURNITURE_CATEGORIES: readonly FurnitureCategory[] = [
  {
    id: 'modular-kitchen',
    name: 'Modular Kitchen',
    description:
      'Kitchens made to measure for Indian cooking: moisture-resistant carcasses, soft-close hardware and smart storage.',
    items: [
      {
        id: 'furniture:modular-kitchen-01',
        title: 'L-Shaped Acrylic Kitchen',
        image: 'interior-kitchen',
        features: [
          'High-gloss acrylic shutters',
          'Soft-close hardware',
          'Quartz countertop',
          'Tandem drawers',
        ],
        pricing: '₹1,20,000 - ₹2,50,000',
        rating: 4.8,
        reviews: 156,
        badge: 'Popular',
        description: 'A bright L-shaped layout that keeps the cooking triangle short.',
      },
      {
        id: 'furniture:modular-kitchen-02',
        title: 'Parallel Laminate Kitchen',
        image: 'interior-kitchen',
        features: ['Anti-scratch laminate', 'Boiling-water-proof ply', 'Bottle pull-out'],
        pricing: '₹90,000 - ₹1,60,000',
        rating: 4.6,
        reviews: 98,
        badge: 'Space Saver',
        description: 'Two facing counters that make the most of a narrow kitchen.',
      },
      {
        id: 'furniture:modular-kitchen-03',
        title: 'Island Kitchen with Breakfast Bar',
        image: 'interior-kitchen',
        features: ['Breakfast island', 'Built-in appliances', 'Pendant lighting', 'Tall pantry'],
        pricing: '₹2,50,000 - ₹4,50,000',
        rating: 4.9,
        reviews: 61,
        badge: 'Premium',
        description: 'An open kitchen built around a generous island for family breakfasts.',
      },
      {
        id: 'furniture:modular-kitchen-04',
        title: 'Handle-less Matte Kitchen',
        image: 'interior-kitchen',
        features: ['Gola profile handles', 'Matte PU finish', 'Corner carousel'],
        pricing: '₹1,80,000 - ₹3,00,000',
        rating: 4.7,
        reviews: 42,
        badge: 'Trending',
        description: 'Seamless matte fronts with a recessed profile instead of handles.',
      },
    ],
  },
  {
    id: 'home-furniture',
    name: 'Home Furniture',
    description:
      'Sofas, beds, dining sets and TV units built in our workshop to your room size, fabric and finish.',
    items: [
      {
        id: 'furniture:home-furniture-01',
        title: 'Custom Sectional Sofa',
        image: 'interior-living',
        features: ['Solid wood frame', 'High-resilience foam', 'Choice of 40+ fabrics'],
        pricing: '₹45,000 - ₹1,20,000',
        rating: 4.7,
        reviews: 132,
        badge: 'Popular',
        description: 'A sectional made to fit your wall and your family.',
      },
      {
        id: 'furniture:home-furniture-02',
        title: 'Storage Bed with Headboard',
        image: 'interior-bedroom',
        features: ['Hydraulic storage', 'Upholstered headboard', 'Engineered wood with veneer'],
        pricing: '₹35,000 - ₹85,000',
        rating: 4.6,
        reviews: 88,
        badge: 'Space Saver',
        description: 'A king or queen bed with a full-size storage box underneath.',
      },
      {
        id: 'furniture:home-furniture-03',
        title: 'Six-Seater Dining Set',
        image: 'interior-living',
        features: ['Sheesham wood', 'Stone or glass top', 'Cushioned chairs'],
        pricing: '₹40,000 - ₹95,000',
        rating: 4.5,
        reviews: 54,
        badge: 'Elegant',
        description: 'A dining set that seats six comfortably and lasts for years.',
      },
      {
        id: 'furniture:home-furniture-04',
        title: 'Floating TV Unit',
        image: 'interior-living',
        features: ['Wall-mounted', 'Concealed wiring', 'Back-lit panel'],
        pricing: '₹25,000 - ₹70,000',
        rating: 4.6,
        reviews: 77,
        badge: 'New',
        description: 'A wall-hung TV unit with hidden cables and soft back-lighting.',
      },
    ],
  },
  {
    id: 'office-furniture',
    name: 'Office Furniture',
    description:
      'Workstations, cabins and meeting tables designed for comfort, durability and a professional look.',
    items: [
      {
        id: 'furniture:office-furniture-01',
        title: 'Linear Workstations',
        image: 'interior-office',
        features: ['Modular desking', 'Cable trays', 'Pin-up partitions'],
        pricing: '₹12,000 - ₹25,000 per seat',
        rating: 4.6,
        reviews: 64,
        badge: 'Professional',
        description: 'Open-plan desks that grow with your team.',
      },
      {
        id: 'furniture:office-furniture-02',
        title: 'Executive Cabin Set',
        image: 'interior-office',
        features: ['Executive desk', 'Side return', 'Visitor chairs', 'Storage credenza'],
        pricing: '₹90,000 - ₹2,20,000',
        rating: 4.8,
        reviews: 33,
        badge: 'Premium',
        description: 'A complete cabin for the person whose desk sets the tone.',
      },
      {
        id: 'furniture:office-furniture-03',
        title: 'Conference Table',
        image: 'interior-office',
        features: ['Seats 8 to 16', 'Built-in power boxes', 'Veneer or laminate top'],
        pricing: '₹60,000 - ₹1,80,000',
        rating: 4.7,
        reviews: 26,
        badge: 'Commercial',
        description: 'A meeting table with power and data where people need it.',
      },
    ],
  },
  {
    id: 'wardrobes',
    name: 'Wardrobes',
    description:
      'Hinged, sliding and walk-in wardrobes with internal layouts planned around what you store.',
    items: [
      {
        id: 'furniture:wardrobes-01',
        title: 'Sliding Mirror Wardrobe',
        image: 'interior-wardrobe',
        features: ['Soft-close sliding tracks', 'Full-length mirror', 'Loft storage'],
        pricing: '₹55,000 - ₹1,40,000',
        rating: 4.7,
        reviews: 119,
        badge: 'Popular',
        description: 'A floor-to-ceiling sliding wardrobe that doubles as a dressing mirror.',
      },
      {
        id: 'furniture:wardrobes-02',
        title: 'Walk-in Closet System',
        image: 'interior-wardrobe',
        features: ['Open hanging', 'Glass-front drawers', 'Shoe rack', 'Sensor lighting'],
        pricing: '₹1,50,000 - ₹3,50,000',
        rating: 4.9,
        reviews: 37,
        badge: 'Premium',
        description: 'A dressing room with a place for everything, lit as you walk in.',
      },
      {
        id: 'furniture:wardrobes-03',
        title: 'Hinged Laminate Wardrobe',
        image: 'interior-wardrobe',
        features: ['Anti-scratch laminate', 'Internal drawers', 'Locker'],
        pricing: '₹35,000 - ₹80,000',
        rating: 4.5,
        reviews: 92,
        badge: 'Space Saver',
        description: 'A dependable hinged wardrobe with a smart internal layout.',
      },
      {
        id: 'furniture:wardrobes-04',
        title: 'Kids Wardrobe with Study',
        image: 'interior-wardrobe',
        features: ['Rounded edges', 'Integrated study desk', 'Bright shutters'],
        pricing: '₹45,000 - ₹90,000',
        rating: 4.6,
        reviews: 28,
        badge: 'New',
        description: 'Storage and a study desk in one unit for a growing child.',
      },
    ],
  },
  {
    id: 'doors',
    name: 'Doors & Doorframes',
    description:
      'Main doors, room doors and frames in solid wood, veneer or laminate, fitted with quality hardware.',
    items: [
      {
        id: 'furniture:doors-01',
        title: 'Carved Teak Main Door',
        image: 'interior-door',
        features: ['Solid teak', 'Hand carving', 'Digital lock ready'],
        pricing: '₹45,000 - ₹1,20,000',
        rating: 4.8,
        reviews: 58,
        badge: 'Elegant',
        description: 'A handsome entrance door carved by our craftsmen.',
      },
      {
        id: 'furniture:doors-02',
        title: 'Flush Veneer Room Door',
        image: 'interior-door',
        features: ['Termite-proof core', 'Teak veneer', 'Frame included'],
        pricing: '₹12,000 - ₹25,000',
        rating: 4.5,
        reviews: 104,
        badge: 'Popular',
        description: 'Clean, durable room doors with a warm wood finish.',
      },
      {
        id: 'furniture:doors-03',
        title: 'WPC Bathroom Door',
        image: 'interior-door',
        features: ['100% waterproof', 'Termite-proof', 'Laminated finish'],
        pricing: '₹8,000 - ₹15,000',
        rating: 4.6,
        reviews: 71,
        badge: 'Trending',
        description: 'A wet-area door that will never swell or rot.',
      },
    ],
  },
  {
    id: 'restaurant-hotel',
    name: 'Restaurant / Hotel Furniture',
    description:
      'Hard-wearing seating, counters and room furniture for restaurants, cafés and hotels.',
    items: [
      {
        id: 'furniture:restaurant-hotel-01',
        title: 'Restaurant Booth Seating',
        image: 'interior-commercial',
        features: ['Commercial-grade foam', 'Stain-resistant fabric', 'Custom lengths'],
        pricing: '₹18,000 - ₹40,000 per booth',
        rating: 4.7,
        reviews: 46,
        badge: 'Commercial',
        description: 'Comfortable booths that stand up to a busy service.',
      },
      {
        id: 'furniture:restaurant-hotel-02',
        title: 'Hotel Room Furniture Set',
        image: 'interior-bedroom',
        features: ['Bed, side tables and wardrobe', 'Luggage rack', 'Work desk'],
        pricing: '₹1,20,000 - ₹2,80,000 per room',
        rating: 4.8,
        reviews: 22,
        badge: 'Premium',
        description: 'A complete, consistent room set for boutique and business hotels.',
      },
      {
        id: 'furniture:restaurant-hotel-03',
        title: 'Café Bar Counter',
        image: 'interior-commercial',
        features: ['Solid surface top', 'Display shelving', 'Under-counter storage'],
        pricing: '₹75,000 - ₹2,00,000',
        rating: 4.6,
        reviews: 19,
        badge: 'Trending',
        description: 'A bar or service counter that is the centrepiece of the room.',
      },
      {
        id: 'furniture:restaurant-hotel-04',
        title: 'Lobby Lounge Seating',
        image: 'interior-living',
        features: ['Modular sofas', 'Accent chairs', 'Coffee tables'],
        pricing: '₹1,50,000 - ₹4,00,000',
        rating: 4.7,
        reviews: 14,
        badge: 'Luxury',
        description: 'A welcoming lobby lounge for guests waiting in comfort.',
      },
    ],
  },
];
