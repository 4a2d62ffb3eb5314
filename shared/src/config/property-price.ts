// Property prices the Indian way: lakh and crore for large sums, full figures with Indian digit
// grouping below a lakh (docs/product/site.md "Shared constants").
import { formatInr } from './commerce';

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/** Up to two decimals, trailing zeros dropped: 1.20 -> "1.2", 85.00 -> "85". */
function shortDecimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The units' names per language: Hindi readers write them out, in Devanagari (docs/i18n.md). */
const UNITS = {
  en: { lakh: 'L', crore: 'Cr' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
} as const;

/**
 * `formatPropertyPrice(8500000)` -> '₹85 L', `12000000` -> '₹1.2 Cr', `45000` -> '₹45,000';
 * in Hindi '₹85 लाख', '₹1.2 करोड़', '₹45,000' (the same digits and Indian grouping).
 * A sum that rounds up to 100 lakh is shown as 1 crore, never 100 lakh.
 */
export function formatPropertyPrice(rupees: number, language: keyof typeof UNITS = 'en'): string {
  const amount = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  const units = UNITS[language];
  if (amount >= CRORE || Math.round((amount / LAKH) * 100) / 100 >= 100) {
    return `${sign}₹${shortDecimal(amount / CRORE)} ${units.crore}`;
  }
  if (amount >= LAKH) return `${sign}₹${shortDecimal(amount / LAKH)} ${units.lakh}`;
  return formatInr(rupees);
}
