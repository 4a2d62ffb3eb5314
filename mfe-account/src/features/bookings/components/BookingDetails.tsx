import styled from 'styled-components';
import { slotLabel, type Booking } from '@marketplace/shared/contracts';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import { useLanguage, useMessages } from '@marketplace/shared/ui';
import { bookingsCatalogue } from '../catalogue';
import { StatusBadge } from './StatusBadge';

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

/** Everything frozen in a booking: when, where, who to call, what and for how much. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const t = useMessages(bookingsCatalogue);
  const { language } = useLanguage();
  const { house, street, area, city, pincode, landmark } = booking.address;
  return (
    <>
      <Facts>
        <dt>{t.text.status}</dt>
        <dd>
          <StatusBadge status={booking.status} />
        </dd>
        <dt>{t.text.slot}</dt>
        <dd>{slotLabel(booking.slot_start, language)}</dd>
        <dt>{t.text.address}</dt>
        <dd>
          {house}, {street}
          <br />
          {area}, {city} {pincode}
          {landmark ? (
            <>
              <br />
              {t.text.landmark(landmark)}
            </>
          ) : null}
        </dd>
        <dt>{t.text.phone}</dt>
        <dd>{booking.phone}</dd>
        {booking.note ? (
          <>
            <dt>{t.text.note}</dt>
            <dd>{booking.note}</dd>
          </>
        ) : null}
        <dt>{t.text.payment}</dt>
        <dd>{t.text.paymentMethod}</dd>
      </Facts>
      <h2>{t.text.services}</h2>
      <PriceBreakdown
        lines={booking.lines.map((line) => ({
          key: `${line.item_type}:${line.item_id}`,
          name: line.name,
          quantity: line.quantity,
          lineTotal: line.line_total,
        }))}
        totals={{
          subtotal: booking.subtotal,
          serviceFee: booking.service_fee,
          tax: booking.tax,
          total: booking.total,
        }}
      />
    </>
  );
}
