import type { LightMyRequestResponse } from 'fastify';
import {
  istDateOf,
  slotStartInstant,
  type Booking,
  type CartLine,
} from '@marketplace/shared/contracts';
import type { App } from '../../src/app';
import { ADMIN_ENV, adminManagerUser, type Tokens } from './admin';
import {
  buildAccountsApp,
  fakeDateOnly,
  login,
  newAccount,
  registerVerified,
  type Engine,
} from './accounts';
import type { Mailbox, ReceivedMail } from './mailbox';

/*
 * What the booking tests share: an app whose slots take 2 bookings, an admin, a manager and two
 * customers, a clock set to 12:00 IST today (so today's morning slots are past and the
 * afternoon ones open), and the calls of the checkout.
 */

export const SLOT_CAPACITY = 2;

export interface BookingWorld {
  app: App;
  tokens: Tokens & { other: string };
  /** Today's date in IST on the test clock. */
  today: string;
  tomorrow: string;
  /** How many messages the mailbox held when the test started (earlier tests' mail). */
  mailsBefore: number;
}

/**
 * The latest 12:00 IST not after the real clock: never ahead of the sessions' start, so a test
 * can move the clock a few hours on and the sessions stay valid.
 */
function latestNoonIst(): Date {
  const real = new Date();
  const noon = slotStartInstant(istDateOf(real), '12:00');
  return noon.getTime() <= real.getTime() ? noon : new Date(noon.getTime() - 24 * 60 * 60_000);
}

/** The first message with this subject (the mails go out in the background, in any order). */
export async function mailWithSubject(
  mailbox: Mailbox,
  subject: string,
  after: number,
): Promise<ReceivedMail> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const mail = mailbox.received.slice(after).find((m) => m.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail "${subject}" (received ${mailbox.received.length})`);
}

export function useBookingWorld(engine: Engine, mailbox: Mailbox): () => BookingWorld {
  let current: BookingWorld | undefined;
  beforeEach(async () => {
    const app = await buildAccountsApp(engine, mailbox, {
      ...ADMIN_ENV,
      BOOKING_SLOT_CAPACITY: String(SLOT_CAPACITY),
    });
    const tokens = await adminManagerUser(app, mailbox);
    const ravi = newAccount('ravi');
    await registerVerified(app, mailbox, ravi);
    const other = await login(app, ravi);
    fakeDateOnly();
    const noon = latestNoonIst();
    jest.setSystemTime(noon);
    current = {
      app,
      tokens: { ...tokens, other },
      today: istDateOf(noon),
      tomorrow: istDateOf(new Date(noon.getTime() + 24 * 60 * 60_000)),
      mailsBefore: mailbox.received.length,
    };
  });
  afterEach(async () => {
    jest.useRealTimers();
    await current?.app.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('built in beforeEach');
    return current;
  };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function call(
  app: App,
  method: Method,
  url: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

export async function addToCart(app: App, token: string, itemId: string, quantity = 1) {
  const response = await call(app, 'POST', '/cart/addToCart', token, {
    item_type: 'service',
    item_id: itemId,
    quantity,
  });
  if (response.statusCode !== 201) throw new Error(`addToCart: ${response.body}`);
}

export const NEW_ADDRESS = {
  house: 'Flat 4B, Lotus Residency',
  street: '12th Main Road',
  area: 'Indiranagar',
  city: 'Bengaluru',
  pincode: '560038',
  landmark: 'Opposite the metro station',
};

export function bookingBody(date: string, overrides: Record<string, unknown> = {}) {
  return {
    address: NEW_ADDRESS,
    date,
    slot: '14:00',
    phone: '9876543210',
    note: 'Please call before coming',
    payment: 'pay_after_service',
    ...overrides,
  };
}

let keys = 0;
export function freshKey(): string {
  keys += 1;
  return `test-key-${process.pid}-${keys}`;
}

/** The cart's lines as the checkout page shows them (what a booking must match). */
export async function shownLines(app: App, token: string) {
  const cart = await call(app, 'GET', '/cart', token);
  const lines = cart.json<{ cart: CartLine[] }>().cart ?? [];
  return lines
    .filter((line) => line.available)
    .map((line) => ({
      cart_id: line.id,
      unit_price: Number(line.item_price),
      quantity: line.quantity,
    }));
}

/**
 * POST /bookings with an Idempotency-Key; without `shown_lines` in the body, the cart as it is
 * now is sent as shown (a checkout page that just loaded it).
 */
export async function book(
  app: App,
  token: string,
  body: object,
  key = freshKey(),
): Promise<LightMyRequestResponse> {
  const shown = 'shown_lines' in body ? {} : { shown_lines: await shownLines(app, token) };
  return call(app, 'POST', '/bookings', token, { ...body, ...shown }, { 'idempotency-key': key });
}

export function bookingOf(response: LightMyRequestResponse): Booking {
  return response.json<{ booking: Booking }>().booking;
}
