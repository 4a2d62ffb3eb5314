// Texts of /real-estate; the spec-fixed ones are marked.
import { groupIndian } from '@marketplace/shared/config';
import {
  RUPEES_UNREADABLE,
  RUPEES_WHOLE,
  type PropertyPurpose,
  type PropertySort,
} from '@marketplace/shared/contracts-properties';
import { suggestedSearchName } from '../../lib/search-summary';

export const LISTING_TEXT = {
  heading: 'Find your next home',
  intro: 'Verified listings across Jabalpur, Noida, Gurgaon, Mumbai, Delhi and Bangalore.',
  postProperty: 'Owner or agent? Post your property free',
  searchLabel: 'Search by name or location',
  searchPlaceholder: 'Search by property name or location',
  filters: 'Filters',
  /** Heading (for screen readers) of the list of cards. */
  results: 'Listings',
  showFilters: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  closeFilters: 'Close filters',
  showResults: 'Show results',
  /** The Buy and Rent choice above the search. */
  purposeLabel: 'Looking to',
  purposes: { sale: 'Buy', rent: 'Rent' },
  budget: 'Budget',
  budgetMin: 'Min budget',
  budgetMax: 'Max budget',
  noMin: 'No min',
  noMax: 'No max',
  /** What the budget box says of a text it cannot read (the shared readRupees' own words). */
  budgetUnreadable: RUPEES_UNREADABLE,
  budgetWhole: RUPEES_WHOLE,
  budgetHint: {
    sale: 'Type it as you would say it: 30L, 1.2Cr or ₹85,00,000.',
    rent: 'Monthly rent, as you would say it: 15k, 25,000 or ₹40k.',
  },
  propertyType: 'Property type',
  possession: 'Possession',
  furnishing: 'Furnishing',
  tenants: 'Tenants',
  postedBy: 'Posted by',
  bathrooms: 'Bathrooms',
  bathsAtLeast: (n: number) => `${n}+`,
  rera: 'RERA registered only',
  bedrooms: 'Bedrooms',
  area: 'Area (sq ft)',
  areaMin: 'Minimum area',
  areaMax: 'Maximum area',
  areaHint: 'From 0 to 3000+ sq ft; leave the maximum at 3000 for no upper limit.',
  location: 'Location',
  amenities: 'Amenities',
  all: 'All',
  allLocations: 'All locations',
  bhk: (n: number) => `${n} BHK`,
  sortLabel: 'Sort by',
  sorts: {
    newest: 'Newest first',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    area: 'Largest area',
  },
  /** A sort's name: a rental's price is its rent. */
  sortName(sort: PropertySort, purpose: PropertyPurpose): string {
    if (purpose === 'rent' && sort === 'price_asc') return 'Rent: low to high';
    if (purpose === 'rent' && sort === 'price_desc') return 'Rent: high to low';
    return LISTING_TEXT.sorts[sort];
  },
  /**
   * Spec: 'N of M properties' (shown on this page of all matching), grouped the Indian way;
   * 'about M' when the api estimated the total (a search matching very many listings).
   */
  count: (shown: number, total: number, approximate = false) =>
    `${groupIndian(shown)} of ${approximate ? 'about ' : ''}${groupIndian(total)} ${total === 1 ? 'property' : 'properties'}`,
  /** Beside an option: how many listings choosing it would show ('~' when estimated). */
  optionCount: (n: number, approximate: boolean) =>
    `${approximate && n > 0 ? '~' : ''}${groupIndian(n)}`,
  /** Spec. */
  clearAll: 'Clear All Filters',
  /** Spec toast. */
  cleared: 'Filters cleared',
  loading: 'Loading properties',
  updating: 'Updating results',
  /** Spec. */
  errorTitle: 'Error Loading Properties',
  /** Spec. */
  tryAgain: 'Try Again',
  /** Spec. */
  emptyTitle: 'No Properties Found',
  /** Spec. */
  emptyHint: 'Try adjusting your filters to discover more premium properties',
  pager: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** The listing's "Save search" control. */
export const SAVE_SEARCH_TEXT = {
  button: 'Save search',
  formLabel: 'Save this search',
  nameLabel: 'Name this search',
  hint: 'We e-mail you new listings that match it, at most once a day.',
  nameRequired: 'Give the search a name',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Search saved.',
  manage: 'Saved searches',
  failed: 'The search could not be saved. Please try again.',
  /** The name the field suggests: '2 BHK to rent in Jabalpur', 'Homes for sale'. */
  suggestedName: (query: string) => suggestedSearchName(query),
} as const;
