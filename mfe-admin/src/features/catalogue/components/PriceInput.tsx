import styled from 'styled-components';
import { PRICE_KINDS, type PriceKind } from '@marketplace/shared/contracts';
import type { CataloguePrice } from '@marketplace/shared/catalogue-schemas';
import { useMessages } from '@marketplace/shared/ui';
import { catalogueTabCatalogue } from '../catalogue';
import { FormField as Field } from '@marketplace/shared/form-fields';

const Grid = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

/** A number input's value as the body stores it: a number, or null when left empty. */
export function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

export interface PriceInputProps {
  label: string;
  value: CataloguePrice;
  onChange: (price: CataloguePrice) => void;
  errors: Partial<Record<keyof CataloguePrice, string>>;
}

/** The price and how it is charged: per visit, per month, or from (a quote). */
export function PriceInput({ label, value, onChange, errors }: PriceInputProps) {
  const T = useMessages(catalogueTabCatalogue);
  const set = (change: Partial<CataloguePrice>) => onChange({ ...value, ...change });
  // Each check in the page's language, named by the label it is shown under.
  const check = (field: keyof CataloguePrice, label: string) => T.fieldCheck(label, errors[field]);
  return (
    <Grid>
      <legend>{label}</legend>
      <Field compact label={T.priceKind} error={check('kind', T.priceKind)}>
        <select
          value={value.kind}
          onChange={(event) => {
            const kind = event.target.value as PriceKind;
            set({ kind, upTo: kind === 'from' ? value.upTo : null });
          }}
        >
          {PRICE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {T.priceKinds[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field compact label={T.amount} error={check('amount', T.amount)}>
        <input
          type="number"
          min={1}
          step={1}
          value={value.amount ?? ''}
          onChange={(event) => set({ amount: numberOrNull(event.target.value) as number })}
        />
      </Field>
      {value.kind === 'from' ? (
        <Field compact label={T.upTo} error={check('upTo', T.upTo)}>
          <input
            type="number"
            min={1}
            step={1}
            value={value.upTo ?? ''}
            onChange={(event) => set({ upTo: numberOrNull(event.target.value) })}
          />
        </Field>
      ) : null}
      <Field compact label={T.unit} hint={T.unitHint} error={check('unit', T.unit)}>
        <input value={value.unit} onChange={(event) => set({ unit: event.target.value })} />
      </Field>
    </Grid>
  );
}
