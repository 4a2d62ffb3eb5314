// Minimum and maximum budget typed the way people write amounts ('30L', '1.2Cr', '25k',
// '₹85,00,000'), read by the shared readRupees: what cannot be read is said under the box and
// nothing is sent; what can is applied shortly after typing stops.
import { useId } from 'react';
import styled from 'styled-components';
import { useMessages } from '@marketplace/shared/ui';
import {
  readRupees,
  RUPEES_WHOLE,
  writeRupees,
  type PropertyPurpose,
} from '@marketplace/shared/contracts-properties';
import { useDraft } from '../hooks/use-draft';
import { listingCatalogue } from '../catalogue';
import type { ListingFilters } from '../filters';
import { Field, Hint } from './filter-styles';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  input {
    width: 100%;
    min-width: 0;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Advice = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** The rupees of a box: undefined when empty or zero (no bound), null when unreadable. */
function rupeesOf(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const reading = readRupees(text);
  if ('error' in reading) return null;
  return reading.rupees > 0 ? reading.rupees : undefined;
}

function BudgetBox({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: number | undefined;
  onCommit: (rupees: number | undefined) => void;
}) {
  const { listing: t } = useMessages(listingCatalogue);
  const problemId = useId();
  const [draft, setDraft] = useDraft(value === undefined ? '' : writeRupees(value), (text) => {
    const rupees = rupeesOf(text);
    if (rupees !== null) onCommit(rupees);
  });
  const reading = draft.trim() === '' ? undefined : readRupees(draft);
  // The shared reader says why in English; the box says it in the page's language.
  const problem =
    reading && 'error' in reading
      ? reading.error === RUPEES_WHOLE
        ? t.budgetWhole
        : t.budgetUnreadable
      : undefined;
  return (
    <Field>
      {label}
      <input
        type="text"
        inputMode="text"
        autoComplete="off"
        placeholder={placeholder}
        value={draft}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      {problem ? (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      ) : null}
    </Field>
  );
}

export interface BudgetFilterProps {
  filters: ListingFilters;
  purpose: PropertyPurpose;
  onChange: (change: Partial<ListingFilters>) => void;
}

export function BudgetFilter({ filters, purpose, onChange }: BudgetFilterProps) {
  const { listing: t } = useMessages(listingCatalogue);
  return (
    <>
      <Row>
        <BudgetBox
          label={t.budgetMin}
          placeholder={t.noMin}
          value={filters.budget_min}
          onCommit={(budget_min) => onChange({ budget_min })}
        />
        <BudgetBox
          label={t.budgetMax}
          placeholder={t.noMax}
          value={filters.budget_max}
          onCommit={(budget_max) => onChange({ budget_max })}
        />
      </Row>
      <Advice>{t.budgetHint[purpose]}</Advice>
    </>
  );
}
