// A listing search in words, from its query string (the listing's URL, a saved search): the name
// the "Save search" field suggests and the line under each saved search. A parameter this list
// does not know is still shown, by its name and value, so no filter of a saved search is hidden.
import { groupIndian } from '@marketplace/shared/config';
import {
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSTED_BY_LABELS,
  PRICE_RANGE_LABELS,
  PROPERTY_TYPE_LABELS,
  TENANT_SUITS_LABELS,
  type PropertyPurpose,
} from '@marketplace/shared/contracts-properties';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Labels of the parameters whose values are one of a known list. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  property_type: PROPERTY_TYPE_LABELS,
  furnishing: FURNISHING_LABELS,
  possession: POSSESSION_LABELS,
  posted_by: POSTED_BY_LABELS,
  suits: TENANT_SUITS_LABELS,
};

/** Parameters that order the results rather than narrow them. */
const NOT_FILTERS = new Set(['sort', 'page', 'limit', 'purpose']);

function purposeOf(params: URLSearchParams): PropertyPurpose {
  return params.get('purpose') === 'rent' ? 'rent' : 'sale';
}

function describe(name: string, value: string, purpose: PropertyPurpose): string {
  switch (name) {
    case 'q':
      return `“${value}”`;
    case 'location':
      return capitalise(value);
    case 'bedrooms':
      return `${value} BHK`;
    case 'price_range':
      return PRICE_RANGE_LABELS[purpose][value as 'budget'] ?? value;
    case 'area_min':
      return `From ${groupIndian(Number(value))} sq ft`;
    case 'area_max':
      return `Up to ${groupIndian(Number(value))} sq ft`;
    case 'amenities':
      return value.split(',').join(', ');
    default:
      return (
        VALUE_LABELS[name]?.[value] ??
        `${capitalise(name.replace(/_/g, ' '))}: ${value.replace(/_/g, ' ')}`
      );
  }
}

/** 'For rent', then one phrase per filter: ['For rent', 'Jabalpur', '2 BHK']. */
export function searchSummary(query: string): string[] {
  const params = new URLSearchParams(query);
  const purpose = purposeOf(params);
  const phrases = [purpose === 'rent' ? 'For rent' : 'For sale'];
  for (const [name, value] of params) {
    if (!NOT_FILTERS.has(name) && value.trim()) phrases.push(describe(name, value, purpose));
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
