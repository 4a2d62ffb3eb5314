import {
  zeroFacets,
  type Property,
  type PropertyListResponse,
} from '@marketplace/shared/contracts-properties';

/** A property as the api serves it; tests override what they look at. */
export function aProperty(overrides: Partial<Property> = {}): Property {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Skyline Residency ${id}`,
    location: 'Vijay Nagar, Jabalpur',
    builder: 'Narmada Developers',
    purpose: 'sale',
    status: 'live',
    price: '₹85 L',
    price_value: 8_500_000,
    price_range: 'mid',
    deposit: null,
    deposit_value: null,
    available_from: null,
    suits: null,
    property_type: 'apartment',
    possession: 'ready',
    possession_by: null,
    furnishing: 'semi_furnished',
    bedrooms: '3 BHK',
    bathrooms: 3,
    floor: 6,
    total_floors: 14,
    rera_number: null,
    posted_by: 'agent',
    area: 1700,
    description: 'Corner flat with two balconies.',
    nearby: ['City Hospital', 'Central School', 'Metro Mall', 'Railway Station'],
    amenities: ['Parking', 'Lift', 'Power Backup', 'Park', 'Gymnasium', 'Swimming Pool'],
    contact_agent: 'Ravi Sharma',
    has_lister_phone: false,
    schedule_visit_enabled: true,
    brochure_link: '/uploads/brochures/skyline.pdf',
    image: `/uploads/properties/key${id}a-1280.webp`,
    images: [
      `/uploads/properties/key${id}a-1280.webp`,
      `/uploads/properties/key${id}b-1280.webp`,
      `/uploads/properties/key${id}c-1280.webp`,
    ],
    created_at: '2026-10-02T09:30:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function aPage(data: Property[], total = data.length, page = 1): PropertyListResponse {
  return { success: true, data, total, page, limit: 24, facets: zeroFacets(), approximate: false };
}
