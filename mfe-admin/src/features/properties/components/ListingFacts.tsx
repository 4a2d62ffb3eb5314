// The facts of a listing in the property form: sale or rent first (it decides which price fields
// there are), then the type, the price and its band as the server will derive it, possession,
// furnishing, rooms and floors, RERA and who posts it.
import styled from 'styled-components';
import {
  FURNISHINGS,
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSSESSION_STATES,
  POSTED_BY,
  POSTED_BY_LABELS,
  PRICE_RANGE_LABELS,
  PROPERTY_PURPOSES,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  PURPOSE_LABELS,
  TENANT_SUITS,
  TENANT_SUITS_LABELS,
  TYPES_WITHOUT_BEDROOMS,
  parseRupees,
  priceRangeOf,
  type PropertyPurpose,
  type PropertyType,
} from '@marketplace/shared/contracts';
import { PROPERTY_PRICE_HINT } from '@marketplace/shared/property-schemas';
import { ChoiceChips, FormField } from '@marketplace/shared/form-fields';
import type { FieldErrors, FormField as Field, PropertyFormState } from '../form-model';
import { PROPERTIES_TEXT } from './messages';

const Wide = styled.div.attrs({ className: 'wide' })``;

type TextField = Exclude<Field, 'scheduleVisitEnabled'>;

export interface ListingFactsProps {
  form: PropertyFormState;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (field: TextField, value: string) => void;
}

interface ChoiceProps<T extends string> {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  error: string | undefined;
  control: { value: string; onChange: (event: { target: { value: string } }) => void };
  disabled: boolean;
}

/** A required select of `values`, starting on 'Choose'. */
function Choice<T extends string>({
  label,
  values,
  labels,
  error,
  control,
  disabled,
}: ChoiceProps<T>) {
  return (
    <FormField compact label={label} required error={error}>
      <select {...control} disabled={disabled}>
        <option value="">{PROPERTIES_TEXT.choose}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The band the server will give this price, shown as the admin types it. */
function bandHint(form: PropertyFormState, purpose: PropertyPurpose): string {
  const rupees = parseRupees(form.price);
  const hint = PROPERTY_PRICE_HINT[purpose];
  if (rupees === null) return hint;
  return `${hint}. ${PROPERTIES_TEXT.band(PRICE_RANGE_LABELS[purpose][priceRangeOf(rupees, purpose)])}`;
}

export function ListingFacts({ form, errors, disabled, onChange }: ListingFactsProps) {
  const field = (name: TextField) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    disabled,
  });
  const purpose: PropertyPurpose = form.purpose === 'rent' ? 'rent' : 'sale';
  const type = form.propertyType as PropertyType | '';
  const bedrooms = type === '' || !TYPES_WITHOUT_BEDROOMS.includes(type);
  return (
    <>
      <Wide>
        <ChoiceChips disabled={disabled}>
          <legend>{PROPERTIES_TEXT.purpose}</legend>
          {PROPERTY_PURPOSES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="purpose"
                value={value}
                checked={purpose === value}
                onChange={() => onChange('purpose', value)}
              />
              {PURPOSE_LABELS[value]}
            </label>
          ))}
        </ChoiceChips>
      </Wide>
      <Choice
        label="Property type"
        values={PROPERTY_TYPES}
        labels={PROPERTY_TYPE_LABELS}
        error={errors.propertyType}
        control={field('propertyType')}
        disabled={disabled}
      />
      <Choice
        label="Posted by"
        values={POSTED_BY}
        labels={POSTED_BY_LABELS}
        error={errors.postedBy}
        control={field('postedBy')}
        disabled={disabled}
      />
      <FormField
        compact
        label={purpose === 'rent' ? 'Monthly rent' : 'Price'}
        required
        hint={bandHint(form, purpose)}
        error={errors.price}
      >
        <input {...field('price')} inputMode="text" />
      </FormField>
      {purpose === 'rent' ? (
        <>
          <FormField compact label="Deposit" hint={PROPERTY_PRICE_HINT.rent} error={errors.deposit}>
            <input {...field('deposit')} />
          </FormField>
          <FormField
            compact
            label="Available from"
            hint={PROPERTIES_TEXT.availableHint}
            error={errors.availableFrom}
          >
            <input {...field('availableFrom')} type="date" />
          </FormField>
          <Choice
            label="Suits"
            values={TENANT_SUITS}
            labels={TENANT_SUITS_LABELS}
            error={errors.suits}
            control={field('suits')}
            disabled={disabled}
          />
        </>
      ) : null}
      <Choice
        label="Possession"
        values={POSSESSION_STATES}
        labels={POSSESSION_LABELS}
        error={errors.possession}
        control={field('possession')}
        disabled={disabled}
      />
      {form.possession === 'under_construction' ? (
        <FormField compact label="Expected possession" required error={errors.possessionBy}>
          <input {...field('possessionBy')} type="month" placeholder="YYYY-MM" />
        </FormField>
      ) : null}
      {type !== 'plot' ? (
        <Choice
          label="Furnishing"
          values={FURNISHINGS}
          labels={FURNISHING_LABELS}
          error={errors.furnishing}
          control={field('furnishing')}
          disabled={disabled}
        />
      ) : null}
      <FormField compact label="Bedrooms" required={bedrooms} error={errors.bedrooms}>
        <input {...field('bedrooms')} placeholder="e.g. 2 BHK" />
      </FormField>
      <FormField compact label="Bathrooms" error={errors.bathrooms}>
        <input {...field('bathrooms')} inputMode="numeric" />
      </FormField>
      <FormField compact label="Floor" hint={PROPERTIES_TEXT.floorHint} error={errors.floor}>
        <input {...field('floor')} inputMode="numeric" />
      </FormField>
      <FormField compact label="Total floors" error={errors.totalFloors}>
        <input {...field('totalFloors')} inputMode="numeric" />
      </FormField>
      <FormField
        compact
        label="RERA number"
        hint={PROPERTIES_TEXT.reraHint}
        error={errors.reraNumber}
      >
        <input {...field('reraNumber')} />
      </FormField>
    </>
  );
}
