import { dateLabel, slotOfInstant } from '@marketplace/shared/contracts';

/** A moment as the team reads it, in India: 'Sat, 28 Nov 2026, 14:05 IST'. */
export function when(iso: string): string {
  const { date, time } = slotOfInstant(iso);
  return `${dateLabel(date)}, ${time} IST`;
}
