// Texts of /real-estate; the spec-fixed ones are marked.
import { groupIndian } from '@marketplace/shared/config';

export const LISTING_TEXT = {
  heading: 'Find your next home',
  intro: 'Verified listings across Jabalpur, Noida, Gurgaon, Mumbai, Delhi and Bangalore.',
  searchLabel: 'Search by name or location',
  searchPlaceholder: 'Search by property name or location',
  filters: 'Filters',
  /** Heading (for screen readers) of the list of cards. */
  results: 'Listings',
  showFilters: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  closeFilters: 'Close filters',
  showResults: 'Show results',
  budget: 'Budget',
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
  /** Spec: 'N of M properties' (shown on this page of all matching), grouped the Indian way. */
  count: (shown: number, total: number) =>
    `${groupIndian(shown)} of ${groupIndian(total)} ${total === 1 ? 'property' : 'properties'}`,
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
