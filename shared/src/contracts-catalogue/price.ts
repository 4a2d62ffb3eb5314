// How a catalogue price reads on a card and a detail page, one rule for every kind of item
// (docs/decisions/catalogue-content-model.md "Price kinds").
import { formatInr } from '@marketplace/shared/config';
import type { CataloguePrice } from '../contracts/catalogue-bodies';

/**
 * fixed: a charge per visit, bookable in the cart; monthly: a subscription enquiry with a start
 * date; from: a starting point, answered by a quote request. Never a slot for the last two.
 */
export const PRICE_KINDS = ['fixed', 'monthly', 'from'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** The amount alone: '₹299', or a range '₹2,500 - ₹3,000'. */
export function priceFigure(price: CataloguePrice): string {
  const amount = formatInr(price.amount);
  return price.upTo === null ? amount : `${amount} - ${formatInr(price.upTo)}`;
}

/**
 * The whole price: '₹299 per visit', '₹15,000 per month', 'from ₹1,200 per day', or a range
 * '₹2,500 - ₹3,000 per sq ft'. A monthly price without a unit says 'per month'.
 */
export function priceText(price: CataloguePrice): string {
  const unit = price.unit || (price.kind === 'monthly' ? 'per month' : '');
  const figure = priceFigure(price);
  const lead = price.kind === 'from' && price.upTo === null ? `from ${figure}` : figure;
  return unit ? `${lead} ${unit}` : lead;
}
