import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { PageContainer, PageHeading, Spinner, useMessages } from '@marketplace/shared/ui';
import { ErrorText } from '../../../components/form-styles';
import { useBooking } from '../api/get-booking';
import { bookingsCatalogue } from '../catalogue';
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
  const t = useMessages(bookingsCatalogue);
  const { id = '' } = useParams();
  const location = useLocation();
  const justBooked = (location.state as { justBooked?: boolean } | null)?.justBooked === true;
  const { data: booking, error, isLoading, mutate } = useBooking(id);

  return (
    <PageContainer>
      <Layout>
        <Link to={paths.bookings()}>{t.text.backToList}</Link>
        {isLoading ? <Spinner label={t.text.loadingOne} /> : null}
        {error instanceof Error ? (
          <section>
            <PageHeading>{t.text.notFound}</PageHeading>
            <ErrorText role="alert">{error.message}</ErrorText>
            <p>{t.text.notFoundHint}</p>
          </section>
        ) : null}
        {booking ? (
          <>
            <PageHeading>{t.text.bookingHeading(booking.number)}</PageHeading>
            {justBooked && booking.status === 'requested' ? (
              <Confirmation role="status">{t.text.confirmation(booking.number)}</Confirmation>
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
