// Times and days as the team in India reads them, in IST, in the page's language: the catalogues
// pass 'en-IN' or 'hi-IN'. Hindi writes the month in full ('28 नवंबर 2026 को 15:40 बजे'): its
// short months ('नव॰') are not what people read.
export type DateLocale = 'en-IN' | 'hi-IN';

const MONTH = { 'en-IN': 'short', 'hi-IN': 'long' } as const;

/** A moment: '28 Nov 2026, 3:40 pm', '28 नवंबर 2026 को 15:40 बजे'. */
export function istTime(iso: string, locale: DateLocale = 'en-IN'): string {
  const date = new Date(iso);
  if (locale === 'en-IN') {
    return date.toLocaleString(locale, {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  }
  return date.toLocaleString(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** A calendar day the lister chose ('2026-12-15' -> '15 Dec 2026'); the text as sent when not a day. */
export function istDay(isoDay: string, locale: DateLocale = 'en-IN'): string {
  const time = Date.parse(isoDay);
  if (Number.isNaN(time)) return isoDay;
  return new Date(time).toLocaleDateString(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: MONTH[locale],
    year: 'numeric',
  });
}

/** A month the lister chose ('2027-06' -> 'Jun 2027'); the text as sent when not a month. */
export function istMonth(isoMonth: string, locale: DateLocale = 'en-IN'): string {
  if (!/^\d{4}-\d{2}$/.test(isoMonth)) return isoMonth;
  return new Date(`${isoMonth}-01`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    month: 'short',
    year: 'numeric',
  });
}
