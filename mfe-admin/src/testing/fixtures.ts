// Properties and a logged-in manager with the answers the admin page asks for on load.
import { zeroFacets, type Property } from '@marketplace/shared/contracts';
import { mockApi, storeSession, testUser } from '@marketplace/test-support';

export function property(id: number, changes: Partial<Property> = {}): Property {
  return {
    id,
    name: `Sunrise Residency ${id}`,
    location: 'Vijay Nagar, Jabalpur',
    builder: 'Shree Builders',
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
    bedrooms: '2 BHK',
    bathrooms: 2,
    floor: 4,
    total_floors: 12,
    rera_number: null,
    posted_by: 'agent',
    area: 1200,
    description: 'Corner flat',
    nearby: ['School', 'Metro'],
    amenities: ['Parking', 'Lift'],
    contact_agent: '+91 98765 43210',
    has_lister_phone: false,
    schedule_visit_enabled: true,
    brochure_link: 'https://example.in/b.pdf',
    image: '/uploads/properties/abc-1280.webp',
    images: ['/uploads/properties/abc-1280.webp', '/uploads/properties/def-1280.webp'],
    created_at: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...changes,
  };
}

export function asManager(properties: Property[] = [property(1), property(2)], total = 2) {
  const manager = testUser({ role: 'manager' });
  storeSession(manager);
  mockApi('GET', '/profile', { body: { success: true, user: manager } });
  mockApi('GET', '/enquiries', {
    body: { success: true, data: [], total: 0, unhandled: 0, page: 1, limit: 1 },
  });
  mockApi('GET', '/admin/stats', {
    body: {
      success: true,
      data: { total: 1234, budget: 400, mid: 500, premium: 334, average_price: 9_875_000 },
    },
  });
  mockApi('GET', '/getAllProperties', (call) => ({
    body: listingPage(properties, total, Number(call.query.get('page'))),
  }));
}

/** A page of the listing as the api answers it (the counts beside the filters all 0). */
export function listingPage(properties: Property[], total = properties.length, page = 1) {
  return {
    success: true,
    data: properties,
    total,
    page,
    limit: 12,
    facets: zeroFacets(),
    approximate: false,
  };
}
