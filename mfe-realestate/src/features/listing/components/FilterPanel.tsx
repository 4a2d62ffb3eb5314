// The filter groups (docs/product/real-estate.md "Filters"), each option with how many listings it
// would show: budget (typed amounts and the bands), type, bedrooms, tenants (rentals), possession,
// furnishing, posted by and RERA, bathrooms, area, location and amenities. Used in the side
// panel (>= 640 px) and in the drawer below it.
import { memo, useMemo } from 'react';
import {
  BATHROOM_MINIMUMS,
  BEDROOM_OPTIONS,
  FURNISHINGS,
  POSSESSION_STATES,
  POSTED_BY,
  PRICE_RANGES,
  PROPERTY_AMENITIES,
  PROPERTY_LOCATIONS,
  PROPERTY_TYPES,
  TENANT_FILTERS,
  type PropertyFacets,
} from '@marketplace/shared/contracts-properties';
import { Button, useMessages } from '@marketplace/shared/ui';
import { cardCatalogue, type CardTexts } from '../../../components/catalogue';
import { amenityLabel } from '../../../lib/listing-facts';
import { capitalise } from '../../../lib/property-format';
import type { ListingFilters } from '../filters';
import { listingCatalogue, type ListingTexts } from '../catalogue';
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

/** The groups' options in the page's language. */
function choicesIn(t: ListingTexts['listing'], labels: CardTexts['facts']['labels']) {
  return {
    types: labelled(PROPERTY_TYPES, (type) => labels.type[type]),
    possessions: labelled(POSSESSION_STATES, (state) => labels.possession[state]),
    furnishings: labelled(FURNISHINGS, (furnishing) => labels.furnishing[furnishing]),
    tenants: labelled(TENANT_FILTERS, (suits) => labels.suits[suits]),
    listers: labelled(POSTED_BY, (who) => labels.postedBy[who]),
    bedrooms: labelled(BEDROOM_OPTIONS, t.bhk),
    baths: labelled(BATHROOM_MINIMUMS, t.bathsAtLeast),
  };
}

/** One chosen value as a list, and back (the single-choice groups). */
const asList = <T,>(value: T | undefined): T[] => (value === undefined ? [] : [value]);

/** '(12)' after an option's name in a select or beside a checkbox. */
const withCount = (
  t: ListingTexts['listing'],
  label: string,
  count: number | undefined,
  approximate: boolean,
) => (count === undefined ? label : `${label} (${t.optionCount(count, approximate)})`);

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
  const { listing: t } = useMessages(listingCatalogue);
  const cards = useMessages(cardCatalogue);
  const choices = useMemo(() => choicesIn(t, cards.facts.labels), [t, cards]);
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
      <FilterSection title={t.budget} defaultOpen>
        <BudgetFilter filters={filters} purpose={purpose} onChange={onChange} />
        <FilterOptions
          {...counted}
          options={labelled(
            PRICE_RANGES,
            (range) => cards.facts.labels.priceRanges[purpose][range],
          )}
          chosen={asList(filters.price_range)}
          counts={facets?.price_range}
          onChange={([price_range]) => onChange({ price_range })}
        />
      </FilterSection>
      <FilterSection title={t.propertyType} defaultOpen>
        <FilterOptions
          {...counted}
          multiple
          options={choices.types}
          chosen={filters.type ?? []}
          counts={facets?.type}
          onChange={(type) => onChange({ type })}
        />
      </FilterSection>
      <FilterSection title={t.bedrooms} defaultOpen>
        <FilterOptions
          {...counted}
          options={choices.bedrooms}
          chosen={asList(filters.bedrooms)}
          counts={facets?.bedrooms}
          onChange={([bedrooms]) => onChange({ bedrooms })}
        />
      </FilterSection>
      {purpose === 'rent' ? (
        <FilterSection title={t.tenants} defaultOpen>
          <FilterOptions
            {...counted}
            options={choices.tenants}
            chosen={asList(filters.suits)}
            counts={facets?.suits}
            onChange={([suits]) => onChange({ suits })}
          />
        </FilterSection>
      ) : null}
      <FilterSection title={t.postedBy} defaultOpen>
        <FilterOptions
          {...counted}
          multiple
          options={choices.listers}
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
          {withCount(t, t.rera, facets?.rera.true, approximate)}
        </CheckRow>
      </FilterSection>
      <FilterSection title={t.possession} defaultOpen={false}>
        <FilterOptions
          {...counted}
          options={choices.possessions}
          chosen={asList(filters.possession)}
          counts={facets?.possession}
          onChange={([possession]) => onChange({ possession })}
        />
      </FilterSection>
      <FilterSection title={t.furnishing} defaultOpen={false}>
        <FilterOptions
          {...counted}
          multiple
          options={choices.furnishings}
          chosen={filters.furnishing ?? []}
          counts={facets?.furnishing}
          onChange={(furnishing) => onChange({ furnishing })}
        />
      </FilterSection>
      <FilterSection title={t.bathrooms} defaultOpen={false}>
        <FilterOptions
          {...counted}
          options={choices.baths}
          chosen={asList(filters.baths_min)}
          counts={facets?.baths_min}
          onChange={([baths_min]) => onChange({ baths_min })}
        />
      </FilterSection>
      <FilterSection title={t.area} defaultOpen>
        <AreaFilter filters={filters} onChange={onChange} />
      </FilterSection>
      <FilterSection title={t.location} defaultOpen>
        <Field>
          {t.location}
          <select
            value={filters.location ?? ''}
            onChange={(event) => onChange({ location: event.target.value || undefined })}
          >
            <option value="">{t.allLocations}</option>
            {PROPERTY_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {withCount(t, capitalise(location), facets?.location[location], approximate)}
              </option>
            ))}
            {filters.location &&
            !(PROPERTY_LOCATIONS as readonly string[]).includes(filters.location) ? (
              <option value={filters.location}>{filters.location}</option>
            ) : null}
          </select>
        </Field>
      </FilterSection>
      <FilterSection title={t.amenities} defaultOpen={false}>
        {PROPERTY_AMENITIES.map((name) => (
          <CheckRow key={name}>
            <input
              type="checkbox"
              checked={amenities.includes(name)}
              onChange={() => toggleAmenity(name)}
            />
            {withCount(
              t,
              amenityLabel(name, cards.facts.labels),
              facets?.amenities[name],
              approximate,
            )}
          </CheckRow>
        ))}
      </FilterSection>
      <Button variant="ghost" fullWidth onClick={onClear} style={{ marginTop: '1rem' }}>
        {t.clearAll}
      </Button>
    </div>
  );
});
