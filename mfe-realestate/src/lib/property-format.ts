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

// Built on first use (the detail page), kept: an Intl formatter costs far more to create than to use.
let listedDate: Intl.DateTimeFormat | undefined;

/** '14 March 2025' in Indian English; the raw text when it is not a date. */
export function formatListedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  listedDate ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return listedDate.format(date);
}

/** The address of a property's page, to share or copy (hash routing). */
export function propertyShareUrl(detailPath: string): string {
  return `${window.location.origin}${window.location.pathname}#${detailPath}`;
}
