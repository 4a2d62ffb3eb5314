import {
  propertyListResponse,
  propertyResponse,
  wishlistMergeResponse,
  wishlistMessageResponse,
  wishlistResponse,
} from '../contracts/properties';
import {
  describeAnswerChecks,
  expectAgreement,
  expectLoadsWithoutZod,
} from '../contracts-core/answer-checks.testing';
import {
  propertyAnswer,
  propertyListAnswer,
  wishlistAnswer,
  wishlistMergeAnswer,
  wishlistMessageAnswer,
} from './answers';
import { zeroFacets, type Property } from './index';

const property: Property = {
  id: 7,
  name: 'Sunrise Residency',
  location: 'Noida',
  builder: null,
  purpose: 'sale',
  status: 'live',
  price: '₹85 L',
  price_value: 85_00_000,
  price_range: 'mid',
  deposit: null,
  deposit_value: null,
  available_from: null,
  suits: null,
  property_type: 'apartment',
  possession: 'under_construction',
  possession_by: '2027-06',
  furnishing: 'semi_furnished',
  bedrooms: '3 BHK',
  bathrooms: 2,
  floor: 0,
  total_floors: 12,
  rera_number: 'P-MP-2026-1234',
  posted_by: 'builder',
  area: 1450,
  description: null,
  nearby: ['Metro station'],
  amenities: ['Lift', 'Parking'],
  contact_agent: '+91 98765 43210',
  has_lister_phone: false,
  schedule_visit_enabled: true,
  brochure_link: null,
  image: '/uploads/7.webp',
  images: ['/uploads/7.webp'],
  created_at: '2026-11-01T10:00:00.000Z',
  version: 1,
};

describeAnswerChecks(
  [
    {
      name: 'listing',
      zod: propertyListResponse,
      check: propertyListAnswer,
      wrap: (p) => ({
        success: true,
        data: [property, p],
        total: 2,
        page: 1,
        limit: 24,
        facets: zeroFacets(),
        approximate: false,
      }),
    },
    {
      name: 'detail',
      zod: propertyResponse,
      check: propertyAnswer,
      wrap: (p) => ({ success: true, data: p }),
    },
    {
      name: 'wishlist',
      zod: wishlistResponse,
      check: wishlistAnswer,
      wrap: (p) => ({ success: true, data: [p] }),
    },
  ],
  property,
  {
    id: 7.5,
    name: null,
    location: 3,
    builder: 4,
    purpose: 'lease',
    status: 'hidden',
    price: 85,
    price_value: '85',
    price_range: 'luxury',
    deposit: 5,
    deposit_value: 1.5,
    available_from: 20270101,
    suits: 'students',
    property_type: 'castle',
    possession: 'soon',
    possession_by: 202706,
    furnishing: true,
    bedrooms: 3,
    bathrooms: 1.5,
    floor: '2',
    total_floors: '12',
    rera_number: 7,
    posted_by: 'broker',
    area: '1450',
    description: false,
    nearby: 'Metro station',
    amenities: [1],
    contact_agent: undefined,
    has_lister_phone: 'no',
    schedule_visit_enabled: 'yes',
    brochure_link: 5,
    image: [],
    images: [null],
    created_at: undefined,
    version: '1',
  },
);

describe('the listing answer check agrees with its zod schema on the facets', () => {
  const listing = { zod: propertyListResponse, check: propertyListAnswer };
  const page = (changes: object) => ({
    success: true,
    data: [property],
    total: 1,
    page: 1,
    limit: 24,
    facets: zeroFacets(),
    approximate: true,
    ...changes,
  });
  const withCounts = (group: string, counts: unknown) =>
    page({ facets: { ...zeroFacets(), [group]: counts } });

  it.each([
    [page({}), true],
    [withCounts('type', { ...zeroFacets().type, villa: 12 }), true],
    [withCounts('type', { ...zeroFacets().type, villa: 1.5 }), false],
    [withCounts('bedrooms', { 1: 0, 2: 0, 3: 0, 4: 0 }), false],
    [withCounts('amenities', null), false],
    [page({ facets: undefined }), false],
    [page({ approximate: 'no' }), false],
  ])('%#', (body, valid) => expectAgreement(listing, body, valid));
});

describe('the wishlist message and merge answer checks agree with their zod schemas', () => {
  const message = { zod: wishlistMessageResponse, check: wishlistMessageAnswer };
  const merge = { zod: wishlistMergeResponse, check: wishlistMergeAnswer };

  it.each([
    [message, { success: true, msg: 'Added' }, true],
    [message, { success: true }, false],
    [merge, { success: true, data: [1, 2] }, true],
    [merge, { success: true, data: [1.5] }, false],
    [merge, { success: true, data: null }, false],
  ])('%#', (pair, body, valid) => expectAgreement(pair, body, valid));
});

it('the zod-free entry point does not load zod', () => {
  expectLoadsWithoutZod(() => jest.requireActual('./index'));
});
