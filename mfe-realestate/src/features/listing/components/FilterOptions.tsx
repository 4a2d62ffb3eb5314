// A group of options as buttons, each with how many listings it would show for the current
// search (the api's counts, with the other groups' filters applied). "All" clears the group.
import styled from 'styled-components';
import { useMessages } from '@marketplace/shared/ui';
import { listingCatalogue } from '../catalogue';
import { OptionButton, OptionList } from './filter-styles';

const Count = styled.span`
  opacity: 0.75;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface Choice<T> {
  value: T;
  label: string;
}

export interface FilterOptionsProps<T extends string | number> {
  options: readonly Choice<T>[];
  /** The chosen values; none is "All". */
  chosen: readonly T[];
  /** Several may be chosen (any of them matches); otherwise a choice replaces the last. */
  multiple?: boolean;
  /** Listings per option, keyed by the option as the query writes it; absent while unknown. */
  counts?: Readonly<Record<string, number>>;
  approximate?: boolean;
  onChange: (chosen: T[]) => void;
}

export function FilterOptions<T extends string | number>({
  options,
  chosen,
  multiple = false,
  counts,
  approximate = false,
  onChange,
}: FilterOptionsProps<T>) {
  const { listing: t } = useMessages(listingCatalogue);
  const toggle = (value: T) => {
    if (!multiple) return [value];
    return chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  };
  return (
    <OptionList>
      <OptionButton type="button" aria-pressed={chosen.length === 0} onClick={() => onChange([])}>
        {t.all}
      </OptionButton>
      {options.map(({ value, label }) => {
        const count = counts?.[String(value)];
        return (
          <OptionButton
            key={value}
            type="button"
            aria-pressed={chosen.includes(value)}
            data-empty={count === 0 || undefined}
            onClick={() => onChange(toggle(value))}
          >
            {label}
            {count === undefined ? null : <Count> ({t.optionCount(count, approximate)})</Count>}
          </OptionButton>
        );
      })}
    </OptionList>
  );
}
