import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { PageContainer, PageHeading, Spinner } from '@marketplace/shared/ui';
import { ErrorText } from '../../../components/form-styles';
import { useBooking } from '../api/get-booking';
import { BOOKINGS_TEXT } from '../messages';
import { BookingDetails } from './BookingDetails';
import { CancelBooking } from './CancelBooking';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 44rem;
`;

const Confirmation = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** /bookings/:id. Checkout lands here with `justBooked` to show the confirmation. */
export default function BookingPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const justBooked = (location.state as { justBooked?: boolean } | null)?.justBooked === true;
  const { data: booking, error, isLoading, mutate } = useBooking(id);

  return (
    <PageContainer>
      <Layout>
        <Link to={paths.bookings()}>{BOOKINGS_TEXT.backToList}</Link>
        {isLoading ? <Spinner label={BOOKINGS_TEXT.loadingOne} /> : null}
        {error instanceof Error ? (
          <section>
            <PageHeading>{BOOKINGS_TEXT.notFound}</PageHeading>
            <ErrorText role="alert">{error.message}</ErrorText>
            <p>{BOOKINGS_TEXT.notFoundHint}</p>
          </section>
        ) : null}
        {booking ? (
          <>
            <PageHeading>{BOOKINGS_TEXT.bookingHeading(booking.number)}</PageHeading>
            {justBooked && booking.status === 'requested' ? (
              <Confirmation role="status">
                {BOOKINGS_TEXT.confirmation(booking.number)}
              </Confirmation>
            ) : null}
            <BookingDetails booking={booking} />
            <CancelBooking
              booking={booking}
              onCancelled={(cancelled) => void mutate(cancelled, { revalidate: false })}
            />
          </>
        ) : null}
      </Layout>
    </PageContainer>
  );
}
