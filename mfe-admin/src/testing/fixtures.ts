// Properties and a logged-in manager with the answers the admin page asks for on load.
import { zeroFacets, type Property } from '@marketplace/shared/contracts';
import type { ReviewListing } from '@marketplace/shared/contracts-posting';
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
  mockReviewQueue([]);
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

/** A rental waiting for review, sent by an owner, with two pictures and no earlier decision. */
export function reviewListing(id: number, changes: Partial<ReviewListing> = {}): ReviewListing {
  return {
    ...property(id, {
      name: `Gwarighat Nest ${id}`,
      status: 'pending',
      purpose: 'rent',
      price: '₹18,000/month',
      price_value: 18_000,
      deposit: '₹54,000',
      deposit_value: 54_000,
      available_from: '2026-12-15',
      suits: 'family',
      furnishing: 'furnished',
      posted_by: 'owner',
      builder: null,
      rera_number: 'P-JBP-24-1234',
      contact_agent: null,
      has_lister_phone: true,
      brochure_link: null,
    }),
    rejection_reason: null,
    submitted_at: '2026-11-27T04:30:00.000Z',
    live_since: null,
    expires_at: null,
    updated_at: null,
    lister_phone: '+91 98260 55555',
    views: 0,
    phone_reveals: 0,
    leads: 0,
    open_leads: 0,
    lister: {
      id: 40 + id,
      username: `meera${id}`,
      name: 'Meera Joshi',
      email: `meera${id}@example.in`,
    },
    decisions: [],
    ...changes,
  };
}

/** The review queue's first page (the admin page's tab label asks for it on load). */
export function mockReviewQueue(listings: ReviewListing[]) {
  mockApi('GET', '/admin/listing-reviews', {
    body: { success: true, data: listings, total: listings.length },
  });
}
