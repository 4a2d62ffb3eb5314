// Display helpers for property fields the api serves raw.
import { formatInr, groupIndian } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts-properties';

/** 'jabalpur' -> 'Jabalpur' (filter values are lower case; labels are capitalised). */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** '₹4,250' per sq ft, or null when the price or the area is unknown. */
export function pricePerSqft(property: Pick<Property, 'price_value' | 'area'>): string | null {
  if (property.price_value === null || property.area <= 0) return null;
  return formatInr(Math.round(property.price_value / property.area));
}

/** '1,250 sq ft' with Indian digit grouping (no Intl on the listing: see groupIndian). */
export function formatArea(area: number): string {
  return `${groupIndian(area, 3)} sq ft`;
}

/** India Standard Time is UTC+05:30 all year (no daylight saving): a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '14 March 2025': the day in India, as `Intl.DateTimeFormat('en-IN', { dateStyle: 'long' })`
 * writes it, or '14 मार्च 2025' with Hindi `months`; the raw text when it is not a date. Without
 * Intl: creating the page's first date formatter loads the locale's and the time zone's data,
 * some 37 ms of main thread in Chromium (148 ms at Lighthouse's 4x CPU) before the property's
 * page can paint (see also groupIndian).
 */
export function formatListedDate(iso: string, months: readonly string[] = MONTHS): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const inIndia = new Date(time + IST_OFFSET_MS);
  const month = months[inIndia.getUTCMonth()] ?? '';
  return `${inIndia.getUTCDate()} ${month} ${inIndia.getUTCFullYear()}`;
}

/** '2027-06' -> 'June 2027' (or in `months`); the raw text when it is not a month. */
export function formatMonth(isoMonth: string, months: readonly string[] = MONTHS): string {
  const match = /^(\d{4})-(\d{2})/.exec(isoMonth);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : isoMonth;
}

/** The address of a property's page, to share or copy (hash routing). */
export function propertyShareUrl(detailPath: string): string {
  return `${window.location.origin}${window.location.pathname}#${detailPath}`;
}
