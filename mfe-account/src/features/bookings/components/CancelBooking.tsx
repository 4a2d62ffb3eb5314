import { useState } from 'react';
import styled from 'styled-components';
import type { Booking } from '@marketplace/shared/contracts';
import { useSession } from '@marketplace/shared/session';
import { Button, notify } from '@marketplace/shared/ui';
import { HintText } from '../../../components/form-styles';
import { cancelBooking } from '../api/cancel-booking';
import { BOOKINGS_TEXT, BOOKINGS_TOASTS } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** Cancel with a second, explicit step: a stray tap must not cancel a plumber. */
export function CancelBooking({
  booking,
  onCancelled,
}: {
  booking: Booking;
  onCancelled: (booking: Booking) => void;
}) {
  const { token } = useSession();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (booking.status === 'cancelled' || booking.status === 'completed') return null;
  if (!booking.cancellable) return <HintText>{BOOKINGS_TEXT.cancelClosed}</HintText>;
  if (!asking) {
    return (
      <Row>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {BOOKINGS_TEXT.cancel}
        </Button>
      </Row>
    );
  }

  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    try {
      const cancelled = await cancelBooking(token, booking.id);
      notify.success(BOOKINGS_TOASTS.cancelled.text, { autoClose: BOOKINGS_TOASTS.cancelled.ms });
      onCancelled(cancelled);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : BOOKINGS_TEXT.cancelClosed);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Row role="group" aria-label={BOOKINGS_TEXT.cancelQuestion}>
      <strong>{BOOKINGS_TEXT.cancelQuestion}</strong>
      <Button onClick={() => void confirm()} disabled={busy}>
        {busy ? BOOKINGS_TEXT.cancelling : BOOKINGS_TEXT.confirmCancel}
      </Button>
      <Button variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
        {BOOKINGS_TEXT.keep}
      </Button>
    </Row>
  );
}
