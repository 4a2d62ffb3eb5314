// The filter groups (docs/product/real-estate.md "Filters"): budget quick select, bedrooms, area and location open by
// default; amenities closed. Used in the side panel (>= 640 px) and in the drawer below it.
import { memo } from 'react';
import {
  BEDROOM_OPTIONS,
  PRICE_RANGES,
  PRICE_RANGE_LABELS,
  PROPERTY_AMENITIES,
  PROPERTY_LOCATIONS,
} from '@marketplace/shared/contracts-properties';
import { Button } from '@marketplace/shared/ui';
import { capitalise } from '../../../lib/property-format';
import type { ListingFilters } from '../filters';
import { LISTING_TEXT } from '../messages';
import { AreaFilter } from './AreaFilter';
import { CheckRow, Field, OptionButton, OptionList } from './filter-styles';
import { FilterSection } from './FilterSection';

export interface FilterPanelProps {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
  onClear: () => void;
}

/**
 * Memoised: the listing's answer re-renders the page, and the panel's 40-odd buttons and fields
 * need to follow the filters only (bench/realestate-ui.mjs, filter repaint).
 */
export const FilterPanel = memo(function FilterPanel({
  filters,
  onChange,
  onClear,
}: FilterPanelProps) {
  const amenities = filters.amenities ?? [];
  const toggleAmenity = (name: string) =>
    onChange({
      amenities: amenities.includes(name)
        ? amenities.filter((a) => a !== name)
        : [...amenities, name],
    });

  return (
    <div>
      <FilterSection title={LISTING_TEXT.budget} defaultOpen>
        <OptionList>
          <OptionButton
            type="button"
            aria-pressed={!filters.price_range}
            onClick={() => onChange({ price_range: undefined })}
          >
            {LISTING_TEXT.all}
          </OptionButton>
          {PRICE_RANGES.map((range) => (
            <OptionButton
              key={range}
              type="button"
              aria-pressed={filters.price_range === range}
              onClick={() => onChange({ price_range: range })}
            >
              {PRICE_RANGE_LABELS.sale[range]}
            </OptionButton>
          ))}
        </OptionList>
      </FilterSection>
      <FilterSection title={LISTING_TEXT.bedrooms} defaultOpen>
        <OptionList>
          <OptionButton
            type="button"
            aria-pressed={!filters.bedrooms}
            onClick={() => onChange({ bedrooms: undefined })}
          >
            {LISTING_TEXT.all}
          </OptionButton>
          {BEDROOM_OPTIONS.map((n) => (
            <OptionButton
              key={n}
              type="button"
              aria-pressed={filters.bedrooms === n}
              onClick={() => onChange({ bedrooms: n })}
            >
              {LISTING_TEXT.bhk(n)}
            </OptionButton>
          ))}
        </OptionList>
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
                {capitalise(location)}
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
            {name}
          </CheckRow>
        ))}
      </FilterSection>
      <Button variant="ghost" fullWidth onClick={onClear} style={{ marginTop: '1rem' }}>
        {LISTING_TEXT.clearAll}
      </Button>
    </div>
  );
});
