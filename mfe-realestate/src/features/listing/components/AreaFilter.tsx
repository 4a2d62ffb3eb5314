import styled from 'styled-components';
import { useMessages } from '@marketplace/shared/ui';
import { PROPERTY_AREA_DEFAULTS } from '@marketplace/shared/contracts-properties';
import { useDraft } from '../hooks/use-draft';
import { listingCatalogue } from '../catalogue';
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

function AreaBox({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (area: number | undefined) => void;
}) {
  const [draft, setDraft] = useDraft(String(value), (text) => onCommit(toArea(text)));
  return (
    <Field>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={50}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </Field>
  );
}

/** Minimum and maximum area; applied shortly after typing stops. */
export function AreaFilter({ filters, onChange }: AreaFilterProps) {
  const { listing: t } = useMessages(listingCatalogue);
  return (
    <>
      <Row>
        <AreaBox
          label={t.areaMin}
          value={filters.area_min ?? PROPERTY_AREA_DEFAULTS.min}
          onCommit={(area_min) => onChange({ area_min })}
        />
        <AreaBox
          label={t.areaMax}
          value={filters.area_max ?? PROPERTY_AREA_DEFAULTS.max}
          onCommit={(area_max) => onChange({ area_max })}
        />
      </Row>
      <Hint>{t.areaHint}</Hint>
    </>
  );
}
