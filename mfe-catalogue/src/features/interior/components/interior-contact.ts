import type { WhatsAppLine } from '../../../components/ExternalContactLinks';

/**
 * The spec puts interior enquiries on both business lines (one shared with maintenance, one with
 * construction): catalogue INQUIRE and consultations use the first, the furniture section's Get
 * Quote the second, so each team sees the enquiries of its own work.
 */
export const INTERIOR_WHATSAPP = {
  inquiry: 'maintenanceInterior',
  furnitureQuote: 'constructionInterior',
} as const satisfies Record<string, WhatsAppLine>;
