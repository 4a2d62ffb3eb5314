import { dateLabel, slotOfInstant, type Language } from '@marketplace/shared/contracts';

/** A moment as the team reads it, in India: 'Sat, 28 Nov 2026, 14:05 IST', 'शनि, 28 नवंबर 2026, 14:05 IST'. */
export function when(iso: string, language: Language = 'en'): string {
  const { date, time } = slotOfInstant(iso);
  return `${dateLabel(date, language)}, ${time} IST`;
}
