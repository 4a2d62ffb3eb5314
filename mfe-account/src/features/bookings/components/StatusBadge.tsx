import styled from 'styled-components';
import type { BookingStatus } from '@marketplace/shared/contracts';
import { useMessages } from '@marketplace/shared/ui';
import { bookingsCatalogue } from '../catalogue';

const Badge = styled.span<{ $status: BookingStatus }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $status }) =>
    ({
      requested: theme.colors.warning,
      confirmed: theme.colors.info,
      completed: theme.colors.success,
      cancelled: theme.colors.textMuted,
    })[$status]};
  border: 1px solid currentColor;
`;

/** The booking's status as a word (colour only repeats it). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const t = useMessages(bookingsCatalogue);
  return <Badge $status={status}>{t.text.statusLabels[status]}</Badge>;
}
