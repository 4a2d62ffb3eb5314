import styled from 'styled-components';
import { formatInr } from '@marketplace/shared/config';
import {
  allowedBookingMoves,
  type AdminBooking,
  type BookingStatus,
} from '@marketplace/shared/contracts';
import { Button, useMessages } from '@marketplace/shared/ui';
import { Item, ItemActions } from '../../../components/Panel';
import { bookingsCatalogue } from '../catalogue';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Status = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

interface Props {
  booking: AdminBooking;
  busy: boolean;
  /** The moves offered are those allowed at this time. */
  now: Date;
  onMove: (booking: AdminBooking, status: BookingStatus) => void;
}

/** One booking with what the team needs on the day, and the moves allowed now. */
export function BookingItem({ booking, busy, now, onMove }: Props) {
  const t = useMessages(bookingsCatalogue);
  const who = booking.customer.name || booking.customer.username;
  const { house, street, area, city, pincode, landmark } = booking.address;
  const title = t.text.bookingTitle(booking.number, who);
  return (
    <Item $muted={booking.status === 'cancelled'} aria-label={title}>
      <div>
        <h3>
          {booking.number}
          <Status>{t.statusLabels[booking.status]}</Status>
        </h3>
        <Facts>
          <dt>{t.text.customer}</dt>
          <dd>
            {who} ({booking.customer.email})
          </dd>
          <dt>{t.text.phone}</dt>
          <dd>
            <a href={`tel:+91${booking.phone}`}>{booking.phone}</a>
          </dd>
          <dt>{t.text.address}</dt>
          <dd>
            {house}, {street}, {area}, {city} {pincode}
            {landmark ? ` (${landmark})` : ''}
          </dd>
          <dt>{t.text.services}</dt>
          <dd>{booking.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</dd>
          <dt>{t.text.total}</dt>
          <dd>{formatInr(booking.total)}</dd>
          {booking.note ? (
            <>
              <dt>{t.text.note}</dt>
              <dd>{booking.note}</dd>
            </>
          ) : null}
        </Facts>
      </div>
      <ItemActions>
        {allowedBookingMoves(booking, now).map((next) => (
          <Button
            key={next}
            size="sm"
            variant={next === 'cancelled' ? 'secondary' : 'primary'}
            disabled={busy}
            aria-label={`${t.actions[next]} ${booking.number}`}
            onClick={() => onMove(booking, next)}
          >
            {t.actions[next]}
          </Button>
        ))}
      </ItemActions>
    </Item>
  );
}
