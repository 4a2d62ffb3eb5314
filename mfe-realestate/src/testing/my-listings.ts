import type { Lead, MyListing } from '@marketplace/shared/contracts-posting';
import { aProperty } from './properties';

/** One of the lister's listings as GET /my-listings serves it: a rental draft by default. */
export function aListing(overrides: Partial<MyListing> = {}): MyListing {
  const id = overrides.id ?? 9;
  return {
    ...aProperty({
      id,
      name: 'Gwarighat Nest',
      location: 'Gwarighat, Jabalpur',
      builder: null,
      purpose: 'rent',
      status: 'draft',
      price: '₹18,000/month',
      price_value: 18_000,
      deposit: '₹54,000',
      deposit_value: 54_000,
      available_from: '2026-12-15',
      suits: 'family',
      bedrooms: '2 BHK',
      posted_by: 'owner',
      contact_agent: null,
      has_lister_phone: true,
      brochure_link: null,
      images: ['/uploads/properties/nest-1280.webp'],
    }),
    rejection_reason: null,
    submitted_at: null,
    live_since: null,
    expires_at: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    lister_phone: '98260 55555',
    views: 0,
    phone_reveals: 0,
    leads: 0,
    open_leads: 0,
    ...overrides,
  };
}

export function aLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 4,
    type: 'agent_contact',
    name: 'Arun Patel',
    phone: '98765 43210',
    email: 'arun@example.in',
    message: 'Is it still available from December?',
    visit_date: null,
    visit_time: null,
    created_at: '2026-11-28T10:00:00.000Z',
    handled: false,
    ...overrides,
  };
}
