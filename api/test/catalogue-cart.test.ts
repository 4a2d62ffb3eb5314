import {
  CATALOGUE_MESSAGES,
  SUBSCRIPTION_DATE_MESSAGES,
  addDays,
  type CartLine,
} from '@marketplace/shared/contracts';
import { testEngines } from './support/accounts';
import {
  addToCart,
  book,
  bookingBody,
  call,
  shownLines,
  useBookingWorld,
} from './support/bookings';
import { hidden, republish, withPrice } from './support/catalogue';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

/*
 * The cart, checkout and enquiries against the published catalogue
 * (docs/decisions/catalogue-content-model.md "Cart, checkout and booking"): a repriced or hidden
 * item is flagged in the cart, checkout never charges a price the page did not show, and a
 * monthly service is a subscription enquiry, never a 2-hour visit.
 */
describe.each(engines)(
  'cart and checkout priced from the published catalogue on $dialect',
  (engine) => {
    const mailbox = useMailbox();
    const world = useBookingWorld(engine, mailbox);
    const user = () => world().tokens.user;

    const cart = async () =>
      (await call(world().app, 'GET', '/cart', user())).json<{
        cart: CartLine[];
        totalItems: number;
        totalPrice: number;
      }>();

    const bookings = () => world().app.db.selectFrom('bookings').select('id').execute();

    it('flags a repriced line with its old price and a hidden one as unavailable', async () => {
      const { app } = world();
      await addToCart(app, user(), 'service:plumbing', 2);
      await addToCart(app, user(), 'service:electrician');
      await republish(app, 'service:plumbing', withPrice(349));
      await republish(app, 'service:electrician', hidden);

      expect(await cart()).toMatchObject({
        cart: [
          {
            item_id: 'service:plumbing',
            item_price: '349.00',
            price_was: '299.00',
            available: true,
          },
          { item_id: 'service:electrician', item_name: 'Electrician', available: false },
        ],
        totalItems: 3,
        totalPrice: 698,
      });
      // Adding again is done at today's price: the line no longer reads as changed.
      await addToCart(app, user(), 'service:plumbing');
      expect((await cart()).cart[0]).toMatchObject({ price_was: null, quantity: 3 });
    });

    it('refuses a checkout whose prices changed after the page showed them, and books the new ones', async () => {
      const { app, tomorrow } = world();
      await addToCart(app, user(), 'service:plumbing', 2);
      const shown = await shownLines(app, user());
      expect(shown).toEqual([{ cart_id: expect.any(Number), unit_price: 299, quantity: 2 }]);
      await republish(app, 'service:plumbing', withPrice(349));

      const stale = await book(app, user(), { ...bookingBody(tomorrow), shown_lines: shown });
      expectFailure(stale, 409, CATALOGUE_MESSAGES.priceChanged, 'PRICE_CHANGED');
      expect(await bookings()).toEqual([]);
      expect((await cart()).cart).toHaveLength(1);

      // A quantity changed in another tab is a difference too.
      const more = [{ ...shown[0], unit_price: 349, quantity: 3 }];
      const other = await book(app, user(), { ...bookingBody(tomorrow), shown_lines: more });
      expectFailure(other, 409, CATALOGUE_MESSAGES.priceChanged, 'PRICE_CHANGED');

      const fresh = await book(app, user(), bookingBody(tomorrow));
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json()).toMatchObject({
        booking: { subtotal: 698, lines: [{ unit_price: 349 }] },
      });
    });

    it('refuses a checkout while the cart holds an item that can no longer be booked', async () => {
      const { app, tomorrow } = world();
      await addToCart(app, user(), 'service:plumbing');
      await addToCart(app, user(), 'service:electrician');
      await republish(app, 'service:electrician', hidden);
      const refused = await book(app, user(), bookingBody(tomorrow));
      expectFailure(refused, 409, CATALOGUE_MESSAGES.itemUnavailable, 'ITEM_UNAVAILABLE');
      expect(await bookings()).toEqual([]);
    });

    it('never books a monthly service as a visit, even one already in a cart', async () => {
      const { app, tomorrow } = world();
      const added = await call(app, 'POST', '/cart/addToCart', user(), {
        item_type: 'maintenance',
        item_id: 'maintenance:security-service',
      });
      expectFailure(added, 409, CATALOGUE_MESSAGES.notBookable, 'NOT_BOOKABLE');
      // A line put in the cart before the service was priced by the month.
      const account = await app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'asha')
        .executeTakeFirstOrThrow();
      await app.db
        .insertInto('cart_items')
        .values({
          user_id: Number(account.id),
          item_type: 'maintenance',
          item_id: 'maintenance:security-service',
          quantity: 1,
          added_at: new Date().toISOString(),
          seen_price: 15000,
        })
        .execute();
      expect(await cart()).toMatchObject({
        cart: [{ item_name: 'Security Service', available: false }],
        totalPrice: 0,
      });
      const refused = await book(app, user(), bookingBody(tomorrow));
      expectFailure(refused, 409, CATALOGUE_MESSAGES.itemUnavailable, 'ITEM_UNAVAILABLE');
      expect(await bookings()).toEqual([]);
    });

    it('takes a subscription with a start date for a monthly service: an enquiry, not a booking', async () => {
      const { app, today } = world();
      const subscribe = (fields: Record<string, unknown>) =>
        call(app, 'POST', '/enquiries', undefined, {
          type: 'subscription',
          item_key: 'maintenance:security-service',
          name: 'Asha Verma',
          phone: '+91 98765 43210',
          start_date: addDays(today, 3),
          ...fields,
        });

      const sent = await subscribe({ note: 'Night shift for our society gate' });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toEqual({ success: true, msg: CATALOGUE_MESSAGES.subscriptionReceived });
      const stored = await app.db.selectFrom('enquiries').select(['type', 'payload']).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.type).toBe('subscription');
      expect(JSON.parse(stored[0]?.payload ?? '{}')).toEqual({
        item_key: 'maintenance:security-service',
        item_name: 'Security Service',
        price: '₹15,000 per month',
        start_date: addDays(today, 3),
        name: 'Asha Verma',
        phone: '+91 98765 43210',
        note: 'Night shift for our society gate',
      });
      expect(await bookings()).toEqual([]);
      expect(await app.db.selectFrom('cart_items').select('id').execute()).toEqual([]);

      expect((await subscribe({ start_date: today })).json()).toMatchObject({
        msg: expect.stringContaining(SUBSCRIPTION_DATE_MESSAGES.tooSoon),
      });
      expect((await subscribe({ start_date: addDays(today, 91) })).json()).toMatchObject({
        msg: expect.stringContaining(SUBSCRIPTION_DATE_MESSAGES.tooLate),
      });
      // Only a monthly item takes a subscription; an unknown or hidden one is not found.
      const fixed = await subscribe({ item_key: 'maintenance:housekeeping-service' });
      expectFailure(fixed, 409, CATALOGUE_MESSAGES.wrongEnquiry, 'CONFLICT');
      await republish(app, 'maintenance:security-service', hidden);
      expectFailure(await subscribe({}), 404, CATALOGUE_MESSAGES.itemNotFound, 'NOT_FOUND');
    });

    it('takes a quote request for an item priced "from", with its price as the catalogue has it', async () => {
      const { app } = world();
      const quote = (itemKey: string) =>
        call(app, 'POST', '/enquiries', undefined, {
          type: 'quote',
          item_key: itemKey,
          name: 'Rohit Jain',
          phone: '9876543210',
          message: 'Plot of 1,800 sq ft in Jabalpur',
        });
      const sent = await quote('package:gold');
      expect(sent.json()).toEqual({ success: true, msg: CATALOGUE_MESSAGES.quoteReceived });
      const stored = await app.db
        .selectFrom('enquiries')
        .select('payload')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.payload)).toMatchObject({
        item_name: 'Gold Package',
        price: '₹1,800 - ₹2,200 per sq ft',
      });
      expectFailure(
        await quote('service:plumbing'),
        409,
        CATALOGUE_MESSAGES.wrongEnquiry,
        'CONFLICT',
      );
    });
  },
);
