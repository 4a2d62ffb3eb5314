/**
 * Booking dates and slots in the reader's language, always in IST. English keeps the hand-built
 * text of dateLabel and slotLabel (pages, e-mails and tests read the same words); Hindi is
 * written by Intl in the Asia/Kolkata time zone: 'मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST'.
 */
import { dateLabel, slotLabel, slotOfInstant, slotRangeLabel } from './booking-slots';

/** The site's languages (the same codes as LANGUAGES in @marketplace/shared/ui). */
export type LabelLanguage = 'en' | 'hi';

let hindiDates: Intl.DateTimeFormat | undefined;

/** An IST calendar date ('2026-11-24') in `language`: 'Tue, 24 Nov 2026' or 'मंगल, 24 नवंबर 2026'. */
export function dateLabelIn(date: string, language: LabelLanguage): string {
  if (language === 'en') return dateLabel(date);
  hindiDates ??= new Intl.DateTimeFormat('hi-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return hindiDates.format(new Date(`${date}T00:00:00+05:30`));
}

/** A stored slot start (ISO UTC) in `language`, with its IST date and 2-hour range. */
export function slotLabelIn(startsAt: string, language: LabelLanguage): string {
  if (language === 'en') return slotLabel(startsAt);
  const { date, time } = slotOfInstant(startsAt);
  return `${dateLabelIn(date, language)}, ${slotRangeLabel(time)} IST`;
}
