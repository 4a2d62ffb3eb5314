import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatInr, paths } from '@marketplace/shared/config';
import { slotLabel } from '@marketplace/shared/contracts';
import { StatusPanel } from '@marketplace/shared/status-panel';
import {
  Button,
  PageContainer,
  PageHeading,
  Spinner,
  useLanguage,
  useMessages,
} from '@marketplace/shared/ui';
import { ErrorText } from '../../../components/form-styles';
import { useBookings } from '../api/get-bookings';
import { bookingsCatalogue } from '../catalogue';
import { StatusBadge } from './StatusBadge';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  h2 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }

  a {
    justify-self: start;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** /bookings: the account's bookings, upcoming first (the api orders them). */
export default function BookingsPage() {
  const t = useMessages(bookingsCatalogue);
  const { language } = useLanguage();
  const { data, error, isLoading } = useBookings();
  return (
    <PageContainer>
      <PageHeading>{t.text.heading}</PageHeading>
      {isLoading ? <Spinner label={t.text.loading} /> : null}
      {error instanceof Error ? <ErrorText role="alert">{error.message}</ErrorText> : null}
      {data && data.length === 0 ? (
        <StatusPanel
          framed
          title={t.text.empty}
          actions={
            <Button as={Link} to={paths.maintenance()}>
              {t.text.browse}
            </Button>
          }
        >
          {t.text.emptyHint}
        </StatusPanel>
      ) : null}
      {data && data.length > 0 ? (
        <List>
          {data.map((booking) => (
            <Item key={booking.id}>
              <h2>
                {booking.number} <StatusBadge status={booking.status} />
              </h2>
              <p>{slotLabel(booking.slot_start, language)}</p>
              <p>
                {booking.lines.map((line) => line.name).join(', ')} ·{' '}
                {t.text.itemsSummary(booking.lines.length)} · {formatInr(booking.total)}
              </p>
              <Link to={paths.booking(booking.id)}>{t.text.view(booking.number)}</Link>
            </Item>
          ))}
        </List>
      ) : null}
    </PageContainer>
  );
}
