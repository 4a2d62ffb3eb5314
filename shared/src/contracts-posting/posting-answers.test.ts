import {
  leadResponse,
  leadsResponse,
  myListingResponse,
  myListingsResponse,
  phoneRevealResponse,
  reviewDecisionResponse,
  reviewDecisionsResponse,
  reviewQueueResponse,
  type Lead,
  type MyListing,
  type ReviewDecisionRecord,
} from '../contracts/listing-posting';
import { propertyWriteResponse } from '../contracts/property-form';
import { describeAnswerChecks, expectAgreement } from '../contracts-core/answer-checks.testing';
import {
  leadAnswer,
  leadsAnswer,
  myListingAnswer,
  myListingsAnswer,
  phoneRevealAnswer,
  propertyWriteAnswer,
  reviewDecisionAnswer,
  reviewDecisionsAnswer,
  reviewQueueAnswer,
} from './posting-answers';

// A lister's listing is a Property plus its lister's fields: the Property's own fields are checked
// by PROPERTY_FIELD_CHECKS, tested in answers.test.ts; here, the lister's.
const listing: MyListing = {
  id: 9,
  name: 'Gwarighat Nest',
  location: 'Jabalpur',
  builder: null,
  purpose: 'rent',
  status: 'rejected',
  price: '₹18,000/month',
  price_value: 18_000,
  price_range: 'mid',
  deposit: '₹54,000',
  deposit_value: 54_000,
  available_from: '2026-12-15',
  suits: 'family',
  property_type: 'apartment',
  possession: 'ready',
  possession_by: null,
  furnishing: 'furnished',
  bedrooms: '2 BHK',
  bathrooms: 2,
  floor: 3,
  total_floors: 8,
  rera_number: null,
  posted_by: 'owner',
  area: 950,
  description: null,
  nearby: [],
  amenities: ['Lift'],
  contact_agent: null,
  has_lister_phone: true,
  schedule_visit_enabled: true,
  brochure_link: null,
  image: '/uploads/9.webp',
  images: ['/uploads/9.webp'],
  created_at: '2026-11-01T10:00:00.000Z',
  version: 3,
  rejection_reason: 'The pictures are of another building.',
  submitted_at: '2026-11-02T10:00:00.000Z',
  live_since: null,
  expires_at: null,
  updated_at: null,
  lister_phone: '+91 98260 55555',
  views: 12,
  phone_reveals: 2,
  leads: 3,
  open_leads: 1,
};

type ListerFields = Pick<
  MyListing,
  | 'rejection_reason'
  | 'submitted_at'
  | 'live_since'
  | 'expires_at'
  | 'updated_at'
  | 'lister_phone'
  | 'views'
  | 'phone_reveals'
  | 'leads'
  | 'open_leads'
>;

describeAnswerChecks<ListerFields>(
  [
    {
      name: 'my listings',
      zod: myListingsResponse,
      check: myListingsAnswer,
      wrap: (l) => ({ success: true, data: [listing, l], active: 1, active_limit: 5 }),
    },
    {
      name: 'review queue',
      zod: reviewQueueResponse,
      check: reviewQueueAnswer,
      wrap: (l) => ({
        success: true,
        data: [{ ...(l as object), lister: null, decisions: [] }],
        total: 1,
      }),
    },
    {
      name: 'my listing',
      zod: myListingResponse,
      check: myListingAnswer,
      wrap: (l) => ({ success: true, msg: 'Draft saved', data: l }),
    },
  ],
  listing,
  {
    rejection_reason: 5,
    submitted_at: 1,
    live_since: false,
    expires_at: [],
    updated_at: 2,
    lister_phone: 98260,
    views: '12',
    phone_reveals: 1.5,
    leads: null,
    open_leads: undefined,
  },
);

const lead: Lead = {
  id: 4,
  type: 'visit_request',
  name: 'Arun Patel',
  phone: '9876543210',
  email: null,
  message: null,
  visit_date: '2026-12-01',
  visit_time: '11:30',
  created_at: '2026-11-28T10:00:00.000Z',
  handled: false,
};

describeAnswerChecks(
  [
    {
      name: 'leads',
      zod: leadsResponse,
      check: leadsAnswer,
      wrap: (l) => ({ success: true, data: [lead, l] }),
    },
    {
      name: 'lead',
      zod: leadResponse,
      check: leadAnswer,
      wrap: (l) => ({ success: true, msg: 'Lead marked as handled', data: l }),
    },
  ],
  lead,
  {
    id: '4',
    type: 'call',
    name: null,
    phone: 9876543210,
    email: 5,
    message: [],
    visit_date: 20261201,
    visit_time: 1130,
    created_at: undefined,
    handled: 'no',
  },
);

it('the phone reveal answer check agrees with its zod schema', () => {
  const pair = { zod: phoneRevealResponse, check: phoneRevealAnswer };
  expectAgreement(pair, { success: true, data: { phone: '+91 98260 55555' } }, true);
  for (const data of [{ phone: 98260 }, {}, null]) {
    expectAgreement(pair, { success: true, data }, false);
  }
});

it("a property's write answer check agrees with its zod schema", () => {
  const pair = { zod: propertyWriteResponse, check: propertyWriteAnswer };
  expectAgreement(pair, { success: true, msg: 'Property deleted successfully' }, true);
  expectAgreement(
    pair,
    { success: true, msg: 'Saved', data: { id: 3, images: ['/a.webp'] } },
    true,
  );
  for (const body of [
    { success: true },
    { success: false, msg: 'Saved' },
    { success: true, msg: 5 },
    { success: true, msg: 'Saved', data: { id: '3', images: [] } },
    { success: true, msg: 'Saved', data: { id: 3, images: [7] } },
    { success: true, msg: 'Saved', data: null },
  ]) {
    expectAgreement(pair, body, false);
  }
});

const decision: ReviewDecisionRecord = {
  id: 2,
  property_id: 9,
  property_name: 'Gwarighat Nest',
  decision: 'rejected',
  reason: 'The pictures are of another building.',
  moderator: 'Kabir',
  decided_at: '2026-11-02T11:00:00.000Z',
};

describeAnswerChecks(
  [
    {
      name: 'decisions',
      zod: reviewDecisionsResponse,
      check: reviewDecisionsAnswer,
      wrap: (d) => ({ success: true, data: [decision, d] }),
    },
    {
      name: 'decision',
      zod: reviewDecisionResponse,
      check: reviewDecisionAnswer,
      wrap: (d) => ({ success: true, msg: 'Listing rejected', data: d }),
    },
    {
      name: 'review queue lister and decisions',
      zod: reviewQueueResponse,
      check: reviewQueueAnswer,
      wrap: (d) => ({
        success: true,
        data: [
          {
            ...listing,
            lister: { id: 1, username: 'meera', name: null, email: 'meera@example.in' },
            decisions: [d],
          },
        ],
        total: 1,
      }),
    },
  ],
  decision,
  {
    id: null,
    property_id: '9',
    property_name: 9,
    decision: 'maybe',
    reason: 5,
    moderator: 7,
    decided_at: undefined,
  },
);
