// How a catalogue price reads on a card and a detail page, one rule for every kind of item
// (docs/decisions/catalogue-content-model.md "Price kinds").
import { formatInr } from '@marketplace/shared/config';
import type { CataloguePrice } from '../contracts/catalogue-bodies';

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

/** Only a fixed price goes into the cart and a 2-hour visit. */
export function isBookable(price: CataloguePrice): boolean {
  return price.kind === 'fixed';
}
