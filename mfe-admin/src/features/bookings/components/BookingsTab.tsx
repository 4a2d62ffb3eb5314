// The Bookings tab: today's and upcoming bookings grouped by slot, filters by day and status,
// and the status moves allowed now (the api checks them again and e-mails the customer).
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { isApiError } from '@marketplace/shared/api-client';
import {
  BOOKING_STATUSES,
  ERROR_DEFAULTS,
  type AdminBooking,
  type BookingStatus,
} from '@marketplace/shared/contracts';
import { Button, Spinner, useMessages } from '@marketplace/shared/ui';
import { ErrorBanner, SuccessBanner } from '../../../components/Banner';
import { Pager } from '../../../components/Pager';
import { ItemList } from '../../../components/Panel';
import { useClock } from '../../../lib/use-clock';
import { useFlash } from '../../../lib/use-flash';
import { BOOKING_PAGE_SIZE, fetchAdminBookings, moveBooking } from '../api/admin-bookings';
import { FilterBar } from '../../../components/FilterBar';
import { bookingsCatalogue } from '../catalogue';
import { BookingItem } from './BookingItem';

const SlotHeading = styled.h3`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Consecutive bookings of the same slot (the api sorts by slot). */
function bySlot(bookings: AdminBooking[]): [string, AdminBooking[]][] {
  const groups: [string, AdminBooking[]][] = [];
  for (const booking of bookings) {
    const last = groups.at(-1);
    if (last && last[0] === booking.slot_start) last[1].push(booking);
    else groups.push([booking.slot_start, [booking]]);
  }
  return groups;
}

export function BookingsTab() {
  const t = useMessages(bookingsCatalogue);
  const [date, setDate] = useState('');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  // Slots start on the hour; a minute's delay before 'Mark completed' appears is fine.
  const now = useClock(60_000);
  const list = useSWR(['admin-bookings', date, status, page], () =>
    fetchAdminBookings({ date, status, page }),
  );

  const move = async (booking: AdminBooking, next: BookingStatus) => {
    setError(null);
    setBusyId(booking.id);
    try {
      const { msg } = await moveBooking(booking.id, next);
      showFlash(`${booking.number}: ${msg}`);
      await list.mutate();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : ERROR_DEFAULTS.generic);
      await list.mutate();
    } finally {
      setBusyId(null);
    }
  };

  const listError = list.error
    ? isApiError(list.error)
      ? list.error.message
      : ERROR_DEFAULTS.generic
    : null;

  return (
    <section aria-label={t.text.heading}>
      <h2>{t.text.heading}</h2>
      <p>{t.text.intro}</p>
      <FilterBar>
        <label>
          {t.text.date}
          <input
            type="date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setPage(1);
            }}
          />
        </label>
        {date ? (
          <Button variant="ghost" onClick={() => setDate('')}>
            {t.text.clearDate}
          </Button>
        ) : null}
        <label>
          {t.text.status}
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BookingStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t.text.allStatuses}</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      {flash && <SuccessBanner>{flash}</SuccessBanner>}
      {(error ?? listError) && <ErrorBanner>{error ?? listError}</ErrorBanner>}
      {!list.data && !listError && <Spinner label={t.loading} />}
      {list.data?.data.length === 0 && <p>{t.text.none}</p>}
      {list.data &&
        bySlot(list.data.data).map(([slot, bookings]) => (
          <div key={slot}>
            <SlotHeading>{t.slot(slot)}</SlotHeading>
            <ItemList>
              {bookings.map((booking) => (
                <BookingItem
                  key={booking.id}
                  booking={booking}
                  busy={busyId === booking.id}
                  now={now}
                  onMove={(target, next) => void move(target, next)}
                />
              ))}
            </ItemList>
          </div>
        ))}
      {list.data && (
        <Pager
          page={page}
          total={list.data.total}
          limit={BOOKING_PAGE_SIZE}
          label={t.text.pages}
          onPage={setPage}
        />
      )}
    </section>
  );
}
