// A card's saving, in its own module so a page's chunk keeps only the card helpers it uses.

/** The saving a card shows: the original price minus the price, or null when there is none. */
export function savingOf(item: {
  price: { amount: number };
  originalPrice: number | null;
}): number | null {
  return item.originalPrice !== null && item.originalPrice > item.price.amount
    ? item.originalPrice - item.price.amount
    : null;
}
