// Which catalogue items can go into the cart, and what a cart line shows for them. The api
// resolves every cart line through here, so a client can never set a name or a price.
//
// The rule: an item is cartable when the catalogue gives it ONE integer rupee price. Bookable
// services, maintenance services, homecare services and interior designs have one. Construction
// packages (a per-square-foot range) and furniture items (a price text) do not: their final price
// follows a site survey, so they are quoted, not carted (docs/decisions/cart-items.md).
import { HOMECARE_SERVICES } from './homecare';
import { INTERIOR_DESIGNS } from './interior';
import { MAINTENANCE_SERVICES } from './maintenance';
import { BOOKABLE_SERVICES } from './services';

export const CART_ITEM_TYPES = ['service', 'maintenance', 'homecare', 'design'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export interface CartCatalogueItem {
  name: string;
  description: string;
  category: string;
  /** Integer rupees. */
  price: number;
}

function toCartItem(item: {
  name: string;
  description: string;
  category: string;
  price: number;
}): CartCatalogueItem {
  return {
    name: item.name,
    description: item.description,
    category: item.category,
    price: item.price,
  };
}

const CARTABLE: Record<CartItemType, () => ReadonlyMap<string, CartCatalogueItem>> = {
  service: () =>
    new Map(BOOKABLE_SERVICES.map((s) => [s.id, toCartItem({ ...s, category: 'Home Services' })])),
  maintenance: () =>
    new Map(MAINTENANCE_SERVICES.map((s) => [s.id, toCartItem({ ...s, category: 'Maintenance' })])),
  homecare: () => new Map(HOMECARE_SERVICES.map((s) => [s.id, toCartItem(s)])),
  design: () => new Map(INTERIOR_DESIGNS.map((d) => [d.id, toCartItem(d)])),
};

const cache = new Map<CartItemType, ReadonlyMap<string, CartCatalogueItem>>();

export function isCartItemType(value: string): value is CartItemType {
  return (CART_ITEM_TYPES as readonly string[]).includes(value);
}

/**
 * `resolveCartItem('service', 'service:plumbing')` -> its name, description, category and price;
 * undefined for an unknown or non-cartable item (e.g. 'package', 'package:platinum').
 */
export function resolveCartItem(itemType: string, itemId: string): CartCatalogueItem | undefined {
  if (!isCartItemType(itemType)) return undefined;
  let items = cache.get(itemType);
  if (!items) {
    items = CARTABLE[itemType]();
    cache.set(itemType, items);
  }
  return items.get(itemId);
}
