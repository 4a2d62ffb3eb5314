import {
  BOOKING_MESSAGES,
  CART_ERROR_CODES,
  type Address,
  type Booking,
} from '@marketplace/shared/contracts';
import { moveClock, testEngines } from './support/accounts';
import {
  NEW_ADDRESS,
  addToCart,
  book,
  bookingBody,
  bookingOf,
  call,
  freshKey,
  mailWithSubject,
  shownLines,
  useBookingWorld,
} from './support/bookings';
import { republish, withPrice } from './support/catalogue';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

describe.each(engines)('checkout and bookings on $dialect', (engine) => {
  const mailbox = useMailbox();
  const world = useBookingWorld(engine, mailbox);

  const user = () => world().tokens.user;

  async function fillCart(token = user()) {
    await addToCart(world().app, token, 'service:plumbing', 2);
    await addToCart(world().app, token, 'service:electrician');
  }

  it('books the cart with server prices and totals, empties the cart and mails the customer', async () => {
    const { app, tomorrow } = world();
    await fillCart();
    const response = await book(app, user(), bookingBody(tomorrow, { slot: '10:00' }));
    expect(response.statusCode).toBe(201);
    const booking = bookingOf(response);
    expect(booking).toMatchObject({
      number: `BK-${String(booking.id).padStart(6, '0')}`,
      status: 'requested',
      phone: '9876543210',
      note: 'Please call before coming',
      payment: 'pay_after_service',
      address: NEW_ADDRESS,
      subtotal: 847,
      service_fee: 25,
      tax: 68,
      total: 940,
      cancellable: true,
    });
    expect(booking.lines).toEqual([
      expect.objectContaining({ name: 'Plumbing', unit_price: 299, quantity: 2, line_total: 598 }),
      expect.objectContaining({ name: 'Electrician', unit_price: 249, quantity: 1 }),
    ]);
    // 10:00 IST is 04:30 UTC.
    expect(booking.slot_start).toBe(`${tomorrow}T04:30:00.000Z`);

    const cart = await call(app, 'GET', '/cart', user());
    expect(cart.json()).toMatchObject({ cart: [], totalItems: 0 });
    const saved = await call(app, 'GET', '/addresses', user());
    expect(saved.json<{ addresses: Address[] }>().addresses).toEqual([
      expect.objectContaining(NEW_ADDRESS),
    ]);

    const mail = await mailWithSubject(
      mailbox,
      `Booking ${booking.number} received`,
      world().mailsBefore,
    );
    expect(mail.to).toEqual(['asha@example.in']);
    expect(mail.text).toContain('10:00 - 12:00 IST');
    expect(mail.text).toContain('Flat 4B, Lotus Residency, 12th Main Road');
    expect(mail.text).toContain('Total: ₹940');
  });

  it('keeps the booked prices when the catalogue changes later', async () => {
    const { app, tomorrow } = world();
    await fillCart();
    const { id } = bookingOf(await book(app, user(), bookingBody(tomorrow)));
    await republish(app, 'service:plumbing', withPrice(999));
    const later = bookingOf(await call(app, 'GET', `/bookings/${id}`, user()));
    expect(later.lines[0]).toMatchObject({ unit_price: 299, line_total: 598 });
    expect(later.total).toBe(940);
    // The cart itself follows the catalogue: a new booking gets the new price.
    await addToCart(app, user(), 'service:plumbing');
    const next = bookingOf(await book(app, user(), bookingBody(tomorrow, { slot: '16:00' })));
    expect(next.subtotal).toBe(999);
  });

  it('books once per idempotency key, also when the retries race', async () => {
    const { app, tomorrow } = world();
    await fillCart();
    const key = freshKey();
    const [first, second] = await Promise.all([
      book(app, user(), bookingBody(tomorrow), key),
      book(app, user(), bookingBody(tomorrow), key),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(bookingOf(first).id).toBe(bookingOf(second).id);
    const third = await book(app, user(), bookingBody(tomorrow), key);
    expect(third.statusCode).toBe(200);
    expect(bookingOf(third).id).toBe(bookingOf(first).id);
    const rows = await app.db.selectFrom('bookings').select('id').execute();
    expect(rows).toHaveLength(1);
    const taken = await app.db.selectFrom('booking_slots').select('taken').execute();
    expect(taken).toEqual([{ taken: 1 }]);
  });

  it('refuses a booking without an idempotency key', async () => {
    const { app, tomorrow } = world();
    await fillCart();
    const response = await call(app, 'POST', '/bookings', user(), {
      ...bookingBody(tomorrow),
      shown_lines: await shownLines(app, user()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toContain(BOOKING_MESSAGES.idempotencyKeyRequired);
  });

  it('refuses a full slot, and exactly one of two racing bookings gets the last place', async () => {
    const { app, tomorrow, tokens } = world();
    await fillCart(tokens.manager);
    expect((await book(app, tokens.manager, bookingBody(tomorrow))).statusCode).toBe(201);
    await fillCart(tokens.user);
    await fillCart(tokens.other);
    const answers = await Promise.all([
      book(app, tokens.user, bookingBody(tomorrow)),
      book(app, tokens.other, bookingBody(tomorrow)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toEqual({
      success: false,
      msg: BOOKING_MESSAGES.slotFull,
      code: 'SLOT_FULL',
    });
    const count = await app.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    // The refused customer keeps the cart, and the slot list shows the slot full.
    const loser = refused === answers[0] ? tokens.user : tokens.other;
    const cart = await call(app, 'GET', '/cart', loser);
    expect(cart.json<{ totalItems: number }>().totalItems).toBe(3);
    const slots = await call(app, 'GET', '/bookings/slots', loser);
    const day = slots
      .json<{ days: { date: string; slots: { time: string; reason: string | null }[] }[] }>()
      .days.find((d) => d.date === tomorrow);
    expect(day?.slots.find((s) => s.time === '14:00')?.reason).toBe('full');
    expect(day?.slots.find((s) => s.time === '16:00')?.reason).toBeNull();
  });

  it('offers the next 7 days from today in IST with the started slots marked past', async () => {
    const { app, today } = world();
    const response = await call(app, 'GET', '/bookings/slots', user());
    const days = response.json<{
      days: {
        date: string;
        slots: { time: string; available: boolean; reason: string | null }[];
      }[];
    }>().days;
    expect(days).toHaveLength(7);
    expect(days[0]?.date).toBe(today);
    expect(days[0]?.slots.map((s) => [s.time, s.reason])).toEqual([
      ['08:00', 'past'],
      ['10:00', 'past'],
      ['12:00', 'past'],
      ['14:00', null],
      ['16:00', null],
      ['18:00', null],
    ]);
  });

  it('answers clear messages for a bad PIN code, phone, past slot, far date or empty cart', async () => {
    const { app, today, tomorrow } = world();
    const expectMessage = async (body: object, status: number, message: string) => {
      const response = await book(app, user(), body);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ msg: string }>().msg).toContain(message);
    };
    await expectMessage(bookingBody(tomorrow), 400, BOOKING_MESSAGES.cartEmpty);
    const empty = await book(app, user(), bookingBody(tomorrow));
    expect(empty.json<{ code?: string }>().code).toBe(CART_ERROR_CODES.empty);
    await fillCart();
    await expectMessage(
      bookingBody(tomorrow, { address: { ...NEW_ADDRESS, pincode: '56003' } }),
      400,
      'PIN code must be 6 digits',
    );
    await expectMessage(
      bookingBody(tomorrow, { phone: '12345' }),
      400,
      'Phone must be a 10-digit Indian mobile number',
    );
    await expectMessage(bookingBody(today, { slot: '10:00' }), 400, BOOKING_MESSAGES.slotPast);
    await expectMessage(bookingBody(today, { slot: '09:00' }), 400, BOOKING_MESSAGES.slotInvalid);
    await expectMessage(bookingBody('2020-01-01'), 400, BOOKING_MESSAGES.dateOutOfRange);
    await expectMessage(
      bookingBody(tomorrow, { address: undefined }),
      400,
      BOOKING_MESSAGES.addressRequired,
    );
    // Nothing was booked and the cart is intact.
    expect(await app.db.selectFrom('bookings').select('id').execute()).toEqual([]);
    const cart = await call(app, 'GET', '/cart', user());
    expect(cart.json<{ totalItems: number }>().totalItems).toBe(3);
  });

  it('lists upcoming bookings first, soonest first, then past ones', async () => {
    const { app, today, tomorrow } = world();
    const ids: number[] = [];
    for (const [date, slot] of [
      [tomorrow, '16:00'],
      [today, '14:00'],
      [tomorrow, '08:00'],
    ] as const) {
      await fillCart();
      ids.push(bookingOf(await book(app, user(), bookingBody(date, { slot }))).id);
    }
    moveClock(3 * 60 * 60_000); // 15:00 IST: today's 14:00 booking is now past
    const list = (await call(app, 'GET', '/bookings', user())).json<{ bookings: Booking[] }>();
    expect(list.bookings.map((b) => b.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('cancels more than 3 hours ahead, gives the place back and mails the customer', async () => {
    const { app, today, tomorrow } = world();
    await fillCart();
    const late = bookingOf(await book(app, user(), bookingBody(today, { slot: '14:00' })));
    expect(late.cancellable).toBe(false);
    expectFailure(
      await call(app, 'POST', `/bookings/${late.id}/cancel`, user()),
      409,
      BOOKING_MESSAGES.cancelTooLate,
      'CONFLICT',
    );
    await fillCart();
    const booking = bookingOf(await book(app, user(), bookingBody(tomorrow)));
    const response = await call(app, 'POST', `/bookings/${booking.id}/cancel`, user());
    expect(response.statusCode).toBe(200);
    expect(bookingOf(response)).toMatchObject({ status: 'cancelled', cancellable: false });
    const mail = await mailWithSubject(
      mailbox,
      `Booking ${booking.number} is cancelled`,
      world().mailsBefore,
    );
    expect(mail.to).toEqual(['asha@example.in']);
    expect(mail.text).toContain('Your booking is cancelled.');
    const slot = await app.db
      .selectFrom('booking_slots')
      .select('taken')
      .where('slot_start', '=', booking.slot_start)
      .executeTakeFirstOrThrow();
    expect(Number(slot.taken)).toBe(0);
    expectFailure(
      await call(app, 'POST', `/bookings/${booking.id}/cancel`, user()),
      409,
      BOOKING_MESSAGES.cancelNotAllowed,
      'CONFLICT',
    );
  });

  it('saves, lists and deletes addresses up to the limit', async () => {
    const { app } = world();
    for (let n = 0; n < 10; n += 1) {
      const saved = await call(app, 'POST', '/addresses', user(), {
        ...NEW_ADDRESS,
        house: `H${n}`,
      });
      expect(saved.statusCode).toBe(201);
    }
    expectFailure(
      await call(app, 'POST', '/addresses', user(), NEW_ADDRESS),
      409,
      BOOKING_MESSAGES.addressLimit,
      'CONFLICT',
    );
    const list = (await call(app, 'GET', '/addresses', user())).json<{ addresses: Address[] }>();
    expect(list.addresses[0]?.house).toBe('H9');
    const removed = await call(app, 'DELETE', `/addresses/${list.addresses[0]?.id}`, user());
    expect(removed.json()).toEqual({ success: true, msg: BOOKING_MESSAGES.addressDeleted });
    const bad = await call(app, 'POST', '/addresses', user(), { ...NEW_ADDRESS, pincode: 'abc' });
    expect(bad.json<{ msg: string }>().msg).toContain('PIN code must be 6 digits');
  });
});
