import { useState } from 'react';
import styled from 'styled-components';
import type { Booking } from '@marketplace/shared/contracts';
import { useSession } from '@marketplace/shared/session';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { HintText } from '../../../components/form-styles';
import { cancelBooking } from '../api/cancel-booking';
import { bookingsCatalogue } from '../catalogue';

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
  const t = useMessages(bookingsCatalogue);
  const { token } = useSession();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (booking.status === 'cancelled' || booking.status === 'completed') return null;
  if (!booking.cancellable) return <HintText>{t.text.cancelClosed}</HintText>;
  if (!asking) {
    return (
      <Row>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t.text.cancel}
        </Button>
      </Row>
    );
  }

  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    try {
      const cancelled = await cancelBooking(token, booking.id);
      notify.success(t.toasts.cancelled.text, { autoClose: t.toasts.cancelled.ms });
      onCancelled(cancelled);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t.text.cancelClosed);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Row role="group" aria-label={t.text.cancelQuestion}>
      <strong>{t.text.cancelQuestion}</strong>
      <Button onClick={() => void confirm()} disabled={busy}>
        {busy ? t.text.cancelling : t.text.confirmCancel}
      </Button>
      <Button variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
        {t.text.keep}
      </Button>
    </Row>
  );
}
