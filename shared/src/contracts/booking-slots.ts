/**
 * Booking slots in India Standard Time (docs/decisions/booking-time-zone.md). IST is UTC+05:30
 * all year (no daylight saving), so a fixed offset is exact; the api and the browsers compute
 * the same slots whatever the machine's own time zone is. Timestamps are stored in UTC.
 */

import type { Language } from '@marketplace/shared/contracts-core';

/** IST's distance from UTC. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Slots start at these IST hours and last 2 hours: 08:00-10:00 ... 18:00-20:00. */
export const SLOT_START_HOURS = [8, 10, 12, 14, 16, 18] as const;
export const SLOT_LENGTH_HOURS = 2;
/** Bookable days: today (IST) and the 6 following days. */
export const BOOKING_DAYS_AHEAD = 7;
/** A customer may cancel while the slot starts more than this many hours from now. */
export const CANCEL_WINDOW_HOURS = 3;

/** '08:00', '10:00', ...: the slot names the client sends. */
export const SLOT_TIMES = SLOT_START_HOURS.map((hour) => `${String(hour).padStart(2, '0')}:00`);

/** The IST calendar date of an instant, as YYYY-MM-DD. */
export function istDateOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant at which a slot ('2026-11-24', '10:00' IST) starts. */
export function slotStartInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS);
}

/** The IST date and slot time of a stored slot start (ISO UTC). */
export function slotOfInstant(startsAt: string): { date: string; time: string } {
  const ist = new Date(new Date(startsAt).getTime() + IST_OFFSET_MS).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

/** The dates a customer may pick now: today in IST and the following days. */
export function bookableDates(now: Date): string[] {
  return Array.from({ length: BOOKING_DAYS_AHEAD }, (_, day) =>
    istDateOf(new Date(now.getTime() + day * DAY_MS)),
  );
}

/** '10:00' -> '10:00 - 12:00'. */
export function slotRangeLabel(time: string): string {
  const hour = Number(time.slice(0, 2)) + SLOT_LENGTH_HOURS;
  return `${time} - ${String(hour).padStart(2, '0')}:${time.slice(3, 5)}`;
}

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
};
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ],
};

/**
 * '2026-11-24' -> 'Tue, 24 Nov 2026', in Hindi 'मंगल, 24 नवंबर 2026' (the date is already an IST
 * calendar date). Built by hand: Intl's en-IN and hi-IN output differs between ICU versions
 * (browsers, Node), and e-mails must match pages.
 */
export function dateLabel(date: string, language: Language = 'en'): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = WEEKDAYS[language][day.getUTCDay()];
  const month = MONTHS[language][day.getUTCMonth()];
  return `${weekday}, ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

/**
 * A stored slot start as people read it: 'Tue, 24 Nov 2026, 10:00 - 12:00 IST', in Hindi
 * 'मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST'.
 */
export function slotLabel(startsAt: string, language: Language = 'en'): string {
  const { date, time } = slotOfInstant(startsAt);
  return `${dateLabel(date, language)}, ${slotRangeLabel(time)} IST`;
}

/** Whether a booking starting at `startsAt` may still be cancelled by its customer at `now`. */
export function isWithinCancelWindow(startsAt: string, now: Date): boolean {
  return new Date(startsAt).getTime() - now.getTime() > CANCEL_WINDOW_HOURS * 60 * 60_000;
}
