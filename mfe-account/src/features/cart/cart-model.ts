// The cart item and cart state (docs/product/cart.md "Cart item"), mapped from the api's rows.
import { createElement, type ReactElement } from 'react';
import { isApiError } from '@marketplace/shared/api-client';
import { CART_ERROR_CODES, type CartLine } from '@marketplace/shared/contracts-cart';
import {
  BroomIcon,
  CartIcon,
  HomeIcon,
  SofaIcon,
  WrenchIcon,
  type IconComponent,
} from '@marketplace/shared/icons';

export interface CartItem {
  id: number;
  itemId: string;
  itemType: string;
  name: string;
  description: string;
  /** Rupees; 0 when the server sent no price. */
  price: number;
  /** The price when the line was added, when the catalogue's has changed since. */
  priceWas: number | null;
  /** False once the item is hidden, withdrawn or no longer booked by visit. */
  available: boolean;
  quantity: number;
  category: string;
  added_at: string;
}

export interface CartState {
  items: CartItem[];
  totalItems: number;
  totalPrice: number;
}

export const EMPTY_CART: CartState = { items: [], totalItems: 0, totalPrice: 0 };

export function toCartItem(line: CartLine): CartItem {
  const price = Number.parseFloat(line.item_price ?? '');
  const was = Number.parseFloat(line.price_was ?? '');
  return {
    id: line.id,
    itemId: line.item_id,
    itemType: line.item_type,
    // Empty when the api has none: the row shows its placeholder text in the page's language.
    name: line.item_name?.trim() ?? '',
    description: line.item_description?.trim() ?? '',
    price: Number.isFinite(price) ? price : 0,
    priceWas: Number.isFinite(was) ? was : null,
    available: line.available,
    quantity: line.quantity,
    category: line.item_category || line.item_type,
    added_at: line.added_at,
  };
}

/**
 * Totals are price times quantity, summed (docs/product/cart.md "Behaviour and totals"); a line
 * that can no longer be booked is counted but priced at nothing, as the api does.
 */
export function withTotals(items: CartItem[]): CartState {
  return {
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: items
      .filter((item) => item.available)
      .reduce((sum, item) => sum + item.price * item.quantity, 0),
  };
}

/** A placeholder image per item type (the spec builds the image from item_type). */
export function placeholderIcon(itemType: string): ReactElement {
  const icons: Record<string, IconComponent> = {
    service: WrenchIcon,
    maintenance: BroomIcon,
    homecare: HomeIcon,
    design: SofaIcon,
  };
  return createElement(icons[itemType] ?? CartIcon);
}

/**
 * The server's refusals about an empty cart are cleared silently (docs/product/cart.md "Errors and toasts"); every other
 * failure is shown. Decided by the envelope's code, never by the message's text.
 */
export function isSilentCartError(error: unknown): boolean {
  return isApiError(error) && error.code === CART_ERROR_CODES.empty;
}
