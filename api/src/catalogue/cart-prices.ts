import { FURNITURE_CATEGORIES, isPricedKind } from '@marketplace/shared/contracts';
import type { CataloguePrice } from '@marketplace/shared/catalogue-schemas';
import type { PublishedItem } from '../db/repositories/catalogue-versions';
import type { PublishedCatalogue } from './published';

/** What a cart line shows of its item, read from the published catalogue. */
export interface CartItemInfo {
  name: string;
  description: string;
  category: string;
  /** Today's price in whole rupees. */
  price: number;
  /** Shown on the site (not hidden). */
  visible: boolean;
  /** Priced per visit: it can go into a 2-hour slot. */
  fixed: boolean;
}

/** Whether a cart line of this item can be booked now. */
export function isBookableNow(info: CartItemInfo | undefined): info is CartItemInfo {
  return info !== undefined && info.visible && info.fixed;
}

const KIND_CATEGORIES: Record<string, string> = {
  service: 'Home Services',
  maintenance: 'Maintenance',
  package: 'Construction',
};

function categoryOf(item: PublishedItem): string {
  const body = item.body as { category?: string };
  if (item.kind === 'furniture') {
    return FURNITURE_CATEGORIES.find((tab) => tab.id === body.category)?.name ?? 'Furniture';
  }
  return KIND_CATEGORIES[item.kind] ?? body.category ?? item.kind;
}

/**
 * The published item behind a cart line (`item_type` is its kind, `item_id` its key), or
 * undefined when the published catalogue has no priced item of that kind under that key.
 * docs/decisions/catalogue-content-model.md "Cart, checkout and booking".
 */
export function cartItemInfo(
  catalogue: PublishedCatalogue,
  itemType: string,
  key: string,
): CartItemInfo | undefined {
  const item = catalogue.byKey.get(key);
  if (!item || item.kind !== itemType || !isPricedKind(item.kind)) return undefined;
  const body = item.body as {
    name?: string;
    title?: string;
    summary?: string;
    description?: string;
    price: CataloguePrice;
  };
  return {
    name: body.name ?? body.title ?? key,
    description: body.summary ?? body.description ?? '',
    category: categoryOf(item),
    price: body.price.amount,
    visible: item.visible,
    fixed: body.price.kind === 'fixed',
  };
}
