import styled from 'styled-components';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@marketplace/shared/contracts';

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
  return <Badge $status={status}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
