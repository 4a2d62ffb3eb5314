import styled from 'styled-components';
import { PROPERTY_AREA_DEFAULTS } from '@marketplace/shared/contracts';
import { useDraft } from '../hooks/use-draft';
import { LISTING_TEXT } from '../messages';
import type { ListingFilters } from '../filters';
import { Field, Hint } from './filter-styles';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  input {
    width: 100%;
    min-width: 0;
  }
`;

/** A whole number of sq ft, or undefined for an empty or unusable entry. */
function toArea(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

export interface AreaFilterProps {
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
}

/** Minimum and maximum area; applied shortly after typing stops. */
export function AreaFilter({ filters, onChange }: AreaFilterProps) {
  const [min, setMin] = useDraft(String(filters.area_min ?? PROPERTY_AREA_DEFAULTS.min), (text) =>
    onChange({ area_min: toArea(text) }),
  );
  const [max, setMax] = useDraft(String(filters.area_max ?? PROPERTY_AREA_DEFAULTS.max), (text) =>
    onChange({ area_max: toArea(text) }),
  );
  return (
    <>
      <Row>
        <Field>
          {LISTING_TEXT.areaMin}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={50}
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
        </Field>
        <Field>
          {LISTING_TEXT.areaMax}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={50}
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </Field>
      </Row>
      <Hint>{LISTING_TEXT.areaHint}</Hint>
    </>
  );
}
