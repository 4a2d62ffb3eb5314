// The steps of the posting form made of fields: details, location, price and contact.
import styled from 'styled-components';
import {
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSTED_BY_LABELS,
  PROPERTY_AMENITIES,
  PROPERTY_TYPE_LABELS,
  TENANT_SUITS_LABELS,
  TYPES_WITHOUT_BEDROOMS,
  type PropertyType,
} from '@marketplace/shared/contracts-properties';
import { PROPERTY_PRICE_HINT } from '@marketplace/shared/contracts-posting';
import { ChoiceChips } from '@marketplace/shared/form-fields';
import { POSTING_TEXT } from '../posting-text';
import { DraftInput, type DraftFormState } from './DraftInput';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Error = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const PURPOSES = { rent: POSTING_TEXT.purposes.rent, sale: POSTING_TEXT.purposes.sale };

export function DetailsStep({ form }: { form: DraftFormState }) {
  const { values } = form;
  const type = values.propertyType as PropertyType;
  const amenities = values.amenities ? values.amenities.split(/\s*,\s*/).filter(Boolean) : [];
  const toggleAmenity = (name: string, on: boolean) =>
    form.onChange(
      'amenities',
      (on ? [...amenities, name] : amenities.filter((a) => a !== name)).join(', '),
    );
  return (
    <>
      <ChoiceChips>
        <legend>{POSTING_TEXT.purpose}</legend>
        {Object.entries(PURPOSES).map(([purpose, label]) => (
          <label key={purpose}>
            <input
              type="radio"
              name="purpose"
              value={purpose}
              checked={values.purpose === purpose}
              onChange={() => form.onChange('purpose', purpose)}
            />
            {label}
          </label>
        ))}
        {form.errors.purpose ? <Error>{form.errors.purpose}</Error> : null}
      </ChoiceChips>
      <Grid>
        <DraftInput
          form={form}
          field="propertyType"
          label={POSTING_TEXT.propertyType}
          required
          options={PROPERTY_TYPE_LABELS}
        />
        <DraftInput
          form={form}
          field="name"
          label={POSTING_TEXT.name}
          hint={POSTING_TEXT.nameHint}
          required
        />
        {TYPES_WITHOUT_BEDROOMS.includes(type) ? null : (
          <DraftInput
            form={form}
            field="bedrooms"
            label={POSTING_TEXT.bedrooms}
            hint={POSTING_TEXT.bedroomsHint}
            required
          />
        )}
        <DraftInput
          form={form}
          field="bathrooms"
          label={POSTING_TEXT.bathrooms}
          inputMode="numeric"
        />
        <DraftInput
          form={form}
          field="area"
          label={POSTING_TEXT.area}
          inputMode="decimal"
          required
        />
        {type === 'plot' ? null : (
          <DraftInput
            form={form}
            field="furnishing"
            label={POSTING_TEXT.furnishing}
            required
            options={FURNISHING_LABELS}
          />
        )}
        <DraftInput form={form} field="floor" label={POSTING_TEXT.floor} inputMode="numeric" />
        <DraftInput
          form={form}
          field="totalFloors"
          label={POSTING_TEXT.totalFloors}
          inputMode="numeric"
        />
        <DraftInput
          form={form}
          field="possession"
          label={POSTING_TEXT.possession}
          required
          options={POSSESSION_LABELS}
        />
        {values.possession === 'under_construction' ? (
          <DraftInput
            form={form}
            field="possessionBy"
            label={POSTING_TEXT.possessionBy}
            type="month"
            required
          />
        ) : null}
        <DraftInput form={form} field="builder" label={POSTING_TEXT.builder} />
        <DraftInput
          form={form}
          field="reraNumber"
          label={POSTING_TEXT.reraNumber}
          hint={POSTING_TEXT.reraHint}
        />
      </Grid>
      <DraftInput
        form={form}
        field="description"
        label={POSTING_TEXT.description}
        type="textarea"
      />
      <ChoiceChips>
        <legend>{POSTING_TEXT.amenities}</legend>
        {PROPERTY_AMENITIES.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={amenities.includes(name)}
              onChange={(e) => toggleAmenity(name, e.target.checked)}
            />
            {name}
          </label>
        ))}
        {form.errors.amenities ? <Error>{form.errors.amenities}</Error> : null}
      </ChoiceChips>
    </>
  );
}

export function LocationStep({ form }: { form: DraftFormState }) {
  return (
    <Grid>
      <DraftInput
        form={form}
        field="location"
        label={POSTING_TEXT.location}
        hint={POSTING_TEXT.locationHint}
        required
      />
      <DraftInput
        form={form}
        field="nearby"
        label={POSTING_TEXT.nearby}
        hint={POSTING_TEXT.nearbyHint}
      />
    </Grid>
  );
}

export function PriceStep({ form }: { form: DraftFormState }) {
  const rent = form.values.purpose === 'rent';
  return (
    <Grid>
      <DraftInput
        form={form}
        field="price"
        label={rent ? POSTING_TEXT.rent : POSTING_TEXT.salePrice}
        hint={PROPERTY_PRICE_HINT[rent ? 'rent' : 'sale']}
        required
      />
      {rent ? (
        <>
          <DraftInput
            form={form}
            field="deposit"
            label={POSTING_TEXT.deposit}
            hint={PROPERTY_PRICE_HINT.rent}
          />
          <DraftInput
            form={form}
            field="availableFrom"
            label={POSTING_TEXT.availableFrom}
            type="date"
          />
          <DraftInput
            form={form}
            field="suits"
            label={POSTING_TEXT.suits}
            required
            options={TENANT_SUITS_LABELS}
          />
        </>
      ) : null}
      <DraftInput
        form={form}
        field="postedBy"
        label={POSTING_TEXT.postedBy}
        required
        options={POSTED_BY_LABELS}
      />
      <DraftInput
        form={form}
        field="listerPhone"
        label={POSTING_TEXT.listerPhone}
        hint={POSTING_TEXT.listerPhoneHint}
        type="tel"
        inputMode="tel"
        required
      />
      <label>
        <input
          type="checkbox"
          checked={form.values.scheduleVisitEnabled !== 'false'}
          onChange={(e) =>
            form.onChange('scheduleVisitEnabled', e.target.checked ? 'true' : 'false')
          }
        />{' '}
        {POSTING_TEXT.scheduleVisit}
      </label>
    </Grid>
  );
}
