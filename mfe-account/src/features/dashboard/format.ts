import { DASHBOARD_MESSAGES } from './messages';

/** 'Not specified' for a missing or blank department or position (docs/product/accounts.md "Dashboard"). */
export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() || DASHBOARD_MESSAGES.notSpecified;
}

/** The account's creation date as people in India write it (14 March 2025), else 'N/A'. */
export function formatMemberSince(createdAt: string | number | null | undefined): string {
  if (createdAt === null || createdAt === undefined || createdAt === '') {
    return DASHBOARD_MESSAGES.notAvailable;
  }
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return DASHBOARD_MESSAGES.notAvailable;
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
}
