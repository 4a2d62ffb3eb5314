import type { Language } from '@marketplace/shared/ui';

/** 'Not specified' (in the page's language) for a missing or blank department or position (docs/product/accounts.md "Dashboard"). */
export function orNotSpecified(value: string | null | undefined, notSpecified: string): string {
  return value?.trim() || notSpecified;
}

/**
 * The account's creation date as people in India write it, in IST ('14 March 2025',
 * '14 मार्च 2025'), else `notAvailable` ('N/A').
 */
export function formatMemberSince(
  createdAt: string | number | null | undefined,
  language: Language,
  notAvailable: string,
): string {
  if (createdAt === null || createdAt === undefined || createdAt === '') return notAvailable;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return notAvailable;
  return date.toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
