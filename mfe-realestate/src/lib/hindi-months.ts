// The months as Hindi readers write them, for a listing's days built by hand in IST (no Intl on
// these pages, see formatListedDate). Imported by the Hindi texts only. The contracts' dateLabel
// has the same names for bookings; these pages load no contracts, and a test keeps the two equal.
import { formatListedDate } from './property-format';

export const HINDI_MONTHS = [
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
] as const;

/** '1 दिसंबर 2026': a day in India, for an ISO day or instant; the text itself when not one. */
export const hindiDate = (iso: string) => formatListedDate(iso, HINDI_MONTHS);
