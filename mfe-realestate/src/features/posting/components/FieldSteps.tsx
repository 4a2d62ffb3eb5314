// The steps of the posting form made of fields: details, location, price and contact.
import styled from 'styled-components';
import {
  PROPERTY_AMENITIES,
  TYPES_WITHOUT_BEDROOMS,
  type PropertyType,
} from '@marketplace/shared/contracts-properties';
import { ChoiceChips } from '@marketplace/shared/form-fields';
import { useMessages } from '@marketplace/shared/ui';
import { cardCatalogue } from '../../../components/catalogue';
import { postingCatalogue } from '../catalogue';
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

/** Rent first: most listings here are rentals. */
const PURPOSES = ['rent', 'sale'] as const;

export function DetailsStep({ form }: { form: DraftFormState }) {
  const t = useMessages(postingCatalogue).text;
  const labels = useMessages(cardCatalogue).facts.labels;
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
        <legend>{t.purpose}</legend>
        {PURPOSES.map((purpose) => (
          <label key={purpose}>
            <input
              type="radio"
              name="purpose"
              value={purpose}
              checked={values.purpose === purpose}
              onChange={() => form.onChange('purpose', purpose)}
            />
            {t.purposes[purpose]}
          </label>
        ))}
        {form.errors.purpose ? <Error>{form.errors.purpose}</Error> : null}
      </ChoiceChips>
      <Grid>
        <DraftInput
          form={form}
          field="propertyType"
          label={t.propertyType}
          required
          options={labels.type}
        />
        <DraftInput form={form} field="name" label={t.name} hint={t.nameHint} required />
        {TYPES_WITHOUT_BEDROOMS.includes(type) ? null : (
          <DraftInput
            form={form}
            field="bedrooms"
            label={t.bedrooms}
            hint={t.bedroomsHint}
            required
          />
        )}
        <DraftInput form={form} field="bathrooms" label={t.bathrooms} inputMode="numeric" />
        <DraftInput form={form} field="area" label={t.area} inputMode="decimal" required />
        {type === 'plot' ? null : (
          <DraftInput
            form={form}
            field="furnishing"
            label={t.furnishing}
            required
            options={labels.furnishing}
          />
        )}
        <DraftInput form={form} field="floor" label={t.floor} inputMode="numeric" />
        <DraftInput form={form} field="totalFloors" label={t.totalFloors} inputMode="numeric" />
        <DraftInput
          form={form}
          field="possession"
          label={t.possession}
          required
          options={labels.possession}
        />
        {values.possession === 'under_construction' ? (
          <DraftInput
            form={form}
            field="possessionBy"
            label={t.possessionBy}
            type="month"
            required
          />
        ) : null}
        <DraftInput form={form} field="builder" label={t.builder} />
        <DraftInput form={form} field="reraNumber" label={t.reraNumber} hint={t.reraHint} />
      </Grid>
      <DraftInput form={form} field="description" label={t.description} type="textarea" />
      <ChoiceChips>
        <legend>{t.amenities}</legend>
        {PROPERTY_AMENITIES.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={amenities.includes(name)}
              onChange={(e) => toggleAmenity(name, e.target.checked)}
            />
            {labels.amenities[name]}
          </label>
        ))}
        {form.errors.amenities ? <Error>{form.errors.amenities}</Error> : null}
      </ChoiceChips>
    </>
  );
}

export function LocationStep({ form }: { form: DraftFormState }) {
  const t = useMessages(postingCatalogue).text;
  return (
    <Grid>
      <DraftInput form={form} field="location" label={t.location} hint={t.locationHint} required />
      <DraftInput form={form} field="nearby" label={t.nearby} hint={t.nearbyHint} />
    </Grid>
  );
}

export function PriceStep({ form }: { form: DraftFormState }) {
  const { text: t, priceHints } = useMessages(postingCatalogue);
  const labels = useMessages(cardCatalogue).facts.labels;
  const rent = form.values.purpose === 'rent';
  return (
    <Grid>
      <DraftInput
        form={form}
        field="price"
        label={rent ? t.rent : t.salePrice}
        hint={priceHints[rent ? 'rent' : 'sale']}
        required
      />
      {rent ? (
        <>
          <DraftInput form={form} field="deposit" label={t.deposit} hint={priceHints.rent} />
          <DraftInput form={form} field="availableFrom" label={t.availableFrom} type="date" />
          <DraftInput form={form} field="suits" label={t.suits} required options={labels.suits} />
        </>
      ) : null}
      <DraftInput
        form={form}
        field="postedBy"
        label={t.postedBy}
        required
        options={labels.postedBy}
      />
      <DraftInput
        form={form}
        field="listerPhone"
        label={t.listerPhone}
        hint={t.listerPhoneHint}
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
        {t.scheduleVisit}
      </label>
    </Grid>
  );
}
