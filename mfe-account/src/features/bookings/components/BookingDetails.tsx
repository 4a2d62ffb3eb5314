import styled from 'styled-components';
import { PAYMENT_LABEL, slotLabel, type Booking } from '@marketplace/shared/contracts';
import { PriceBreakdown } from '../../../components/PriceBreakdown';
import { BOOKINGS_TEXT } from '../messages';
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
  const { house, street, area, city, pincode, landmark } = booking.address;
  return (
    <>
      <Facts>
        <dt>{BOOKINGS_TEXT.status}</dt>
        <dd>
          <StatusBadge status={booking.status} />
        </dd>
        <dt>{BOOKINGS_TEXT.slot}</dt>
        <dd>{slotLabel(booking.slot_start)}</dd>
        <dt>{BOOKINGS_TEXT.address}</dt>
        <dd>
          {house}, {street}
          <br />
          {area}, {city} {pincode}
          {landmark ? (
            <>
              <br />
              {BOOKINGS_TEXT.landmark(landmark)}
            </>
          ) : null}
        </dd>
        <dt>{BOOKINGS_TEXT.phone}</dt>
        <dd>{booking.phone}</dd>
        {booking.note ? (
          <>
            <dt>{BOOKINGS_TEXT.note}</dt>
            <dd>{booking.note}</dd>
          </>
        ) : null}
        <dt>{BOOKINGS_TEXT.payment}</dt>
        <dd>{PAYMENT_LABEL}</dd>
      </Facts>
      <h2>{BOOKINGS_TEXT.services}</h2>
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
