import { slotOfInstant, slotRangeLabel } from '@marketplace/shared/contracts';

/**
 * A stored slot start as people read it, its IST day written by the catalogue's `dayLabel`:
 * 'Tue, 24 Nov 2026, 10:00 - 12:00 IST' (as slotLabel), 'मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST'.
 */
export function slotText(startsAt: string, dayLabel: (date: string) => string): string {
  const { date, time } = slotOfInstant(startsAt);
  return `${dayLabel(date)}, ${slotRangeLabel(time)} IST`;
}
