// Texts of My listings.
import type { PropertyPurpose } from '@marketplace/shared/contracts-properties';

export const MY_LISTINGS_TEXT = {
  title: 'My listings',
  loading: 'Loading your listings',
  post: 'Post a property',
  active: (active: number, limit: number) =>
    `${active} of ${limit} listings waiting for review or live`,
  emptyTitle: 'No listings yet',
  empty: 'Post your flat, house, plot or shop for sale or rent. It is free.',
  errorTitle: 'Could not load your listings',
  tryAgain: 'Try again',
  views: (n: number) => `${n} view${n === 1 ? '' : 's'}`,
  reveals: (n: number) => `${n} phone reveal${n === 1 ? '' : 's'}`,
  leads: (n: number, open: number) =>
    `${n} lead${n === 1 ? '' : 's'}${open > 0 ? ` (${open} new)` : ''}`,
  rejectedBecause: 'Not accepted:',
  expires: (date: string) => `Live until ${date}`,
  expired: 'Expired: renew it to show it again',
  pending: 'Our team is checking it; you will get an e-mail when it is live.',
  draft: 'Not sent yet: finish it and send it for review.',
  continue: 'Continue',
  edit: 'Edit',
  confirmReopen: 'Editing takes this listing off the site until it is reviewed again. Edit it?',
  close: (purpose: PropertyPurpose): string => (purpose === 'rent' ? 'Mark rented' : 'Mark sold'),
  renew: 'Renew',
  delete: 'Delete',
  confirmDelete: (name: string) =>
    `Delete "${name || 'this draft'}" and its pictures? This cannot be undone.`,
  showLeads: 'Leads',
  hideLeads: 'Hide leads',
  untitled: 'Untitled draft',
  view: 'View',
} as const;

export const LEADS_TEXT = {
  loading: 'Loading leads',
  none: 'No leads yet. Enquiries and visit requests about this listing appear here.',
  call: (name: string) => `Call ${name}`,
  whatsapp: (name: string) => `WhatsApp ${name}`,
  whatsappText: (listing: string) => `Hello, about your enquiry for ${listing}`,
  visit: (date: string, time: string) => `Visit asked for ${date} at ${time}`,
  handled: 'Handled',
  markHandled: 'Mark handled',
  markOpen: 'Mark not handled',
  received: (when: string) => `Received ${when}`,
  /** When a lead came, in India: '28 Nov 2026, 3:30 pm'. */
  receivedAt: (iso: string) =>
    new Date(iso).toLocaleString('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }),
} as const;
