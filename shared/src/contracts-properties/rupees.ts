// Rupee amounts typed the way people in India write them: '30L', '1.2Cr', '25k', '₹85,00,000',
// '85 lakh', 'Rs. 40 lac'. The listing's budget boxes, the property forms and the api read them
// with this one function, so a text means the same everywhere (docs/decisions/budget-parsing.md).

const UNITS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  l: 1_00_000,
  lac: 1_00_000,
  lacs: 1_00_000,
  lakh: 1_00_000,
  lakhs: 1_00_000,
  cr: 1_00_00_000,
  crore: 1_00_00_000,
  crores: 1_00_00_000,
};

/** What the boxes and forms show when a text is not an amount. */
export const RUPEE_EXAMPLES = '30L, 1.2Cr, 25k or ₹85,00,000';
export const RUPEES_UNREADABLE = `Type an amount such as ${RUPEE_EXAMPLES}`;
export const RUPEES_WHOLE = 'Type whole rupees, or a decimal with L, Cr or k (1.2Cr)';

export type RupeeReading = { rupees: number } | { error: string };

/** Digits grouped the Indian way (85,00,000) or the international way (8,500,000). */
const GROUPED = /^(\d{1,2}(,\d\d)*,\d{3}|\d{1,3}(,\d{3})+)$/;

/**
 * The whole rupees `text` stands for, or the reason it cannot be read. A blank text is an error
 * too: callers decide whether blank means "no amount". Zero is read as 0.
 */
export function readRupees(text: string): RupeeReading {
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/^(₹|rs\.?|inr)\s*/, '')
    .replace(/\s*(\/-|\/month|per month|pm|\/mo)$/, '');
  const match = /^([\d,]+(?:\.\d+)?)\s*([a-z]*)$/.exec(cleaned);
  if (!match) return { error: RUPEES_UNREADABLE };
  const [, number = '', unitText = ''] = match;
  const [whole = '', fraction] = number.split('.');
  if (whole.includes(',') && !GROUPED.test(whole)) return { error: RUPEES_UNREADABLE };
  const unit = unitText === '' ? 1 : UNITS[unitText];
  if (unit === undefined) return { error: RUPEES_UNREADABLE };
  if (fraction !== undefined && unit === 1) return { error: RUPEES_WHOLE };
  const rupees = Math.round(Number(`${whole.replace(/,/g, '')}.${fraction ?? '0'}`) * unit);
  if (!Number.isSafeInteger(rupees)) return { error: RUPEES_UNREADABLE };
  return { rupees };
}

/** The rupees of `text`, or null when it cannot be read or is not more than zero. */
export function parseRupees(text: string): number | null {
  const reading = readRupees(text);
  return 'rupees' in reading && reading.rupees > 0 ? reading.rupees : null;
}

const SHORT_UNITS: [number, string][] = [
  [1_00_00_000, 'Cr'],
  [1_00_000, 'L'],
  [1_000, 'k'],
];

/**
 * Whole rupees the way people write them and readRupees reads them back: '30L', '1.2Cr', '25k';
 * an amount no unit writes exactly in two decimals keeps its digits ('85,33,333').
 */
export function writeRupees(rupees: number): string {
  for (const [unit, name] of SHORT_UNITS) {
    // Exact in two decimals of the unit: integer arithmetic, no rounding of fractions.
    if (rupees >= unit && rupees % (unit / 100) === 0) return `${rupees / unit}${name}`;
  }
  const digits = String(rupees);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
}
