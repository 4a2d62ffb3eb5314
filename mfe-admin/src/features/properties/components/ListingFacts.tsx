// The facts of a listing in the property form: sale or rent first (it decides which price fields
// there are), then the type, the price and its band as the server will derive it, possession,
// furnishing, rooms and floors, RERA and who posts it.
import styled from 'styled-components';
import {
  FURNISHINGS,
  POSSESSION_STATES,
  POSTED_BY,
  PROPERTY_PURPOSES,
  PROPERTY_TYPES,
  TENANT_SUITS,
  TYPES_WITHOUT_BEDROOMS,
  parseRupees,
  priceRangeOf,
  type PropertyPurpose,
  type PropertyType,
} from '@marketplace/shared/contracts';
import { ChoiceChips, FormField } from '@marketplace/shared/form-fields';
import type { FieldErrors, FormField as Field, PropertyFormState } from '../form-model';
import { useMessages } from '@marketplace/shared/ui';
import { commonCatalogue, type CommonTexts } from '../../../components/catalogue';
import { propertiesCatalogue, type PropertiesTexts } from './catalogue';

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
  labels: Readonly<Record<T, string>>;
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
  const t = useMessages(propertiesCatalogue);
  return (
    <FormField compact label={label} required error={error}>
      <select {...control} disabled={disabled}>
        <option value="">{t.choose}</option>
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
function bandHint(
  form: PropertyFormState,
  purpose: PropertyPurpose,
  t: PropertiesTexts,
  common: CommonTexts,
): string {
  const rupees = parseRupees(form.price);
  const hint = t.priceHint[purpose];
  if (rupees === null) return hint;
  return `${hint}. ${t.band(common.priceRange[purpose][priceRangeOf(rupees, purpose)])}`;
}

export function ListingFacts({ form, errors, disabled, onChange }: ListingFactsProps) {
  const t = useMessages(propertiesCatalogue);
  const common = useMessages(commonCatalogue);
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
          <legend>{t.purpose}</legend>
          {PROPERTY_PURPOSES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="purpose"
                value={value}
                checked={purpose === value}
                onChange={() => onChange('purpose', value)}
              />
              {common.purpose[value]}
            </label>
          ))}
        </ChoiceChips>
      </Wide>
      <Choice
        label={t.fields.propertyType}
        values={PROPERTY_TYPES}
        labels={common.propertyType}
        error={errors.propertyType}
        control={field('propertyType')}
        disabled={disabled}
      />
      <Choice
        label={t.fields.postedBy}
        values={POSTED_BY}
        labels={common.postedBy}
        error={errors.postedBy}
        control={field('postedBy')}
        disabled={disabled}
      />
      <FormField
        compact
        label={purpose === 'rent' ? t.fields.rent : t.fields.price}
        required
        hint={bandHint(form, purpose, t, common)}
        error={errors.price}
      >
        <input {...field('price')} inputMode="text" />
      </FormField>
      {purpose === 'rent' ? (
        <>
          <FormField
            compact
            label={t.fields.deposit}
            hint={t.priceHint.rent}
            error={errors.deposit}
          >
            <input {...field('deposit')} />
          </FormField>
          <FormField
            compact
            label={t.fields.availableFrom}
            hint={t.availableHint}
            error={errors.availableFrom}
          >
            <input {...field('availableFrom')} type="date" />
          </FormField>
          <Choice
            label={t.fields.suits}
            values={TENANT_SUITS}
            labels={common.suits}
            error={errors.suits}
            control={field('suits')}
            disabled={disabled}
          />
        </>
      ) : null}
      <Choice
        label={t.fields.possession}
        values={POSSESSION_STATES}
        labels={common.possession}
        error={errors.possession}
        control={field('possession')}
        disabled={disabled}
      />
      {form.possession === 'under_construction' ? (
        <FormField compact label={t.fields.possessionBy} required error={errors.possessionBy}>
          <input {...field('possessionBy')} type="month" placeholder="YYYY-MM" />
        </FormField>
      ) : null}
      {type !== 'plot' ? (
        <Choice
          label={t.fields.furnishing}
          values={FURNISHINGS}
          labels={common.furnishing}
          error={errors.furnishing}
          control={field('furnishing')}
          disabled={disabled}
        />
      ) : null}
      <FormField compact label={t.fields.bedrooms} required={bedrooms} error={errors.bedrooms}>
        <input {...field('bedrooms')} placeholder={t.placeholders.bedrooms} />
      </FormField>
      <FormField compact label={t.fields.bathrooms} error={errors.bathrooms}>
        <input {...field('bathrooms')} inputMode="numeric" />
      </FormField>
      <FormField compact label={t.fields.floor} hint={t.floorHint} error={errors.floor}>
        <input {...field('floor')} inputMode="numeric" />
      </FormField>
      <FormField compact label={t.fields.totalFloors} error={errors.totalFloors}>
        <input {...field('totalFloors')} inputMode="numeric" />
      </FormField>
      <FormField compact label={t.fields.reraNumber} hint={t.reraHint} error={errors.reraNumber}>
        <input {...field('reraNumber')} />
      </FormField>
    </>
  );
}
