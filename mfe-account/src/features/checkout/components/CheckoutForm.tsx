import styled from 'styled-components';
import { type Address, type CartLine, type SlotDay } from '@marketplace/shared/contracts';
import { Link } from 'react-router-dom';
import { computeCartSummary, formatInr, paths } from '@marketplace/shared/config';
import { Button, useMessages } from '@marketplace/shared/ui';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import { TextField } from '@marketplace/shared/form-fields';
import { ErrorText } from '../../../components/form-styles';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { checkoutCatalogue, type CheckoutTexts } from '../catalogue';
import { AddressSection } from './AddressSection';
import { ChoiceChip, Fieldset } from './ChoiceChip';
import { SlotPicker } from './SlotPicker';

const Layout = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    align-items: start;
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Summary = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  @media (min-width: 960px) {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

const NoteInput = styled.textarea`
  width: 100%;
  min-height: 5rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;

interface Props {
  lines: CartLine[];
  addresses: Address[];
  days: SlotDay[];
  onSlotTaken: () => void;
  /** Reads the cart again (a booking refused because its prices or items changed). */
  onCartChanged: () => void;
}

/** What the summary says of a line: its price change, or that it can no longer be booked. */
function noteOf(line: CartLine, t: CheckoutTexts): string | undefined {
  if (!line.available) return t.text.unavailable;
  if (line.price_was === null) return undefined;
  return t.text.priceChanged(
    formatInr(Number(line.price_was)),
    formatInr(Number(line.item_price ?? 0)),
  );
}

/** The checkout's sections (where, when, contact) and the summary with Confirm. */
export function CheckoutForm({ lines, addresses, days, onSlotTaken, onCartChanged }: Props) {
  const t = useMessages(checkoutCatalogue);
  const available = lines.filter((line) => line.available);
  const shownLines = available.map((line) => ({
    cart_id: line.id,
    unit_price: Number(line.item_price ?? 0),
    quantity: line.quantity,
  }));
  const { fields, setField, errors, formError, submitting, submit } = useCheckoutForm(
    addresses[0] ? { addressId: addresses[0].id } : {},
    { shownLines, onSlotTaken, onCartChanged },
  );
  const priced = lines.map((line) => ({
    key: String(line.id),
    name: line.item_name ?? line.item_id,
    quantity: line.quantity,
    lineTotal: line.available ? Number(line.item_price ?? 0) * line.quantity : 0,
    note: noteOf(line, t),
  }));
  const totals = computeCartSummary(priced.reduce((sum, line) => sum + line.lineTotal, 0));
  const blocked = available.length < lines.length;

  return (
    <Layout
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Sections>
        <AddressSection saved={addresses} fields={fields} errors={errors} setField={setField} />
        <SlotPicker days={days} fields={fields} errors={errors} setField={setField} />
        <Fieldset>
          <legend>{t.text.contactHeading}</legend>
          <TextField
            label={t.text.phone}
            name="phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            hint={t.text.phoneHint}
            value={fields.phone}
            error={errors.phone}
            onChange={(event) => setField('phone', event.target.value)}
          />
          <label htmlFor="checkout-note">{t.text.note}</label>
          <NoteInput
            id="checkout-note"
            maxLength={500}
            value={fields.note}
            onChange={(event) => setField('note', event.target.value)}
          />
          {errors.note ? <ErrorText>{errors.note}</ErrorText> : null}
          <div role="radiogroup" aria-label={t.text.payment}>
            <p>
              <strong>{t.text.payment}</strong>
            </p>
            <ChoiceChip name="payment" checked readOnly>
              {t.text.paymentMethod}
            </ChoiceChip>
          </div>
        </Fieldset>
      </Sections>
      <Summary aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t.text.summaryHeading}</h2>
        <PriceBreakdown lines={priced} totals={totals} />
        {formError ? <ErrorText role="alert">{formError}</ErrorText> : null}
        {blocked ? (
          <p role="note">
            {t.text.removeUnavailable} <Link to={paths.cart()}>{t.text.backToCart}</Link>
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={submitting || blocked}>
          {submitting ? t.text.confirming : t.text.confirm}
        </Button>
      </Summary>
    </Layout>
  );
}
