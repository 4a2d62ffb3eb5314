// Money: one place for the cart's fee and tax, and the rupee formatting used everywhere
// (docs/product-decisions.md "Inconsistencies we correct": ₹ everywhere with Indian digit grouping, e.g. ₹1,20,000).

/** Flat service fee added to every cart, in rupees (docs/product/cart.md "Behaviour and totals"). */
export const SERVICE_FEE = 25;
/** Tax rate applied to the cart subtotal (8 %, rounded to whole rupees). */
export const TAX_RATE = 0.08;

/**
 * `value` (not negative) rounded half up to `digits` decimals, as its shortest decimal text
 * ('0.595' -> '0.60' at 2), which is how Intl rounds: toFixed works on the binary value
 * (0.595 is 0.59499..., so '0.59').
 */
function roundedText(value: number, digits: number): string {
  const text = String(value);
  if (text.includes('e')) return value.toFixed(digits); // below 1e-6: rounds to zero anyway
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return digits ? `${whole}.${fraction.padEnd(digits, '0')}` : whole;
  let units = BigInt(whole + fraction.slice(0, digits));
  if (Number(fraction[digits]) >= 5) units += 1n;
  const all = units.toString().padStart(digits + 1, '0');
  return digits ? `${all.slice(0, -digits)}.${all.slice(-digits)}` : all;
}

/**
 * Indian digit grouping, as `Intl.NumberFormat('en-IN', { maximumFractionDigits })` writes it
 * (`1234567.5` -> `12,34,567.5`), without Intl: a page's first Intl formatter loads the locale's
 * data, 20-70 ms of main thread in Chromium, and the first cards on / and /real-estate wait for
 * it (docs/decisions/inline-boot-data.md). commerce.test.ts compares the two on many values.
 */
export function groupIndian(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const [whole = '', decimals = ''] = roundedText(Math.abs(value), maximumFractionDigits).split(
    '.',
  );
  const fraction = decimals.replace(/0+$/, '');
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = head ? `${head},${whole.slice(-3)}` : whole;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `formatInr(120000)` -> `₹1,20,000`; negative amounts keep their sign before the symbol. */
export function formatInr(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${groupIndian(Math.abs(amount))}`;
}

export interface CartSummary {
  subtotal: number;
  serviceFee: number;
  tax: number;
  total: number;
}

/** Order summary of a cart: subtotal + flat fee + rounded tax on the subtotal. */
export function computeCartSummary(subtotal: number): CartSummary {
  const tax = Math.round(subtotal * TAX_RATE);
  return { subtotal, serviceFee: SERVICE_FEE, tax, total: subtotal + SERVICE_FEE + tax };
}
