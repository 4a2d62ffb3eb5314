// Money: one place for the cart's fee and tax, and the rupee formatting used everywhere
// (docs/product-decisions.md "Inconsistencies we correct": ₹ everywhere with Indian digit grouping, e.g. ₹1,20,000).

/** Flat service fee added to every cart, in rupees (docs/product/cart.md "Behaviour and totals"). */
export const SERVICE_FEE = 25;
/** Tax rate applied to the cart subtotal (8 %, rounded to whole rupees). */
export const TAX_RATE = 0.08;

const inrFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** `formatInr(120000)` -> `₹1,20,000`; negative amounts keep their sign before the symbol. */
export function formatInr(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${inrFormatter.format(Math.abs(amount))}`;
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
