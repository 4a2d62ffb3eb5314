import { computeCartSummary } from '@marketplace/shared/config';
import {
  ADDRESS_LIMIT,
  API_ERROR_CODES,
  BOOKING_ERROR_CODES,
  CATALOGUE_ERROR_CODES,
  CATALOGUE_MESSAGES,
  BOOKING_MESSAGES,
  CART_ERROR_CODES,
  bookableDates,
  slotStartInstant,
  type Address,
  type AddressInput,
  type CreateBookingRequest,
} from '@marketplace/shared/contracts';
import type { Transaction } from 'kysely';
import { cartItemInfo, isBookableNow } from '../../catalogue/cart-prices';
import type { PublishedCatalogue } from '../../catalogue/published';
import { countAddresses, findAddress, insertAddress } from '../../db/repositories/addresses';
import { takeSlotPlace } from '../../db/repositories/booking-slots';
import {
  findBookingByKey,
  insertBooking,
  type NewBookingLine,
} from '../../db/repositories/bookings';
import { clearCart, listCartItems } from '../../db/repositories/cart';
import type { BookingRow, Database } from '../../db/schema';
import type { App } from '../../app';
import { HttpError } from '../../lib/http-error';
import { onceForKey } from '../../lib/idempotent';

/** The slot's start (ISO UTC) after checking it is offered now: in the window, not started. */
function checkedSlotStart(date: string, slot: string, now: Date): string {
  if (!bookableDates(now).includes(date)) {
    throw new HttpError(400, BOOKING_MESSAGES.dateOutOfRange, API_ERROR_CODES.validation);
  }
  const start = slotStartInstant(date, slot);
  if (start.getTime() <= now.getTime()) {
    throw new HttpError(400, BOOKING_MESSAGES.slotPast, API_ERROR_CODES.validation);
  }
  return start.toISOString();
}

/**
 * The cart as frozen booking lines, priced from the published catalogue now, and only if that is
 * exactly what the page showed (docs/decisions/catalogue-content-model.md "Cart, checkout and
 * booking"): every line still bookable, the same lines, prices and quantities.
 */
async function cartLines(
  trx: Transaction<Database>,
  userId: number,
  catalogue: PublishedCatalogue,
  shown: CreateBookingRequest['shown_lines'],
): Promise<NewBookingLine[]> {
  const cart = await listCartItems(trx, userId);
  if (cart.length === 0)
    throw new HttpError(400, BOOKING_MESSAGES.cartEmpty, CART_ERROR_CODES.empty);
  const lines = cart.map((row) => {
    const item = cartItemInfo(catalogue, row.item_type, row.item_id);
    if (!isBookableNow(item)) {
      throw new HttpError(
        409,
        CATALOGUE_MESSAGES.itemUnavailable,
        CATALOGUE_ERROR_CODES.itemUnavailable,
      );
    }
    return {
      cart_id: row.id,
      item_type: row.item_type,
      item_id: row.item_id,
      name: item.name,
      unit_price: item.price,
      quantity: row.quantity,
    };
  });
  const asShown = (line: { cart_id: number; unit_price: number; quantity: number }) =>
    `${line.cart_id}:${line.unit_price}:${line.quantity}`;
  const now = lines.map(asShown).sort().join(',');
  if (now !== shown.map(asShown).sort().join(',')) {
    throw new HttpError(409, CATALOGUE_MESSAGES.priceChanged, CATALOGUE_ERROR_CODES.priceChanged);
  }
  return lines.map(({ cart_id: _shownAs, ...line }) => line);
}

/** A saved address of the account, or the new one (saved too while under the limit). */
async function bookingAddress(
  trx: Transaction<Database>,
  userId: number,
  body: { address_id?: number; address?: AddressInput },
): Promise<Omit<Address, 'id'>> {
  if (body.address_id !== undefined) {
    const saved = await findAddress(trx, userId, body.address_id);
    if (!saved) throw new HttpError(404, BOOKING_MESSAGES.addressNotFound);
    return saved;
  }
  const input = body.address;
  if (!input)
    throw new HttpError(400, BOOKING_MESSAGES.addressRequired, API_ERROR_CODES.validation);
  if ((await countAddresses(trx, userId)) < ADDRESS_LIMIT) {
    return insertAddress(trx, userId, input);
  }
  // At the limit the booking still goes ahead with its own copy (docs/decisions/booking-addresses.md).
  return { ...input, landmark: input.landmark || null };
}

export interface PlacedBooking {
  row: BookingRow;
  /** false when the Idempotency-Key had already booked: the earlier booking is answered. */
  created: boolean;
}

/**
 * Books the user's cart: in one transaction the lines and totals are frozen, a place in the
 * slot is taken (refused when full), and the cart is emptied. A key seen before answers the
 * booking it made, also when two requests raced (lib/idempotent.ts).
 */
export async function placeBooking(
  app: App,
  userId: number,
  key: string,
  body: CreateBookingRequest,
  now: Date,
): Promise<PlacedBooking> {
  const { result: row, created } = await onceForKey(
    () => findBookingByKey(app.db, userId, key),
    () => bookCart(app, userId, key, body, now),
  );
  return { row, created };
}

/** The booking itself: the cart's lines, totals and address frozen, a place in the slot taken. */
async function bookCart(
  app: App,
  userId: number,
  key: string,
  body: CreateBookingRequest,
  now: Date,
): Promise<BookingRow> {
  if ((body.address_id === undefined) === (body.address === undefined)) {
    throw new HttpError(400, BOOKING_MESSAGES.addressRequired, API_ERROR_CODES.validation);
  }
  const slotStart = checkedSlotStart(body.date, body.slot, now);
  const catalogue = await app.publishedCatalogue.current(app.db);
  return app.db.transaction().execute(async (trx) => {
    const lines = await cartLines(trx, userId, catalogue, body.shown_lines);
    const totals = computeCartSummary(
      lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0),
    );
    const address = await bookingAddress(trx, userId, body);
    if (!(await takeSlotPlace(trx, slotStart, app.config.bookings.slotCapacity))) {
      throw new HttpError(409, BOOKING_MESSAGES.slotFull, BOOKING_ERROR_CODES.slotFull);
    }
    const row = await insertBooking(
      trx,
      {
        user_id: userId,
        slot_start: slotStart,
        house: address.house,
        street: address.street,
        area: address.area,
        city: address.city,
        pincode: address.pincode,
        landmark: address.landmark,
        phone: body.phone,
        note: body.note ? body.note : null,
        payment: body.payment,
        subtotal: totals.subtotal,
        service_fee: totals.serviceFee,
        tax: totals.tax,
        total: totals.total,
        idempotency_key: key,
      },
      lines,
    );
    await clearCart(trx, userId);
    return row;
  });
}
