// A listing search in words, from its query string (the listing's URL, a saved search): the name
// the "Save search" field suggests and the line under each saved search. A parameter this list
// does not know is still shown, by its name and value, so no filter of a saved search is hidden.
// The words are English unless a page passes those of its language.
import { groupIndian } from '@marketplace/shared/config';
import type { PropertyPurpose } from '@marketplace/shared/contracts-properties';
import { amenityLabel, FACT_TEXT, type FactTexts } from './listing-facts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const SUMMARY_TEXT = {
  forRent: 'For rent',
  forSale: 'For sale',
  bedrooms: (bedrooms: string) => `${bedrooms} BHK`,
  areaFrom: (sqft: string) => `From ${sqft} sq ft`,
  areaUpTo: (sqft: string) => `Up to ${sqft} sq ft`,
};
export type SummaryText = typeof SUMMARY_TEXT;

/** The value labels a summary names filters with, in the page's language. */
export type SummaryLabels = Pick<
  FactTexts['labels'],
  'type' | 'furnishing' | 'possession' | 'postedBy' | 'suits' | 'priceRanges' | 'amenities'
>;

/** Labels of the parameters whose values are one of a known list. */
function valueLabels(labels: SummaryLabels): Record<string, Readonly<Record<string, string>>> {
  return {
    property_type: labels.type,
    furnishing: labels.furnishing,
    possession: labels.possession,
    posted_by: labels.postedBy,
    suits: labels.suits,
  };
}

/** Parameters that order the results rather than narrow them. */
const NOT_FILTERS = new Set(['sort', 'page', 'limit', 'purpose']);

function purposeOf(params: URLSearchParams): PropertyPurpose {
  return params.get('purpose') === 'rent' ? 'rent' : 'sale';
}

interface Words {
  t: SummaryText;
  labels: SummaryLabels;
}

function describe(name: string, value: string, purpose: PropertyPurpose, { t, labels }: Words) {
  switch (name) {
    case 'q':
      return `“${value}”`;
    case 'location':
      return capitalise(value);
    case 'bedrooms':
      return t.bedrooms(value);
    case 'price_range':
      return (labels.priceRanges[purpose] as Record<string, string>)[value] ?? value;
    case 'area_min':
      return t.areaFrom(groupIndian(Number(value)));
    case 'area_max':
      return t.areaUpTo(groupIndian(Number(value)));
    case 'amenities':
      return value
        .split(',')
        .map((amenity) => amenityLabel(amenity, labels))
        .join(', ');
    default:
      return (
        valueLabels(labels)[name]?.[value] ??
        `${capitalise(name.replace(/_/g, ' '))}: ${value.replace(/_/g, ' ')}`
      );
  }
}

/** 'For rent', then one phrase per filter: ['For rent', 'Jabalpur', '2 BHK']. */
export function searchSummary(
  query: string,
  t: SummaryText = SUMMARY_TEXT,
  labels: SummaryLabels = FACT_TEXT.labels,
): string[] {
  const params = new URLSearchParams(query);
  const purpose = purposeOf(params);
  const phrases = [purpose === 'rent' ? t.forRent : t.forSale];
  for (const [name, value] of params) {
    if (!NOT_FILTERS.has(name) && value.trim()) {
      phrases.push(describe(name, value, purpose, { t, labels }));
    }
  }
  return phrases;
}

/** A name to suggest for a search: '2 BHK to rent in Jabalpur', 'Homes for sale'. */
export function suggestedSearchName(query: string): string {
  const params = new URLSearchParams(query);
  const bedrooms = params.get('bedrooms');
  const place = params.get('location') ?? params.get('q');
  const what = bedrooms ? `${bedrooms} BHK` : 'Homes';
  const purpose = purposeOf(params) === 'rent' ? 'to rent' : 'for sale';
  return `${what} ${purpose}${place ? ` in ${capitalise(place)}` : ''}`;
}
