// Property prices the Indian way: lakh and crore for large sums, full figures with Indian digit
// grouping below a lakh (docs/product/site.md "Shared constants").
import { formatInr } from './commerce';

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/** Up to two decimals, trailing zeros dropped: 1.20 -> "1.2", 85.00 -> "85". */
function shortDecimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * `formatPropertyPrice(8500000)` -> '₹85 L', `12000000` -> '₹1.2 Cr', `45000` -> '₹45,000'.
 * A sum that rounds up to 100 L is shown as '₹1 Cr', never '₹100 L'.
 */
export function formatPropertyPrice(rupees: number): string {
  const amount = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  if (amount >= CRORE || Math.round((amount / LAKH) * 100) / 100 >= 100) {
    return `${sign}₹${shortDecimal(amount / CRORE)} Cr`;
  }
  if (amount >= LAKH) return `${sign}₹${shortDecimal(amount / LAKH)} L`;
  return formatInr(rupees);
}
