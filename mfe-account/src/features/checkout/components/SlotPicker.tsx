import { dateLabel, slotRangeLabel, type SlotDay } from '@marketplace/shared/contracts';
import { ErrorText, HintText } from '../../../components/form-styles';
import type { CheckoutFields, FieldErrors, FieldName } from '../hooks/use-checkout-form';
import { useLanguage, useMessages } from '@marketplace/shared/ui';
import { checkoutCatalogue } from '../catalogue';
import { ChipRow, ChoiceChip, Fieldset } from './ChoiceChip';

interface Props {
  days: SlotDay[];
  fields: CheckoutFields;
  errors: FieldErrors;
  setField: <K extends FieldName>(name: K, value: CheckoutFields[K]) => void;
}

/**
 * The next 7 days and their 2-hour slots in IST. Started slots are not offered at all; full
 * ones stay visible but disabled, so a customer sees the day is busy rather than missing.
 */
export function SlotPicker({ days, fields, errors, setField }: Props) {
  const t = useMessages(checkoutCatalogue);
  const { language } = useLanguage();
  const open = days.filter((day) => day.slots.some((slot) => slot.reason !== 'past'));
  const chosen = open.find((day) => day.date === fields.date);
  const slots = chosen?.slots.filter((slot) => slot.reason !== 'past') ?? [];
  return (
    <Fieldset>
      <legend>{t.text.slotHeading}</legend>
      <div role="radiogroup" aria-label={t.text.date}>
        <p>
          <strong>{t.text.date}</strong>
        </p>
        <ChipRow>
          {open.map((day) => (
            <ChoiceChip
              key={day.date}
              name="date"
              checked={fields.date === day.date}
              onChange={() => setField('date', day.date)}
            >
              {dateLabel(day.date, language)}
            </ChoiceChip>
          ))}
        </ChipRow>
      </div>
      {chosen ? (
        <div role="radiogroup" aria-label={t.text.slot}>
          <p>
            <strong>{t.text.slot}</strong>
          </p>
          <ChipRow>
            {slots.map((slot) => (
              <ChoiceChip
                key={slot.time}
                name="slot"
                disabled={!slot.available}
                checked={fields.slot === slot.time}
                onChange={() => setField('slot', slot.time)}
              >
                {slotRangeLabel(slot.time)}
                {slot.reason === 'full' ? ` (${t.text.full})` : ''}
              </ChoiceChip>
            ))}
          </ChipRow>
          {slots.every((slot) => !slot.available) ? <HintText>{t.text.noSlots}</HintText> : null}
        </div>
      ) : null}
      {errors.slot ? <ErrorText role="alert">{errors.slot}</ErrorText> : null}
      {errors.date ? <ErrorText role="alert">{errors.date}</ErrorText> : null}
    </Fieldset>
  );
}
