// The filter groups (docs/product/real-estate.md "Filters"), each option with how many listings it
// would show: budget (typed amounts and the bands), type, bedrooms, tenants (rentals), possession,
// furnishing, posted by and RERA, bathrooms, area, location and amenities. Used in the side
// panel (>= 640 px) and in the drawer below it.
import { memo } from 'react';
import {
  BATHROOM_MINIMUMS,
  BEDROOM_OPTIONS,
  FURNISHINGS,
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSSESSION_STATES,
  POSTED_BY,
  POSTED_BY_LABELS,
  PRICE_RANGES,
  PRICE_RANGE_LABELS,
  PROPERTY_AMENITIES,
  PROPERTY_LOCATIONS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  TENANT_FILTERS,
  TENANT_SUITS_LABELS,
  type PropertyFacets,
} from '@marketplace/shared/contracts-properties';
import { Button } from '@marketplace/shared/ui';
import { capitalise } from '../../../lib/property-format';
import type { ListingFilters } from '../filters';
import { LISTING_TEXT } from '../messages';
import { AreaFilter } from './AreaFilter';
import { BudgetFilter } from './BudgetFilter';
import { CheckRow, Field } from './filter-styles';
import { FilterOptions, type Choice } from './FilterOptions';
import { FilterSection } from './FilterSection';

export interface FilterPanelProps {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
  onClear: () => void;
  /** The counts of the current search (absent until the first answer). */
  facets?: PropertyFacets;
  approximate?: boolean;
}

const labelled = <T extends string | number>(
  values: readonly T[],
  label: (value: T) => string,
): Choice<T>[] => values.map((value) => ({ value, label: label(value) }));

const TYPES = labelled(PROPERTY_TYPES, (t) => PROPERTY_TYPE_LABELS[t]);
const POSSESSIONS = labelled(POSSESSION_STATES, (p) => POSSESSION_LABELS[p]);
const FURNISHING_CHOICES = labelled(FURNISHINGS, (f) => FURNISHING_LABELS[f]);
const TENANTS = labelled(TENANT_FILTERS, (t) => TENANT_SUITS_LABELS[t]);
const LISTERS = labelled(POSTED_BY, (p) => POSTED_BY_LABELS[p]);
const BEDROOMS = labelled(BEDROOM_OPTIONS, LISTING_TEXT.bhk);
const BATHS = labelled(BATHROOM_MINIMUMS, LISTING_TEXT.bathsAtLeast);

/** One chosen value as a list, and back (the single-choice groups). */
const asList = <T,>(value: T | undefined): T[] => (value === undefined ? [] : [value]);

/** '(12)' after an option's name in a select or beside a checkbox. */
const withCount = (label: string, count: number | undefined, approximate: boolean) =>
  count === undefined ? label : `${label} (${LISTING_TEXT.optionCount(count, approximate)})`;

/**
 * Memoised: the panel's buttons and fields follow the filters and the counts only
 * (bench/realestate-ui.mjs, filter repaint).
 */
export const FilterPanel = memo(function FilterPanel({
  filters,
  onChange,
  onClear,
  facets,
  approximate = false,
}: FilterPanelProps) {
  const purpose = filters.purpose ?? 'sale';
  const amenities = filters.amenities ?? [];
  const toggleAmenity = (name: string) =>
    onChange({
      amenities: amenities.includes(name)
        ? amenities.filter((a) => a !== name)
        : [...amenities, name],
    });
  const counted = { approximate };

  return (
    <div>
      <FilterSection title={LISTING_TEXT.budget} defaultOpen>
        <BudgetFilter filters={filters} purpose={purpose} onChange={onChange} />
        <FilterOptions
          {...counted}
          options={labelled(PRICE_RANGES, (range) => PRICE_RANGE_LABELS[purpose][range])}
          chosen={asList(filters.price_range)}
          counts={facets?.price_range}
          onChange={([price_range]) => onChange({ price_range })}
        />
      </FilterSection>
      <FilterSection title={LISTING_TEXT.propertyType} defaultOpen>
        <FilterOptions
          {...counted}
          multiple
          options={TYPES}
          chosen={filters.type ?? []}
          counts={facets?.type}
          onChange={(type) => onChange({ type })}
        />
      </FilterSection>
      <FilterSection title={LISTING_TEXT.bedrooms} defaultOpen>
        <FilterOptions
          {...counted}
          options={BEDROOMS}
          chosen={asList(filters.bedrooms)}
          counts={facets?.bedrooms}
          onChange={([bedrooms]) => onChange({ bedrooms })}
        />
      </FilterSection>
      {purpose === 'rent' ? (
        <FilterSection title={LISTING_TEXT.tenants} defaultOpen>
          <FilterOptions
            {...counted}
            options={TENANTS}
            chosen={asList(filters.suits)}
            counts={facets?.suits}
            onChange={([suits]) => onChange({ suits })}
          />
        </FilterSection>
      ) : null}
      <FilterSection title={LISTING_TEXT.postedBy} defaultOpen>
        <FilterOptions
          {...counted}
          multiple
          options={LISTERS}
          chosen={filters.posted_by ?? []}
          counts={facets?.posted_by}
          onChange={(posted_by) => onChange({ posted_by })}
        />
        <CheckRow>
          <input
            type="checkbox"
            checked={filters.rera ?? false}
            onChange={(event) => onChange({ rera: event.target.checked || undefined })}
          />
          {withCount(LISTING_TEXT.rera, facets?.rera.true, approximate)}
        </CheckRow>
      </FilterSection>
      <FilterSection title={LISTING_TEXT.possession} defaultOpen={false}>
        <FilterOptions
          {...counted}
          options={POSSESSIONS}
          chosen={asList(filters.possession)}
          counts={facets?.possession}
          onChange={([possession]) => onChange({ possession })}
        />
      </FilterSection>
      <FilterSection title={LISTING_TEXT.furnishing} defaultOpen={false}>
        <FilterOptions
          {...counted}
          multiple
          options={FURNISHING_CHOICES}
          chosen={filters.furnishing ?? []}
          counts={facets?.furnishing}
          onChange={(furnishing) => onChange({ furnishing })}
        />
      </FilterSection>
      <FilterSection title={LISTING_TEXT.bathrooms} defaultOpen={false}>
        <FilterOptions
          {...counted}
          options={BATHS}
          chosen={asList(filters.baths_min)}
          counts={facets?.baths_min}
          onChange={([baths_min]) => onChange({ baths_min })}
        />
      </FilterSection>
      <FilterSection title={LISTING_TEXT.area} defaultOpen>
        <AreaFilter filters={filters} onChange={onChange} />
      </FilterSection>
      <FilterSection title={LISTING_TEXT.location} defaultOpen>
        <Field>
          {LISTING_TEXT.location}
          <select
            value={filters.location ?? ''}
            onChange={(event) => onChange({ location: event.target.value || undefined })}
          >
            <option value="">{LISTING_TEXT.allLocations}</option>
            {PROPERTY_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {withCount(capitalise(location), facets?.location[location], approximate)}
              </option>
            ))}
            {filters.location &&
            !(PROPERTY_LOCATIONS as readonly string[]).includes(filters.location) ? (
              <option value={filters.location}>{filters.location}</option>
            ) : null}
          </select>
        </Field>
      </FilterSection>
      <FilterSection title={LISTING_TEXT.amenities} defaultOpen={false}>
        {PROPERTY_AMENITIES.map((name) => (
          <CheckRow key={name}>
            <input
              type="checkbox"
              checked={amenities.includes(name)}
              onChange={() => toggleAmenity(name)}
            />
            {withCount(name, facets?.amenities[name], approximate)}
          </CheckRow>
        ))}
      </FilterSection>
      <Button variant="ghost" fullWidth onClick={onClear} style={{ marginTop: '1rem' }}>
        {LISTING_TEXT.clearAll}
      </Button>
    </div>
  );
});
